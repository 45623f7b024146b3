import { API } from '@showgrid/shared/paths';
import type { Category, Parameter, VehicleType } from '@showgrid/shared/schemas/catalogue';
import { jsonResponse, stubFetch } from '../../../test/render-app';

/**
 * The catalogue API as an in-memory fake behind fetch (the edge of the world in component tests).
 * It keeps what was created, so a refetch shows it, and logs every request for assertions.
 */
export interface LoggedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = Response | Promise<Response>;
type Override = (request: LoggedRequest) => Answer | undefined;

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
  const requests: LoggedRequest[] = [];
  const overrides: Override[] = [];
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

  const fetchMock = stubFetch(async (url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const request: LoggedRequest = {
      method: init.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    for (const override of overrides) {
      const answer = override(request);
      if (answer) return answer;
    }
    return route(request);
  });

  return {
    fetchMock,
    requests,
    /** Requests sent with this method to this path (query ignored). */
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /** Answers matching requests with `response` (a never-settling promise: still in flight). */
    answer: (method: string, path: string, response: () => Answer) => {
      overrides.push((request) => (request.method === method && request.path === path ? response() : undefined));
    },
  };
}
