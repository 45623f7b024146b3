import { useQuery } from '@tanstack/react-query';
import { gateApi } from '@showgrid/shared/contract/gate';
import { callApi } from '../../../lib/api-client';
import { gateKeys } from './query-keys';

export function useStaffQuery() {
  return useQuery({ queryKey: gateKeys.staff(), queryFn: async () => (await callApi(gateApi.staffList)).data });
}
