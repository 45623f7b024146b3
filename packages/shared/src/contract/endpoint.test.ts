import { describe, expect, it } from 'vitest';
import { allEndpoints } from './all.ts';
import { matchPath, pathOf } from './endpoint.ts';

describe('contract paths', () => {
  it('fills each :param, URL-encoded', () => {
    expect(pathOf('/api/vehicle/vehicle-category/:id/', { id: 7 })).toBe('/api/vehicle/vehicle-category/7/');
    expect(pathOf('/api/attendee/vehicle/:unique_id/', { unique_id: 'A 1/2' })).toBe('/api/attendee/vehicle/A%201%2F2/');
    expect(pathOf('/api/report/:event_id/download/:is_pdf', { event_id: 3, is_pdf: 1 })).toBe('/api/report/3/download/1');
  });

  it('refuses a path whose param is missing rather than calling a wrong URL', () => {
    expect(() => pathOf('/api/judges/:id/', {})).toThrow(':id');
  });

  it('reads the params back from a request path, and only from its own path', () => {
    expect(matchPath('/api/judges/:id/', '/api/judges/12/')).toEqual({ id: '12' });
    expect(matchPath('/api/judges/:id/', '/api/judges/12/reset-password/')).toBeNull();
    expect(matchPath('/api/judges/', '/api/judges/12/')).toBeNull();
    expect(matchPath('/api/attendee/vehicle/:unique_id/', '/api/attendee/vehicle/A%201/')).toEqual({ unique_id: 'A 1' });
  });
});

describe('the contract', () => {
  it('names each call once: no two entries share a method and path', () => {
    const calls = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('gives every call a success answer: a schema, a file or a 204', () => {
    const without = allEndpoints.filter(
      (endpoint) => endpoint.file === undefined && !endpoint.responses[200] && !endpoint.responses[201] && !endpoint.responses[204],
    );
    expect(without.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('declares a schema for each :param of a path', () => {
    const unchecked = allEndpoints.filter((endpoint) => endpoint.path.includes(':') && endpoint.params === undefined);
    expect(unchecked.map((endpoint) => endpoint.path)).toEqual([]);
  });
});
