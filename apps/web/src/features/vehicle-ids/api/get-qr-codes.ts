import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { vehicleIdKeys } from './query-keys';

/** The server answers at most this many codes per call. */
export const QR_BATCH_SIZE = 200;

const responseSchema = dataOf(z.array(z.record(z.string(), z.string())));

/**
 * GET /api/vehicle/qr-code/?arrValues=a,b — base64 PNGs (no data-URL prefix), merged from the
 * answer's single-key objects into one map (SPEC §7).
 */
export async function getQrCodes(ids: readonly string[]): Promise<Record<string, string>> {
  const body = await apiRequest(API.qrCodes, { query: { arrValues: ids.join(',') } });
  return Object.fromEntries(responseSchema.parse(body).data.flatMap((one) => Object.entries(one)));
}

export function getQrCodesQueryOptions(ids: readonly string[]) {
  return queryOptions({ queryKey: vehicleIdKeys.qrCodes(ids), queryFn: () => getQrCodes(ids) });
}

/** The codes of the ids on screen (one table page); the previous page's stay while the next load. */
export function useQrCodes(ids: readonly string[]) {
  return useQuery({ ...getQrCodesQueryOptions(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}
