import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { useNetworkStore } from '../../../offline/network-status';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import type { SessionUser } from '../../auth/stores/session-store';
import { clearJudgingData } from '../../../app/session/clear-judging-data';
import { jsonResponse, judgeUser, renderApp, restoreSession } from '../../../test/render-app';
import { scoreOutbox } from '../outbox/score-outbox';
import { toJudgeVehicle } from '../api/get-judge-vehicles';
import { chosenIdsOf, useJudgeStore } from '../stores/judge-store';
import { vehicleScore } from '../testing/sheets';
import { CHOPPERS, CLASSICS, EVENT_ID, defaultVehicles, fakeJudgingApi, scoreEntry, showEvent, vehicle } from '../testing/fake-judging-api';

beforeEach(() => {
  restoreSession(judgeUser);
  useJudgeStore.getState().clear();
  useJudgeStore.getState().setOwner(judgeUser.role === 'judge' ? judgeUser.intJudgeId : 0);
  useFailedRequestStore.getState().clear();
  useNetworkStore.setState({ online: true });
});

/** The figure under a progress heading ("This category" / "This event"). */
const progress = (label: string) => screen.getByText(label).nextElementSibling as HTMLElement;

const onCategory = () => useJudgeStore.setState({ selectedEventId: EVENT_ID, selectedCategoryId: CLASSICS });

