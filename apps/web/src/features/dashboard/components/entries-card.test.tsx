import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { EntriesSummary } from '@showgrid/shared/schemas/entries';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { Dashboard } from '@showgrid/shared/schemas/results';
import { fakeApi } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { eventRow } from '../../../test/rows';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { setTokens } from '../../../lib/token-storage';

/** The dashboard's Entries panel (issue 31): places left per class of the event's registration, from the entries summary. */

const plain = eventRow(1, 'Spring Concours', '2020-05-01T09:00:00.000Z');
const registration = {
  ...plain.objRegistration,
  blnOpen: true,
  intEventCap: 30,
  arrClasses: [
    { intCategoryId: 11, intFeeCents: 2500, intEarlyFeeCents: null, intCap: 10 },
    { intCategoryId: 12, intFeeCents: 4000, intEarlyFeeCents: null, intCap: 2 },
    { intCategoryId: 13, intFeeCents: 1000, intEarlyFeeCents: null, intCap: null },
  ],
};
const taking = eventRow(1, 'Spring Concours', '2020-05-01T09:00:00.000Z', { objRegistration: registration });

const money = { intPaidOnlineCents: 0, intPaidGateCents: 0, intUnpaidCents: 0, intRefundDueCents: 0, intRefundedCents: 0 };
const counts = { 'pending-approval': 0, 'awaiting-payment': 0, confirmed: 0, waitlisted: 0, offered: 0, withdrawn: 0, rejected: 0 };
const summary: EntriesSummary = {
  intEventId: 1,
  strCurrency: 'EUR',
  intEventCap: 30,
  intHeld: 6,
  intPlacesLeft: 24,
  arrClasses: [
    {
      intCategoryId: 11,
      strCategoryName: 'Pre-war Classics',
      intCap: 10,
      intHeld: 3,
      intPlacesLeft: 7,
      objCounts: counts,
      objMoney: money,
    },
    { intCategoryId: 12, strCategoryName: 'Hot Rods', intCap: 2, intHeld: 2, intPlacesLeft: 0, objCounts: counts, objMoney: money },
    { intCategoryId: 13, strCategoryName: 'Microcars', intCap: null, intHeld: 1, intPlacesLeft: null, objCounts: counts, objMoney: money },
  ],
  objMoney: money,
};

const dashboard: Dashboard = {
  intEventId: 1,
  objVehicleStats: { intTotalRegisteredVehicles: 6, intTotalAttendedVehicles: 0 },
  objJudgeStats: {
    intTotalJudgeCount: 0,
    objJudgingProgress: { intJudgedVehicleCount: 0, intJudgeableVehicleCount: 0, arrCategoryStats: [], arrJudgeProgress: [] },
  },
  intTotalAudienceVote: 0,
  objVoting: { strState: 'open', dtOpensAt: '2020-04-30T21:00:00.000Z', dtClosesAt: '2099-05-04T09:00:00.000Z' },
  arrTopVehicles: [],
};

function serve(event: ShowEvent) {
  return fakeApi((request) => {
    if (request.path === API.events) return jsonResponse({ data: [event] });
    if (request.path === API.upcomingEvents) return jsonResponse({ data: [] });
    if (request.path === API.dashboard) return jsonResponse(dashboard);
    if (request.path === '/api/entries/1/summary/') return jsonResponse({ data: summary });
    if ([API.judges, API.vehicleTypes, API.categories].some((path) => path === request.path)) return jsonResponse({ data: [] });
    if (request.path === API.vehicles) return jsonResponse({ data: [], pagination: { page: 1, pageSize: 10, total: 0, totalPages: 0 } });
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

/** The dashboard shows once its socket's first message is in (SPEC §4). */
async function liveDashboard() {
  renderApp('/admin/dashboard');
  await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  const socket = FakeSocket.all[0] as FakeSocket;
  act(() => socket.open());
  act(() => socket.send(dashboard));
  expect(await screen.findByText('Total Vehicles')).toBeInTheDocument();
}

beforeEach(async () => {
  restoreSession(adminUser);
  await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { OPEN: 1 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s Entries panel', () => {
  it('shows places left per class of the event’s registration, a full class as Full, and links to the entries', async () => {
    serve(taking);
    await liveDashboard();
    const panel = await screen.findByRole('region', { name: 'Entries' });
    const classes = await within(panel).findByRole('list', { name: 'Places left per class' });
    expect(
      within(classes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pre-war Classics7 of 10 left', 'Hot RodsFull', 'Microcarsno limit']);
    expect(panel).toHaveTextContent('6 places held · 24 of 30 left at the show');
    expect(within(panel).getByRole('link', { name: 'All entries →' })).toHaveAttribute('href', '/admin/entries/1');
  });

  it('is not there for an event without registration classes, and asks for no summary', async () => {
    const api = serve(plain);
    await liveDashboard();
    expect(screen.queryByRole('region', { name: 'Entries' })).not.toBeInTheDocument();
    expect(api.sent('GET', '/api/entries/1/summary/')).toHaveLength(0);
  });
});
