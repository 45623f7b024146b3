import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { ScoreConflict, ScoreEntry } from '@showgrid/shared/schemas/score';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { classicsEventRow, judgeRow, rankingRow, vehicleRow } from '../../../test/rows';
import { LEFT_OUT } from './vehicle-sheets-dialog';

// Issue 29's finds on the results page: the judges' sheets dialog lists deductions with their
// reasons and marks the sheets drop high and low leaves out; the All view names the judge its
// judge columns are for; paper sheets and the conflicts they raise are shown as such.

const EVENT = 8;
const CLASSICS = 41;
const PAINT = 51;

const event = (extra: Partial<ShowEvent> = {}) =>
  classicsEventRow({ id: EVENT, title: 'Lakeside Concours', categoryId: CLASSICS, judges: [1, 2, 3, 4] }, extra);

const judge = (id: number, name: string) => judgeRow(id, name, [EVENT]);
const JUDGES = [judge(1, 'Ada Lovelace'), judge(2, 'Ben Okri'), judge(3, 'Cy Twombly'), judge(4, 'Di Fox')];

const row = rankingRow(1, 'Jaguar E-Type', CLASSICS, {
  intTotalScore: 13,
  strTotalScore: '13/20',
  intJudgeCount: 4,
  intCountedJudgeCount: 2,
});

/** A judge's sheet of the Jaguar: Paint only, out of 10. */
const sheet = (judgeId: number, score: number, extra: Partial<ScoreEntry> = {}): ScoreEntry => ({
  intScoreId: 600 + judgeId,
  intEventId: EVENT,
  intVehicleId: 1,
  intJudgeId: judgeId,
  strSpecialNote: '',
  objParameterWiseScore: { [PAINT]: score },
  objParameterWiseDeductions: {},
  arrParameterWiseScore: [{ intParameterId: PAINT, strParameterTitle: 'Paint', intScore: score, intScoreLimit: 10, blnRetired: false }],
  blnTopChoice: false,
  intTotalScore: score,
  intMaxScore: 10,
  dtEditedAt: '2030-05-01T09:00:00.000Z',
  dtSavedAt: '2030-05-01T09:00:01.000Z',
  ...extra,
});

