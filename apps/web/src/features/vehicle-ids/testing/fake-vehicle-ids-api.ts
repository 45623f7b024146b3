import { API } from '@showgrid/shared/paths';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import type { VehicleIdStatus } from '@showgrid/shared/schemas/vehicle';
import { seriesOf, vehicleIdsOf } from '@showgrid/shared/vehicle-ids';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/render-app';

export type { LoggedRequest };

/**
 * The vehicle-id API as an in-memory fake behind fetch: categories with their series, the id
 * list computed from them, QR codes as recognisable base64 ("qr:SS001"), the cards PDF.
 */
export const PDF_BYTES = '%PDF-1.3 cards';
/** What the fake answers as the PNG of an id: base64 of "qr:<id>". */
export const fakeQr = (id: string) => btoa(`qr:${id}`);

export function category(id: number, name: string, series?: { prefix: string; start: number; end: number }): Category {
  return {
    id,
    intCategoryId: id,
    strVehicleCategoryName: name,
    intVehicleType: 1,
    strVehicleTypeTitle: 'Car',
    base64CategoryIcon: null,
    strPrefix: series?.prefix ?? null,
    intStartRange: series?.start ?? null,
    intRangeUpto: series?.end ?? null,
  };
}

export interface Holder {
  name: string;
  event: string;
}

export function fakeVehicleIdsApi(seed: { categories?: Category[]; holders?: Record<string, Holder> } = {}) {
  const categories = (seed.categories ?? []).map((c) => ({ ...c }));
  const holders = seed.holders ?? {};

  const list = (categoryId: number): VehicleIdStatus[] => {
    const found = categories.find((c) => c.id === categoryId);
    const series = found ? seriesOf(found) : null;
    return (series ? vehicleIdsOf(series) : []).map((id, index) => {
      const holder = holders[id];
      return {
        strUniqueId: id,
        blnAssigned: holder !== undefined,
        intVehicleId: holder ? index + 1 : null,
        strVehicleName: holder?.name ?? null,
        intEventId: holder ? 1 : null,
        strEventTitle: holder?.event ?? null,
      };
    });
  };

  const route = (request: LoggedRequest): Response => {
    const { method, path, query, body } = request;
    if (path === API.categories && method === 'GET') return jsonResponse({ data: categories });
    const put = /^\/api\/vehicle\/vehicle-category\/(\d+)\/$/.exec(path);
    if (put && method === 'PUT') {
      const found = categories.find((c) => c.id === Number(put[1]));
      if (!found) return jsonResponse({ detail: 'Not found.' }, 404);
      const record = typeof body === 'object' && body !== null ? Object.fromEntries(Object.entries(body)) : {};
      found.strPrefix = String(record.strPrefix);
      found.intStartRange = Number(record.intStartRange);
      found.intRangeUpto = Number(record.intRangeUpto);
      return jsonResponse({ data: found });
    }
    if (path === API.vehicleIds && method === 'GET') return jsonResponse({ data: list(Number(query.get('intCategoryId'))) });
    if (path === API.qrCodes && method === 'GET') {
      const ids = (query.get('arrValues') ?? '').split(',').filter(Boolean);
      if (ids.length > 200) return jsonResponse({ arrValues: ['Ask for at most 200 codes at a time.'] }, 400);
      return jsonResponse({ data: ids.map((id) => ({ [id]: fakeQr(id) })) });
    }
    if (/\/cards\/$/.test(path) && method === 'GET') {
      return new Response(PDF_BYTES, { headers: { 'Content-Type': 'application/pdf' } });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  };

  return { ...fakeApi(route), categories };
}
