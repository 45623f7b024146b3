import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { classicsEventRow, judgeRow, rankingRow, vehicleRow } from '../../../test/rows';

const EVENT = 3;
const CLASSICS = 11;

const showEvent = classicsEventRow({ id: EVENT, title: 'Spring Concours', categoryId: CLASSICS, judges: [7, 8] });

const judge = (id: number, name: string) => judgeRow(id, name, [EVENT]);

const row = (id: number, name: string, extra: Partial<RankingRow> = {}): RankingRow => rankingRow(id, name, CLASSICS, extra);

const ranking = [
  row(1, 'Jaguar E-Type', { intRank: 1, intVotes: 4 }),
  row(2, 'Aston Martin DB5', { intRank: 2, intTieGroup: 1, strTotalScore: '12/20', intTotalScore: 12 }),
  row(3, 'Ford Mustang', { intRank: 2, intTieGroup: 1, strTotalScore: '12/20', intTotalScore: 12 }),
  row(4, 'Austin Seven', { intRank: null, intTotalScore: null, intMaxScore: null, strTotalScore: null, intJudgeCount: 0 }),
];

/** The Aston Martin as GET /api/vehicle/ lists it: every field the server sends. */
const astonMartin = vehicleRow(2, {
  intEventId: EVENT,
  strUniqueId: 'CC002',
  strBrandName: 'Aston Martin',
  strModelName: 'DB5',
  intCategoryId: CLASSICS,
  blnPaid: true,
  strPaymentStatus: 'Paid',
  strTotalScore: '12/20',
});

const entry = (vehicleId: number, total: number) => ({
  intScoreId: 500 + vehicleId,
  intEventId: EVENT,
  intVehicleId: vehicleId,
  intJudgeId: 7,
  strSpecialNote: '',
  objParameterWiseScore: {},
  objParameterWiseDeductions: {},
  arrParameterWiseScore: [],
  blnTopChoice: vehicleId === 1,
  intTotalScore: total,
  intMaxScore: 10,
  dtEditedAt: '2030-05-01T09:00:00.000Z',
  dtSavedAt: '2030-05-01T09:00:01.000Z',
});

const choice = (vehicleId: number, rank: number, name: string) => ({
  intRank: rank,
  intScoreId: 500 + vehicleId,
  intVehicleId: vehicleId,
  strUniqueId: `CC00${String(vehicleId)}`,
  strVehicleName: name,
  strCategoryName: 'Classic Cars',
  intTotalScore: 9,
  intMaxScore: 10,
  strImage: null,
});

