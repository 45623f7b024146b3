import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { useNetworkStore } from '../../../offline/network-status';
import { judgeUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { toJudgeVehicle } from '../api/get-judge-vehicles';
import { useJudgeStore } from '../stores/judge-store';
import { chosenSheets, vehicleScore } from '../testing/sheets';
import { CLASSICS, EVENT_ID, defaultVehicles, fakeJudgingApi, parameters, scoreEntry } from '../testing/fake-judging-api';

const vehicles = defaultVehicles.map(toJudgeVehicle);

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  restoreSession(judgeUser);
  useJudgeStore.getState().clear();
  useFailedRequestStore.getState().clear();
  useNetworkStore.setState({ online: true });
  useJudgeStore.setState({ selectedEventId: EVENT_ID, selectedCategoryId: CLASSICS, vehicles });
});

afterEach(() => setWidth(1024));

describe('/judge/choices', () => {
  it('shows a card per choice: Vehicle ID, Vehicle Name, Category, Overall Score, image', async () => {
    fakeJudgingApi({ entries: [scoreEntry(2, { blnTopChoice: true, intTotalScore: 12 })] });
    renderApp('/judge/choices');
    const card = (await screen.findByText('Aston Martin DB5')).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Vehicle ID')).toBeInTheDocument();
    expect(within(card).getByText('CC002')).toBeInTheDocument();
    expect(within(card).getByText('Vehicle Name')).toBeInTheDocument();
    expect(within(card).getByText('Category')).toBeInTheDocument();
    expect(within(card).getByText('Overall Score')).toBeInTheDocument();
    expect(within(card).getByText('12/15')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/car-2');
  });

  it('says No vehicles selected. when there are none, a spinner before', async () => {
    fakeJudgingApi();
    renderApp('/judge/choices');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('No vehicles selected.')).toBeInTheDocument();
  });

  it('shows the server message on error', async () => {
    const api = fakeJudgingApi();
    api.answer('GET', API.judgeChoice, () => jsonResponse({ detail: 'You are not mapped to this event.' }, 403));
    renderApp('/judge/choices');
    expect(await screen.findByText('You are not mapped to this event.')).toBeInTheDocument();
  });

  it('offline, says You are offline. and shows the picks kept on the tablet, with the scores given', async () => {
    const api = fakeJudgingApi();
    api.answer('GET', API.health, () => Promise.reject(new TypeError('offline')));
    useJudgeStore.setState({
      sheets: {
        2: vehicleScore({ sheet: { chosen: true, scores: { 11: 9, 12: 4 } } }),
        3: vehicleScore({ sheet: { chosen: false, scores: { 11: 10, 12: 5 } } }),
        // A pick at another event is not one of this event's.
        4: vehicleScore({ intEventId: 99, sheet: { chosen: true } }),
      },
      parameters: { 1: parameters },
    });
    renderApp('/judge/choices');
    expect(await screen.findByText('You are offline.')).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(1);
    const [card] = cards;
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Aston Martin DB5')).toBeInTheDocument();
    expect(within(card).getByText('13/15')).toBeInTheDocument();
  });
});

describe('judge layout', () => {
  it('asks for tablet mode outside 550..1024 px', async () => {
    fakeJudgingApi();
    setWidth(500);
    renderApp('/judge/dashboard');
    expect(screen.getByText('Please switch to tablet mode to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Judge Dashboard' })).not.toBeInTheDocument();
    setWidth(1100);
    expect(await screen.findByText('Please switch to tablet mode to continue.')).toBeInTheDocument();
    setWidth(800);
    expect(await screen.findByRole('heading', { name: 'Judge Dashboard' })).toBeInTheDocument();
    setWidth(550);
    expect(screen.getByRole('heading', { name: 'Judge Dashboard' })).toBeInTheDocument();
  });

  it('header: photo, name, Judge ID; Back to Category on vehicles; Judges Choice when there are choices', async () => {
    fakeJudgingApi();
    useJudgeStore.setState({ sheets: chosenSheets(1) });
    renderApp('/judge/vehicles');
    expect(await screen.findByRole('link', { name: /Back to Category/ })).toHaveAttribute('href', '/judge/category');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Judge ID: JDG-007')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Judges Choice' })).toHaveAttribute('href', '/judge/choices');
  });

  it('header: Back to Select Vehicle elsewhere; no Judges Choice button on choices or scoring, or without choices', async () => {
    fakeJudgingApi();
    const choices = renderApp('/judge/choices');
    expect(await screen.findByRole('link', { name: /Back to Select Vehicle/ })).toHaveAttribute('href', '/judge/vehicles');
    expect(screen.queryByRole('link', { name: 'Judges Choice' })).not.toBeInTheDocument();
    choices.unmount();

    useJudgeStore.setState({ sheets: chosenSheets(1) });
    const first = vehicles[0];
    if (!first) throw new Error('no vehicle');
    useJudgeStore.getState().selectVehicle(first);
    renderApp('/judge/scoring');
    expect(await screen.findByRole('link', { name: /Back to Select Vehicle/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Judges Choice' })).not.toBeInTheDocument();
  });

  it('offline: the notice shows, and the back links and Judges Choice stay (every judge screen is reachable offline)', async () => {
    const api = fakeJudgingApi();
    api.answer('GET', API.health, () => Promise.reject(new TypeError('offline')));
    useJudgeStore.setState({ sheets: chosenSheets(1) });
    const list = renderApp('/judge/vehicles');
    expect(await screen.findByText('You’re offline')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Category/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Judges Choice' })).toBeInTheDocument();
    list.unmount();

    renderApp('/judge/choices');
    await waitFor(() => expect(useNetworkStore.getState().online).toBe(false));
    expect(screen.getByRole('link', { name: /Back to Select Vehicle/ })).toBeInTheDocument();
  });

  it('counts Judges Choice picks per event: picks at another event show no button here', async () => {
    fakeJudgingApi();
    useJudgeStore.setState({ sheets: { 1: vehicleScore({ intEventId: 99, sheet: { chosen: true } }) } });
    renderApp('/judge/vehicles');
    expect(await screen.findByRole('link', { name: /Back to Category/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Judges Choice' })).not.toBeInTheDocument();
  });

  it('on a sheet at a second event, the picks start at 0: three at another event do not hide the switch', async () => {
    fakeJudgingApi();
    useJudgeStore.setState({
      sheets: Object.fromEntries([21, 22, 23].map((id) => [id, vehicleScore({ intEventId: 99, sheet: { chosen: true } })])),
    });
    const first = vehicles[0];
    if (!first) throw new Error('no vehicle');
    useJudgeStore.getState().selectVehicle(first);
    renderApp('/judge/scoring');
    expect(await screen.findByRole('switch', { name: 'Judges Choice' })).not.toBeChecked();
    expect(screen.getByText('00 out of 03')).toBeInTheDocument();
    expect(screen.queryByText('You have chosen 3 vehicles already.')).not.toBeInTheDocument();
  });
});
