import { API } from '@showgrid/shared/paths';
import type { Category, Parameter, VehicleType } from '@showgrid/shared/schemas/catalogue';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/render-app';

export type { LoggedRequest };

/**
 * The catalogue API as an in-memory fake behind fetch (the edge of the world in component tests).
 * It keeps what was created, so a refetch shows it, and logs every request for assertions.
 */
const PAGE_SIZE = 10;

export function vehicleType(id: number, title: string, counts: Partial<VehicleType> = {}): VehicleType {
  return { id, strVehicleTypeTitle: title, intCategoryCount: 0, intParameterCount: 0, ...counts };
}

export function category(id: number, name: string, type: VehicleType, icon: string | null = null): Category {
  return {
    id,
    intCategoryId: id,
    strVehicleCategoryName: name,
    intVehicleType: type.id,
    strVehicleTypeTitle: type.strVehicleTypeTitle,
    base64CategoryIcon: icon,
    strPrefix: null,
    intStartRange: null,
    intRangeUpto: null,
  };
}

export function fakeCatalogueApi(seed: { types?: VehicleType[]; parameters?: Parameter[]; categories?: Category[] } = {}) {
  const types = [...(seed.types ?? [])];
  const parameters = [...(seed.parameters ?? [])];
  const categories = [...(seed.categories ?? [])];
  let nextId = 100;

  const route = (request: LoggedRequest): Response => {
    const { method, path, body } = request;
    const record = typeof body === 'object' && body !== null ? Object.fromEntries(Object.entries(body)) : {};
    if (path === API.vehicleTypes && method === 'GET') return jsonResponse({ data: types });
    if (path === API.vehicleTypes && method === 'POST') {
      const created = vehicleType(nextId++, String(record.strVehicleTypeTitle));
      types.push(created);
      return jsonResponse({ data: created }, 201);
    }
    if (path === API.parameters && method === 'GET') {
      const typeId = Number(request.query.get('intVehicleTypeId'));
      return jsonResponse({ data: parameters.filter((parameter) => parameter.intVehicleTypeId === typeId) });
    }
    if (path === API.parameters && method === 'POST') {
      const created: Parameter = {
        id: nextId++,
        strParameterTitle: String(record.strParameterTitle),
        intScoreLimit: Number(record.intScoreLimit),
        intVehicleTypeId: Number(record.intVehicleType),
      };
      parameters.push(created);
      return jsonResponse({ data: created }, 201);
    }
    if (path === API.categories && method === 'GET') {
      const page = Number(request.query.get('page') ?? '1');
      const total = categories.length;
      return jsonResponse({
        data: categories.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        pagination: { page, pageSize: PAGE_SIZE, total, totalPages: Math.ceil(total / PAGE_SIZE) },
      });
    }
    if (path === API.categories && method === 'POST') {
      const type = types.find((candidate) => candidate.id === Number(record.intVehicleType)) ?? vehicleType(0, '?');
      const created = category(nextId++, String(record.strVehicleCategoryName), type, '/media/new-icon');
      categories.push(created);
      return jsonResponse({ data: created }, 201);
    }
    if (method === 'DELETE' || method === 'PUT') return new Response(null, { status: 204 });
    return jsonResponse({ detail: 'Not found.' }, 404);
  };

  return fakeApi(route);
}
