import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, readDeviceStore } from './browser.ts';
import { ADMIN } from './seed.ts';

export interface Created {
  data: { id: number };
}

/** Calls the API and asserts the status; returns the parsed body. */
export type Api = <T>(method: string, url: string, body?: unknown, expected?: number) => Promise<T>;

/** An API caller holding a bearer token (to set up data, or to check what the screens saved). */
export function apiWithToken(token: string): Api {
  return async function api<T>(method: string, url: string, body?: unknown, expected = 200): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, blnRemovePagination: 'true' };
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

/** Calls the API with the token the page's signed-in user holds. */
export function apiAs(page: Page): Api {
  return async <T>(method: string, url: string, body?: unknown, expected = 200) => {
    const token = await readDeviceStore(page, 'user-storage', 'accessToken');
    return apiWithToken(String(token))<T>(method, url, body, expected);
  };
}

/** Signs in through the API (no browser) and calls it as that user. */
export async function signedInApi(email: string, password: string): Promise<Api> {
  const res = await fetch(new URL('/api/auth/token/', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const text = await res.text();
  expect(res.status, `sign-in of ${email}: ${text}`).toBe(200);
  const { access } = JSON.parse(text) as { access: string };
  return apiWithToken(access);
}

let admin: Promise<Api> | undefined;

/**
 * The seeded organiser's API, signed in once per spec file (an access token lasts 15 minutes,
 * longer than any file runs): each test seeds what it needs through it, whatever ran before.
 */
export function adminApi(): Promise<Api> {
  admin ??= signedInApi(ADMIN.email, ADMIN.password);
  return admin;
}
