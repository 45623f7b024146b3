import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { idbGet } from '../../../lib/idb';
import { getAccessToken, getRefreshToken } from '../../../lib/token-storage';
import { adminUser, fakeJwt, jsonResponse, renderApp, restoreSession, stubFetch } from '../../../test/render-app';
import { SESSION_STORAGE_KEY, useSessionStore } from '../stores/session-store';

const tokensFor = (strUserType: string) => ({
  access: fakeJwt({ user_id: 1, strUserType, token_type: 'access', exp: 9999999999 }),
  refresh: 'refresh-1',
  user_id: 1,
});

async function submitLogin() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => restoreSession(null));

describe('admin login', () => {
  it('shows the welcome side and the form', () => {
    renderApp('/admin/login');
    expect(screen.getByRole('heading', { name: 'Welcome to Showgrid' })).toBeInTheDocument();
    expect(screen.getByText('Hello! Sign in to run your show.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('id', 'password');
    expect(screen.getByRole('img', { name: 'A show car on a podium' })).toBeInTheDocument();
  });

  it('signs an admin in and replaces the history entry with the dashboard', async () => {
    const fetchMock = stubFetch(() => jsonResponse(tokensFor('admin')));
    const { router } = renderApp('/admin/login');
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'admin@example.com',
      password: 'correct horse',
      // This client keeps each rotated refresh token, so it asks for rotation (ADR 003).
      blnRotateRefresh: true,
    });
    expect(await getRefreshToken()).toBe('refresh-1');
    expect(useSessionStore.getState().user).toEqual(adminUser);
    // Already on disk when the dashboard opens, so an immediate reload keeps the session.
    expect(await idbGet(DEVICE_DB.stores.user, SESSION_STORAGE_KEY)).toContain('admin@example.com');
  });

  it('refuses a judge token, stores nothing, says why and revokes the session the server opened', async () => {
    const fetchMock = stubFetch((url) => (url === API.logout ? new Response(null, { status: 204 }) : jsonResponse(tokensFor('judge'))));
    const { router } = renderApp('/admin/login');
    await submitLogin();
    expect(await screen.findByText('User not authorized for this role.')).toBeInTheDocument();
    expect(await getAccessToken()).toBeNull();
    expect(await getRefreshToken()).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/login');
    await waitFor(() => {
      const revoke = fetchMock.mock.calls.find(([url]) => String(url) === API.logout);
      expect(JSON.parse(String(revoke?.[1]?.body))).toEqual({ refresh: 'refresh-1' });
    });
  });

  it("shows the server's detail when the login is refused", async () => {
    stubFetch(() => jsonResponse({ detail: 'No active account found with the given credentials' }, 401));
    renderApp('/admin/login');
    await submitLogin();
    expect(await screen.findByText('No active account found with the given credentials')).toBeInTheDocument();
  });

  it('falls back to "Login failed" when the server says nothing useful', async () => {
    stubFetch(() => new Response('', { status: 500 }));
    renderApp('/admin/login');
    await submitLogin();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('disables the button and shows a spinner while signing in', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderApp('/admin/login');
    await submitLogin();
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('sends an admin who is already signed in to the dashboard', async () => {
    restoreSession(adminUser);
    const { router } = renderApp('/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('does not call the server when a field is empty', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderApp('/admin/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === API.token)).toBe(false);
  });
});
