import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { dashboardSchema } from '@showgrid/shared/schemas/results';
import { getAccessToken } from '../../../lib/token-storage';
import { getLiveDashboardQueryOptions } from '../api/get-dashboard';

/** SPEC §4 connection states. */
export type ConnectionState = 'Uninstantiated' | 'Connecting' | 'Open' | 'Closing' | 'Closed';

const STATES: ConnectionState[] = ['Connecting', 'Open', 'Closing', 'Closed'];
const MAX_RETRY_MS = 30_000;

export function dashboardSocketUrl(eventId: number, token: string, location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ event_id: String(eventId), token });
  return `${protocol}//${location.host}${API.wsDashboard}?${query.toString()}`;
}

/**
 * The live dashboard (SPEC §4): one socket per event, each message written into the event's
 * dashboard query (the latest kept, not a growing history; the page reads `useDashboard`),
 * reconnecting with backoff after an error or a drop; a change of event or leaving the page closes
 * it and empties that query, so coming back waits for a fresh message. `beforeConnect` runs before
 * each attempt (it renews the access token).
 */
export function useDashboardSocket(eventId: number | null, beforeConnect: () => Promise<unknown>) {
  const [state, setState] = useState<ConnectionState>('Uninstantiated');
  const queryClient = useQueryClient();

  useEffect(() => {
    if (eventId === null) return;
    const { queryKey } = getLiveDashboardQueryOptions(eventId);
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = async () => {
      setState('Connecting');
      await beforeConnect().catch(() => undefined);
      const token = await getAccessToken();
      if (stopped) return;
      if (!token) {
        setState('Closed');
        return;
      }
      const current = new WebSocket(dashboardSocketUrl(eventId, token));
      socket = current;
      current.onopen = () => {
        attempt = 0;
        setState(STATES[current.readyState] ?? 'Open');
      };
      current.onmessage = (event: MessageEvent<unknown>) => {
        if (typeof event.data !== 'string') return;
        try {
          const parsed = dashboardSchema.safeParse(JSON.parse(event.data));
          if (parsed.success && parsed.data.intEventId === eventId) queryClient.setQueryData(queryKey, parsed.data);
        } catch {
          // Not JSON: ignored (only logged by the server side).
        }
      };
      current.onclose = () => {
        setState('Closed');
        if (stopped) return;
        attempt += 1;
        retryTimer = setTimeout(() => void connect(), Math.min(1000 * 2 ** attempt, MAX_RETRY_MS));
      };
    };
    void connect();

    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      if (socket && socket.readyState <= WebSocket.OPEN) {
        setState('Closing');
        socket.close();
      }
      void queryClient.resetQueries({ queryKey, exact: true });
    };
  }, [eventId, beforeConnect, queryClient]);

  return state;
}
