import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { useNetworkStore } from '../../../offline/network-status';
import { judgeUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { toJudgeVehicle } from '../api/get-judge-vehicles';
import { chosenIdsOf, useJudgeStore } from '../stores/judge-store';
import { chosenSheets, totalOf } from '../testing/sheets';
import { CLASSICS, EVENT_ID, defaultVehicles, fakeJudgingApi, parameters, scoreEntry } from '../testing/fake-judging-api';

const vehicles = defaultVehicles.map(toJudgeVehicle);
const mustang = vehicles.find((vehicle) => vehicle.intVehicleId === 3);

beforeEach(() => {
  restoreSession(judgeUser);
  useJudgeStore.getState().clear();
  useFailedRequestStore.getState().clear();
  useNetworkStore.setState({ online: true });
  if (!mustang) throw new Error('no vehicle');
  useJudgeStore.setState({ selectedEventId: EVENT_ID, selectedCategoryId: CLASSICS, vehicles });
  useJudgeStore.getState().selectVehicle(mustang);
});

const slider = (name: string) => screen.findByRole('slider', { name });

describe('/judge/scoring', () => {
  it('redirects to the vehicle list when no vehicle is selected', async () => {
    fakeJudgingApi();
    useJudgeStore.setState({ selectedVehicleId: null, selectedVehicle: null });
    const { router } = renderApp('/judge/scoring');
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/vehicles'));
  });

  it('has a slider per parameter, 0..limit, moved by keys and −/+ but not by a brush across the track', async () => {
    fakeJudgingApi();
    renderApp('/judge/scoring');
    const build = await slider('Build Quality');
    expect(build).toHaveAttribute('aria-valuemin', '0');
    expect(build).toHaveAttribute('aria-valuemax', '10');
    expect(build).toHaveAttribute('aria-valuenow', '0');
    expect(await slider('Creativity')).toHaveAttribute('aria-valuemax', '5');

    build.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(build).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(build).toHaveAttribute('aria-valuenow', '2');
    await userEvent.keyboard('{End}');
    expect(build).toHaveAttribute('aria-valuenow', '10');
    await userEvent.click(screen.getByRole('button', { name: 'Raise Build Quality' }));
    expect(build).toHaveAttribute('aria-valuenow', '10');
    await userEvent.click(screen.getByRole('button', { name: 'Lower Build Quality' }));
    expect(build).toHaveAttribute('aria-valuenow', '9');

    // A finger crossing the track (a brush, not a tap) on a track laid out 0..200 px.
    const track = screen.getByTestId('parameter-11-track');
    track.getBoundingClientRect = () => new DOMRect(0, 0, 200, 44);
    const touch = (clientX: number) => ({ pointerId: 1, pointerType: 'touch', isPrimary: true, clientX, clientY: 20 });
    fireEvent.pointerDown(track, touch(5));
    fireEvent.pointerMove(track, touch(60));
    fireEvent.pointerUp(track, touch(60));
    fireEvent.click(track);
    expect(build).toHaveAttribute('aria-valuenow', '9');
    expect(screen.getByText('Total: 9 / 15')).toBeInTheDocument();

    // A tap on the track sets the score under the finger.
    fireEvent.pointerDown(track, touch(80));
    fireEvent.pointerUp(track, touch(80));
    expect(build).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByText('Total: 4 / 15')).toBeInTheDocument();
  });

  it('shows the vehicle’s first picture, the one its card shows, and the scale of its parameters', async () => {
    fakeJudgingApi();
    const { router } = renderApp('/judge/vehicles');
    const card = await screen.findByRole('button', { name: /Ford Mustang/ });
    const cardPicture = card.querySelector('img')?.getAttribute('src');
    expect(cardPicture).toBe('/media/car-3');
    await userEvent.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/scoring'));
    expect(await screen.findByRole('img', { name: 'Ford Mustang' })).toHaveAttribute('src', cardPicture);
    expect(await screen.findByText('Score each parameter from 0 to its limit: Build Quality 0–10, Creativity 0–5.')).toBeInTheDocument();
    expect(screen.getByText('Drag a handle, tap the track, or use − and +.')).toBeInTheDocument();
  });

  it('offline, shows the picture and the scale from what the tablet keeps', async () => {
    const api = fakeJudgingApi();
    api.answer('GET', API.parameters, () => Promise.reject(new TypeError('Failed to fetch')));
    useJudgeStore.getState().setParameters(1, parameters);
    renderApp('/judge/scoring');
    expect(await screen.findByText('Score each parameter from 0 to its limit: Build Quality 0–10, Creativity 0–5.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ford Mustang' })).toHaveAttribute('src', '/media/car-3');
  });

  it('counts the special note up to 500', async () => {
    fakeJudgingApi();
    renderApp('/judge/scoring');
    const note = await screen.findByRole('textbox', { name: 'Special Note' });
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    await userEvent.type(note, 'Lovely paint');
    expect(screen.getByText('12 / 500')).toBeInTheDocument();
  });

  it('shows the judges choice toggle while fewer than 3 are chosen, with the N out of 03 counter', async () => {
    fakeJudgingApi();
    useJudgeStore.setState({ sheets: chosenSheets(1, 2) });
    renderApp('/judge/scoring');
    const toggle = await screen.findByRole('switch', { name: 'Judges Choice' });
    expect(screen.getByText('02 out of 03')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByText('03 out of 03')).toBeInTheDocument();
  });

  it('hides the toggle at 3 choices unless this vehicle is one of them', async () => {
    fakeJudgingApi();
    useJudgeStore.setState({ sheets: chosenSheets(1, 2, 4) });
    const first = renderApp('/judge/scoring');
    await slider('Build Quality');
    expect(screen.queryByRole('switch', { name: 'Judges Choice' })).not.toBeInTheDocument();
    expect(screen.getByText('03 out of 03')).toBeInTheDocument();
    first.unmount();

    useJudgeStore.setState({ sheets: chosenSheets(1, 2, 3) });
    renderApp('/judge/scoring');
    expect(await screen.findByRole('switch', { name: 'Judges Choice' })).toBeChecked();
  });

  it('submits: keeps the score locally, POSTs the entry and returns to the list showing it saved', async () => {
    const api = fakeJudgingApi();
    const { router } = renderApp('/judge/scoring');
    const build = await slider('Build Quality');
    build.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.click(screen.getByRole('switch', { name: 'Judges Choice' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Special Note' }), 'Clean');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/vehicles'));
    const [post] = api.sent('POST', API.scoreEntries);
    expect(post?.body).toMatchObject({
      intEventId: EVENT_ID,
      intVehicleId: 3,
      strSpecialNote: 'Clean',
      objParameterWiseScore: { '11': 2, '12': 0 },
      blnTopChoice: true,
      strDeviceId: useJudgeStore.getState().strDeviceId,
    });
    const state = useJudgeStore.getState();
    const kept = state.sheets[3];
    expect(kept?.sheet.scores).toEqual({ 11: 2, 12: 0 });
    expect(kept && totalOf(kept.sheet)).toBe(2);
    expect(kept?.sheet.specialNote).toBe('Clean');
    expect(chosenIdsOf(state, 3)).toEqual([3]);
    expect(kept?.state).toBe('saved');
    expect(await screen.findByRole('button', { name: /Ford Mustang.*Saved/ })).toBeInTheDocument();
  });

  it('always POSTs (an upsert), so an edit still lands when the server lost the entry the tablet knew', async () => {
    // The server (restored from a backup) has no entry; the tablet keeps no entry id, so it cannot PUT to a lost one.
    const api = fakeJudgingApi({ entries: [] });
    renderApp('/judge/scoring');
    await slider('Build Quality');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.sent('POST', API.scoreEntries)).toHaveLength(1));
    expect(api.sent('PUT', API.scoreEntry(503))).toHaveLength(0);
    expect(api.entries.map((entry) => entry.intVehicleId)).toEqual([3]);
    await waitFor(() => expect(useJudgeStore.getState().sheets[3]?.state).toBe('saved'));
  });

  it('on a network failure queues the write, still returns to the list, and the card says waiting', async () => {
    const api = fakeJudgingApi();
    api.answer('POST', API.scoreEntries, () => Promise.reject(new TypeError('Failed to fetch')));
    const { router } = renderApp('/judge/scoring');
    await slider('Build Quality');
    await userEvent.click(screen.getByRole('button', { name: 'Raise Build Quality' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/vehicles'));
    // Waiting in the one outbox: the judge store's record, not a second copy in the failed-request queue.
    expect(useJudgeStore.getState().sheets[3]).toMatchObject({ state: 'pending', sheet: { scores: { 11: 1, 12: 0 } } });
    expect(useFailedRequestStore.getState().requests).toEqual([]);
    expect(await screen.findByRole('button', { name: /Ford Mustang.*Waiting to be sent/ })).toBeInTheDocument();
  });

  it('offline, a save shows one toast beside the offline notice: the next save replaces it instead of stacking', async () => {
    const saved = 'Saved on this tablet; it will be sent when the connection is back.';
    const api = fakeJudgingApi();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    api.answer('GET', API.health, offline);
    api.answer('POST', API.scoreEntries, offline);
    const { router } = renderApp('/judge/scoring');
    await waitFor(() => expect(useNetworkStore.getState().online).toBe(false));
    await slider('Build Quality');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/vehicles'));
    expect(await screen.findByText(saved)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: /Jaguar E-Type/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Raise Build Quality' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/vehicles'));
    expect(useJudgeStore.getState().sheets[1]?.state).toBe('pending');
    expect(screen.getAllByText(saved)).toHaveLength(1);
    expect(screen.getAllByText('You’re offline')).toHaveLength(1);
  });

  it('on a 409 adopts the newer entry the server kept', async () => {
    const api = fakeJudgingApi();
    const kept = scoreEntry(3, { objParameterWiseScore: { '11': 9, '12': 4 }, intTotalScore: 13, dtEditedAt: '2031-01-01T00:00:00.000Z' });
    api.answer('POST', API.scoreEntries, () => jsonResponse({ detail: 'A newer score was kept.', data: kept }, 409));
    renderApp('/judge/scoring');
    await slider('Build Quality');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(useJudgeStore.getState().sheets[3]?.editedAt).toBe('2031-01-01T00:00:00.000Z'));
    const adopted = useJudgeStore.getState().sheets[3];
    expect(adopted && totalOf(adopted.sheet)).toBe(13);
    expect(adopted?.sheet.scores).toEqual({ 11: 9, 12: 4 });
    expect(adopted?.state).toBe('saved');
    expect(useFailedRequestStore.getState().requests).toEqual([]);
  });

  it('steps aside after a confirm', async () => {
    const api = fakeJudgingApi();
    const { router } = renderApp('/judge/scoring');
    await slider('Build Quality');
    await userEvent.click(screen.getByRole('button', { name: 'Step aside' }));
    const dialog = await screen.findByRole('dialog', { name: 'Step aside from this vehicle?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Step aside' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/vehicles'));
    expect(api.recusals).toEqual([3]);
    expect(useJudgeStore.getState().recusedIds).toEqual([3]);
  });
});

describe('recusals', () => {
  it('counts a vehicle stepped aside from as neither judged nor left, in the category and the event', async () => {
    fakeJudgingApi({ entries: [scoreEntry(1)], recusals: [2] });
    renderApp('/judge/vehicles');
    expect(await screen.findByRole('button', { name: /Aston Martin DB5.*Stepped aside/ })).toBeInTheDocument();
    const progress = (label: string) => screen.getByText(label).nextElementSibling;
    await waitFor(() => expect(progress('This category')).toHaveTextContent('1 judged · 1 left · 1 stepped aside'));
    await waitFor(() => expect(progress('This event')).toHaveTextContent('1 judged · 1 left · 1 stepped aside'));
  });

  it('shows the vehicles the server lists as stepped aside from, the server being the truth', async () => {
    fakeJudgingApi({ recusals: [2] });
    // Vehicle 1 was stepped aside from on this tablet, then taken back on another one.
    useJudgeStore.setState({ recusedIds: [1] });
    renderApp('/judge/vehicles');
    expect(await screen.findByRole('button', { name: /Aston Martin DB5.*Stepped aside/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Jaguar E-Type.*Not scored/ })).toBeInTheDocument();
    expect(useJudgeStore.getState().recusedIds).toEqual([2]);
  });

  it('keeps a recusal still queued on this tablet, which the server has not heard of yet', async () => {
    const api = fakeJudgingApi({ recusals: [2] });
    api.answer('POST', API.recusals, () => Promise.reject(new TypeError('Failed to fetch')));
    useJudgeStore.setState({ recusedIds: [1] });
    useFailedRequestStore.getState().enqueue({
      method: 'POST',
      url: API.recusals,
      data: { intEventId: EVENT_ID, intVehicleId: 1 },
      headers: {},
      at: '2030-05-01T09:00:00.000Z',
      intJudgeId: null,
    });
    renderApp('/judge/vehicles');
    await waitFor(() => expect(api.sent('GET', API.recusals)).toHaveLength(1));
    await waitFor(() => expect(useJudgeStore.getState().recusedIds).toEqual([2, 1]));
    expect(await screen.findByRole('button', { name: /Jaguar E-Type.*Waiting to be sent/ })).toBeInTheDocument();
  });

  it('shows a vehicle stepped aside from as such, and the judge can take part again after a confirm', async () => {
    const api = fakeJudgingApi({ recusals: [3] });
    useJudgeStore.setState({ recusedIds: [3] });
    const { router } = renderApp('/judge/scoring');
    expect(await screen.findByText('Stepped aside')).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Build Quality' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Judge this vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Judge this vehicle after all?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Judge this vehicle' }));

    expect(await slider('Build Quality')).toBeInTheDocument();
    const [sent] = api.sent('DELETE', API.recusals);
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ intEventId: String(EVENT_ID), intVehicleId: '3' });
    expect(api.recusals).toEqual([]);
    expect(useJudgeStore.getState().recusedIds).toEqual([]);

    await router.navigate('/judge/vehicles');
    expect(await screen.findByRole('button', { name: /Ford Mustang.*Not scored/ })).toBeInTheDocument();
  });

  it('offline, says so and stays stepped aside', async () => {
    const api = fakeJudgingApi({ recusals: [3] });
    api.answer('GET', API.health, () => Promise.reject(new TypeError('Failed to fetch')));
    useJudgeStore.setState({ recusedIds: [3] });
    renderApp('/judge/scoring');
    await waitFor(() => expect(useNetworkStore.getState().online).toBe(false));
    await userEvent.click(await screen.findByRole('button', { name: 'Judge this vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Judge this vehicle after all?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Judge this vehicle' }));

    expect(await screen.findByText('You are offline.')).toBeInTheDocument();
    expect(api.sent('DELETE', API.recusals)).toEqual([]);
    expect(useJudgeStore.getState().recusedIds).toEqual([3]);
    expect(screen.getByText('Stepped aside')).toBeInTheDocument();
  });
});
