import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Coverage } from '@showgrid/shared/schemas/coverage';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { ScoreEntry } from '@showgrid/shared/schemas/score';
import { captureDownloads } from '../../../test/capture-downloads';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { classicsEventRow, judgeRow, rankingRow, vehicleRow } from '../../../test/rows';
import { setTokens } from '../../../lib/token-storage';

// ADR 034: the chief judge types in a judge's paper sheet when the tablet died, from the results
// page (a car's judges' sheets) and from the coverage page (a car's cell of a judge).

const EVENT = 5;
const CLASSICS = 21;
const PAINT = 31;
const ENGINE = 32;

const event = (extra: Partial<ShowEvent> = {}) =>
  classicsEventRow({ id: EVENT, title: 'Harbour Concours', categoryId: CLASSICS, judges: [7, 8] }, extra);

const judge = (id: number, name: string) => judgeRow(id, name, [EVENT]);

const jaguarRow = rankingRow(1, 'Jaguar E-Type', CLASSICS, { intTotalScore: 12, intMaxScore: 15, strTotalScore: '12/15' });

/** Ada's (7) sheet of the Jaguar, from her tablet. */
const tabletSheet: ScoreEntry = {
  intScoreId: 501,
  intEventId: EVENT,
  intVehicleId: 1,
  intJudgeId: 7,
  strSpecialNote: 'Lovely',
  objParameterWiseScore: { [PAINT]: 9, [ENGINE]: 3 },
  objParameterWiseDeductions: {},
  arrParameterWiseScore: [
    { intParameterId: PAINT, strParameterTitle: 'Paint', intScore: 9, intScoreLimit: 10, blnRetired: false },
    { intParameterId: ENGINE, strParameterTitle: 'Engine', intScore: 3, intScoreLimit: 5, blnRetired: false },
  ],
  blnTopChoice: false,
  intTotalScore: 12,
  intMaxScore: 15,
  dtEditedAt: '2030-05-01T09:00:00.000Z',
  dtSavedAt: '2030-05-01T09:00:01.000Z',
  blnFromPaper: false,
  intEnteredById: null,
  strEnteredByName: null,
};

const coverage: Coverage = {
  intEventId: EVENT,
  arrCategories: [
    {
      intCategoryId: CLASSICS,
      strCategoryName: 'Classic Cars',
      arrJudges: [
        { intJudgeId: 7, strFullName: 'Ada Lovelace', blnOnPanel: true },
        { intJudgeId: 8, strFullName: 'Ben Okri', blnOnPanel: true },
      ],
      arrVehicles: [
        {
          intVehicleId: 1,
          strVehicleId: 'CC001',
          strVehicleName: 'Jaguar E-Type',
          strRegistrationNo: 'REG 1',
          intScoredCount: 1,
          intWaitingCount: 1,
          arrCells: [
            { intJudgeId: 7, strState: 'scored', strTotalScore: '12/15' },
            { intJudgeId: 8, strState: 'waiting', strTotalScore: null },
          ],
        },
      ],
      intScoredCells: 1,
      intSteppedAsideCells: 0,
      intWaitingCells: 1,
    },
  ],
};

