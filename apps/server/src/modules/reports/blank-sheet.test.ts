import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { eventJudges, eventPanelJudges, events, recusals } from '../../db/schema/index.ts';
import { createParameter } from '../../../test/factories/catalogue.ts';
import { pdfPageCount, pdfText } from '../../../test/helpers/pdf-text.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { createShow, insertVehicles } from '../../../test/factories/vehicles.ts';
import { loadBlankSheet } from './blank-sheet-data.ts';
import { rendered } from '../../../test/helpers/rendered.ts';
import { BLANK_SHEET_TEXT, renderBlankSheetPdf, type BlankSheetInput } from './blank-sheet-pdf.ts';

// ADR 034: the sheet a judge scores on when the tablet died, one per judge and category.

let ctx: TestContext;
useTestContext((c) => (ctx = c));

async function paperShow() {
  const judge = await ctx.createUser({ role: 'judge', fullName: 'Jules Judge' });
  const show = await createShow(ctx, { judgeId: judge.id });
  const db = ctx.database.db;
  await createParameter(db, { vehicleTypeId: show.type.id, title: 'Paint', scoreLimit: 10 });
  await createParameter(db, { vehicleTypeId: show.type.id, title: 'Engine bay', scoreLimit: 5 });
  const cars = await insertVehicles(ctx, show, [
    { registrationNo: 'REG-2', uniqueId: show.id(2), paid: true, brand: 'Ford', model: 'Mustang' },
    { registrationNo: 'REG-1', uniqueId: show.id(1), paid: true, brand: 'Jaguar', model: 'E-Type' },
    { registrationNo: 'REG-3', uniqueId: show.id(3), paid: true, brand: 'Mini', model: 'Cooper' },
    { registrationNo: 'REG-U', uniqueId: show.id(9), paid: false, brand: 'Unpaid', model: 'Car' },
  ]);
  const admin = await ctx.authAs('admin');
  return { show, judge, cars, admin };
}

const sheetUrl = (eventId: number, query: Record<string, string | number>) =>
  `${API.blankSheet(eventId)}?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).toString()}`;

