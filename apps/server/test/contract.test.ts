import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@showgrid/shared/contract/all';
import { createTestContext, type TestContext } from './helpers/test-app.ts';

// The API contract (packages/shared/src/contract, docs/decisions/022) is what the server registers:
// no route outside it, no entry without its route, and each with the access its entry declares.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const key = (method: string, path: string) => `${method} ${path}`;

describe('the server serves the contract', () => {
  it('registers exactly the calls the contract names', () => {
    // GET /api/docs is the OpenAPI document of the contract, not a call in it.
    const registered = ctx.app.apiRoutes
      .filter((route) => route.url !== '/api/docs')
      .map((route) => key(route.method, route.url))
      .sort();
    const declared = allEndpoints
      .filter((endpoint) => endpoint.path.startsWith('/api/'))
      .map((endpoint) => key(endpoint.method, endpoint.path))
      .sort();
    expect(registered).toEqual(declared);
  });

  it('guards each call as its contract entry says', () => {
    for (const route of ctx.app.apiRoutes.filter((one) => one.url !== '/api/docs')) {
      const entry = allEndpoints.find((endpoint) => endpoint.method === route.method && endpoint.path === route.url);
      expect(route.access, key(route.method, route.url)).toEqual(entry?.access);
    }
  });

  it('describes each route in OpenAPI with the summary of its entry', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>();
    for (const endpoint of allEndpoints.filter((e) => e.path.startsWith('/api/'))) {
      const openApiPath = endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(spec.paths[openApiPath]?.[endpoint.method.toLowerCase()]?.summary, key(endpoint.method, endpoint.path)).toBe(endpoint.summary);
    }
  });
});
