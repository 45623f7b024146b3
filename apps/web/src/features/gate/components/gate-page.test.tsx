import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { judgeUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { setTokens } from '../../../lib/token-storage';
import { sendWaitingTaps } from '../lib/send-taps';
import { GATE_STORAGE_KEY, useGateStore } from '../stores/gate-store';

const EVENT = { id: 9, strEventTitle: 'Harbour Concours', strEventStartDateTime: '2030-05-01T09:00:00.000Z' };
const car = (id: number, uniqueId: string, brand: string, model: string, extra: Partial<GateVehicle> = {}): GateVehicle => ({
  intVehicleId: id,
  strUniqueId: uniqueId,
  strRegistrationNumber: `REG ${String(id)}`,
  strBrandName: brand,
  strModelName: model,
  strOwnerName: `Owner ${String(id)}`,
  strCategoryName: 'Classics',
  blnPaid: true,
  intToPayCents: null,
  strCurrency: null,
  dtArrivedAt: null,
  ...extra,
});

let vehicles: GateVehicle[];
let online: boolean;
let posts: LoggedRequest[];

beforeEach(async () => {
  localStorage.removeItem(GATE_STORAGE_KEY);
  useGateStore.setState({ eventId: null, list: null, pending: [], refused: [] });
  restoreSession({ role: 'staff', username: 'gina@example.com' });
  await setTokens({ access: 'staff-access', refresh: 'staff-refresh' });
  vehicles = [
    car(1, 'CL001', 'Jaguar', 'E-Type', { dtArrivedAt: '2030-05-01T08:00:00.000Z' }),
    car(2, 'CL002', 'Ford', 'Mustang', { blnPaid: false }),
    car(3, 'CL003', 'Mini', 'Cooper'),
  ];
  online = true;
  posts = [];
  fakeApi((request) => {
    if (request.path === API.gateEvents) return jsonResponse({ data: [EVENT] });
    if (request.path === API.gateVehicles(EVENT.id))
      return jsonResponse({ data: { intEventId: EVENT.id, strEventTitle: EVENT.strEventTitle, arrVehicles: vehicles } });
    if (request.method === 'POST' && (request.path === API.gateCheckIn(EVENT.id) || request.path === API.gatePaid(EVENT.id))) {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      posts.push(request);
      const body = request.body as { intVehicleId: number; blnArrived?: boolean; dtAt?: string };
      vehicles = vehicles.map((v) =>
        v.intVehicleId !== body.intVehicleId
          ? v
          : request.path === API.gatePaid(EVENT.id)
            ? { ...v, blnPaid: true, intToPayCents: null }
            : { ...v, dtArrivedAt: body.blnArrived ? (body.dtAt ?? '2030-05-01T09:30:00.000Z') : null },
      );
      return jsonResponse({ data: vehicles.find((v) => v.intVehicleId === body.intVehicleId) });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
});

const arrivals = () => screen.findByRole('region', { name: 'Arrivals' });

describe('the gate page', () => {
  it('counts arrivals, narrows by search, checks a car in and the count follows', async () => {
    const user = userEvent.setup();
    renderApp('/gate');
    expect(await arrivals()).toHaveTextContent('Arrived 1 of 3');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Harbour Concours');

    await user.type(screen.getByLabelText('Search by id, registration or owner'), 'cl 003');
    const list = screen.getByRole('region', { name: 'Vehicles' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['CL003 Mini Cooper']);

    await user.click(within(list).getByRole('button', { name: 'Check in CL003' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toMatchObject({ intVehicleId: 3, blnArrived: true, dtAt: expect.any(String) });
    expect(await arrivals()).toHaveTextContent('Arrived 2 of 3');
    expect(screen.getByRole('status')).toHaveTextContent('CL003 checked in.');

    await user.click(within(list).getByRole('button', { name: 'Undo check-in of CL003' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]?.body).toMatchObject({ intVehicleId: 3, blnArrived: false });
    expect(await arrivals()).toHaveTextContent('Arrived 1 of 3');
  });

  it('without signal keeps the taps on the phone (a reload keeps them) and sends them, in order, when it returns', async () => {
    const user = userEvent.setup();
    renderApp('/gate');
    await arrivals();
    online = false;
    const list = screen.getByRole('region', { name: 'Vehicles' });
    await user.click(within(list).getByRole('button', { name: 'Check in CL002' }));
    // Tapped, the car sits on top (the list leaves it out): its Mark Paid is there.
    await user.click(
      within(screen.getByRole('region', { name: 'Last scanned or tapped' })).getByRole('button', { name: 'Mark CL002 Paid' }),
    );
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark as Paid?' })).getByRole('button', { name: 'Mark Paid' }));

    expect(await arrivals()).toHaveTextContent('Arrived 2 of 3');
    expect(screen.getByRole('region', { name: 'Arrivals' })).toHaveTextContent('2 waiting to be sent');
    const stored = JSON.parse(localStorage.getItem(GATE_STORAGE_KEY) ?? '{}') as { state: { pending: { kind: string }[] } };
    expect(stored.state.pending.map((tap) => tap.kind)).toEqual(['arrive', 'paid']);
    expect(posts).toHaveLength(0);

    online = true;
    await sendWaitingTaps();
    expect(posts.map((p) => p.path)).toEqual([API.gateCheckIn(EVENT.id), API.gatePaid(EVENT.id)]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Arrivals' })).not.toHaveTextContent('waiting'));
    expect(useGateStore.getState().pending).toEqual([]);
  });

  it('a refused tap leaves the queue with the server’s message, is kept as not saved until dismissed, and is not retried for ever', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => jsonResponse({ detail: 'never used' }, 500));
    api.answer('GET', API.gateEvents, () => jsonResponse({ data: [EVENT] }));
    api.answer('GET', API.gateVehicles(EVENT.id), () =>
      jsonResponse({ data: { intEventId: EVENT.id, strEventTitle: EVENT.strEventTitle, arrVehicles: vehicles } }),
    );
    api.answer('POST', API.gateCheckIn(EVENT.id), () => jsonResponse({ detail: 'Vehicle Not Found.' }, 404));
    renderApp('/gate');
    await user.click(await screen.findByRole('button', { name: 'Check in CL003' }));
    expect((await screen.findAllByText('Vehicle Not Found.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(useGateStore.getState().pending).toEqual([]));
    expect(useGateStore.getState().refused).toEqual([
      expect.objectContaining({ vehicleId: 3, kind: 'arrive', message: 'Vehicle Not Found.' }),
    ]);
    const kept = screen.getByText(/Waiting to be sent: 1 not saved/).closest('details');
    if (!kept) throw new Error('no list');
    expect(within(kept).getByText('Not saved')).toBeInTheDocument();
    await user.click(within(kept).getByRole('button', { name: 'Dismiss: CL003' }));
    expect(useGateStore.getState().refused).toEqual([]);
    expect(api.sent('POST', API.gateCheckIn(EVENT.id))).toHaveLength(1);
  });

  it('shows each car once: the last-tapped one sits on top only while no search is typed, and a search shows just its results', async () => {
    const user = userEvent.setup();
    renderApp('/gate');
    await arrivals();
    await user.click(within(screen.getByRole('region', { name: 'Vehicles' })).getByRole('button', { name: 'Check in CL002' }));
    const spotlight = screen.getByRole('region', { name: 'Last scanned or tapped' });
    await user.click(within(spotlight).getByRole('button', { name: 'Undo check-in of CL002' }));
    // Undone, the car is back to "Check in": on top, and not a second time in the list below.
    expect(within(spotlight).getByRole('button', { name: 'Check in CL002' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Check in CL002' })).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Vehicles' }))
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['CL001 Jaguar E-Type', 'CL003 Mini Cooper']);

    await user.type(screen.getByLabelText('Search by id, registration or owner'), 'cl00');
    expect(screen.queryByRole('region', { name: 'Last scanned or tapped' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Check in CL002' })).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Vehicles' })).getAllByRole('article')).toHaveLength(3);

    await user.clear(screen.getByLabelText('Search by id, registration or owner'));
    expect(screen.getByRole('region', { name: 'Last scanned or tapped' })).toBeInTheDocument();
  });

  it('an entrant paying at the gate shows what is owed, and Mark Paid asks Cash or Card and sends it; a car with nothing owed keeps the one Mark Paid', async () => {
    vehicles = [...vehicles, car(4, 'CL004', 'Austin', 'Healey', { blnPaid: false, intToPayCents: 4000, strCurrency: 'EUR' })];
    const user = userEvent.setup();
    renderApp('/gate');
    await arrivals();
    const list = screen.getByRole('region', { name: 'Vehicles' });
    const entrant = within(list).getByRole('article', { name: 'CL004 Austin Healey' });
    expect(entrant).toHaveTextContent('To pay: €40.00');
    expect(within(list).getByRole('article', { name: 'CL002 Ford Mustang' })).not.toHaveTextContent('To pay');

    await user.click(within(entrant).getByRole('button', { name: 'Mark CL004 Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Paid?' });
    expect(dialog).toHaveTextContent('CL004: take €40.00');
    expect(within(dialog).queryByRole('button', { name: 'Mark Paid' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Card' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ path: API.gatePaid(EVENT.id), body: { intVehicleId: 4, strMethod: 'card' } });
    const paid = within(screen.getByRole('region', { name: 'Last scanned or tapped' })).getByRole('article');
    await waitFor(() => expect(paid).not.toHaveTextContent('To pay'));
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('CL004 marked Paid (card).');

    // A car that owes nothing through registration: the one Mark Paid, no way of paying sent.
    await user.click(within(list).getByRole('button', { name: 'Mark CL002 Paid' }));
    const plain = await screen.findByRole('dialog', { name: 'Mark as Paid?' });
    expect(within(plain).queryByRole('button', { name: 'Card' })).not.toBeInTheDocument();
    await user.click(within(plain).getByRole('button', { name: 'Mark Paid' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]?.body).toEqual({ intVehicleId: 2 });
  });

  it('a cash payment taken without signal waits on the phone with its way of paying, and is sent with it', async () => {
    vehicles = [car(4, 'CL004', 'Austin', 'Healey', { blnPaid: false, intToPayCents: 4000, strCurrency: 'EUR' })];
    const user = userEvent.setup();
    renderApp('/gate');
    await arrivals();
    online = false;
    await user.click(screen.getByRole('button', { name: 'Mark CL004 Paid' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark as Paid?' })).getByRole('button', { name: 'Cash' }));
    expect(await screen.findByText(/Paid by cash ·/)).toBeInTheDocument();
    const spotlight = within(screen.getByRole('region', { name: 'Last scanned or tapped' })).getByRole('article');
    expect(spotlight).not.toHaveTextContent('To pay');
    const stored = JSON.parse(localStorage.getItem(GATE_STORAGE_KEY) ?? '{}') as {
      state: { pending: { kind: string; method?: string }[] };
    };
    expect(stored.state.pending).toEqual([expect.objectContaining({ kind: 'paid', method: 'cash' })]);

    online = true;
    await sendWaitingTaps();
    expect(posts.map((p) => p.body)).toEqual([{ intVehicleId: 4, strMethod: 'cash' }]);
    expect(useGateStore.getState().pending).toEqual([]);
  });

  it('is for gate staff and admins: signed out goes to the gate sign-in, a judge to /unauthorized', async () => {
    restoreSession(null);
    const { unmount } = renderApp('/gate');
    expect(await screen.findByRole('heading', { name: 'Gate check-in' })).toBeInTheDocument();
    unmount();
    restoreSession(judgeUser);
    renderApp('/gate');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Gate' })).not.toBeInTheDocument());
    expect(await screen.findByText(/not authorized|unauthorized/i)).toBeInTheDocument();
  });
});
