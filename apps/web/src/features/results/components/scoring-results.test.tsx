import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { categoryRow, classicsEventRow, rankingRow } from '../../../test/rows';

const EVENT = 6;
const CLASSICS = 11;

const eventWith = (scoring: Partial<ShowEvent>): ShowEvent =>
  classicsEventRow({ id: EVENT, title: 'Harbour Concours', categoryId: CLASSICS, judges: [1, 2, 3, 4, 5] }, scoring);

const row = (id: number, name: string, extra: Partial<RankingRow>): RankingRow =>
  rankingRow(id, name, CLASSICS, {
    intTotalScore: 27,
    intMaxScore: 30,
    strTotalScore: '27/30',
    intJudgeCount: 5,
    intCountedJudgeCount: 3,
    ...extra,
  });

const RANKING = [
  row(1, 'Jaguar E-Type', { intRank: 1, strMedal: 'gold' }),
  row(2, 'Aston Martin DB5', { intRank: 2, strTotalScore: '24/30', intTotalScore: 24, strMedal: 'silver', intTieGroup: 1 }),
  row(3, 'Ford Mustang', { intRank: 2, strTotalScore: '24/30', intTotalScore: 24, strMedal: 'silver', intTieGroup: 1 }),
  row(4, 'Austin Seven', {
    intRank: 4,
    strTotalScore: '5/10',
    intTotalScore: 5,
    intMaxScore: 10,
    intJudgeCount: 1,
    intCountedJudgeCount: 1,
  }),
];

function api(event: ShowEvent) {
  return fakeApi((request: LoggedRequest) => {
    if (request.path === API.event(EVENT)) return jsonResponse({ data: event });
    // As the server answers: only drop high and low leaves judges out of a total.
    const counted = (r: RankingRow) => (event.strScoringRule === 'drop-high-low' ? r : { ...r, intCountedJudgeCount: r.intJudgeCount });
    if (request.path === API.ranking) return jsonResponse({ data: RANKING.map(counted) });
    if (request.path === API.categories)
      return jsonResponse({ data: [categoryRow(CLASSICS, { strVehicleCategoryName: 'Classic Cars', intVehicleType: 2 })] });
    if (request.path === API.parameters) {
      return jsonResponse({
        data:
          request.query.get('intVehicleTypeId') === '2'
            ? [{ id: 31, strParameterTitle: 'Paintwork', intScoreLimit: 10, intVehicleTypeId: 2 }]
            : [],
      });
    }
    if (request.path === API.judges || request.path === API.scoreEntries || request.path === API.topChoice)
      return jsonResponse({ data: [] });
    if (request.path === API.scoreConflicts || request.path === API.recusals) return jsonResponse({ data: [] });
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

async function openClassics() {
  const user = userEvent.setup();
  renderApp(`/admin/results/${String(EVENT)}`);
  await screen.findByRole('heading', { name: 'Harbour Concours' });
  await user.selectOptions(screen.getByLabelText('Category'), 'Classic Cars');
  const table = screen.getByRole('table', { name: 'Results' });
  await within(table).findByText('Jaguar E-Type');
  const cellsOf = (name: string) =>
    within(table)
      .getAllByRole('row')
      .find((tr) => within(tr).queryByText(name))
      ?.querySelectorAll('td');
  return { user, table, cellsOf };
}

beforeEach(() => restoreSession(adminUser));

describe('the results under the event’s scoring rule', () => {
  it('says which rule ranked them, shows each medal in words and the judges drop high and low counted', async () => {
    const server = api(
      eventWith({
        strScoringRule: 'drop-high-low',
        intDropMinJudges: 4,
        objMedalBands: { gold: 90, silver: 80, bronze: 70 },
        arrTieBreak: ['score', 'parameter:31', 'picks', 'organiser'],
      }),
    );
    const { table, cellsOf } = await openClassics();
    const note = screen.getByRole('note', { name: 'How the results are ranked' });
    expect(await within(note).findByText(/Paintwork/)).toHaveTextContent(
      "Ranked by: Drop high and low (4+ judges) · tie-break: Score (x/y), Parameter: Paintwork, Judges' picks, Organiser's decision",
    );
    expect(note).toHaveTextContent('Medals: Gold from 90 %, Silver from 80 %, Bronze from 70 % of the maximum');
    // Only the vehicle type of the event's category was asked for its parameters.
    expect(server.sent('GET', API.parameters).map((request) => request.query.get('intVehicleTypeId'))).toEqual(['2']);

    expect(within(table).getByRole('columnheader', { name: 'Medal' })).toBeInTheDocument();
    const jaguar = [...(cellsOf('Jaguar E-Type') ?? [])].map((cell) => cell.textContent);
    expect(jaguar.slice(0, 5)).toEqual(['1', 'Jaguar E-Type CC001', 'Owner 1', '27/303 of 5 judges counted', 'Gold']);
    expect([...(cellsOf('Aston Martin DB5') ?? [])][4]?.textContent).toBe('Silver');
    // Below bronze: no medal; one judge is fewer than four, so every judge counts.
    const austin = [...(cellsOf('Austin Seven') ?? [])].map((cell) => cell.textContent);
    expect(austin.slice(3, 5)).toEqual(['5/101 judge', '—']);

    // The organiser orders what is still tied.
    const ties = screen.getByRole('region', { name: 'Ties' });
    expect(within(ties).getByRole('button', { name: 'Order tie' })).toBeInTheDocument();
  });

  it('offers no tie order when the tie-break leaves out the organiser: the vehicles share the place; no medal column without bands', async () => {
    const server = api(eventWith({ strScoringRule: 'points', objMedalBands: null, arrTieBreak: ['score', 'votes'] }));
    const { table, cellsOf } = await openClassics();
    const note = screen.getByRole('note', { name: 'How the results are ranked' });
    expect(note).toHaveTextContent('Ranked by: Points · tie-break: Score (x/y), Audience votes');
    expect(note).toHaveTextContent('Vehicles these rules cannot separate share their place.');
    expect(note).not.toHaveTextContent('Medals');
    const ties = screen.getByRole('region', { name: 'Ties' });
    expect(ties).toHaveTextContent('Shared place 2 in Classic Cars: Aston Martin DB5, Ford Mustang');
    expect(within(ties).queryByRole('button', { name: 'Order tie' })).not.toBeInTheDocument();
    expect(within(table).getAllByText('Shared place')).toHaveLength(2);
    expect(within(table).queryByRole('columnheader', { name: 'Medal' })).not.toBeInTheDocument();
    // Under Points every judge counts, and is said so.
    expect([...(cellsOf('Jaguar E-Type') ?? [])][3]?.textContent).toBe('27/305 judges');
    // No parameter in the order: no parameter names asked for.
    expect(server.sent('GET', API.parameters)).toHaveLength(0);
    expect(server.sent('GET', API.categories)).toHaveLength(0);
  });
});
