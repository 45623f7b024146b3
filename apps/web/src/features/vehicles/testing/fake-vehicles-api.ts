import { API } from '@showgrid/shared/paths';
import type { Category, VehicleType } from '@showgrid/shared/schemas/catalogue';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/render-app';
import { vehicleRow } from '../../../test/rows';
import { showEventRow } from '../../../test/rows';

export type { LoggedRequest };

/**
 * The vehicles API (and the event, category and type reads the page needs) as an in-memory fake
 * behind fetch. It keeps what was created, so a refetch shows it, and logs every request.
 */
const PAGE_SIZE = 10;

export const car: VehicleType = { id: 1, strVehicleTypeTitle: 'Car', intCategoryCount: 1, intParameterCount: 5 };
export const bike: VehicleType = { id: 2, strVehicleTypeTitle: 'Motorbike', intCategoryCount: 1, intParameterCount: 5 };

function category(id: number, name: string, type: VehicleType, prefix: string): Category {
  return {
    id,
    intCategoryId: id,
    strVehicleCategoryName: name,
    intVehicleType: type.id,
    strVehicleTypeTitle: type.strVehicleTypeTitle,
    base64CategoryIcon: null,
    strPrefix: prefix,
    intStartRange: 1,
    intRangeUpto: 3,
  };
}

export const classics = category(5, 'Classic Cars', car, 'CC');
export const choppers = category(6, 'Choppers', bike, 'CH');
/** The series of each category: CC001..CC003 and none for Choppers (its ids are all taken). */
const SERIES: Record<number, string[]> = { [classics.id]: ['CC001', 'CC002', 'CC003'], [choppers.id]: [] };

export const EVENT_ID = 3;
export const showEvent: ShowEvent = showEventRow({
  id: EVENT_ID,
  strEventTitle: 'Spring Concours',
  strEventLocation: 'Goodwood',
  strEventCoordinatorName: '',
  strEventCoordinatorPhone: '',
  strEventDescription: '',
  strEventStartDateTime: '2030-05-01T08:00:00.000Z',
  b64Icon: null,
  arrVehicleCategory: [classics, choppers].map((c) => ({
    id: c.id,
    strVehicleCategoryName: c.strVehicleCategoryName,
    strVehicleTypeTitle: c.strVehicleTypeTitle,
    base64CategoryIcon: null,
  })),
  arrJudges: [],
  strStatus: 'Active',
});

export function vehicle(id: number, extra: Partial<Vehicle> = {}): Vehicle {
  return vehicleRow(id, {
    intEventId: EVENT_ID,
    intCategoryId: classics.id,
    strCategoryName: classics.strVehicleCategoryName,
    intVehicleTypeId: car.id,
    strVehicleTypeTitle: car.strVehicleTypeTitle,
    ...extra,
  });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export function fakeVehiclesApi(seed: Vehicle[] = []) {
  const vehicles = [...seed];
  let nextId = 100;

  const fromForm = (form: FormData, base: Vehicle): Vehicle => {
    const chosen = [classics, choppers].find((c) => c.id === Number(text(form, 'intCategoryId'))) ?? classics;
    const paid = text(form, 'strPaymentStatus') === 'Paid';
    const vip = text(form, 'blnVip') === 'true';
    return {
      ...base,
      strRegistrationNumber: text(form, 'strRegistrationNo'),
      strBrandName: text(form, 'strBrandName'),
      strModelName: text(form, 'strModelName'),
      strOwnerName: text(form, 'strOwnerName'),
      strUniqueId: text(form, 'strUniqueId') || null,
      intCategoryId: chosen.id,
      strCategoryName: chosen.strVehicleCategoryName,
      blnPaid: paid,
      strPaymentStatus: paid ? 'Paid' : 'Unpaid',
      blnVIP: vip,
      strRegistrationType: vip ? 'VIP' : 'Regular',
      blnParticipateinLegendsTour: text(form, 'blnParticipateinLegendsTour') === 'true',
    };
  };

  const list = (query: URLSearchParams): Response => {
    const needle = (query.get('strSearchQuery') ?? '').toLowerCase();
    const rows = vehicles.filter(
      (row) =>
        row.intEventId === Number(query.get('intEventId')) &&
        [row.strOwnerName, row.strRegistrationNumber, row.strUniqueId ?? ''].some((field) => field.toLowerCase().includes(needle)),
    );
    const page = Number(query.get('page') ?? '1');
    return jsonResponse({
      data: rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      pagination: { page, pageSize: PAGE_SIZE, total: rows.length, totalPages: Math.ceil(rows.length / PAGE_SIZE) },
    });
  };

  const route = ({ method, path, query, form }: LoggedRequest): Response => {
    if (method === 'GET' && path === API.event(EVENT_ID)) return jsonResponse({ data: showEvent });
    if (method === 'GET' && path === API.categories) return jsonResponse({ data: [classics, choppers] });
    if (method === 'GET' && path === API.vehicleTypes) return jsonResponse({ data: [car, bike] });
    if (method === 'GET' && path === API.vehicles) return list(query);
    if (method === 'GET' && path === API.availableVehicleIds) {
      const own = vehicles.find((row) => row.intVehicleId === Number(query.get('intVehicleId')))?.strUniqueId;
      const taken = new Set(vehicles.map((row) => row.strUniqueId).filter((id) => id !== own));
      return jsonResponse({ data: (SERIES[Number(query.get('intCategoryId'))] ?? []).filter((id) => !taken.has(id)) });
    }
    if (method === 'POST' && path === API.vehicles && form) {
      const created = fromForm(form, vehicle(nextId++, { intEventId: Number(text(form, 'intEventId')) }));
      vehicles.push(created);
      return jsonResponse({ data: created }, 201);
    }
    if (method === 'PUT' && path === API.vehicles && form) {
      const index = vehicles.findIndex((row) => row.intVehicleId === Number(text(form, 'intVehicleId')));
      const current = vehicles[index];
      if (!current) return jsonResponse({ detail: 'Not found.' }, 404);
      vehicles[index] = fromForm(form, current);
      return jsonResponse({ data: vehicles[index] });
    }
    if (method === 'DELETE' && path === API.vehicles) {
      const index = vehicles.findIndex((row) => row.intVehicleId === Number(query.get('intVehicleId')));
      if (index < 0) return jsonResponse({ detail: 'Not found.' }, 404);
      vehicles.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  };

  return { ...fakeApi(route), vehicles };
}
