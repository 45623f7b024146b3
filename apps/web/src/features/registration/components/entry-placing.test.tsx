import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EntryPlacing } from '@showgrid/shared/schemas/registration';
import { headerOf, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { ENTRANT_PATHS, entryRow, fakeRegistrationApi, NO_SCORE_SHEET } from '../testing/fake-registration-api';

beforeEach(() => restoreSession(null));

const findCard = () => screen.findByRole('article', { name: '1963 Jaguar E-Type' });
const published = entryRow(7, { strVehicleUniqueId: 'CL001', intVehicleId: 900, blnScoreSheetReady: true });
const placed = (extra: Partial<EntryPlacing> = {}): EntryPlacing => ({
  strCategoryName: 'Pre-war Classics',
  intPlace: 1,
  blnShared: false,
  intOf: 12,
  ...extra,
});

describe('/entrant: the placing once the results are published', () => {
  it('says the place in words with a link to the published results, read with the entrant’s cookie and no token', async () => {
    const api = fakeRegistrationApi({ signedIn: true, entries: [published], placings: { 7: placed() } });
    renderApp('/entrant');
    const card = await findCard();
    expect((await within(card).findByText('Placing')).nextSibling).toHaveTextContent('1st of 12 in Pre-war Classics');
    expect(within(card).getByRole('link', { name: 'See the results' })).toHaveAttribute('href', '/results/5');
    expect(within(card).getByRole('button', { name: 'Score sheet' })).toBeInTheDocument();
    const [call] = api.fetchMock.mock.calls.filter(([url]) => String(url) === ENTRANT_PATHS.placing(7));
    expect(headerOf(call?.[1], 'Authorization')).toBeNull();
  });

  it.each([
    ['a place shared with another car', placed({ intPlace: 2, blnShared: true }), 'Joint 2nd of 12 in Pre-war Classics'],
    ['a car no judge scored', placed({ intPlace: null }), 'Not placed'],
  ])('%s', async (_case, placing, text) => {
    fakeRegistrationApi({ signedIn: true, entries: [published], placings: { 7: placing } });
    renderApp('/entrant');
    const card = await findCard();
    expect((await within(card).findByText('Placing')).nextSibling).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('before the results are out: no placing asked for, no link', async () => {
    const api = fakeRegistrationApi({ signedIn: true, entries: [entryRow(7, { strVehicleUniqueId: 'CL001', intVehicleId: 900 })] });
    renderApp('/entrant');
    const card = await findCard();
    expect(within(card).getByRole('button', { name: 'Download card' })).toBeInTheDocument();
    expect(within(card).queryByText('Placing')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'See the results' })).not.toBeInTheDocument();
    expect(api.sent('GET', ENTRANT_PATHS.placing(7))).toHaveLength(0);
  });

  it('a 404 for the placing (the results taken back down since the read) leaves the line out, and says nothing', async () => {
    const api = fakeRegistrationApi({ signedIn: true, entries: [published], placings: { 7: placed() } });
    api.answer('GET', ENTRANT_PATHS.placing(7), () => jsonResponse({ detail: NO_SCORE_SHEET }, 404));
    renderApp('/entrant');
    const card = await findCard();
    await waitFor(() => expect(api.sent('GET', ENTRANT_PATHS.placing(7))).toHaveLength(1));
    expect(within(card).getByRole('link', { name: 'See the results' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Score sheet' })).toBeInTheDocument();
    expect(within(card).queryByText('Placing')).not.toBeInTheDocument();
    expect(screen.queryByText(NO_SCORE_SHEET)).not.toBeInTheDocument();
  });

  it('a ready entry the server does not rank (the fake’s own 404) shows no placing either', async () => {
    const api = fakeRegistrationApi({ signedIn: true, entries: [published] });
    renderApp('/entrant');
    const card = await findCard();
    await waitFor(() => expect(api.sent('GET', ENTRANT_PATHS.placing(7))).toHaveLength(1));
    expect(within(card).queryByText('Placing')).not.toBeInTheDocument();
  });
});
