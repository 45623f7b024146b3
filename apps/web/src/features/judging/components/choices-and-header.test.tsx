import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { useNetworkStore } from '../../../offline/network-status';
import { judgeUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { toJudgeVehicle } from '../api/get-judge-vehicles';
import { useJudgeStore } from '../stores/judge-store';
import { chosenSheets } from '../testing/sheets';
import { CLASSICS, EVENT_ID, defaultVehicles, fakeJudgingApi, scoreEntry } from '../testing/fake-judging-api';

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

  it('says You are offline. when offline', async () => {
    const api = fakeJudgingApi();
    api.answer('GET', API.health, () => Promise.reject(new TypeError('offline')));
    renderApp('/judge/choices');
    expect(await screen.findByText('You are offline.')).toBeInTheDocument();
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

  it('offline: the notice shows, the back link hides (but not on scoring), no Judges Choice button', async () => {
    const api = fakeJudgingApi();
    api.answer('GET', API.health, () => Promise.reject(new TypeError('offline')));
    useJudgeStore.setState({ sheets: chosenSheets(1) });
    const list = renderApp('/judge/vehicles');
    expect(await screen.findByText('You’re offline')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Back to Category/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Judges Choice' })).not.toBeInTheDocument();
    list.unmount();

    const first = vehicles[0];
    if (!first) throw new Error('no vehicle');
    useJudgeStore.getState().selectVehicle(first);
    renderApp('/judge/scoring');
    await waitFor(() => expect(useNetworkStore.getState().online).toBe(false));
    expect(screen.getByRole('link', { name: /Back to Select Vehicle/ })).toBeInTheDocument();
  });
});
