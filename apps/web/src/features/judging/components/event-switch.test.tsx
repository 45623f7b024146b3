import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { renderApp } from '../../../test/render-app';
import { useJudgeStore } from '../stores/judge-store';
import { CLASSICS, defaultVehicles, fakeJudgingApi, showEvent, vehicle } from '../testing/fake-judging-api';
import { signedInOnFreshTablet } from '../testing/fresh-tablet';

/** Issue 29: the judge lands on today's show, and can switch event and category with no network. */

const TODAY = 40;
const TOMORROW = 41;
const at = (day: number, hour: number) => new Date(2031, 5, day, hour, 0);
// The server lists upcoming events first: tomorrow's show before today's, which has started.
const events = [
  { ...showEvent, id: TOMORROW, strEventTitle: 'Sunday Run', strEventStartDateTime: at(15, 9).toISOString() },
  { ...showEvent, id: TODAY, strEventTitle: 'Saturday Concours', strEventStartDateTime: at(14, 9).toISOString() },
];
const vehicles = [
  ...defaultVehicles.map((row) => ({ ...row, intEventId: TODAY })),
  vehicle(9, { intEventId: TOMORROW, strBrandName: 'Lancia', strModelName: 'Stratos' }),
];

beforeEach(() => {
  signedInOnFreshTablet();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at(14, 15));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the event a judge lands on', () => {
  it('is the show that started today, not tomorrow’s listed first', async () => {
    fakeJudgingApi({ events, vehicles });
    renderApp('/judge/category');
    await waitFor(() => expect(useJudgeStore.getState().selectedEventId).toBe(TODAY));
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveDisplayValue('Saturday Concours');
  });

  it('after a sign-in moves a judge left on yesterday’s choice to today’s; a choice made since stays', async () => {
    fakeJudgingApi({ events, vehicles });
    useJudgeStore.setState({ selectedEventId: TOMORROW, chooseTodaysEvent: true });
    const first = renderApp('/judge/category');
    await waitFor(() => expect(useJudgeStore.getState().selectedEventId).toBe(TODAY));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Sunday Run');
    first.unmount();
    renderApp('/judge/category');
    await screen.findByRole('button', { name: 'Classic Cars' });
    expect(useJudgeStore.getState().selectedEventId).toBe(TOMORROW);
  });
});

describe('switching event and category offline', () => {
  it('opens another event’s vehicles, kept on the tablet since it was opened online', async () => {
    const api = fakeJudgingApi({ events, vehicles });
    const online = renderApp('/judge/category');
    await waitFor(() => expect(useJudgeStore.getState().vehicles.some((row) => row.intEventId === TODAY)).toBe(true));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Sunday Run');
    await waitFor(() => expect(useJudgeStore.getState().vehicles.some((row) => row.intEventId === TOMORROW)).toBe(true));
    online.unmount();

    api.answer('GET', API.vehicles, () => Promise.reject(new TypeError('Failed to fetch')));
    api.answer('GET', API.events, () => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/judge/category');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Event' }), 'Saturday Concours');
    await userEvent.click(await screen.findByRole('button', { name: 'Classic Cars' }));
    expect(await screen.findByRole('button', { name: /Jaguar E-Type/ })).toBeInTheDocument();
    expect(useJudgeStore.getState().selectedCategoryId).toBe(CLASSICS);
  });
});
