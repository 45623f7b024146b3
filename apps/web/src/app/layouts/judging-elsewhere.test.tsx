import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { toJudgeVehicle } from '../../features/judging/api/get-judge-vehicles';
import { flushJudgeStorage, useJudgeStore } from '../../features/judging/stores/judge-store';
import { CLASSICS, EVENT_ID, defaultVehicles, fakeJudgingApi } from '../../features/judging/testing/fake-judging-api';
import { signedInOnFreshTablet } from '../../features/judging/testing/fresh-tablet';
import { idbGet, idbSet } from '../../lib/idb';
import { renderApp } from '../../test/render-app';
import { JUDGING_ELSEWHERE } from './judging-elsewhere';

// Two tabs of one judge each wrote their whole copy of the judging data over the other's: a score
// waiting in one was gone from the device once the other kept a draft (ADR 030, issue 29 attack).

const CHANNEL = 'showgrid_judging_tab';
const OTHER_TAB = 'other-tab';
const vehicles = defaultVehicles.map(toJudgeVehicle);
const mustang = vehicles.find((vehicle) => vehicle.intVehicleId === 3);
let otherTab: BroadcastChannel;
const heard: unknown[] = [];

const diskCopy = async () =>
  JSON.parse((await idbGet(DEVICE_DB.stores.judge, 'judge')) ?? '{}') as {
    state: { drafts: Record<string, { sheet: { specialNote: string } }>; selectedCategoryId: number };
  };

beforeEach(() => {
  heard.length = 0;
  otherTab = new BroadcastChannel(CHANNEL);
  otherTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
  signedInOnFreshTablet();
  if (!mustang) throw new Error('no vehicle');
  useJudgeStore.setState({ selectedEventId: EVENT_ID, selectedCategoryId: CLASSICS, vehicles });
  useJudgeStore.getState().selectVehicle(mustang);
});

afterEach(() => otherTab.close());

describe('one tab judges at a time', () => {
  it('another tab opening the judge’s pages stops this one writing; Judge in this tab goes on from what that tab kept', async () => {
    fakeJudgingApi();
    renderApp('/judge/scoring');
    const note = await screen.findByRole('textbox', { name: 'Special Note' });
    await userEvent.type(note, 'Typed in this tab');
    await flushJudgeStorage();
    expect((await diskCopy()).state.drafts[3]?.sheet.specialNote).toBe('Typed in this tab');

    // The waiting view is open when the judge opens their pages in another tab: this one says so,
    // closes the view (its Send now would send this tab's old copy) and puts its writes on disk first.
    await userEvent.click(screen.getByRole('button', { name: '1 draft' }));
    expect(screen.getByRole('dialog', { name: 'Waiting to be sent' })).toBeInTheDocument();
    otherTab.postMessage({ type: 'CLAIM', tabId: OTHER_TAB });
    expect(await screen.findByRole('heading', { name: JUDGING_ELSEWHERE })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Special Note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Waiting to be sent' })).not.toBeInTheDocument();
    await waitFor(() => expect(heard).toContainEqual(expect.objectContaining({ type: 'RELEASED', to: OTHER_TAB })));

    // From now on its memory is not written over the other tab's copy.
    useJudgeStore.setState({ selectedCategoryId: 99 });
    await flushJudgeStorage();
    expect((await diskCopy()).state.selectedCategoryId).toBe(CLASSICS);

    // The other tab changes the draft; the judge comes back here and takes judging back.
    const copy = await diskCopy();
    const draft = copy.state.drafts[3];
    if (!draft) throw new Error('no draft on the device');
    draft.sheet.specialNote = 'Typed in the other tab';
    await idbSet(DEVICE_DB.stores.judge, 'judge', JSON.stringify(copy));
    heard.length = 0;
    otherTab.onmessage = (event: MessageEvent<unknown>) => {
      heard.push(event.data);
      // The other tab, judging until now, answers that its writes are on disk.
      if (
        typeof event.data === 'object' &&
        event.data !== null &&
        'type' in event.data &&
        event.data.type === 'CLAIM' &&
        'tabId' in event.data
      ) {
        otherTab.postMessage({ type: 'RELEASED', tabId: OTHER_TAB, to: event.data.tabId });
      }
    };
    await userEvent.click(screen.getByRole('button', { name: 'Judge in this tab' }));

    expect(await screen.findByRole('textbox', { name: 'Special Note' })).toHaveValue('Typed in the other tab');
    expect(screen.queryByRole('heading', { name: JUDGING_ELSEWHERE })).not.toBeInTheDocument();
    expect(heard).toContainEqual(expect.objectContaining({ type: 'CLAIM' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Special Note' }), '!');
    await flushJudgeStorage();
    expect((await diskCopy()).state.drafts[3]?.sheet.specialNote).toBe('Typed in the other tab!');
  });
});
