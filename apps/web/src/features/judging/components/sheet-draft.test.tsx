import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import { idbGet } from '../../../lib/idb';
import { switchLanguage } from '../../../app/language/app-language';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { toJudgeVehicle } from '../api/get-judge-vehicles';
import { flushJudgeStorage, useJudgeStore } from '../stores/judge-store';
import { vehicleScore } from '../testing/sheets';
import { CLASSICS, EVENT_ID, defaultVehicles, fakeJudgingApi } from '../testing/fake-judging-api';
import { signedInOnFreshTablet } from '../testing/fresh-tablet';
import { DRAFT_KEPT } from './draft-notice';

const vehicles = defaultVehicles.map(toJudgeVehicle);
const mustang = vehicles.find((vehicle) => vehicle.intVehicleId === 3);

beforeEach(() => {
  signedInOnFreshTablet();
  if (!mustang) throw new Error('no vehicle');
  useJudgeStore.setState({ selectedEventId: EVENT_ID, selectedCategoryId: CLASSICS, vehicles });
  useJudgeStore.getState().selectVehicle(mustang);
});

const slider = (name: string) => screen.findByRole('slider', { name });
const note = () => screen.findByRole('textbox', { name: 'Special Note' });

/** A judge half way through the Mustang's sheet: Build Quality 2, Judges Choice on, a note. */
async function halfFill(): Promise<void> {
  (await slider('Build Quality')).focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  await userEvent.click(screen.getByRole('switch', { name: 'Judges Choice' }));
  await userEvent.type(await note(), 'Lovely chrome ');
}

async function expectHalfFilled(): Promise<void> {
  expect(await slider('Build Quality')).toHaveAttribute('aria-valuenow', '2');
  expect(screen.getByRole('switch', { name: 'Judges Choice' })).toBeChecked();
  expect(await note()).toHaveValue('Lovely chrome ');
}

describe('the sheet being filled in is a draft kept on the tablet (ADR 030)', () => {
  it('is kept as the judge types, in IndexedDB, and comes back when the page is opened again', async () => {
    fakeJudgingApi();
    const first = renderApp('/judge/scoring');
    await halfFill();
    expect(screen.getByText(DRAFT_KEPT)).toBeInTheDocument();
    await flushJudgeStorage();
    const disk = await idbGet(DEVICE_DB.stores.judge, 'judge');
    expect(disk).toContain('Lovely chrome ');
    first.unmount();

    // Another page and back, or a reload: the page opens afresh from the store.
    await useJudgeStore.persist.rehydrate();
    renderApp('/judge/scoring');
    await expectHalfFilled();
    expect(screen.getByText(DRAFT_KEPT)).toBeInTheDocument();
    expect(useJudgeStore.getState().sheets[3]).toBeUndefined();
  });

  it('is replaced by a submit: the sheet is sent with the trimmed note and the draft is gone', async () => {
    const api = fakeJudgingApi();
    const { router } = renderApp('/judge/scoring');
    await halfFill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/vehicles'));
    expect(api.sent('POST', API.scoreEntries)[0]?.body).toMatchObject({ strSpecialNote: 'Lovely chrome', blnTopChoice: true });
    expect(useJudgeStore.getState().drafts).toEqual({});
    expect(useJudgeStore.getState().sheets[3]).toMatchObject({ state: 'saved', sheet: { scores: { 11: 2, 12: 0 } } });
  });

  it('is discarded only by the judge, after a confirmation, back to the sheet last submitted', async () => {
    fakeJudgingApi();
    useJudgeStore.setState({ sheets: { 3: vehicleScore({ sheet: { scores: { 11: 7, 12: 4 }, specialNote: 'Sent before' } }) } });
    renderApp('/judge/scoring');
    expect(await slider('Build Quality')).toHaveAttribute('aria-valuenow', '7');
    expect(screen.queryByText(DRAFT_KEPT)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Raise Build Quality' }));
    await userEvent.type(await note(), ', and new');

    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(await slider('Build Quality')).toHaveAttribute('aria-valuenow', '8');
    expect(useJudgeStore.getState().drafts[3]?.sheet).toMatchObject({ scores: { 11: 8 }, specialNote: 'Sent before, and new' });

    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }),
    );
    expect(await slider('Build Quality')).toHaveAttribute('aria-valuenow', '7');
    expect(await note()).toHaveValue('Sent before');
    expect(screen.queryByText(DRAFT_KEPT)).not.toBeInTheDocument();
    expect(useJudgeStore.getState().drafts).toEqual({});
    expect(useJudgeStore.getState().sheets[3]?.state).toBe('saved');
  });

  it('is no draft when the judge changes a value and changes it back', async () => {
    fakeJudgingApi();
    renderApp('/judge/scoring');
    await userEvent.click(await screen.findByRole('button', { name: 'Raise Build Quality' }));
    expect(screen.getByText(DRAFT_KEPT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lower Build Quality' }));
    expect(screen.queryByText(DRAFT_KEPT)).not.toBeInTheDocument();
    expect(useJudgeStore.getState().drafts).toEqual({});
  });
});

describe('a device that refuses writes', () => {
  it('tells the judge their typing is not kept on the tablet while it lasts', async () => {
    fakeJudgingApi();
    renderApp('/judge/scoring');
    await userEvent.type(await note(), 'Kept');
    await flushJudgeStorage();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The tablet's storage is full: IndexedDB refuses the next write.
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await userEvent.type(await note(), ' then lost');
    await flushJudgeStorage();
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot keep your work.*lost if this page reloads/);
    expect(screen.getByText('Draft not kept on this tablet')).toBeInTheDocument();
    expect(screen.queryByText(DRAFT_KEPT)).not.toBeInTheDocument();

    // Space again: the next write lands and the warning goes.
    put.mockRestore();
    await userEvent.type(await note(), '!');
    await flushJudgeStorage();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText(DRAFT_KEPT)).toBeInTheDocument();
    expect(await idbGet(DEVICE_DB.stores.judge, 'judge')).toContain('Kept then lost!');
  });
});

describe('a sheet half filled in when the judge changes language (issue 33)', () => {
  it('keeps every score, the switch and the note as typed: the screens change words in place, nothing remounts', async () => {
    const api = fakeJudgingApi();
    api.answer('GET', '/api/auth/me/', () =>
      jsonResponse({ data: { user_id: 1, strEmail: 'j@x', strFullName: 'J', strUserType: 'judge', strLocale: null } }),
    );
    api.answer('PUT', '/api/auth/me/', () =>
      jsonResponse({ data: { user_id: 1, strEmail: 'j@x', strFullName: 'J', strUserType: 'judge', strLocale: 'de' } }),
    );
    onTestFinished(() => switchLanguage('en'));
    renderApp('/judge/scoring');
    await halfFill();
    const typedInto = await note();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Deutsch');
    await screen.findByRole('combobox', { name: 'Sprache' });
    // The same field, still holding what was typed; the slider and the switch as they were.
    expect(typedInto).toBeInTheDocument();
    expect(typedInto).toHaveValue('Lovely chrome ');
    expect(screen.getByRole('slider', { name: 'Build Quality' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('switch', { checked: true })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Judges Choice' })).not.toBeInTheDocument();
    expect(useJudgeStore.getState().drafts[3]).toMatchObject({ sheet: { specialNote: 'Lovely chrome ', scores: { 11: 2 } } });
  });
});