function api(showEvent: ShowEvent, sheets: ScoreEntry[], conflicts: ScoreConflict[] = []) {
  return fakeApi((request: LoggedRequest) => {
    if (request.path === API.event(EVENT)) return jsonResponse({ data: showEvent });
    if (request.path === API.judges) return jsonResponse({ data: JUDGES });
    if (request.path === API.ranking) return jsonResponse({ data: [row] });
    if (request.path === API.scoreEntries) {
      const judgeId = request.query.get('intJudgeId');
      return jsonResponse({ data: judgeId === null ? sheets : sheets.filter((s) => String(s.intJudgeId) === judgeId) });
    }
    if (request.path === API.vehicles)
      return jsonResponse({
        data: [vehicleRow(1, { intEventId: EVENT, strUniqueId: 'CC001', strBrandName: 'Jaguar', strModelName: 'E-Type' })],
      });
    if (request.path === API.scoreConflicts) return jsonResponse({ data: conflicts });
    if (request.path === API.topChoice || request.path === API.recusals) return jsonResponse({ data: [] });
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

beforeEach(() => restoreSession(adminUser));

async function openSheets() {
  const user = userEvent.setup();
  renderApp(`/admin/results/${String(EVENT)}`);
  await screen.findByRole('heading', { name: 'Lakeside Concours' });
  await user.selectOptions(screen.getByLabelText('Category'), 'Classic Cars');
  await user.click(
    await within(screen.getByRole('table', { name: 'Results' })).findByRole('button', { name: /^Judges' sheets of Jaguar E-Type\b/ }),
  );
  const dialog = await screen.findByRole('dialog', { name: "Judges' sheets: Jaguar E-Type" });
  return (name: string) => within(dialog).findByRole('listitem', { name: `${name}'s sheet` });
}

describe('the judges’ sheets dialog', () => {
  it('lists a deduction sheet’s deductions with their reasons under their parameter', async () => {
    const deducted = sheet(1, 7, {
      objParameterWiseDeductions: {
        [PAINT]: [
          { intPoints: 2, strReason: 'Paint chip' },
          { intPoints: 1, strReason: '' },
        ],
      },
    });
    api(event({ strScoringRule: 'deduction' }), [deducted]);
    const sheetOf = await openSheets();
    const scores = within(await sheetOf('Ada Lovelace')).getByRole('table', { name: "Ada Lovelace's scores" });
    expect(
      within(scores)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ParameterScore', 'Paint7/10', '−2 Paint chip', '−1', 'Total7/10']);
  });

  it('marks the sheets drop high and low leaves out of the total, and only those', async () => {
    api(event({ strScoringRule: 'drop-high-low', intDropMinJudges: 4 }), [sheet(1, 9), sheet(2, 2), sheet(3, 6), sheet(4, 7)]);
    const sheetOf = await openSheets();
    for (const name of ['Ada Lovelace', 'Ben Okri']) {
      const card = await sheetOf(name);
      expect(within(card).getByText('Not counted')).toBeInTheDocument();
      expect(card).toHaveTextContent(LEFT_OUT);
    }
    for (const name of ['Cy Twombly', 'Di Fox']) expect(within(await sheetOf(name)).queryByText('Not counted')).not.toBeInTheDocument();
  });

  it('counts every sheet under Points (nothing marked), and shows a sheet entered from paper and by whom', async () => {
    api(event(), [
      sheet(1, 9, { blnFromPaper: true, intEnteredById: 99, strEnteredByName: 'Clara Chief' }),
      sheet(2, 2),
      sheet(3, 6),
      sheet(4, 7),
    ]);
    const sheetOf = await openSheets();
    const ada = await sheetOf('Ada Lovelace');
    expect(within(ada).getByText('Entered from paper')).toBeInTheDocument();
    expect(ada).toHaveTextContent('Entered from paper by Clara Chief');
    expect(within(await sheetOf('Ben Okri')).queryByText('Entered from paper')).not.toBeInTheDocument();
    expect(screen.queryByText('Not counted')).not.toBeInTheDocument();
  });
});

describe('the results table', () => {
  it('names the judge the Judge Score and Judges Choice columns are for, on All as in a category', async () => {
    api(event(), [sheet(1, 9)]);
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await user.click(await screen.findByRole('button', { name: 'All' }));
    const table = screen.getByRole('table', { name: 'Results' });
    await within(table).findByText('Jaguar E-Type');
    expect(within(table).getByRole('columnheader', { name: 'Judge Score Ada Lovelace' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Judges Choice Ada Lovelace' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Judge'), 'Di Fox');
    expect(within(table).getByRole('columnheader', { name: 'Judge Score Di Fox' })).toBeInTheDocument();
  });

  it('explains a tablet’s sheet set aside because the chief judge entered the paper sheet', async () => {
    const conflict: ScoreConflict = {
      id: 3,
      intEventId: EVENT,
      intVehicleId: 1,
      intJudgeId: 2,
      strJudgeName: 'Ben Okri',
      objRejected: { objParameterWiseScore: { [PAINT]: 4 }, strSpecialNote: '', blnTopChoice: false },
      dtRejectedEditedAt: '2030-05-01T11:00:00.000Z',
      dtKeptEditedAt: '2030-05-01T10:00:00.000Z',
      dtReceivedAt: '2030-05-01T11:01:00.000Z',
      strDeviceId: 'tablet-B',
      blnResolved: false,
      blnKeptFromPaper: true,
    };
    api(event(), [], [conflict]);
    renderApp(`/admin/results/${String(EVENT)}`);
    expect(
      await screen.findByText(
        /^Ben Okri, Jaguar E-Type \(CC001\): the tablet’s sheet from .+ came after the paper sheet entered for this judge and was set aside, not applied\. It gave 4 points\.$/,
      ),
    ).toBeInTheDocument();
  });
});
