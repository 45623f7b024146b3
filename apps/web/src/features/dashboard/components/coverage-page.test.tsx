import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Coverage } from '@showgrid/shared/schemas/coverage';
import type { Dashboard } from '@showgrid/shared/schemas/results';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { eventRow } from '../../../test/rows';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { setTokens } from '../../../lib/token-storage';

const EVENT = eventRow(4, 'Harbour Concours', '2030-05-01T09:00:00.000Z');

const cell = (intJudgeId: number, strState: 'scored' | 'stepped-aside' | 'waiting', strTotalScore: string | null = null) => ({
  intJudgeId,
  strState,
  strTotalScore,
});
const vehicle = (intVehicleId: number, name: string, scored: number, waiting: number, cells: ReturnType<typeof cell>[]) => ({
  intVehicleId,
  strVehicleId: `CL-00${String(intVehicleId)}`,
  strVehicleName: name,
  strRegistrationNo: `REG ${String(intVehicleId)}`,
  intScoredCount: scored,
  intWaitingCount: waiting,
  arrCells: cells,
});

/** Classics judged by Ada and Ben; Ben's Jaguar sheet pending until `benScoredJaguar`. Moderns: Cy, off panel. */
const coverage = (benScoredJaguar: boolean): Coverage => ({
  intEventId: EVENT.id,
  arrCategories: [
    {
      intCategoryId: 1,
      strCategoryName: 'Classics',
      arrJudges: [
        { intJudgeId: 11, strFullName: 'Ada Lovelace', blnOnPanel: true },
        { intJudgeId: 12, strFullName: 'Ben Hur', blnOnPanel: true },
      ],
      arrVehicles: [
        vehicle(2, 'Mini Cooper', 0, 1, [cell(11, 'waiting'), cell(12, 'stepped-aside')]),
        benScoredJaguar
          ? vehicle(1, 'Jaguar E-Type', 2, 0, [cell(11, 'scored', '12/15'), cell(12, 'scored', '14/15')])
          : vehicle(1, 'Jaguar E-Type', 1, 1, [cell(11, 'scored', '12/15'), cell(12, 'waiting')]),
      ],
      intScoredCells: benScoredJaguar ? 2 : 1,
      intSteppedAsideCells: 1,
      intWaitingCells: benScoredJaguar ? 1 : 2,
    },
    {
      intCategoryId: 2,
      strCategoryName: 'Moderns',
      arrJudges: [
        { intJudgeId: 12, strFullName: 'Ben Hur', blnOnPanel: true },
        { intJudgeId: 13, strFullName: 'Cy Twombly', blnOnPanel: false },
      ],
      arrVehicles: [vehicle(3, 'Tesla Roadster', 0, 1, [cell(12, 'waiting'), cell(13, 'scored', '9/15')])],
      intScoredCells: 0,
      intSteppedAsideCells: 0,
      intWaitingCells: 1,
    },
  ],
});

/** What /ws/dashboard sends: the coverage page only takes it as the cue that something changed. */
const liveMessage = (votes: number): Dashboard => ({
  intEventId: EVENT.id,
  objVehicleStats: { intTotalRegisteredVehicles: 3, intTotalAttendedVehicles: 3 },
  objJudgeStats: {
    intTotalJudgeCount: 3,
    objJudgingProgress: { intJudgedVehicleCount: 1, intJudgeableVehicleCount: 3, arrCategoryStats: [], arrJudgeProgress: [] },
  },
  intTotalAudienceVote: votes,
  objVoting: { strState: 'open', dtOpensAt: '2030-04-30T21:00:00.000Z', dtClosesAt: '2030-05-04T09:00:00.000Z' },
  arrTopVehicles: [],
});

let benScored = false;
let coverageCalls = 0;
beforeEach(async () => {
  notifyManager.setScheduler((notify) => notify());
  restoreSession(adminUser);
  await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { OPEN: 1 }));
  benScored = false;
  coverageCalls = 0;
  fakeApi((request: LoggedRequest) => {
    if (request.path === API.event(EVENT.id)) return jsonResponse({ data: EVENT });
    if (request.path === API.coverage) {
      coverageCalls += 1;
      return jsonResponse({ data: coverage(benScored) });
    }
    if (request.path === API.dashboard) return jsonResponse(liveMessage(0));
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifyManager.setScheduler((notify) => setTimeout(notify, 0));
});

