import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { toJudgeVehicle } from '../api/get-judge-vehicles';
import type { SheetDraft } from '../outbox/sheet-state';
import { useJudgeStore } from '../stores/judge-store';
import { vehicleScore } from '../testing/sheets';
import { CLASSICS, EVENT_ID, defaultVehicles, fakeJudgingApi } from '../testing/fake-judging-api';
import { signedInOnFreshTablet } from '../testing/fresh-tablet';

// The "waiting to be sent" view (ADR 030) kept a draft or a refused score of a car the judge can
// no longer open (the organiser took it off their panel, or they stepped aside from it after
// typing) with no way to clear it: the header said "1 draft" for the rest of the show.

const GONE = 42;
const REFUSED_GONE = 43;
const MUSTANG = 3;
const OFF_PANEL = 'You do not judge this category: the organiser took you off its panel.';

const draft = (note: string): SheetDraft => ({
  intEventId: EVENT_ID,
  intCategoryId: CLASSICS,
  sheet: { scores: { 11: 4 }, specialNote: note, chosen: false },
  editedAt: '2030-01-01T10:00:00.000Z',
});

beforeEach(() => {
  signedInOnFreshTablet();
  useJudgeStore.setState({
    selectedEventId: EVENT_ID,
    selectedCategoryId: CLASSICS,
    vehicles: defaultVehicles.map(toJudgeVehicle),
    drafts: { [GONE]: draft('Off the panel now'), [MUSTANG]: draft('Then I stepped aside') },
    sheets: { [REFUSED_GONE]: { ...vehicleScore({ state: 'refused' }), refusal: OFF_PANEL } },
    recusedIds: [MUSTANG],
  });
});

describe('the waiting-to-be-sent view', () => {
  it('lets the judge clear a draft or a refused score of a car they can no longer open', async () => {
    fakeJudgingApi({ recusals: [MUSTANG] });
    renderApp('/judge/vehicles');
    await userEvent.click(await screen.findByRole('button', { name: '1 not saved · 2 drafts' }));
    const view = screen.getByRole('dialog', { name: 'Waiting to be sent' });

    // A refused score nobody can resubmit is dismissed, like a refused step-aside.
    const refused = within(view)
      .getByText(`Vehicle ${String(REFUSED_GONE)}`)
      .closest('li');
    if (!refused) throw new Error('no row');
    expect(within(refused).getByText(OFF_PANEL)).toBeInTheDocument();
    await userEvent.click(within(refused).getByRole('button', { name: `Dismiss: Vehicle ${String(REFUSED_GONE)}` }));
    await waitFor(() => expect(useJudgeStore.getState().sheets[REFUSED_GONE]).toBeUndefined());

    // A draft is discarded after the judge confirms, as on its sheet.
    await userEvent.click(within(view).getByRole('button', { name: `Discard: Vehicle ${String(GONE)}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(useJudgeStore.getState().drafts[GONE]).toBeUndefined());

    // The car stepped aside from opens on "Stepped aside", where its draft cannot be discarded: here it can.
    await userEvent.click(within(view).getByRole('button', { name: /^Discard: CC003/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(useJudgeStore.getState().drafts).toEqual({}));
    expect(within(view).getByText('Nothing waiting: the server has everything.')).toBeInTheDocument();
  });
});
