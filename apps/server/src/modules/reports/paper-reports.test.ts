import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { saveScore, scoreBody, scoringShow } from '../../../test/factories/scores.ts';
import { PAPER_LEGEND } from './report-text.ts';
import { readWorkbook, sheetRows, worksheet } from '../../../test/factories/results.ts';

// ADR 034: a sheet the chief judge entered from paper says so on the score sheets and in the reports.

let ctx: TestContext;
useTestContext((c) => (ctx = c));

async function paperShow() {
  const show = await scoringShow(ctx);
  const chief = await ctx.createUser({ role: 'admin', fullName: 'Clara Chief' });
  const { access } = await ctx.login(chief.email);
  const admin = { authorization: `Bearer ${access}` };
  const [tablet, paper] = show.paid;
  await saveScore(ctx, show.judge.headers, scoreBody(show, tablet.id, { paint: 8, engine: 4 }));
  const { dtEditedAt: _t, strDeviceId: _d, ...body } = scoreBody(show, paper.id, { paint: 6, engine: 3 });
  await saveScore(ctx, admin, { ...body, intJudgeId: show.judge.user.id, blnFromPaper: true });
  return { show, admin, tablet, paper };
}

const get = (url: string, headers: { authorization: string }) => ctx.app.inject({ method: 'GET', url, headers });

describe('a sheet entered from paper in the files', () => {
  it('score sheets say "Entered from paper by" the admin (entrants’ copies without the name); the tablet’s sheet does not', async () => {
    const { show, admin, tablet, paper } = await paperShow();
    const named = pdfText((await get(`${API.scoreSheets(show.event.id)}?intVehicleId=${paper.id}`, admin)).rawPayload);
    expect(named.some((line) => line.includes('Entered from paper by Clara Chief'))).toBe(true);
    const anonymous = pdfText(
      (await get(`${API.scoreSheets(show.event.id)}?intVehicleId=${paper.id}&blnAnonymous=true`, admin)).rawPayload,
    );
    expect(anonymous.some((line) => line.endsWith('Entered from paper'))).toBe(true);
    expect(anonymous.join(' ')).not.toContain('Clara Chief');
    const fromTablet = pdfText((await get(`${API.scoreSheets(show.event.id)}?intVehicleId=${tablet.id}`, admin)).rawPayload);
    expect(fromTablet.join(' ')).not.toContain('Entered from paper');
  });

  it('the results PDF and spreadsheet mark the judge’s total from paper with P, say what P means, and name the sheet from paper', async () => {
    const { show, admin } = await paperShow();
    const pdf = pdfText((await get(API.report(show.event.id, true), admin)).rawPayload);
    expect(pdf).toEqual(expect.arrayContaining(['9/15 P', '12/15', PAPER_LEGEND]));

    const book = await readWorkbook((await get(API.report(show.event.id, false), admin)).rawPayload);
    const category = sheetRows(worksheet(book, show.category.name)).flat();
    expect(category).toEqual(expect.arrayContaining(['9/15 P', '12/15', PAPER_LEGEND]));
    const sheets = sheetRows(worksheet(book, "Judges' sheets"));
    const states = new Set(sheets.map((row) => `${String(row[2])}: ${String(row[7])}`));
    expect(states).toEqual(
      new Set([
        'Vehicle: Sheet',
        'Jaguar E-Type: scored',
        'Ford Mustang: scored (from paper)',
        'Mini Cooper: not scored yet',
        'Fiat 500: not scored yet',
      ]),
    );
  });
});