const rowOf = (table: HTMLElement, vehicle: string) => {
  const row = within(table)
    .getByRole('rowheader', { name: new RegExp(vehicle) })
    .closest('tr');
  if (!row) throw new Error(`no row for ${vehicle}`);
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};

describe('/admin/coverage/{eventId}', () => {
  it('shows each category’s vehicles × panel judges in the server’s order, off-panel judges marked, and the counts', async () => {
    renderApp(`/admin/coverage/${String(EVENT.id)}`);
    const classics = await screen.findByRole('table', { name: 'Coverage of Classics' });
    expect(screen.getByRole('heading', { level: 1, name: 'Judging coverage' })).toBeInTheDocument();
    expect(await screen.findByText(/Harbour Concours/)).toBeInTheDocument();
    expect(
      within(classics)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Vehicle', 'Ada LovelaceBlank sheet', 'Ben HurBlank sheet']);
    // Least-covered first, as the server sent them.
    expect(
      within(classics)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['CL-002 · Mini CooperREG 2', 'CL-001 · Jaguar E-TypeREG 1']);
    expect(rowOf(classics, 'Mini Cooper')).toEqual(['Waiting', 'Stepped aside']);
    expect(rowOf(classics, 'Jaguar')).toEqual(['Scored 12/15', 'Waiting']);
    expect(screen.getByText('1 of 4 sheets scored · 1 stepped aside · 2 waiting')).toBeInTheDocument();

    const moderns = screen.getByRole('table', { name: 'Coverage of Moderns' });
    expect(within(moderns).getByRole('columnheader', { name: /Cy Twombly\s*off panel/ })).toBeInTheDocument();
    expect(rowOf(moderns, 'Tesla')).toEqual(['Waiting', 'Scored 9/15']);
  });

  it('“Only vehicles still waiting” hides the vehicles whose panel is done', async () => {
    benScored = true;
    renderApp(`/admin/coverage/${String(EVENT.id)}`);
    const classics = await screen.findByRole('table', { name: 'Coverage of Classics' });
    expect(within(classics).getAllByRole('rowheader')).toHaveLength(2);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only vehicles still waiting' }));
    expect(
      within(classics)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['CL-002 · Mini CooperREG 2']);
  });

  it('fetches the grid again after each live message of the event', async () => {
    renderApp(`/admin/coverage/${String(EVENT.id)}`);
    const classics = await screen.findByRole('table', { name: 'Coverage of Classics' });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0] as FakeSocket;
    expect(socket.url).toMatch(new RegExp(`/ws/dashboard\\?event_id=${String(EVENT.id)}&`));
    act(() => socket.open());
    const before = coverageCalls;

    benScored = true;
    act(() => socket.send(liveMessage(1)));
    await waitFor(() => expect(rowOf(classics, 'Jaguar')).toEqual(['Scored 12/15', 'Scored 14/15']));
    expect(coverageCalls).toBe(before + 1);
    expect(screen.getByText('2 of 4 sheets scored · 1 stepped aside · 1 waiting')).toBeInTheDocument();
  });

  it('refetches a burst of live messages once, a few seconds after the last refetch', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp(`/admin/coverage/${String(EVENT.id)}`);
      await screen.findByRole('table', { name: 'Coverage of Classics' });
      await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
      const socket = FakeSocket.all[0] as FakeSocket;
      act(() => socket.open());
      act(() => socket.send(liveMessage(1)));
      await waitFor(() => expect(coverageCalls).toBe(2));
      for (let votes = 2; votes < 6; votes += 1) act(() => socket.send(liveMessage(votes)));
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(coverageCalls).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(2500));
      await waitFor(() => expect(coverageCalls).toBe(3));
    } finally {
      vi.useRealTimers();
    }
  });
});
