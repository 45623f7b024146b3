import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleIdsApi } from '@showgrid/shared/contract/vehicle-ids';
import { callApi } from '../../../lib/api-client';
import { vehicleIdKeys } from './query-keys';

/** The server answers at most this many codes per call. */
export const QR_BATCH_SIZE = 200;

/**
 * GET /api/vehicle/qr-code/?arrValues=a,b — base64 PNGs (no data-URL prefix), merged from the
 * answer's single-key objects into one map (SPEC §7).
 */
export async function getQrCodes(ids: readonly string[]): Promise<Record<string, string>> {
  const answer = await callApi(vehicleIdsApi.qrCodes, { query: { arrValues: ids.join(',') } });
  return Object.fromEntries(answer.data.flatMap((one) => Object.entries(one)));
}

export function getQrCodesQueryOptions(ids: readonly string[]) {
  return queryOptions({ queryKey: vehicleIdKeys.qrCodes(ids), queryFn: () => getQrCodes(ids) });
}

/** The codes of the ids on screen (one table page); the previous page's stay while the next load. */
export function useQrCodes(ids: readonly string[]) {
  return useQuery({ ...getQrCodesQueryOptions(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}