describe('/judge/category', () => {
  it('picks the first event and shows its categories; choosing one opens its vehicles', async () => {
    fakeJudgingApi();
    useJudgeStore.setState({ vehicles: defaultVehicles.map(toJudgeVehicle) });
    const { router } = renderApp('/judge/category');
    expect(await screen.findByRole('heading', { name: 'Select Category' })).toBeInTheDocument();
    const classics = await screen.findByRole('button', { name: 'Classic Cars' });
    expect(screen.getByRole('button', { name: 'Choppers' })).toBeInTheDocument();
    expect(within(classics).getByRole('presentation')).toHaveAttribute('src', '/media/classics');
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveDisplayValue('Spring Concours');
    await waitFor(() => expect(useJudgeStore.getState().selectedEventId).toBe(EVENT_ID));

    await userEvent.click(screen.getByRole('button', { name: 'Choppers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/vehicles'));
    expect(useJudgeStore.getState().selectedCategoryId).toBe(CHOPPERS);
    // Unlike SPEC §4 the tablet keeps the whole event's vehicles across categories (ADR 011).
    expect(useJudgeStore.getState().vehicles.map((v) => v.intVehicleId)).toEqual([1, 2, 3]);
  });

  it('keeps every category of the event on the tablet: one never opened lists its vehicles with the network gone', async () => {
    const harley = vehicle(4, {
      intCategoryId: CHOPPERS,
      strCategoryName: 'Choppers',
      strBrandName: 'Harley',
      strModelName: 'Knucklehead',
    });
    const api = fakeJudgingApi({ vehicles: [...defaultVehicles, harley] });
    const first = renderApp('/judge/category');
    await screen.findByRole('button', { name: 'Choppers' });
    await waitFor(() => expect(useJudgeStore.getState().vehicles).toHaveLength(4));
    expect(api.sent('GET', API.vehicles).every((request) => !request.query.has('intCategoryId'))).toBe(true);
    first.unmount();

    api.answer('GET', API.vehicles, () => Promise.reject(new TypeError('Failed to fetch')));
    useJudgeStore.getState().selectCategory(CHOPPERS);
    renderApp('/judge/vehicles');
    expect(await screen.findByRole('button', { name: /Harley Knucklehead/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Jaguar/ })).not.toBeInTheDocument();
  });

  it('says No events found. when the judge has none', async () => {
    fakeJudgingApi({ events: [] });
    renderApp('/judge/category');
    expect(await screen.findByText('No events found.')).toBeInTheDocument();
  });

  it('says no categories found. for an event without categories', async () => {
    fakeJudgingApi({ events: [{ ...showEvent, arrVehicleCategory: [] }] });
    renderApp('/judge/category');
    expect(await screen.findByText('no categories found.')).toBeInTheDocument();
  });
});

describe('/judge/vehicles', () => {
  beforeEach(onCategory);

  it('lists the category vehicles with image, id, name, category and score status, plus progress', async () => {
    const harley = vehicle(4, {
      intCategoryId: CHOPPERS,
      strCategoryName: 'Choppers',
      strBrandName: 'Harley',
      strModelName: 'Knucklehead',
    });
    const api = fakeJudgingApi({ entries: [scoreEntry(1)], vehicles: [...defaultVehicles, harley] });
    // A score waiting on the tablet, which cannot get through yet.
    api.answer('POST', API.scoreEntries, () => Promise.reject(new TypeError('Failed to fetch')));
    useJudgeStore.setState({ sheets: { 2: vehicleScore({ state: 'pending' }) } });
    renderApp('/judge/vehicles');
    const jaguar = await screen.findByRole('button', { name: /Jaguar E-Type/ });
    expect(within(jaguar).getByText('CC001')).toBeInTheDocument();
    expect(within(jaguar).getByText('Classic Cars')).toBeInTheDocument();
    expect(jaguar.querySelector('img')).toHaveAttribute('src', '/media/car-1');
    await waitFor(() => expect(within(jaguar).getByText('Saved')).toBeInTheDocument());
    expect(within(screen.getByRole('button', { name: /Aston Martin DB5/ })).getByText('Waiting to be sent')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /Ford Mustang/ })).getByText('Not scored')).toBeInTheDocument();
    expect(progress('This category')).toHaveTextContent('2 judged · 1 left');
    // The event's total comes from GET /api/score-count/ (one entry on the server, 4 vehicles);
    // the score still waiting on the tablet counts as judged.
    await waitFor(() => expect(progress('This event')).toHaveTextContent('2 judged · 2 left'));
  });

  it('shows on each card the score this judge gave (x/y) and a Judges Choice mark when picked', async () => {
    // On the server: Jaguar 5 + 3 of 10 + 5, picked. On the tablet only: Aston Martin 2 + 4, still waiting.
    // Mustang was scored, then stepped aside from: it counts for nothing, so it shows no score.
    const api = fakeJudgingApi({ entries: [scoreEntry(1, { blnTopChoice: true })], recusals: [3] });
    api.answer('POST', API.scoreEntries, () => Promise.reject(new TypeError('Failed to fetch')));
    useJudgeStore.setState({
      sheets: {
        2: vehicleScore({ state: 'pending', sheet: { scores: { 11: 2, 12: 4 } } }),
        3: vehicleScore({ sheet: { scores: { 11: 9, 12: 5 }, chosen: true } }),
      },
      recusedIds: [3],
    });
    renderApp('/judge/vehicles');
    const jaguar = await screen.findByRole('button', { name: /Jaguar E-Type/ });
    await waitFor(() => expect(within(jaguar).getByText('8/15')).toBeInTheDocument());
    expect(within(jaguar).getByText(/Your score/)).toBeInTheDocument();
    expect(within(jaguar).getByText('Judges Choice')).toBeInTheDocument();
    const aston = screen.getByRole('button', { name: /Aston Martin DB5/ });
    await waitFor(() => expect(within(aston).getByText('6/15')).toBeInTheDocument());
    expect(within(aston).queryByText('Judges Choice')).not.toBeInTheDocument();
    const mustang = screen.getByRole('button', { name: /Ford Mustang.*Stepped aside/ });
    expect(within(mustang).queryByText(/Your score/)).not.toBeInTheDocument();
    expect(within(mustang).queryByText('Judges Choice')).not.toBeInTheDocument();
  });

  it('offline, the event’s progress comes from the vehicles kept on the tablet', async () => {
    const harley = vehicle(4, {
      intCategoryId: CHOPPERS,
      strCategoryName: 'Choppers',
      strBrandName: 'Harley',
      strModelName: 'Knucklehead',
    });
    useJudgeStore.setState({ vehicles: [...defaultVehicles, harley].map(toJudgeVehicle) });
    const api = fakeJudgingApi();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    for (const path of [API.vehicles, API.scoreEntries, API.scoreCount]) api.answer('GET', path, offline);
    api.answer('POST', API.scoreEntries, offline);
    useJudgeStore.setState({ sheets: { 4: vehicleScore({ intCategoryId: CHOPPERS, state: 'pending' }) } });
    renderApp('/judge/vehicles');
    await screen.findByRole('button', { name: /Jaguar E-Type/ });
    expect(progress('This category')).toHaveTextContent('0 judged · 3 left');
    await waitFor(() => expect(progress('This event')).toHaveTextContent('1 judged · 3 left'));
  });

  it('searches brand, model, category and id without case; No Search Results. when nothing matches', async () => {
    fakeJudgingApi();
    renderApp('/judge/vehicles');
    await screen.findByRole('button', { name: /Jaguar/ });
    const search = screen.getByRole('searchbox', { name: 'Search vehicles' });
    await userEvent.type(search, 'mUsTaNg');
    expect(screen.getAllByRole('button', { name: /Not scored/ })).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'cc002');
    expect(screen.getByRole('button', { name: /Aston Martin/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Jaguar/ })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'classic');
    expect(screen.getAllByRole('button', { name: /Not scored/ })).toHaveLength(3);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No Search Results.')).toBeInTheDocument();
  });

  it('tapping a card selects the vehicle and opens scoring', async () => {
    fakeJudgingApi();
    const { router } = renderApp('/judge/vehicles');
    await userEvent.click(await screen.findByRole('button', { name: /Ford Mustang/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/scoring'));
    expect(useJudgeStore.getState().selectedVehicleId).toBe(3);
  });
});

describe('a second judge in the same tab', () => {
  it('does not inherit the first judge’s scores from cached answers, and nothing is re-sent as theirs', async () => {
    const api = fakeJudgingApi({ entries: [scoreEntry(1, { blnTopChoice: true, strSpecialNote: 'A note' })] });
    onCategory();
    const { router } = renderApp('/judge/vehicles');
    await waitFor(() => expect(useJudgeStore.getState().sheets[1]).toBeDefined());

    // Judge A leaves, judge B (id 8) signs in on the same tab: the data is handed to B, empty.
    await router.navigate('/judge/login');
    await clearJudgingData(8);
    restoreSession({ ...judgeUser, intJudgeId: 8 } as SessionUser);
    // B has nothing on the server; the answer is slow, so a cached answer would show first.
    const sentBefore = api.sent('GET', API.scoreEntries).length;
    let answerB: () => void = () => {};
    const answeredB = new Promise<void>((done) => {
      api.answer('GET', API.scoreEntries, () => new Promise((resolve) => (answerB = () => (resolve(jsonResponse({ data: [] })), done()))));
    });
    onCategory();
    await router.navigate('/judge/vehicles');
    await screen.findByRole('heading', { name: 'Select Vehicle' });
    // Whatever a cached answer would show, it shows before B's own answer comes.
    await waitFor(() => expect(api.sent('GET', API.scoreEntries).length).toBeGreaterThan(sentBefore));
    answerB();
    await answeredB;
    // B's empty answer is in: no card shows a score of A's as saved.
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());

    const state = useJudgeStore.getState();
    expect(state.intJudgeId).toBe(8);
    expect(state.sheets).toEqual({});
    expect(chosenIdsOf(state, 3)).toEqual([]);
    const before = api.sent('POST', API.scoreEntries).length;
    await scoreOutbox.refill();
    expect(api.sent('POST', API.scoreEntries).slice(before)).toHaveLength(0);
  });
});
