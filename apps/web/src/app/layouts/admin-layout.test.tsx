import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { fakeApi } from '../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../test/render-app';

beforeEach(() => {
  restoreSession(adminUser);
  fakeApi((request) => (request.path === API.vehicleTypes ? jsonResponse({ data: [] }) : jsonResponse({ detail: 'Not found.' }, 404)));
});

// jsdom applies no style sheet: what a narrow screen shows is read from the classes, which the
// e2e spec (first-show.e2e.ts) checks at 820 px in Chromium.
describe('the admin sidebar below 1024 px', () => {
  it('folds behind Menu: open, it takes the focus; Escape closes it and gives the focus back', async () => {
    renderApp('/admin/manage-vehicle-type');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('lg:hidden');
    expect(nav).toHaveClass('hidden', 'lg:flex');

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('fixed', 'flex');
    expect(nav).not.toHaveClass('hidden');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveClass('hidden');
    expect(menu).toHaveFocus();
  });

  it('closes once a page is picked, or with Close menu', async () => {
    const { router } = renderApp('/admin/manage-vehicle-type');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });

    await userEvent.click(menu);
    await userEvent.click(within(nav).getByRole('link', { name: 'Events' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manage-events'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menu);
    await userEvent.click(within(nav).getByRole('button', { name: 'Close menu' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
  });
});

describe('the admin header bar', () => {
  it.each([
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/manage-events', 'Events'],
    ['/admin/manage-judges', 'Judges'],
    ['/admin/event-list/vehicles', 'Vehicles'],
    ['/admin/manage-vehicles/4', 'Vehicles'],
    ['/admin/manage-vehicle-type', 'Vehicle Type'],
    ['/admin/event-list/results', 'Results'],
    ['/admin/results/4/judges-choice', 'Judges Choice'],
    ['/admin/coverage/4', 'Judging coverage'],
    ['/admin/audit', 'Audit log'],
    ['/admin/gate-staff', 'Gate volunteers'],
  ])('names the page it is on: %s is %s', async (path, title) => {
    renderApp(path);
    await screen.findByRole('navigation', { name: 'Admin' });
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent(new RegExp(`^${title}$`));
  });
});