describe('GET /api/report/{event_id}/blank-sheet/', () => {
  it('gives the judge’s blank sheet of a category: each Paid car with its id, name, QR link, parameters and limits, the judge’s choice and note, signed on every page', async () => {
    const { show, judge, cars, admin } = await paperShow();
    const [, , third] = cars;
    if (!third) throw new Error('no cars');
    await ctx.database.db.insert(recusals).values({ eventId: show.event.id, vehicleId: third.id, judgeId: judge.id });
    const res = await ctx.app.inject({
      method: 'GET',
      url: sheetUrl(show.event.id, { intCategoryId: show.category.id, intJudgeId: judge.id }),
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="blank-sheet-${show.event.id}-${show.category.name.replace(' ', '-')}-JDG-${String(judge.id).padStart(3, '0')}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        BLANK_SHEET_TEXT.title(show.category.name),
        `Judge: Jules Judge (JDG-${String(judge.id).padStart(3, '0')})`,
        'Scoring: Points',
        BLANK_SHEET_TEXT.points,
        BLANK_SHEET_TEXT.steppedAside([show.id(3)]),
        'Jaguar E-Type',
        'Registration: REG-1',
        'Paint',
        '0 – 10',
        '/ 10',
        'Engine bay',
        '/ 5',
        BLANK_SHEET_TEXT.choice(3),
        BLANK_SHEET_TEXT.note,
        BLANK_SHEET_TEXT.signature,
      ]),
    );
    expect(text.some((t) => t.startsWith(show.event.title))).toBe(true);
    // In the order of the cars' ids; the unpaid car and the one the judge stepped aside from are not there.
    const ids = text.filter((t) => [show.id(1), show.id(2), show.id(3), show.id(9)].includes(t));
    expect(ids).toEqual([show.id(1), show.id(2)]);

    // Each car's QR is its windscreen card's link.
    const data = await loadBlankSheet(ctx.database.db, {
      eventId: show.event.id,
      categoryId: show.category.id,
      judgeId: judge.id,
      timeZone: 'UTC',
      publicUrl: 'https://show.test',
    });
    expect(data.vehicles.map((v) => v.qrUrl)).toEqual([
      `https://show.test/audience/${show.id(1)}`,
      `https://show.test/audience/${show.id(2)}`,
    ]);
    // Plain data: a worker thread can take it as it is.
    expect(structuredClone(data)).toEqual(data);
  });

  it('on a Deduction event gives lines for deductions with reasons, and the organiser’s reasons', async () => {
    const { show, judge, admin } = await paperShow();
    await ctx.database.db
      .update(events)
      .set({ scoringRule: 'deduction', deductionReasons: ['Paint chip', 'Missing badge'] })
      .where(eq(events.id, show.event.id));
    const res = await ctx.app.inject({
      method: 'GET',
      url: sheetUrl(show.event.id, { intCategoryId: show.category.id, intJudgeId: judge.id }),
      headers: admin.headers,
    });
    const text = pdfText(res.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Scoring: Deduction',
        BLANK_SHEET_TEXT.deduction,
        BLANK_SHEET_TEXT.reasons(['Paint chip', 'Missing badge']),
        'starts at 10',
        'points',
        'Reason',
      ]),
    );
    expect(text).not.toContain('0 – 10');
  });

  it('breaks long categories over pages, each with the judge, the event and a signature line', () => {
    const input: BlankSheetInput = {
      eventTitle: 'Concours',
      eventLine: '1 May 2030 · Park',
      categoryName: 'Classics',
      judge: { name: 'Jules', code: 'JDG-001' },
      deduction: false,
      ruleText: 'Points',
      deductionReasons: [],
      maxChoices: 3,
      steppedAside: [],
      vehicles: Array.from({ length: 9 }, (_, i) => ({
        uniqueId: `C${String(i + 1).padStart(2, '0')}`,
        name: `Car ${String(i + 1)}`,
        registrationNo: `R${String(i)}`,
        qrUrl: `https://show.test/audience/C${String(i + 1)}`,
        parameters: Array.from({ length: 6 }, (_, p) => ({ title: `Parameter ${String(p + 1)}`, limit: 10 })),
      })),
    };
    return rendered((out) => renderBlankSheetPdf(input, out)).then((pdf) => {
      const pages = pdfPageCount(pdf);
      expect(pages).toBeGreaterThan(2);
      const text = pdfText(pdf);
      expect(text.filter((t) => t === BLANK_SHEET_TEXT.signature)).toHaveLength(pages);
      expect(text.filter((t) => t === 'Judge: Jules (JDG-001)')).toHaveLength(pages);
      expect(text).toContain(`Page ${String(pages)} of ${String(pages)}`);
      for (let i = 1; i <= 9; i++) expect(text).toContain(`Car ${String(i)}`);
    });
  });

  it('is the admin’s: no token 401, a judge 403; unknown event, category or judge 404, a judge off the panel 409, a bad query 400', async () => {
    const { show, judge, admin } = await paperShow();
    const url = (query: Record<string, string | number>, eventId = show.event.id) => sheetUrl(eventId, query);
    const ok = { intCategoryId: show.category.id, intJudgeId: judge.id };
    const get = (target: string, headers?: { authorization: string }) =>
      ctx.app.inject({ method: 'GET', url: target, ...(headers && { headers }) });
    expect((await get(url(ok))).statusCode).toBe(401);
    const asJudge = await ctx.login(judge.email);
    expect((await get(url(ok), { authorization: `Bearer ${asJudge.access}` })).statusCode).toBe(403);
    expect((await get(url(ok, 999_999), admin.headers)).statusCode).toBe(404);
    expect((await get(url({ ...ok, intCategoryId: show.otherCategory.id }), admin.headers)).statusCode).toBe(404);
    const stranger = await ctx.createUser({ role: 'judge' });
    for (const intJudgeId of [stranger.id, admin.user.id, 999_999])
      expect((await get(url({ ...ok, intJudgeId }), admin.headers)).statusCode).toBe(404);
    expect((await get(url({ ...ok, intJudgeId: 'abc' }), admin.headers)).statusCode).toBe(400);
    expect((await get(url({ intJudgeId: judge.id }), admin.headers)).statusCode).toBe(400);

    const other = await ctx.createUser({ role: 'judge' });
    await ctx.database.db.insert(eventJudges).values({ eventId: show.event.id, judgeId: other.id });
    await ctx.database.db.insert(eventPanelJudges).values({ eventId: show.event.id, categoryId: show.category.id, judgeId: other.id });
    const offPanel = await get(url(ok), admin.headers);
    expect(offPanel.statusCode).toBe(409);
    expect(offPanel.json()).toEqual({ detail: 'This judge does not judge this category: they are not on its panel.' });
    expect((await get(url({ ...ok, intJudgeId: other.id }), admin.headers)).statusCode).toBe(200);
  });
});
