import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Category, VehicleType } from '@showgrid/shared/schemas/catalogue';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { Judge } from '@showgrid/shared/schemas/judge';
import type { Dashboard } from '@showgrid/shared/schemas/results';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { categoryRow, eventRow, vehicleRow } from '../../../test/rows';
import { adminUser, judgeRecord, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { setTokens } from '../../../lib/token-storage';
import { defaultDashboardEvent } from '../lib/pick-event';

const PAST = eventRow(1, 'Spring Concours', '2020-05-01T09:00:00.000Z');
const FUTURE = eventRow(2, 'Autumn Rally', '2099-10-01T09:00:00.000Z');

const dashboard = (judged: number, variation: number): Dashboard => ({
  intEventId: PAST.id,
  objVehicleStats: { intTotalRegisteredVehicles: 40, intTotalAttendedVehicles: 36 },
  objJudgeStats: {
    intTotalJudgeCount: 5,
    objJudgingProgress: {
      intJudgedVehicleCount: judged,
      // 40 registered, 4 of them Unpaid: judging can reach 36.
      intJudgeableVehicleCount: 36,
      arrCategoryStats: [
        { intId: 1, strName: 'Classic Cars', intJudgedCount: 20, intTotalVehicleCount: 20 },
        { intId: 2, strName: 'Hot Rods', intJudgedCount: judged - 20, intTotalVehicleCount: 20 },
      ],
      arrJudgeProgress: [
        { intJudgeId: 11, strFullName: 'Ada Lovelace', intScoredCount: judged - 2, intSteppedAsideCount: 2, intAssignedCount: 36 },
        { intJudgeId: 12, strFullName: 'Ben Hur', intScoredCount: 5, intSteppedAsideCount: 0, intAssignedCount: 20 },
      ],
    },
  },
  intTotalAudienceVote: 128,
  objVoting: { strState: 'open', dtOpensAt: '2020-04-30T21:00:00.000Z', dtClosesAt: '2099-05-04T09:00:00.000Z' },
  arrTopVehicles: [
    { intId: 7, strName: 'Jaguar E-Type', intRank: 1, intTotalScore: 95, strTotalScore: '95/100', intRankVariation: variation },
    { intId: 8, strName: 'Ford Mustang', intRank: 2, intTotalScore: 90, strTotalScore: '30/50', intRankVariation: -variation },
  ],
});

/** What the organiser has made, as the set-up checklist reads it; by default a show set up to the last step. */
interface Made {
  vehicleTypes: VehicleType[];
  categories: Category[];
  judges: Judge[];
  events: ShowEvent[];
  vehicles: Vehicle[];
}

const vehicleType = (id: number, parameters: number): VehicleType => ({
  id,
  strVehicleTypeTitle: `Type ${String(id)}`,
  intCategoryCount: 1,
  intParameterCount: parameters,
});

const SET_UP: Made = {
  vehicleTypes: [vehicleType(1, 5)],
  categories: [categoryRow(1)],
  judges: [judgeRecord],
  events: [FUTURE, PAST],
  vehicles: [vehicleRow(1)],
};

let made: Made = SET_UP;
let votingRequests: unknown[] = [];
let api: ReturnType<typeof fakeApi>;

beforeEach(async () => {
  // Socket messages reach the page through the query cache, whose observers hear of a change on a
  // later task; told at once, each act() around a message renders it, as the next frame would.
  notifyManager.setScheduler((notify) => notify());
  restoreSession(adminUser);
  await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { OPEN: 1 }));
  votingRequests = [];
  made = SET_UP;
  api = fakeApi((request: LoggedRequest) => {
    if (request.method === 'POST' && request.path === `${API.event(PAST.id)}voting/`) {
      votingRequests.push(request.body);
      return jsonResponse({ data: PAST });
    }
    if (request.path === API.events) return jsonResponse({ data: made.events });
    if (request.path === API.upcomingEvents) return jsonResponse({ data: made.events.filter((e) => e.id === FUTURE.id) });
    if (request.path === API.dashboard) return jsonResponse(dashboard(30, 0));
    // The dashboard's judges table asks for the event's (none here); the checklist for all of them.
    if (request.path === API.judges) return jsonResponse({ data: request.query.has('intEventId') ? [] : made.judges });
    if (request.path === API.vehicleTypes) return jsonResponse({ data: made.vehicleTypes });
    if (request.path === API.categories) return jsonResponse({ data: made.categories });
    if (request.path === API.vehicles) {
      const total = made.vehicles.length;
      return jsonResponse({
        data: made.vehicles.slice(0, 10),
        pagination: { page: 1, pageSize: 10, total, totalPages: Math.ceil(total / 10) },
      });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifyManager.setScheduler((notify) => setTimeout(notify, 0));
});

describe('choosing the dashboard’s event', () => {
  it('takes the most recent past event, else the earliest upcoming one', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const older = eventRow(3, 'Older', '2019-01-01T00:00:00.000Z');
    expect(defaultDashboardEvent([FUTURE, older, PAST], now)?.id).toBe(PAST.id);
    expect(defaultDashboardEvent([FUTURE, eventRow(4, 'Sooner', '2040-01-01T00:00:00.000Z')], now)?.id).toBe(4);
    expect(defaultDashboardEvent([], now)).toBeNull();
  });
});

describe('/admin/dashboard', () => {
  it('waits for the first live message, then shows cards, progress, open categories and top vehicles; later messages update it', async () => {
    renderApp('/admin/dashboard');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0] as FakeSocket;
    expect(socket.url).toMatch(new RegExp(`/ws/dashboard\\?event_id=${String(PAST.id)}&token=admin-access$`));
    expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Connecting');
    act(() => socket.open());
    expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Open');
    expect(screen.queryByText('Total Audience Vote')).not.toBeInTheDocument();

    act(() => socket.send(dashboard(30, 2)));
    expect(await screen.findByText('128')).toBeInTheDocument();
    expect(screen.getByText('36 attended')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'All vehicles' })).toHaveAttribute('aria-valuenow', '30');
    // The whole is the Paid vehicles, not every registered one (an Unpaid one is never judged).
    expect(screen.getByRole('progressbar', { name: 'All vehicles' })).toHaveAttribute('aria-valuemax', '36');
    // …and the page says so beside the bars, which the bar reads out as its description.
    expect(screen.getByRole('progressbar', { name: 'All vehicles' })).toHaveAccessibleDescription(
      'Only Paid vehicles are judged: 36 of 40 registered.',
    );
    // Only categories not fully judged get a bar.
    expect(screen.getByRole('progressbar', { name: 'Hot Rods' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Classic Cars' })).not.toBeInTheDocument();
    const top = screen.getByRole('list', { name: 'Top Vehicles' });
    expect(within(top).getByLabelText('Up 2')).toBeInTheDocument();
    expect(within(top).getByLabelText('Down 2')).toBeInTheDocument();
    // x/y, what ranks them: a vehicle fewer judges scored does not show a smaller total above a larger one.
    expect(within(top).getByText('30/50')).toBeInTheDocument();
    expect(within(top).queryByText('90')).not.toBeInTheDocument();
    expect(await screen.findByText('October 2099')).toBeInTheDocument();
    // Per judge: sheets given plus vehicles stepped aside from, out of the Paid vehicles of their panels.
    const byJudge = screen.getByRole('list', { name: 'By judge' });
    expect(within(byJudge).getByRole('progressbar', { name: 'Ada Lovelace' })).toHaveAttribute('aria-valuenow', '30');
    expect(within(byJudge).getByText('30 / 36 · 2 stepped aside')).toBeInTheDocument();
    expect(within(byJudge).getByRole('progressbar', { name: 'Ben Hur' })).toHaveAttribute('aria-valuemax', '20');
    expect(screen.getByRole('link', { name: 'Judging coverage →' })).toHaveAttribute('href', `/admin/coverage/${String(PAST.id)}`);

    act(() => socket.send(dashboard(40, 0)));
    expect(screen.getByRole('progressbar', { name: 'All vehicles' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByRole('progressbar', { name: 'Hot Rods' })).not.toBeInTheDocument();
    expect(within(top).getAllByLabelText('No change')).toHaveLength(2);
  });

  it('keeps no message of an event left: coming back to it waits for a fresh one', async () => {
    renderApp('/admin/dashboard');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => (FakeSocket.all[0] as FakeSocket).open());
    act(() => (FakeSocket.all[0] as FakeSocket).send(dashboard(30, 2)));
    expect(await screen.findByText('128')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Event' }), { target: { value: String(FUTURE.id) } });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(screen.queryByText('Total Audience Vote')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Event' }), { target: { value: String(PAST.id) } });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(3));
    expect(screen.queryByText('Total Audience Vote')).not.toBeInTheDocument();
    act(() => (FakeSocket.all[2] as FakeSocket).open());
    act(() => (FakeSocket.all[2] as FakeSocket).send(dashboard(40, 0)));
    expect(screen.getByRole('progressbar', { name: 'All vehicles' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('reconnects after the connection drops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/admin/dashboard');
      await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
      act(() => (FakeSocket.all[0] as FakeSocket).close());
      expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Closed');
      await act(() => vi.advanceTimersByTimeAsync(2500));
      await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows audience voting’s state with a countdown that flips when the window closes, and closes or opens it now after a confirmation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-05-03T10:00:00.000Z') });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      renderApp('/admin/dashboard');
      await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
      const socket = FakeSocket.all[0] as FakeSocket;
      act(() => socket.open());
      const closesSoon = { strState: 'open' as const, dtOpensAt: '2030-05-02T10:00:00.000Z', dtClosesAt: '2030-05-03T11:30:00.000Z' };
      act(() => socket.send({ ...dashboard(30, 0), objVoting: closesSoon }));
      const voting = await screen.findByRole('region', { name: /Audience voting/ });
      expect(within(voting).getByRole('status', { name: 'Voting' })).toHaveTextContent('Open');
      expect(within(voting).getByText(/^Closes in 1 h 30 min · /)).toBeInTheDocument();

      await user.click(within(voting).getByRole('button', { name: 'Close voting now' }));
      const confirm = await screen.findByRole('dialog', { name: 'Close voting now?' });
      await user.click(within(confirm).getByRole('button', { name: 'Close voting' }));
      await waitFor(() => expect(votingRequests).toEqual([{ strAction: 'close' }]));

      // No message comes: the page flips the state itself once the closing time passes.
      await act(() => vi.advanceTimersByTimeAsync(91 * 60_000));
      expect(within(voting).getByRole('status', { name: 'Voting' })).toHaveTextContent('Closed');
      await user.click(within(voting).getByRole('button', { name: 'Open voting now' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Open voting now?' })).getByRole('button', { name: 'Open voting' }),
      );
      await waitFor(() => expect(votingRequests).toEqual([{ strAction: 'close' }, { strAction: 'open' }]));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the set-up checklist on /admin/dashboard', () => {
  const checklist = () => screen.findByRole('list', { name: 'Set up your show' });
  /** Each step as [its link, its page, its state as a screen reader reads it]. */
  const stepsOf = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => {
        const link = within(item).getByRole('link');
        return [link.textContent, link.getAttribute('href'), /Done$/.test(item.textContent ?? '') ? 'Done' : 'To do'];
      });

  it('on a fresh install lists the steps in order, each linked to its page, none done', async () => {
    made = { vehicleTypes: [], categories: [], judges: [], events: [], vehicles: [] };
    renderApp('/admin/dashboard');
    const list = await checklist();
    expect(stepsOf(list)).toEqual([
      ['Vehicle types', '/admin/manage-vehicle-type', 'To do'],
      ['Parameters', '/admin/manage-parameters', 'To do'],
      ['Categories', '/admin/manage-categories', 'To do'],
      ['Vehicle ID series', '/admin/manage-vehicle-id', 'To do'],
      ['Judges', '/admin/manage-judges', 'To do'],
      ['Event', '/admin/manage-events', 'To do'],
      ['Vehicles', '/admin/event-list/vehicles', 'To do'],
    ]);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('0 of 7 done')).toBeInTheDocument();
    expect(screen.getByText('No events found.')).toBeInTheDocument();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('ticks each step from what exists; the next one to do is marked; the dashboard of the event shows below', async () => {
    made = {
      // Parameters for one type of two are enough to judge that type.
      vehicleTypes: [vehicleType(1, 0), vehicleType(2, 3)],
      categories: [categoryRow(1, { strPrefix: null, intStartRange: null, intRangeUpto: null })],
      judges: [],
      events: [PAST],
      vehicles: [],
    };
    renderApp('/admin/dashboard');
    const list = await checklist();
    expect(stepsOf(list).map(([title, , state]) => `${String(title)}: ${String(state)}`)).toEqual([
      'Vehicle types: Done',
      'Parameters: Done',
      'Categories: Done',
      'Vehicle ID series: To do',
      'Judges: To do',
      'Event: Done',
      'Vehicles: To do',
    ]);
    const next = within(list).getByRole('listitem', { current: 'step' });
    expect(within(next).getByRole('link')).toHaveTextContent('Vehicle ID series');
    expect(screen.getByText('4 of 7 done')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => (FakeSocket.all[0] as FakeSocket).open());
    act(() => (FakeSocket.all[0] as FakeSocket).send(dashboard(30, 0)));
    expect(await screen.findByText('128')).toBeInTheDocument();
    expect(await checklist()).toBeInTheDocument();
  });

  it('gives way to the dashboard once every step is done', async () => {
    renderApp('/admin/dashboard');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => (FakeSocket.all[0] as FakeSocket).open());
    act(() => (FakeSocket.all[0] as FakeSocket).send(dashboard(30, 0)));
    expect(await screen.findByText('128')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET', API.vehicles)).toHaveLength(1));
    await waitFor(() => expect(api.sent('GET', API.vehicleTypes)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Set up your show' })).not.toBeInTheDocument();
  });
});