function resultsApi() {
  return fakeApi((request: LoggedRequest) => {
    if (request.path === API.event(EVENT)) return jsonResponse({ data: showEvent });
    if (request.path === API.judges) return jsonResponse({ data: [judge(7, 'Ada Lovelace'), judge(8, 'Ben Okri')] });
    if (request.path === API.ranking) return jsonResponse({ data: ranking });
    if (request.path === API.scoreEntries) {
      return jsonResponse({ data: request.query.get('intJudgeId') === '7' ? [entry(1, 9), entry(2, 6)] : [] });
    }
    if (request.path === API.topChoice) {
      return jsonResponse({
        data: request.query.get('intJudgeId') === '7' ? [choice(1, 1, 'Jaguar E-Type'), choice(2, 2, 'Aston Martin DB5')] : [],
      });
    }
    if (request.path === API.scoreConflicts || request.path === API.recusals) return jsonResponse({ data: [] });
    if (request.method === 'PUT' && request.path === API.rankingTieOrder) return jsonResponse({ data: ranking });
    if (request.path === API.report(EVENT, true))
      return new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

beforeEach(() => {
  restoreSession(adminUser);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

const table = () => screen.getByRole('table', { name: 'Results' });

describe('/admin/results/{eventId}', () => {
  it('asks for a category first, with the first judge preselected', async () => {
    resultsApi();
    renderApp(`/admin/results/${String(EVENT)}`);
    expect(await screen.findByRole('heading', { name: 'Spring Concours' })).toBeInTheDocument();
    expect(within(table()).getByText('Please choose a category')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Judge')).toHaveDisplayValue('Ada Lovelace'));
  });

  it('lists the ranked vehicles with score, votes and the selected judge’s score and choice', async () => {
    const api = resultsApi();
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await screen.findByRole('heading', { name: 'Spring Concours' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Classic Cars');
    const jaguar = (await within(table()).findByText('Jaguar E-Type')).closest('tr') as HTMLElement;
    expect(api.sent('GET', API.ranking)[0]?.query.get('intCategoryId')).toBe(String(CLASSICS));
    await waitFor(() => expect(within(jaguar).getByText('9/10')).toBeInTheDocument());
    expect(within(jaguar).getByText('17/20')).toBeInTheDocument();
    expect(within(jaguar).getByText('4 Votes')).toBeInTheDocument();
    expect(within(jaguar).getByText('Yes')).toBeInTheDocument();
    const austin = within(table()).getByText('Austin Seven').closest('tr') as HTMLElement;
    expect(within(austin).getByText('No score available')).toBeInTheDocument();
    expect(within(austin).getByText('0 Votes')).toBeInTheDocument();
    expect(within(austin).getByText('No')).toBeInTheDocument();

    // Another judge: their scores and choices (none here).
    await user.selectOptions(screen.getByLabelText('Judge'), 'Ben Okri');
    await waitFor(() => expect(within(jaguar).getByText('No')).toBeInTheDocument());
    expect(within(jaguar).getByText('—')).toBeInTheDocument();
  });

  it('gives an unscored vehicle no rank, says how many judges scored beside x/y, says 1 Vote, and states the tie-break order', async () => {
    const api = resultsApi();
    api.answer('GET', API.ranking, () =>
      jsonResponse({
        data: [
          row(1, 'Jaguar E-Type', { intRank: 1, intVotes: 1, intJudgeCount: 3, strTotalScore: '51/60' }),
          row(4, 'Austin Seven', { intRank: null, intTotalScore: null, intMaxScore: null, strTotalScore: null, intJudgeCount: 0 }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await screen.findByRole('heading', { name: 'Spring Concours' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Classic Cars');
    const jaguar = (await within(table()).findByText('Jaguar E-Type')).closest('tr') as HTMLElement;
    const cells = (tr: HTMLElement) =>
      within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(jaguar).slice(0, 5)).toEqual(['1', 'Jaguar E-Type CC001', 'Owner 1', '51/603 judges', '1 Vote']);
    const austin = within(table()).getByText('Austin Seven').closest('tr') as HTMLElement;
    expect(cells(austin).slice(0, 5)).toEqual(['–', 'Austin Seven CC004', 'Owner 4', 'No score available', '0 Votes']);
    expect(screen.getByRole('note', { name: 'How the results are ranked' })).toHaveTextContent(
      "Ranked by: Points · tie-break: Score (x/y), Judges' picks, Audience votes, Organiser's decision",
    );
  });

  it('flags a tie across the last award place: it decides who gets an award', async () => {
    const api = resultsApi();
    api.answer('GET', API.ranking, () =>
      jsonResponse({
        data: [
          row(1, 'Jaguar E-Type', { intRank: 1 }),
          row(2, 'Aston Martin DB5', { intRank: 2 }),
          row(3, 'Ford Mustang', { intRank: 3, intTieGroup: 1, blnTieAtAwardCut: true }),
          row(4, 'Austin Seven', { intRank: 3, intTieGroup: 1, blnTieAtAwardCut: true }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await screen.findByRole('heading', { name: 'Spring Concours' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Classic Cars');
    const ties = await screen.findByRole('region', { name: 'Ties' });
    expect(within(ties).getByText(/Tie for rank 3 in Classic Cars: Ford Mustang, Austin Seven/)).toHaveTextContent(
      'It decides who gets an award: order it before the prize-giving.',
    );
    expect(within(table()).getAllByText('Tie at the award places')).toHaveLength(2);
  });

  it('offers the chosen category’s panel as its judges, the first preselected; All offers every judge', async () => {
    const api = resultsApi();
    api.answer('GET', API.event(EVENT), () =>
      jsonResponse({ data: { ...showEvent, arrPanels: [{ intCategoryId: CLASSICS, arrJudges: [8], blnWholeEvent: false }] } }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await screen.findByRole('heading', { name: 'Spring Concours' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Classic Cars');
    await waitFor(() => expect(screen.getByLabelText('Judge')).toHaveDisplayValue('Ben Okri'));
    const options = () =>
      within(screen.getByLabelText('Judge'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['Select Judge', 'Ben Okri']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(options()).toEqual(['Select Judge', 'Ada Lovelace', 'Ben Okri']);
  });

  it('opens a vehicle to each judge’s sheet: scores per parameter, note, pick, stepped aside, waiting, off panel; downloads its score sheet', async () => {
    const api = resultsApi();
    // Ada (7) and a judge since taken off the panel (9) scored the Jaguar; Ben (8) stepped aside.
    api.answer('GET', API.event(EVENT), () =>
      jsonResponse({
        data: {
          ...showEvent,
          arrJudges: [7, 8, 10],
          arrPanels: [{ intCategoryId: CLASSICS, arrJudges: [7, 8, 10], blnWholeEvent: false }],
        },
      }),
    );
    api.answer('GET', API.judges, () =>
      jsonResponse({ data: [judge(7, 'Ada Lovelace'), judge(8, 'Ben Okri'), judge(9, 'Cy Twombly'), judge(10, 'Di Fox')] }),
    );
    api.answer('GET', API.scoreEntries, (request) =>
      request.query.get('intVehicleId') === '1'
        ? jsonResponse({
            data: [
              {
                ...entry(1, 12),
                intMaxScore: 15,
                strSpecialNote: 'Immaculate chrome.',
                arrParameterWiseScore: [
                  { intParameterId: 11, strParameterTitle: 'Paint', intScore: 9, intScoreLimit: 10, blnRetired: false },
                  { intParameterId: 12, strParameterTitle: 'Engine', intScore: 3, intScoreLimit: 5, blnRetired: true },
                ],
              },
              { ...entry(1, 4), intScoreId: 900, intJudgeId: 9, blnTopChoice: false },
            ],
          })
        : undefined,
    );
    api.answer('GET', API.recusals, (request) =>
      request.query.get('intVehicleId') === '1'
        ? jsonResponse({
            data: [
              {
                intEventId: EVENT,
                intVehicleId: 1,
                intJudgeId: 8,
                strJudgeName: 'Ben Okri',
                strReason: 'My cousin’s car',
                dtCreatedAt: '2030-05-01T09:30:00.000Z',
              },
            ],
          })
        : undefined,
    );
    api.answer(
      'GET',
      API.scoreSheets(EVENT),
      () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await screen.findByRole('heading', { name: 'Spring Concours' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Classic Cars');
    await user.click(await within(table()).findByRole('button', { name: /^Judges' sheets of Jaguar E-Type\b/ }));
    const dialog = await screen.findByRole('dialog', { name: "Judges' sheets: Jaguar E-Type" });
    const sheet = async (name: string) => within(dialog).findByRole('listitem', { name: `${name}'s sheet` });

    const ada = await sheet('Ada Lovelace');
    expect(within(ada).getByText('Scored')).toBeInTheDocument();
    expect(within(ada).getByText('Judges Choice')).toBeInTheDocument();
    const scores = within(ada).getByRole('table', { name: "Ada Lovelace's scores" });
    expect(
      within(scores)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ParameterScore', 'Paint9/10', 'Engine(retired since)3/5', 'Total12/15']);
    expect(ada).toHaveTextContent('Special Note: Immaculate chrome.');
    expect(ada).toHaveTextContent('Last edited');

    const ben = await sheet('Ben Okri');
    expect(within(ben).getByText('Stepped aside')).toBeInTheDocument();
    expect(ben).toHaveTextContent('Reason: My cousin’s car');
    expect(within(await sheet('Di Fox')).getByText('Waiting')).toBeInTheDocument();
    const cy = await sheet('Cy Twombly');
    expect(within(cy).getByText('Off panel')).toBeInTheDocument();
    expect(within(cy).getByText('Scored')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: /Show judges as Judge 1, 2/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download Score Sheet' }));
    await waitFor(() => expect(api.sent('GET', API.scoreSheets(EVENT))).toHaveLength(1));
    const sent = api.sent('GET', API.scoreSheets(EVENT))[0];
    expect([sent?.query.get('intVehicleId'), sent?.query.get('blnAnonymous')]).toEqual(['1', 'true']);
  });

  it('says Failed to fetch scores. (or the server’s reason) when the ranking cannot be loaded', async () => {
    const api = resultsApi();
    api.answer('GET', API.ranking, () => jsonResponse({ detail: 'Event not found.' }, 404));
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await user.click(await screen.findByRole('button', { name: 'All' }));
    expect(await within(table()).findByText('Event not found.')).toBeInTheDocument();
  });

  it('All shows every category, with the category column', async () => {
    const api = resultsApi();
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await user.click(await screen.findByRole('button', { name: 'All' }));
    await within(table()).findByText('Jaguar E-Type');
    expect(within(table()).getByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
    expect(api.sent('GET', API.ranking)[0]?.query.has('intCategoryId')).toBe(false);
  });

  it('shows a tie the rules could not break, and the admin orders it', async () => {
    const api = resultsApi();
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await screen.findByRole('heading', { name: 'Spring Concours' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Classic Cars');
    const ties = await screen.findByRole('region', { name: 'Ties' });
    expect(within(ties).getByText(/Tie for rank 2 in Classic Cars: Aston Martin DB5, Ford Mustang/)).toBeInTheDocument();
    expect(within(table()).getAllByText('Tie')).toHaveLength(2);

    await user.click(within(ties).getByRole('button', { name: 'Order tie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order the tie for rank 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Move Ford Mustang up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
    await waitFor(() =>
      expect(api.sent('PUT', API.rankingTieOrder)[0]?.body).toEqual({ intEventId: EVENT, intCategoryId: CLASSICS, arrVehicleIds: [3, 2] }),
    );
  });

  it('downloads the result as report-{eventId}.pdf with SPEC’s toasts', async () => {
    const api = resultsApi();
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await user.click(await screen.findByRole('button', { name: 'Download Result' }));
    expect(await screen.findByText('Finished downloading result')).toBeInTheDocument();
    expect(api.sent('GET', API.report(EVENT, true))).toHaveLength(1);
  });

  it('says Could not download file. when the report fails', async () => {
    const api = resultsApi();
    api.answer('GET', API.report(EVENT, true), () => jsonResponse({ detail: 'boom' }, 500));
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await user.click(await screen.findByRole('button', { name: 'Download Result' }));
    expect(await screen.findByText('Could not download file.')).toBeInTheDocument();
  });
});

describe('judging notes on the results page', () => {
  it('names the vehicles a judge stepped aside from and the conflicts left to resolve', async () => {
    const api = resultsApi();
    api.answer('GET', API.vehicles, () => jsonResponse({ data: [astonMartin] }));
    api.answer('GET', API.recusals, () =>
      jsonResponse({
        data: [
          { intEventId: EVENT, intVehicleId: 2, intJudgeId: 8, strJudgeName: 'Ben Okri', strReason: 'My cousin’s car', dtCreatedAt: '' },
        ],
      }),
    );
    renderApp(`/admin/results/${String(EVENT)}`);
    expect(await screen.findByText('Ben Okri, Aston Martin DB5 (CC002): My cousin’s car')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stepped aside (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Score conflicts (0)' })).toBeInTheDocument();
  });
});

describe('score conflicts on the results page', () => {
  const conflict = {
    id: 41,
    intEventId: EVENT,
    intVehicleId: 2,
    intJudgeId: 7,
    strJudgeName: 'Ada Lovelace',
    objRejected: { objParameterWiseScore: { '5': 2, '6': 1 }, strSpecialNote: 'Rust on the sill', blnTopChoice: false },
    dtRejectedEditedAt: '2030-05-01T10:00:00.000Z',
    dtKeptEditedAt: '2030-05-01T11:00:00.000Z',
    dtReceivedAt: '2030-05-01T11:05:00.000Z',
    strDeviceId: 'tablet-A',
    blnResolved: false,
  };
  const applyPath = `${API.scoreConflicts}41/apply/`;
  const applyButton = () =>
    screen.findByRole('button', { name: 'Apply: make this edit the saved score (Ada Lovelace, Aston Martin DB5 (CC002))' });

  function conflictApi(apply: () => Response) {
    const api = resultsApi();
    let resolved = false;
    api.answer('GET', API.vehicles, () => jsonResponse({ data: [astonMartin] }));
    api.answer('GET', API.scoreConflicts, () => jsonResponse({ data: [{ ...conflict, blnResolved: resolved }] }));
    api.answer('POST', applyPath, () => {
      const answer = apply();
      resolved = answer.ok;
      return answer;
    });
    return api;
  }

  it('applies a conflicting edit only after a confirmation, then shows it settled', async () => {
    const api = conflictApi(() => jsonResponse({ data: entry(2, 3) }));
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    expect(await screen.findByText(/It gave 3 points, note “Rust on the sill”\./)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Resolve: keep the saved score (Ada Lovelace, Aston Martin DB5 (CC002))' }),
    ).toBeInTheDocument();

    await user.click(await applyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Apply this edit?' });
    expect(dialog).toHaveTextContent('Ada Lovelace’s edit from');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST', applyPath)).toHaveLength(0);

    await user.click(await applyButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Apply this edit?' })).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Edit applied')).toBeInTheDocument();
    expect(api.sent('POST', applyPath)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Score conflicts (0)' })).toBeInTheDocument();
  });

  it('shows the server’s reason when an edit cannot be applied, and keeps the conflict', async () => {
    conflictApi(() => jsonResponse({ detail: 'This edit cannot be applied: the judge stepped aside from this vehicle.' }, 409));
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await user.click(await applyButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Apply this edit?' })).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This edit cannot be applied: the judge stepped aside from this vehicle.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Score conflicts (1)' })).toBeInTheDocument();
  });
});

describe('/admin/results/{eventId}/judges-choice', () => {
  it('shows the first judge’s picks as ranked cards; another judge with none says No Vehicle Choice Found.', async () => {
    resultsApi();
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}/judges-choice`);
    expect(await screen.findByLabelText('Rank 1')).toHaveTextContent('01');
    expect(screen.getByLabelText('Rank 2')).toHaveTextContent('02');
    expect(screen.getByText('Jaguar E-Type')).toBeInTheDocument();
    expect(screen.getByText('CC001')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Judge'), 'Ben Okri');
    expect(await screen.findByText('No Vehicle Choice Found.')).toBeInTheDocument();
  });
});
