import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { useSessionStore, type SessionUser } from '../features/auth/stores/session-store';
import { checkExchange } from './contract-check';

/** Mounts the real route tree at a path, as the browser would after a reload. */
export function renderApp(path: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

export const judgeRecord: Judge = {
  intJudgeId: 7,
  strFullName: 'Ada Lovelace',
  strFirstName: 'Ada',
  strLastName: 'Lovelace',
  strTitle: 'Chief judge',
  strEmail: 'ada@example.com',
  strJudgeCode: 'JDG-007',
  profilePicture: null,
  arrEventIds: [],
};

export const judgeUser: SessionUser = { ...judgeRecord, role: 'judge', username: 'ada@example.com' };
export const adminUser: SessionUser = { role: 'admin', username: 'admin@example.com' };

/** Pretends the stored session has been read and holds this user (or nobody). */
export function restoreSession(user: SessionUser | null): void {
  useSessionStore.setState({ user, loaded: true });
}

/** An unsigned JWT: the client only reads the claims. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/**
 * fetch is the edge of the world: tests answer it instead of a server. Each request and answer is
 * checked against the API contract (test/contract-check.ts); `{ contract: false }` is for tests of
 * the client's own machinery that call made-up paths.
 */
export function stubFetch(handler: FetchHandler, { contract = true }: { contract?: boolean } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const response = await handler(String(input), init);
    if (contract) await checkExchange(String(input), init, response);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}
