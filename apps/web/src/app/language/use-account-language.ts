import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@showgrid/shared/contract/auth';
import type { Locale } from '@showgrid/shared/locales';
import { callApi } from '../../lib/api-client';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { switchLanguage, useAppLanguage } from './app-language';

const accountKey = (userKey: string) => ['account-language', userKey] as const;

/**
 * The language kept on the signed-in account wins over the device's once it is known (a shared
 * tablet speaks each judge's own); an account that never chose leaves the device's. Offline, the
 * device's stays until the account answers.
 */
export function useAccountLanguage(): void {
  const user = useSessionStore((state) => state.user);
  const userKey = user ? `${user.role}:${user.username}` : null;
  const { data } = useQuery({
    queryKey: accountKey(userKey ?? ''),
    queryFn: async () => (await callApi(authApi.me)).data.strLocale,
    enabled: userKey !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (data && data !== useAppLanguage.getState().locale) void switchLanguage(data);
  }, [data]);
}

/**
 * The person chose a language: the screens switch, the device keeps it, and so does their account
 * (best effort: offline, the device's choice stands and the account keeps its own).
 */
export function useChooseLanguage(): (locale: Locale) => Promise<void> {
  const user = useSessionStore((state) => state.user);
  const queryClient = useQueryClient();
  const userKey = user ? `${user.role}:${user.username}` : null;
  return useCallback(
    async (locale: Locale) => {
      await switchLanguage(locale);
      if (userKey === null) return;
      // What the account answers next is this choice: a screen mounted later must not switch back.
      queryClient.setQueryData(accountKey(userKey), locale);
      await callApi(authApi.language, { body: { strLocale: locale } }).catch(() => undefined);
    },
    [queryClient, userKey],
  );
}
