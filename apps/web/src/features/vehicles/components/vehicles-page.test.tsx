import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, ROUTES } from '@showgrid/shared/paths';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { EVENT_ID, fakeVehiclesApi, vehicle } from '../testing/fake-vehicles-api';

const PATH = ROUTES.adminVehicles(EVENT_ID);

const mustang = vehicle(1, {
  strBrandName: 'Ford',
  strModelName: 'Mustang',
  strOwnerName: 'Ada Lovelace',
  strRegistrationNumber: 'AB12CDE',
  strUniqueId: 'CC001',
  blnPaid: true,
  strPaymentStatus: 'Paid',
  blnVIP: true,
  strRegistrationType: 'VIP',
  arrVehicleImagedetails: [{ id: 11, name: 'front.jpg', strBase64Image: '/media/front' }],
});
const beetle = vehicle(2, { strBrandName: 'VW', strModelName: 'Beetle', strOwnerName: 'Grace Hopper', strRegistrationNumber: 'XY99ZZZ' });

/** Many vehicles, so that the list has pages. */
const fleet = (count: number) => Array.from({ length: count }, (_, index) => vehicle(index + 1));

const listCalls = (api: ReturnType<typeof fakeVehiclesApi>) => api.sent('GET', API.vehicles);

beforeEach(() => restoreSession(adminUser));

async function table() {
  // The first render can take over a second on a busy machine.
  await waitFor(() => expect(screen.queryByText('Loading vehicles...')).not.toBeInTheDocument(), { timeout: 5000 });
  return screen.getByRole('table', { name: 'Vehicles' });
}

describe('vehicles page: list', () => {
  it("shows the event's title, a back link, the toolbar and one row per vehicle", async () => {
    const api = fakeVehiclesApi([mustang, beetle]);
    renderApp(PATH);
    expect(screen.getByText('Loading vehicles...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Concours' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to events' })).toHaveAttribute('href', ROUTES.adminEventList('vehicles'));
    expect(screen.getByRole('searchbox', { name: 'Search vehicles' })).toHaveAttribute(
      'placeholder',
      'Search owner name or register number',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Vehicles' })).toBeInTheDocument();

    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Vehicle Image', 'Vehicle Name', 'Vehicle Type', 'Owner Name', 'Category', 'Registration Number', 'Actions']);
    const first = within(rows[1]!);
    expect(first.getByRole('img', { name: 'Ford Mustang (AB12CDE)' })).toHaveAttribute('src', '/media/front');
    expect(rows[1]).toHaveTextContent('Ford MustangCC001PaidVIPCarAda LovelaceClassic CarsAB12CDE');
    // No picture: a placeholder says so.
    expect(within(rows[2]!).getByRole('img', { name: 'No image of VW Beetle (XY99ZZZ)' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('No vehicle IDUnpaid');
    expect(first.getByRole('button', { name: 'Edit Ford Mustang (AB12CDE)' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Delete Ford Mustang (AB12CDE)' })).toBeInTheDocument();

    const [call] = listCalls(api);
    expect(call?.query.get('page')).toBe('1');
    expect(call?.query.get('intEventId')).toBe(String(EVENT_ID));
    expect(call?.query.has('strSearchQuery')).toBe(false);
  });

  it('says when there are no vehicles, and when they cannot be loaded', async () => {
    const api = fakeVehiclesApi([]);
    const view = renderApp(PATH);
    expect(await screen.findByText('No vehicles found')).toBeInTheDocument();
    view.unmount();

    api.answer('GET', API.vehicles, () => jsonResponse({ detail: 'Nope' }, 403));
    renderApp(PATH);
    expect(await screen.findByText('Error loading vehicles')).toBeInTheDocument();
  });

  it('falls back to "Vehicles" as the heading when the event cannot be read', async () => {
    const api = fakeVehiclesApi([]);
    api.answer('GET', API.event(EVENT_ID), () => jsonResponse({ detail: 'Not found.' }, 404));
    renderApp(PATH);
    expect(await screen.findByText('The event could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument();
  });

  it('sends an address that is not an event id back to the event picker', async () => {
    fakeVehiclesApi([]);
    const { router } = renderApp(ROUTES.adminVehicles('abc'));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.adminEventList('vehicles')));
  });

  it('pages through 10 vehicles at a time', async () => {
    const api = fakeVehiclesApi(fleet(23));
    const user = userEvent.setup();
    renderApp(PATH);
    expect(within(await table()).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('page')).toBe('3'));
    expect(await screen.findByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Vehicles' })).getAllByRole('row')).toHaveLength(4));
  });

  it('searches on the server once typing has paused for 500 ms, from page 1', async () => {
    const api = fakeVehiclesApi([...fleet(23), mustang]);
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('page')).toBe('2'));

    await user.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'ada');
    // Still typing (well under 500 ms): nothing sent yet.
    expect(listCalls(api).some((call) => call.query.has('strSearchQuery'))).toBe(false);

    await waitFor(() => expect(listCalls(api).some((call) => call.query.has('strSearchQuery'))).toBe(true), { timeout: 2000 });
    const searches = listCalls(api).filter((call) => call.query.has('strSearchQuery'));
    expect(searches.map((call) => call.query.get('strSearchQuery'))).toEqual(['ada']);
    expect(searches[0]?.query.get('page')).toBe('1');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Vehicles' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('vehicles page: delete', () => {
  it('asks first, naming the vehicle, then sends DELETE with intVehicleId and refreshes', async () => {
    const api = fakeVehiclesApi([mustang, beetle]);
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(within(await table()).getByRole('button', { name: 'Delete Ford Mustang (AB12CDE)' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete vehicle' });
    expect(confirm).toHaveTextContent('Delete Ford Mustang (AB12CDE)? Its images and documents are removed with it.');

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('DELETE', API.vehicles)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Ford Mustang (AB12CDE)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete vehicle' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Vehicle deleted')).toBeInTheDocument();
    const [sent] = api.sent('DELETE', API.vehicles);
    expect(sent?.query.get('intVehicleId')).toBe('1');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("toasts the server's message when the vehicle cannot be deleted", async () => {
    const api = fakeVehiclesApi([mustang]);
    api.answer('DELETE', API.vehicles, () => jsonResponse({ detail: 'This vehicle has scores and cannot be deleted.' }, 409));
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(within(await table()).getByRole('button', { name: 'Delete Ford Mustang (AB12CDE)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete vehicle' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This vehicle has scores and cannot be deleted.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