function paperApi(showEvent = event()) {
  return fakeApi((request: LoggedRequest) => {
    if (request.path === API.event(EVENT)) return jsonResponse({ data: showEvent });
    if (request.path === API.judges) return jsonResponse({ data: [judge(7, 'Ada Lovelace'), judge(8, 'Ben Okri')] });
    if (request.path === API.ranking) return jsonResponse({ data: [jaguarRow] });
    if (request.path === `${API.vehicles}1/`)
      return jsonResponse({ data: vehicleRow(1, { intEventId: EVENT, intVehicleTypeId: 4, blnPaid: true, strPaymentStatus: 'Paid' }) });
    if (request.path === API.parameters && request.query.get('intVehicleTypeId') === '4') {
      return jsonResponse({
        data: [
          { id: PAINT, strParameterTitle: 'Paint', intScoreLimit: 10, intVehicleTypeId: 4 },
          { id: ENGINE, strParameterTitle: 'Engine', intScoreLimit: 5, intVehicleTypeId: 4 },
        ],
      });
    }
    if (request.method === 'GET' && request.path === API.scoreEntries) {
      const ada = request.query.get('intJudgeId') === '7' || request.query.get('intJudgeId') === null;
      return jsonResponse({ data: request.query.get('intVehicleId') === '1' && ada ? [tabletSheet] : [] });
    }
    if (request.method === 'POST' && request.path === API.scoreEntries)
      return jsonResponse({ data: { ...tabletSheet, intJudgeId: 8, blnFromPaper: true } }, 201);
    if (request.path === API.topChoice || request.path === API.recusals || request.path === API.scoreConflicts)
      return jsonResponse({ data: [] });
    if (request.path === API.coverage) return jsonResponse({ data: coverage });
    if (request.path === API.blankSheet(EVENT))
      return new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

beforeEach(() => restoreSession(adminUser));

async function openJaguarSheets() {
  const user = userEvent.setup();
  renderApp(`/admin/results/${String(EVENT)}`);
  await screen.findByRole('heading', { name: 'Harbour Concours' });
  await user.selectOptions(screen.getByLabelText('Category'), 'Classic Cars');
  const table = screen.getByRole('table', { name: 'Results' });
  await user.click(await within(table).findByRole('button', { name: /^Judges' sheets of Jaguar E-Type\b/ }));
  return { user, sheets: await screen.findByRole('dialog', { name: "Judges' sheets: Jaguar E-Type" }) };
}

describe('entering a paper sheet from the results page', () => {
  it('opens from a judge’s sheet, checks each score against its limit, and saves it as that judge’s sheet from paper', async () => {
    const api = paperApi();
    const { user, sheets } = await openJaguarSheets();
    await user.click(await within(sheets).findByRole('button', { name: 'Enter paper sheet for Ben Okri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter paper sheet: CC001 · Jaguar E-Type' });
    expect(within(dialog).getByLabelText('Judge')).toHaveDisplayValue('Ben Okri');
    const paint = await within(dialog).findByLabelText('Paint (0–10)');
    const engine = within(dialog).getByLabelText('Engine (0–5)');

    await user.type(paint, '11');
    await user.type(engine, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save paper sheet' }));
    expect(within(dialog).getByText('Enter a whole number from 0 to 10.')).toBeInTheDocument();
    expect(paint).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', API.scoreEntries)).toHaveLength(0);

    await user.clear(paint);
    await user.type(paint, '8');
    await user.type(within(dialog).getByLabelText('Special note'), 'Scored on paper: tablet battery dead');
    await user.click(within(dialog).getByRole('switch', { name: 'Judges Choice' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save paper sheet' }));
    await waitFor(() => expect(api.sent('POST', API.scoreEntries)).toHaveLength(1));
    expect(api.sent('POST', API.scoreEntries)[0]?.body).toEqual({
      intEventId: EVENT,
      intVehicleId: 1,
      intJudgeId: 8,
      blnFromPaper: true,
      objParameterWiseScore: { [PAINT]: 8, [ENGINE]: 4 },
      strSpecialNote: 'Scored on paper: tablet battery dead',
      blnTopChoice: true,
    });
    expect(await screen.findByText('Paper sheet saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Enter paper sheet/ })).not.toBeInTheDocument());
  });

  it('says the judge’s tablet sheet will be replaced, starts from it, and shows the server’s refusal', async () => {
    const api = paperApi();
    api.answer('POST', API.scoreEntries, () =>
      jsonResponse({ detail: 'This judge stepped aside from this vehicle; it cannot be scored.' }, 409),
    );
    const { user, sheets } = await openJaguarSheets();
    await user.click(await within(sheets).findByRole('button', { name: 'Enter paper sheet for Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter paper sheet: CC001 · Jaguar E-Type' });
    // Waited for by its words: while the judge's sheet loads, the dialog's status is the spinner (CI found that first).
    const notice = (await within(dialog).findByText(/already has a sheet for this car from the tablet \(/)).closest('[role="status"]');
    expect(notice).toHaveTextContent('Ada Lovelace already has a sheet for this car from the tablet (');
    expect(notice).toHaveTextContent('Saving the paper sheet replaces it; the tablet’s sheet stays in the audit log.');
    expect(within(dialog).getByLabelText('Paint (0–10)')).toHaveValue(9);
    expect(within(dialog).getByLabelText('Special note')).toHaveValue('Lovely');
    await user.click(within(dialog).getByRole('button', { name: 'Save paper sheet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This judge stepped aside from this vehicle; it cannot be scored.');
    expect(screen.getByRole('dialog', { name: /Enter paper sheet/ })).toBeInTheDocument();
  });

  it('on a Deduction event takes deductions with reasons, shows each parameter’s score as they add up, and sends them', async () => {
    const api = paperApi(event({ strScoringRule: 'deduction', arrDeductionReasons: ['Paint chip', 'Scratch'] }));
    const { user, sheets } = await openJaguarSheets();
    await user.click(await within(sheets).findByRole('button', { name: 'Enter paper sheet for Ben Okri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter paper sheet: CC001 · Jaguar E-Type' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add deduction to Paint' }));
    const points = within(dialog).getByRole('spinbutton', { name: 'Points 1 off Paint' });
    await user.clear(points);
    await user.type(points, '2');
    await user.type(within(dialog).getByRole('combobox', { name: 'Reason 1 for Paint' }), 'Paint chip');
    expect(within(dialog).getByRole('group', { name: 'Paint: 8 of 10' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Engine: 5 of 5' })).toHaveTextContent('No deductions: full marks.');
    await user.click(within(dialog).getByRole('button', { name: 'Save paper sheet' }));
    await waitFor(() => expect(api.sent('POST', API.scoreEntries)).toHaveLength(1));
    expect(api.sent('POST', API.scoreEntries)[0]?.body).toMatchObject({
      intJudgeId: 8,
      blnFromPaper: true,
      objParameterWiseScore: { [PAINT]: 8, [ENGINE]: 5 },
      objParameterWiseDeductions: { [PAINT]: [{ intPoints: 2, strReason: 'Paint chip' }], [ENGINE]: [] },
    });
  });

  it('downloads the chosen judge’s blank judging sheet of the chosen category', async () => {
    const api = paperApi();
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await screen.findByRole('heading', { name: 'Harbour Concours' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Classic Cars');
    await user.selectOptions(screen.getByLabelText('Judge'), 'Ben Okri');
    await user.click(screen.getByRole('button', { name: 'Blank judging sheet for Ben Okri, Classic Cars' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['blank-sheet-5-Classic-Cars-JDG-008.pdf']));
    const sent = api.sent('GET', API.blankSheet(EVENT))[0];
    expect([sent?.query.get('intCategoryId'), sent?.query.get('intJudgeId')]).toEqual([String(CLASSICS), '8']);
  });
});

describe('entering a paper sheet from the coverage page', () => {
  beforeEach(async () => {
    await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { OPEN: 1 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the form from a car’s cell of a judge, and prints a judge’s blank sheet from the column heading', async () => {
    const api = paperApi();
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderApp(`/admin/coverage/${String(EVENT)}`);
    const grid = await screen.findByRole('table', { name: 'Coverage of Classic Cars' });
    await user.click(within(grid).getByRole('button', { name: 'Blank sheet for Ada Lovelace, Classic Cars' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['blank-sheet-5-Classic-Cars-JDG-007.pdf']));
    expect(api.sent('GET', API.blankSheet(EVENT))[0]?.query.get('intJudgeId')).toBe('7');

    await user.click(within(grid).getByRole('button', { name: 'Waiting: enter paper sheet of Ben Okri for CC001 · Jaguar E-Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter paper sheet: CC001 · Jaguar E-Type' });
    expect(within(dialog).getByLabelText('Judge')).toHaveDisplayValue('Ben Okri');
    await user.type(await within(dialog).findByLabelText('Paint (0–10)'), '7');
    await user.type(within(dialog).getByLabelText('Engine (0–5)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save paper sheet' }));
    await waitFor(() =>
      expect(api.sent('POST', API.scoreEntries)[0]?.body).toMatchObject({
        intJudgeId: 8,
        blnFromPaper: true,
        objParameterWiseScore: { [PAINT]: 7, [ENGINE]: 5 },
      }),
    );
  });
});
