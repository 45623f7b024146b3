import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatJudgeId } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import { pdfPageCount, pdfText } from '../../../test/helpers/pdf-text.ts';
import { createTestContext, useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { saveScore, scoreBody } from '../../../test/factories/scores.ts';
import { whenText } from '@showgrid/shared/time-text';
import { events } from '../../db/schema/index.ts';
import { NOT_COUNTED, NOT_SCORED_YET, STEPPED_ASIDE } from './score-sheets-pdf.ts';
import { rankingShow, readWorkbook, sheetRows, worksheet, type RankingShow } from '../../../test/factories/results.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

let show: RankingShow;
beforeEach(async () => {
  show = await rankingShow(ctx);
  // Ada writes a note on the Jaguar (v1), which she picks.
  await saveScore(
    ctx,
    show.ada.headers,
    scoreBody(
      show,
      show.vid(1),
      { paint: 10, engine: 3 },
      {
        blnTopChoice: true,
        strSpecialNote: 'Concours-level paint.',
        dtEditedAt: new Date(ctx.clock.now().getTime() + 60_000).toISOString(),
      },
    ),
  );
});

const sheetsUrl = (query: string, eventId = show.event.id) => `${API.scoreSheets(eventId)}?${query}`;
const get = (url: string, headers: Record<string, string> | null = show.admin) =>
  ctx.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

describe('GET /api/report/{event_id}/score-sheets/', () => {
  it("gives a vehicle's sheet: each panel judge's scores per parameter, note, pick and time, or that they stepped aside or have not scored", async () => {
    const res = await get(sheetsUrl(`intVehicleId=${show.vid(1)}`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="score-sheets-${show.event.id}-${show.id(1)}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text.slice(0, 2)).toEqual([`Score sheets: ${show.event.title}`, expect.stringContaining('UTC')]);
    expect(text).toContain(`Score sheet · ${show.id(1)} · Jaguar E-Type`);
    expect(text).toContain('Place 1 · Total 13/15 from 1 judge');
    const ada = text.indexOf(`Ada Lovelace (${formatJudgeId(show.ada.user.id)})`);
    expect(ada).toBeGreaterThan(0);
    expect(text.slice(ada + 1, ada + 13)).toEqual([
      'Parameter',
      'Score',
      'Out of',
      'Paint',
      '10',
      '10',
      'Engine',
      '3',
      '5',
      'Total',
      '13',
      '15',
    ]);
    expect(text[ada + 13]).toMatch(/^Total 13\/15 · Judges choice: yes · Given \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC$/);
    expect(text[ada + 14]).toBe('Note: Concours-level paint.');
    // Ben and Cy judge the category too and have not scored the Jaguar.
    expect(text[text.indexOf(`Ben Okri (${formatJudgeId(show.ben.user.id)})`) + 1]).toBe(NOT_SCORED_YET);
    expect(text[text.indexOf(`Cy Twombly (${formatJudgeId(show.cy.user.id)})`) + 1]).toBe(NOT_SCORED_YET);
    expect(pdfPageCount(res.rawPayload)).toBe(1);

    // Ada stepped aside from the Triumph (v9).
    const triumph = pdfText((await get(sheetsUrl(`intVehicleId=${show.vid(9)}`))).rawPayload);
    expect(triumph[triumph.indexOf(`Ada Lovelace (${formatJudgeId(show.ada.user.id)})`) + 1]).toBe(STEPPED_ASIDE);
    expect(triumph).toContain('Place – · No score available');
  });

  it('shows the judges as Judge 1, 2, … for the entrant, naming nobody', async () => {
    const text = pdfText((await get(sheetsUrl(`intVehicleId=${show.vid(1)}&blnAnonymous=true`))).rawPayload);
    expect(text).toEqual(expect.arrayContaining(['Judge 1', 'Judge 2', 'Judge 3']));
    expect(text.join(' ')).not.toMatch(/Ada|Ben|Cy|JDG-/);
    expect(text).toContain('Note: Concours-level paint.');
  });

  it("gives a category's sheets one vehicle a page, in rank order", async () => {
    const res = await get(sheetsUrl(`intCategoryId=${show.category.id}`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="score-sheets-${show.event.id}-category-${show.category.id}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    const titles = text.filter((t) => t.startsWith('Score sheet · '));
    expect(titles).toHaveLength(9);
    expect(titles[0]).toBe(`Score sheet · ${show.id(1)} · Jaguar E-Type`);
    expect(titles.at(-1)).toBe(`Score sheet · ${show.id(9)} · Triumph TR6`);
    expect(pdfPageCount(res.rawPayload)).toBe(9);
  });

  it('marks the sheet of a judge taken off the panel after scoring, and keeps it', async () => {
    const panel = await ctx.app.inject({
      method: 'PUT',
      url: API.mapPanel,
      headers: show.admin,
      payload: { intEventId: show.event.id, intCategoryId: show.category.id, listJudgesList: [show.ben.user.id] },
    });
    expect(panel.statusCode).toBe(200);
    const text = pdfText((await get(sheetsUrl(`intVehicleId=${show.vid(1)}`))).rawPayload);
    expect(text).toContain(`Ada Lovelace (${formatJudgeId(show.ada.user.id)}), off panel`);
    expect(text).toContain('Note: Concours-level paint.');
    expect(text.join(' ')).not.toContain('Cy Twombly');
  });

  it('refuses: no token 401, a judge 403, neither vehicle nor category 400, a malformed id 400, an unknown event, vehicle or category 404', async () => {
    expect((await get(sheetsUrl(`intVehicleId=${show.vid(1)}`), null)).statusCode).toBe(401);
    expect((await get(sheetsUrl(`intVehicleId=${show.vid(1)}`), show.ada.headers)).statusCode).toBe(403);
    const neither = await get(sheetsUrl(''));
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toEqual({ intVehicleId: ['Name a vehicle (intVehicleId) or a category (intCategoryId).'] });
    expect((await get(sheetsUrl('intVehicleId=abc'))).statusCode).toBe(400);
    expect((await get('/api/report/abc/score-sheets/?intVehicleId=1')).statusCode).toBe(400);
    const noEvent = await get(sheetsUrl(`intVehicleId=${show.vid(1)}`, 999999));
    expect(noEvent.statusCode).toBe(404);
    expect(noEvent.json()).toEqual({ detail: 'Event not found.' });
    // The unpaid vehicle is not ranked, so it has no sheet; nor has a vehicle of no event.
    expect((await get(sheetsUrl(`intVehicleId=${show.unpaid.id}`))).json()).toEqual({ detail: 'Vehicle not found.' });
    expect((await get(sheetsUrl('intVehicleId=999999'))).statusCode).toBe(404);
    expect((await get(sheetsUrl(`intCategoryId=${show.otherCategory.id + 1000}`))).json()).toEqual({ detail: 'Category not found.' });
  });
});

describe('score sheets under the event’s scoring rule (ADR 029)', () => {
  it("lists a deduction sheet's deductions with their reasons under each score, names the rule and gives the medal; the report's sheets list them too", async () => {
    await ctx.database.db
      .update(events)
      .set({ scoringRule: 'deduction', medalBands: { gold: 90, silver: 80, bronze: 70 } })
      .where(eq(events.id, show.event.id));
    // Ben's deduction sheet of the Jaguar: Paint 10 less 2 and 1, Engine untouched.
    const deductions = {
      [String(show.paint.id)]: [
        { intPoints: 2, strReason: 'Paint chip' },
        { intPoints: 1, strReason: 'Scratch' },
      ],
    };
    await saveScore(
      ctx,
      show.ben.headers,
      scoreBody(show, show.vid(1), { paint: 10, engine: 5 }, { objParameterWiseDeductions: deductions }),
    );

    const text = pdfText((await get(sheetsUrl(`intVehicleId=${show.vid(1)}`))).rawPayload);
    // Ada 13/15 and Ben 12/15: 25/30 is 83 %, silver.
    expect(text).toContain('Place 1 · Total 25/30 from 2 judges · Silver medal');
    expect(text).toContain('Scoring rule: Deduction · Medals: Gold from 90 %, Silver from 80 %, Bronze from 70 % of the maximum');
    const ben = text.indexOf(`Ben Okri (${formatJudgeId(show.ben.user.id)})`);
    expect(text.slice(ben + 1, ben + 15).map((t) => t.trim())).toEqual([
      'Parameter',
      'Score',
      'Out of',
      'Paint',
      '7',
      '10',
      '–2 Paint chip',
      '–1 Scratch',
      'Engine',
      '5',
      '5',
      'Total',
      '12',
      '15',
    ]);
    // Ada's points sheet has no deductions to list.
    const ada = text.indexOf(`Ada Lovelace (${formatJudgeId(show.ada.user.id)})`);
    expect(text.slice(ada + 4, ada + 10)).toEqual(['Paint', '10', '10', 'Engine', '3', '5']);

    const rows = sheetRows(worksheet(await readWorkbook((await get(API.report(show.event.id, false))).rawPayload), "Judges' sheets"));
    expect(rows[0]?.at(-1)).toBe('Deductions');
    const bens = rows.filter((row) => row[1] === show.id(1) && row[4] === 'Ben Okri');
    expect(bens.map((row) => [row[8], row[9], row[14]])).toEqual([
      ['Paint', 7, '−2 Paint chip; −1 Scratch'],
      ['Engine', 5, undefined],
    ]);
  });

  it('under Drop high and low, says how many judges the total counts and marks the sheets left out', async () => {
    await ctx.database.db.update(events).set({ scoringRule: 'drop-high-low', dropMinJudges: 3 }).where(eq(events.id, show.event.id));
    // The Mustang: Ada 12, Ben 13, Cy 7; Ben's (highest) and Cy's (lowest) are dropped.
    await show.score(show.cy, 2, [5, 2]);
    const text = pdfText((await get(sheetsUrl(`intVehicleId=${show.vid(2)}`))).rawPayload);
    expect(text).toContain('Place 2 · Total 12/15 from 1 of 3 judges (highest and lowest dropped)');
    expect(text).toContain('Scoring rule: Drop high and low (3+ judges)');
    // Right under each judge's heading, before their scores.
    const underHeading = (judge: { user: { id: number } }) =>
      text[text.findIndex((t) => t.endsWith(`(${formatJudgeId(judge.user.id)})`)) + 1];
    expect([show.ada, show.ben, show.cy].map(underHeading)).toEqual(['Parameter', NOT_COUNTED, NOT_COUNTED]);
    expect(text.join(' ')).not.toContain('medal');
  });
});

describe('the results report carries the sheets', () => {
  it("PDF: scores by parameter over the judges, and the judges' notes", async () => {
    const text = pdfText((await get(API.report(show.event.id, true))).rawPayload);
    const byParameter = text.indexOf(`${show.category.name}: scores by parameter`);
    expect(byParameter).toBeGreaterThan(0);
    expect(text.slice(byParameter + 1, byParameter + 8)).toEqual([
      'Rank',
      'Vehicle ID',
      'Vehicle',
      'Paint',
      'Engine',
      'out of 10 each',
      'out of 5 each',
    ]);
    // v2 Ford Mustang: Ada 9 + Ben 10 on paint, 3 + 3 on engine.
    const mustang = text.indexOf('Ford Mustang', byParameter);
    expect(text.slice(mustang + 1, mustang + 3)).toEqual(['19/20', '6/10']);
    expect(text).toContain(`${show.category.name}: judges' notes`);
    expect(text).toContain(`${show.id(1)} Jaguar E-Type · Ada Lovelace (${formatJudgeId(show.ada.user.id)}): Concours-level paint.`);
  });

  it("XLSX: every judge's sheet as one filterable table, a row per parameter score, with the note and pick", async () => {
    const sheet = worksheet(await readWorkbook((await get(API.report(show.event.id, false))).rawPayload), "Judges' sheets");
    const rows = sheetRows(sheet);
    expect(rows[0]).toEqual([
      'Category',
      'Vehicle ID',
      'Vehicle',
      'Rank',
      'Judge',
      'Judge ID',
      'On panel',
      'Sheet',
      'Parameter',
      'Score',
      'Out of',
      "Judges' choice",
      'Special note',
      'Last edited (UTC)',
    ]);
    const ada = formatJudgeId(show.ada.user.id);
    const jaguar = rows.filter((row) => row[1] === show.id(1) && row[4] === 'Ada Lovelace');
    expect(jaguar.map((row) => row.slice(0, 13))).toEqual([
      [
        show.category.name,
        show.id(1),
        'Jaguar E-Type',
        1,
        'Ada Lovelace',
        ada,
        'yes',
        'scored',
        'Paint',
        10,
        10,
        'yes',
        'Concours-level paint.',
      ],
      [
        show.category.name,
        show.id(1),
        'Jaguar E-Type',
        1,
        'Ada Lovelace',
        ada,
        'yes',
        'scored',
        'Engine',
        3,
        5,
        'yes',
        'Concours-level paint.',
      ],
    ]);
    // The time as text that sorts as time does.
    expect(jaguar.map((row) => row[13])).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    ]);
    expect(rows).toContainEqual([show.category.name, show.id(9), 'Triumph TR6', '–', 'Ada Lovelace', ada, 'yes', 'stepped aside']);
    expect(rows).toContainEqual([
      show.category.name,
      show.id(1),
      'Jaguar E-Type',
      1,
      'Ben Okri',
      formatJudgeId(show.ben.user.id),
      'yes',
      'not scored yet',
    ]);
    expect(sheet.autoFilter).toBe(`A1:N${String(rows.length)}`);
  });
});

describe('whenText', () => {
  it('writes a moment in the given zone, with its short name', () => {
    expect(whenText(new Date('2030-05-01T10:30:00Z'), 'UTC')).toBe('1 May 2030, 10:30 UTC');
    expect(whenText(new Date('2030-05-01T10:30:00Z'), 'Europe/London')).toBe('1 May 2030, 11:30 BST');
    expect(whenText(new Date('2030-12-01T10:30:00Z'), 'Europe/London')).toBe('1 December 2030, 10:30 GMT');
    expect(whenText(new Date('2030-12-01T23:30:00Z'), 'Australia/Sydney')).toBe('2 December 2030, 10:30 GMT+11');
  });
});

describe('times in the show’s time zone (TIME_ZONE)', () => {
  it('writes the start and the sheets’ times in that zone, named', async () => {
    const london = await createTestContext({ env: { TIME_ZONE: 'Europe/London' } });
    try {
      const local = await rankingShow(london);
      const text = pdfText(
        (
          await london.app.inject({
            method: 'GET',
            url: `${API.scoreSheets(local.event.id)}?intVehicleId=${local.vid(1)}`,
            headers: local.admin,
          })
        ).rawPayload,
      );
      // London is on GMT in winter and BST in summer; the UTC default would say UTC.
      expect(text[1]).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} (GMT|BST) · /);
      expect(text.find((t) => t.startsWith('Total 13/15'))).toMatch(/ (GMT|BST)$/);
    } finally {
      await london.close();
    }
  });
});
