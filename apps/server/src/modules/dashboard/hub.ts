import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import type { BusMessage, ChangeBus } from '../../platform/change-bus.ts';
import { createCoalescer } from './coalescer.ts';
import type { DashboardService } from './service.ts';

/** Close code for a socket whose event was deleted (4000–4999 are the application's). */
export const EVENT_GONE = 4404;
/** At most one recomputation per event per this many ms (PRODUCT.md "Scale"; ADR 014). */
export const COALESCE_MS = 250;
/**
 * And at most this share of the time for each kind of run of one event: a run that took 100 ms
 * (800 vehicles ranked on PGlite) waits 800 ms from its start before the next (ADR 014).
 */
export const LIVE_SHARE = 1 / 8;
/** A dashboard computation that failed (say, the database restarting) is tried again after this. */
const RETRY_AFTER_FAILURE_MS = 1000;

interface Room {
  sockets: Set<WebSocket>;
  /** Connected since the last run: they get the full state even if nothing changed. */
  fresh: Set<WebSocket>;
}
interface DashboardRoom extends Room {
  changed: boolean;
}
interface ScoreRoom extends Room {
  vehicles: Set<number>;
  /** Everything may have changed (a missed notification): resend every total. */
  all: boolean;
}

function sendAll(sockets: Iterable<WebSocket>, text: string): void {
  for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(text);
}

/**
 * This instance's dashboard and live-score sockets, grouped by event, and the rank states of the
 * events it changes (refreshed after the change committed, coalesced with the dashboards' runs).
 * The sockets are the one thing held in memory: every change arrives through the bus (from any
 * instance) and every message is computed afresh from the database.
 */
export function createLiveHub({
  service,
  bus,
  log,
  windowMs = COALESCE_MS,
  share = LIVE_SHARE,
}: {
  service: DashboardService;
  bus: ChangeBus;
  log: FastifyBaseLogger;
  windowMs?: number;
  share?: number;
}) {
  const dashboards = new Map<number, DashboardRoom>();
  const scores = new Map<number, ScoreRoom>();

  /** Events whose rank states this instance owes a refresh: it made a change there that can move ranks. */
  const ranksOwed = new Set<number>();

  /** A run that failed (say, the database restarting) is tried again shortly: nobody is left waiting for a later change. */
  const retrySoon = (eventId: number) => setTimeout(() => dashboardRuns.poke(eventId), RETRY_AFTER_FAILURE_MS).unref();

  // Per event: the rank states brought up to date after the changes of the window, then, if
  // dashboards are open here, the dashboard computed once (with those ranks) and sent to them.
  const dashboardRuns = createCoalescer(
    windowMs,
    async (eventId) => {
      const owed = ranksOwed.delete(eventId);
      const room = dashboards.get(eventId);
      const targets = !room ? [] : room.changed ? [...room.sockets] : [...room.fresh];
      const wasChanged = room?.changed ?? false;
      if (room) {
        room.changed = false;
        room.fresh.clear();
      }
      if (targets.length === 0 && !owed) return;
      let dashboard;
      try {
        if (targets.length === 0) {
          // No socket to send to: the ranks only.
          await service.refreshRanks(eventId);
          return;
        }
        dashboard = await service.get(eventId);
      } catch (err) {
        // Not done: the ranks are still owed their refresh, and these sockets the dashboard.
        if (owed) ranksOwed.add(eventId);
        if (room) {
          room.changed ||= wasChanged;
          if (!wasChanged) for (const socket of targets) room.fresh.add(socket);
        }
        retrySoon(eventId);
        throw err;
      }
      if (!dashboard) {
        for (const socket of room?.sockets ?? []) socket.close(EVENT_GONE, EVENT_NOT_FOUND);
        return;
      }
      sendAll(targets, JSON.stringify(dashboard));
    },
    (err, eventId) => log.error({ err, eventId }, 'dashboard push failed'),
    { share },
  );

  const scoreRuns = createCoalescer(
    windowMs,
    async (eventId) => {
      const room = scores.get(eventId);
      if (!room) return;
      const fresh = [...room.fresh];
      const pending = room.all ? undefined : [...room.vehicles];
      room.fresh.clear();
      room.vehicles.clear();
      room.all = false;
      if (!(await service.exists(eventId))) {
        for (const socket of room.sockets) socket.close(EVENT_GONE, EVENT_NOT_FOUND);
        return;
      }
      if (fresh.length > 0) {
        for (const message of await service.liveScores(eventId)) sendAll(fresh, JSON.stringify(message));
      }
      const others = [...room.sockets].filter((socket) => !fresh.includes(socket));
      if (others.length === 0 || pending?.length === 0) return;
      for (const message of await service.liveScores(eventId, pending)) sendAll(others, JSON.stringify(message));
    },
    (err, eventId) => log.error({ err, eventId }, 'live-score push failed'),
    { share },
  );

  function onMessage(message: BusMessage): void {
    if (message.kind === 'resync') {
      for (const [eventId, room] of dashboards) {
        room.changed = true;
        dashboardRuns.poke(eventId);
      }
      for (const [eventId, room] of scores) {
        room.all = true;
        scoreRuns.poke(eventId);
      }
      return;
    }
    // Ranks follow scores, votes and vehicles (payment, deletion). The instance that made the
    // change refreshes them, so with several instances one refresh follows each change.
    const movesRanks = message.kind === 'score' || message.kind === 'vote' || message.kind === 'vehicle';
    if (message.local && movesRanks) ranksOwed.add(message.eventId);
    const dashboard = dashboards.get(message.eventId);
    if (dashboard) dashboard.changed = true;
    if (dashboard || ranksOwed.has(message.eventId)) dashboardRuns.poke(message.eventId);
    const score = scores.get(message.eventId);
    if (score && (message.kind === 'score' || message.kind === 'event')) {
      if (message.vehicleId === undefined) score.all = true;
      else score.vehicles.add(message.vehicleId);
      scoreRuns.poke(message.eventId);
    }
  }
  const unsubscribe = bus.subscribe(onMessage);

  function join<R extends Room>(
    rooms: Map<number, R>,
    create: () => R,
    eventId: number,
    socket: WebSocket,
    poke: (eventId: number) => void,
  ): void {
    let room = rooms.get(eventId);
    if (!room) {
      room = create();
      rooms.set(eventId, room);
    }
    const joined = room;
    joined.sockets.add(socket);
    joined.fresh.add(socket);
    socket.on('close', () => {
      joined.sockets.delete(socket);
      joined.fresh.delete(socket);
      if (joined.sockets.size === 0 && rooms.get(eventId) === joined) rooms.delete(eventId);
    });
    poke(eventId);
  }

  return {
    /** Sends the dashboard now and after every change of the event. */
    addDashboard(eventId: number, socket: WebSocket): void {
      join(dashboards, () => ({ sockets: new Set(), fresh: new Set(), changed: false }), eventId, socket, dashboardRuns.poke);
    },

    /** Sends every vehicle's total now, then each vehicle's new total after a score change. */
    addLiveScore(eventId: number, socket: WebSocket): void {
      join(scores, () => ({ sockets: new Set(), fresh: new Set(), vehicles: new Set(), all: false }), eventId, socket, scoreRuns.poke);
    },

    /** Resolves once the changes committed so far were heard here and the work they started (rank refreshes, pushes) has ended. */
    async settled(): Promise<void> {
      await bus.flush();
      await Promise.all([dashboardRuns.idle(), scoreRuns.idle()]);
    },

    async close(): Promise<void> {
      unsubscribe();
      await Promise.all([dashboardRuns.close(), scoreRuns.close()]);
      dashboards.clear();
      scores.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
