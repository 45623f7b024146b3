import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { apiRequest } from '../../lib/api-client';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from '../../lib/token-storage';
import { adminUser, jsonResponse, judgeUser, renderApp, restoreSession, stubFetch } from '../../test/render-app';

beforeEach(async () => {
  await setTokens({ access: 'access-1', refresh: 'refresh-1' });
});

describe('logout', () => {
  it('sidebar Logout revokes the session, forgets it and opens the admin login', async () => {
    restoreSession(adminUser);
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const { router } = renderApp('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
    expect(await getRefreshToken()).toBeNull();
    // The dashboard's own calls aside, one revoke with the refresh token.
    const revokes = fetchMock.mock.calls.filter(([url]) => String(url) === API.logout);
    expect(revokes).toHaveLength(1);
    expect(JSON.parse(String(revokes[0]?.[1]?.body))).toEqual({ refresh: 'refresh-1' });
  });

  it('still logs the judge out when the server cannot be reached', async () => {
    restoreSession(judgeUser);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { router } = renderApp('/judge/category');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/login'));
    expect(await getAccessToken()).toBeNull();
  });

  it('clears the device and leaves first, then revokes in the background with a 5 s limit', async () => {
    restoreSession(adminUser);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    let atRevoke: { path: string; refresh: string | null } | undefined;
    const { router } = renderApp('/admin/dashboard');
    const fetchMock = stubFetch(async (url) => {
      if (String(url) === API.logout) atRevoke = { path: router.state.location.pathname, refresh: await getRefreshToken() };
      // A venue network that never answers.
      return new Promise<Response>(() => {});
    });
    const revokes = () => fetchMock.mock.calls.filter(([url]) => String(url) === API.logout);
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    await waitFor(() => expect(revokes()).toHaveLength(1));
    expect(atRevoke).toEqual({ path: '/admin/login', refresh: null });
    expect(JSON.parse(String(revokes()[0]?.[1]?.body))).toEqual({ refresh: 'refresh-1' });
    expect(revokes()[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    expect(timeout).toHaveBeenCalledWith(5000);
  });
});

describe('expired session', () => {
  it('forgets the user and opens the login page of their area', async () => {
    restoreSession(adminUser);
    stubFetch(() => jsonResponse({ detail: 'Token is invalid or expired' }, 401));
    const { router } = renderApp('/admin/manage-vehicle-id');
    await screen.findByRole('heading', { name: 'Manage Vehicle ID' });

    await act(() => expect(apiRequest('/api/judges/')).rejects.toMatchObject({ status: 401 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(useSessionStore.getState().user).toBeNull();
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
  });

  it('treats a 401 after another tab logged out (no token left) as an expired session', async () => {
    restoreSession(judgeUser);
    const { router } = renderApp('/judge/category');
    await screen.findByRole('heading', { name: 'Select Category' });
    await clearTokens();
    stubFetch(() => jsonResponse({ detail: 'Authentication credentials were not provided.' }, 401));

    await act(() => expect(apiRequest('/api/judges/7/')).rejects.toMatchObject({ status: 401 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/login'));
    expect(useSessionStore.getState().user).toBeNull();
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
  });
});
