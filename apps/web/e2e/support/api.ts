import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, readDeviceStore } from './browser.ts';

export interface Created {
  data: { id: number };
}

/**
 * Calls the API with the token the page's signed-in admin holds (to set up data, or to check
 * what the screens saved); asserts the status and returns the parsed body.
 */
export function apiAs(page: Page) {
  return async function api<T>(method: string, url: string, body?: unknown, expected = 200): Promise<T> {
    const token = await readDeviceStore(page, 'user-storage', 'accessToken');
    const headers: Record<string, string> = { authorization: `Bearer ${String(token)}`, blnRemovePagination: 'true' };
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(new URL(url, baseUrl()), { method, headers, body: payload });
    const text = await res.text();
    expect(res.status, `${method} ${url}: ${text}`).toBe(expected);
    return (text ? JSON.parse(text) : null) as T;
  };
}
