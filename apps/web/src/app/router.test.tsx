import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../features/auth/stores/session-store';
import { useJudgeStore } from '../features/judging/stores/judge-store';
import { adminUser, judgeUser, renderApp, restoreSession } from '../test/render-app';

beforeEach(() => {
  restoreSession(null);
  useJudgeStore.getState().clear();
});

async function expectPath(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('route guard', () => {
  it.each([
    ['/admin/manage-judges', '/admin/login'],
    ['/admin/anything', '/admin/login'],
    ['/judge/vehicles', '/judge/login'],
    ['/', '/judge/login'],
    ['/no/such/page', '/judge/login'],
  ])('signed out, %s goes to %s', async (from, to) => {
    const { router } = renderApp(from);
    await expectPath(router, to);
  });

  it('sends a judge away from the admin area to /unauthorized', async () => {
    restoreSession(judgeUser);
    const { router } = renderApp('/admin/dashboard');
    await expectPath(router, '/unauthorized');
    expect(screen.getByRole('link', { name: 'go to login page' })).toHaveAttribute('href', '/admin/login');
    expect(screen.getByRole('button', { name: 'go back' })).toBeInTheDocument();
  });

  it('sends an admin away from the judge area to /unauthorized', async () => {
    restoreSession(adminUser);
    const { router } = renderApp('/judge/category');
    await expectPath(router, '/unauthorized');
  });

  it('renders the protected page while the stored session is still loading', () => {
    useSessionStore.setState({ user: null, loaded: false });
    renderApp('/judge/dashboard');
    expect(screen.getByRole('heading', { name: 'Judge Dashboard' })).toBeInTheDocument();
  });
});

describe('admin routes', () => {
  beforeEach(() => restoreSession(adminUser));

  it.each([
    ['/admin', '/admin/dashboard'],
    ['/admin/unknown/deep', '/admin/dashboard'],
    ['/admin/event-list/other', '/admin/dashboard'],
  ])('%s redirects to %s', async (from, to) => {
    const { router } = renderApp(from);
    await expectPath(router, to);
  });

  it.each([
    ['/admin/manage-judges', 'Judges'],
    ['/admin/manage-events', 'Events'],
    ['/admin/event-list/vehicles', 'Select Event for Vehicles'],
    ['/admin/event-list/results', 'Select Event for Results'],
    ['/admin/event-list/entries', 'Select Event for Entries'],
    ['/admin/manage-vehicles/3', 'Vehicles'],
    ['/admin/manage-categories', 'Manage Categories'],
    ['/admin/manage-parameters', 'Manage Parameters'],
    ['/admin/manage-vehicle-type', 'Manage Vehicle Type'],
    ['/admin/manage-vehicle-id', 'Manage Vehicle ID'],
    ['/admin/results/3', 'Event'],
    ['/admin/results/3/judges-choice', 'Judges Choice · Event'],
  ])('%s shows %s', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the sidebar in SPEC order with the current page highlighted', async () => {
    renderApp('/admin/manage-judges');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const items = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Dashboard',
      'Events',
      'Judges',
      'Vehicles',
      'Entries',
      'Categories',
      'Vehicle ID',
      'Parameter',
      'Vehicle Type',
      'Results',
      'Logout',
    ]);
    expect(within(nav).getByRole('link', { name: 'Judges' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Vehicles' })).toHaveAttribute('href', '/admin/event-list/vehicles');
    expect(within(nav).getByRole('link', { name: 'Results' })).toHaveAttribute('href', '/admin/event-list/results');
    expect(nav).toHaveClass('w-[271px]');
  });

  it('shows a spinner until the stored session is restored', () => {
    useSessionStore.setState({ loaded: false });
    renderApp('/admin/dashboard');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

describe('judge routes', () => {
  beforeEach(() => restoreSession(judgeUser));

  it.each([
    ['/judge', '/judge/dashboard'],
    ['/judge/unknown', '/judge/category'],
    ['/judge/scoring', '/judge/vehicles'],
  ])('%s redirects to %s', async (from, to) => {
    const { router } = renderApp(from);
    await expectPath(router, to);
  });

  it('shows the judge dashboard placeholder text', async () => {
    renderApp('/judge/dashboard');
    expect(await screen.findByRole('heading', { name: 'Judge Dashboard' })).toBeInTheDocument();
  });

  it('opens scoring when a vehicle is selected', async () => {
    useJudgeStore.setState({ selectedVehicleId: 4 });
    renderApp('/judge/scoring');
    expect(await screen.findByRole('heading', { name: 'Scoring' })).toBeInTheDocument();
  });
});

describe('public routes', () => {
  it.each([
    ['/audience/verify', 'Verify your identity'],
    ['/unauthorized', 'Unauthorized'],
  ])('%s shows %s without a session', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('/audience/thanks shows Thank you for Voting without a session (after a vote: the page comes with its vehicle)', async () => {
    renderApp({ pathname: '/audience/thanks', state: { intVehicleId: 42, strVehicleName: 'Jaguar E-Type', strUniqueId: 'SS007' } });
    expect(await screen.findByRole('heading', { name: 'Thank you for Voting' })).toBeInTheDocument();
  });
});
