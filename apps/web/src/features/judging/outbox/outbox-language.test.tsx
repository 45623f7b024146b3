import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { switchLanguage } from '../../../app/language/app-language';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { toJudgeVehicle } from '../api/get-judge-vehicles';
import { useJudgeStore } from '../stores/judge-store';
import { CLASSICS, EVENT_ID, defaultVehicles, fakeJudgingApi } from '../testing/fake-judging-api';
import { signedInOnFreshTablet } from '../testing/fresh-tablet';
import { vehicleScore } from '../testing/sheets';
import { scoreOutbox } from './score-outbox';

// The outbox speaks the judge's language (issue 33): a score the server refused while the tablet
// synced is said in a toast the outbox raises outside React, and kept for the "waiting to be sent"
// view; the connection notice is worded the same way, and again when the judge changes language.

const JAGUAR = 1;
const ASTON = 2;
const REFUSED_DE = 'Die Bewertung konnte nicht gespeichert werden.';

beforeEach(async () => {
  await switchLanguage('de');
  signedInOnFreshTablet();
  useJudgeStore.setState({
    selectedEventId: EVENT_ID,
    selectedCategoryId: CLASSICS,
    vehicles: defaultVehicles.map(toJudgeVehicle),
    sheets: { [JAGUAR]: vehicleScore({ state: 'pending', editedAt: '2030-05-01T14:05:00.000Z', sheet: { scores: { 11: 7, 12: 4 } } }) },
  });
});

afterEach(async () => {
  await switchLanguage('en');
});

describe('the judge’s outbox in German', () => {
  it('says a score the server refused while syncing, counts the refusals and lists them in German', async () => {
    const api = fakeJudgingApi();
    // Refused for good, without words of the server's own: the outbox's fallback is shown.
    api.answer('POST', API.scoreEntries, () => jsonResponse({}, 422));
    renderApp('/judge/vehicles');

    // The toast the scores lane raised on its first pass, and the header's count (one).
    expect(await screen.findByText(REFUSED_DE)).toBeInTheDocument();
    expect(screen.queryByText('Failed to update the score.')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '1 nicht gespeichert' })).toBeInTheDocument();

    // A second score refused: two, in German's plural.
    act(() => {
      useJudgeStore.getState().applyToSheet(ASTON, {
        type: 'edited',
        intEventId: EVENT_ID,
        intCategoryId: CLASSICS,
        sheet: { scores: { 11: 5, 12: 2 }, specialNote: '', chosen: false },
        editedAt: '2030-05-01T14:10:00.000Z',
      });
    });
    await act(() => scoreOutbox.flush());
    await userEvent.click(await screen.findByRole('button', { name: '2 nicht gespeichert' }));

    // The view lists each with the refusal's words and its time, 24-hour as German writes it.
    const view = screen.getByRole('dialog', { name: 'Wartet auf Versand' });
    const row = within(view)
      .getByText(/E-Type/)
      .closest('li');
    if (!row) throw new Error('no row');
    expect(within(row).getByText(REFUSED_DE)).toBeInTheDocument();
    expect(within(row).getByText(/^Wertung · \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(view).getAllByText(REFUSED_DE)).toHaveLength(2);
  });

  it('says the tablet is offline in German, and in French once the judge switches', async () => {
    fakeJudgingApi();
    renderApp('/judge/vehicles');
    await screen.findAllByText(/E-Type/);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('Sie sind offline')).toBeInTheDocument();
    expect(screen.queryByText('You’re offline')).not.toBeInTheDocument();

    await act(() => switchLanguage('fr'));
    expect(await screen.findByText('Vous êtes hors ligne')).toBeInTheDocument();
    expect(screen.queryByText('Sie sind offline')).not.toBeInTheDocument();
  });
});
