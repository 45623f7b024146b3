import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './query-keys';

/** GET /api/entrant/me/ — the address the browser is signed in with as an entrant. */
export async function getEntrantMe(): Promise<string> {
  return (await callApi(registrationApi.me, { anonymous: true })).data.strEmail;
}

export const getEntrantMeQueryOptions = () => queryOptions({ queryKey: registrationKeys.me, queryFn: getEntrantMe });

/** Read once the entries are (a signed-out browser reads neither). */
export function useEntrantMe({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getEntrantMeQueryOptions(), enabled });
}
