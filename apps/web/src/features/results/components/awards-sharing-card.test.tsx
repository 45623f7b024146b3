import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { publishBodySchema, type Awards, type AwardsSharing } from '@showgrid/shared/schemas/awards';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { eventRow } from '../../../test/rows';

/** The results page's "Awards and published results": the organiser chooses what entrants see (ADR 028, 032). */

const EVENT = 3;
const EVENT_ROW = eventRow(EVENT, 'Spring Concours', '2030-05-01T09:00:00.000Z');
const EMPTY_LISTS: string[] = [API.judges, API.ranking, API.scoreConflicts, API.recusals];
const AWARDS: Awards = {
  intEventId: EVENT,
  strEventTitle: 'Spring Concours',
  strScoringRuleText: 'Points',
  arrCategories: [],
  arrPeoplesChoice: [],
  arrJudgesPicks: [],
};

function sharingApi(initial: AwardsSharing) {
  let sharing = initial;
  return fakeApi((request: LoggedRequest) => {
    if (request.path === API.event(EVENT)) return jsonResponse({ data: EVENT_ROW });
    if (request.path === API.awards(EVENT)) return jsonResponse({ data: { ...AWARDS, objSharing: sharing } });
    if (request.method === 'PUT' && request.path === API.awardsPublish(EVENT)) {
      const body = publishBodySchema.parse(request.body);
      sharing = {
        ...sharing,
        blnPublished: body.blnPublished,
        blnShowScores: body.blnShowScores,
        blnShowJudges: body.blnShowJudges ?? sharing.blnShowJudges,
      };
      return jsonResponse({ data: sharing });
    }
    if (EMPTY_LISTS.includes(request.path)) return jsonResponse({ data: [] });
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

beforeEach(() => restoreSession(adminUser));

const card = async () => within(await screen.findByRole('region', { name: 'Awards and published results' }));

describe('Awards and published results', () => {
  it('names the judges only when the organiser ticks it, once the results are published; the scores box is kept', async () => {
    const api = sharingApi({ blnLinkActive: false, blnPublished: false, blnShowScores: false, blnShowJudges: false });
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    const section = await card();
    const judges = section.getByLabelText('Name the judges and their picks');
    expect(judges).toBeDisabled();

    await user.click(section.getByLabelText('Publish the results'));
    await waitFor(() => expect(judges).toBeEnabled());
    await user.click(section.getByLabelText('Show the scores'));
    await waitFor(() => expect(section.getByLabelText('Show the scores')).toBeChecked());
    await user.click(judges);
    await waitFor(() => expect(judges).toBeChecked());
    expect(api.sent('PUT', API.awardsPublish(EVENT)).map((r) => r.body)).toEqual([
      { blnPublished: true, blnShowScores: false },
      { blnPublished: true, blnShowScores: true },
      { blnPublished: true, blnShowScores: true, blnShowJudges: true },
    ]);
  });

  it('ticks a box in the click itself, before the server answers, and keeps it ticked once it has (CI: Playwright saw it unticked)', async () => {
    sharingApi({ blnLinkActive: false, blnPublished: false, blnShowScores: false, blnShowJudges: false });
    renderApp(`/admin/results/${String(EVENT)}`);
    const publish = (await card()).getByLabelText('Publish the results');
    // A plain click event, looked at in the same turn: nothing else may run in between.
    fireEvent.click(publish);
    expect(publish).toBeChecked();
    await waitFor(() => expect(publish).toBeEnabled());
    expect(publish).toBeChecked();
  });
});
