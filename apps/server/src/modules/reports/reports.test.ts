import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatJudgeId } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import { audienceVotes, events, vehicles } from '../../db/schema/index.ts';
import { createParameter } from '../../../test/factories/catalogue.ts';
import { pdfPageCount, pdfText } from '../../../test/helpers/pdf-text.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { saveScore, scoreBody } from '../../../test/factories/scores.ts';
import {
  putTieOrder,
  rankingShow,
  readWorkbook,
  rowValues,
  sheetRows,
  worksheet,
  type RankingShow,
} from '../../../test/factories/results.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

let show: RankingShow;
beforeEach(async () => {
  show = await rankingShow(ctx);
});

const download = (url: string, headers: Record<string, string> = show.admin) => ctx.app.inject({ method: 'GET', url, headers });
const RANKED_NAMES = [
  'Jaguar E-Type',
  'Ford Mustang',
  'Mini Cooper',
  'Fiat 500',
  'Porsche 911',
  'Alfa Spider',
  'Lotus Elan',
  'MG B',
  'Triumph TR6',
];

describe('GET /api/report/{event_id}/download/{is_pdf} as a spreadsheet', () => {
  it('has the awards, then one sheet per category with the vehicles ranked, a column per judge, votes and picks', async () => {
    const res = await download(API.report(show.event.id, false));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="report-${show.event.id}.xlsx"`);
    const book = await readWorkbook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Awards', show.category.name, 'Zeta Customs', "Judges' sheets"]);

    const sheet = book.getWorksheet(show.category.name);
    if (!sheet) throw new Error('no category sheet');
    const [ada, ben, cy] = [show.ada, show.ben, show.cy].map((j) => formatJudgeId(j.user.id));
    expect(rowValues(sheet, 1)).toEqual([
      'Rank',
      'Tie',
      'Vehicle ID',
      'Vehicle',
      'Owner',
      `Ada Lovelace (${ada})`,
      `Ben Okri (${ben})`,
      `Cy Twombly (${cy})`,
      'Total score',
      'Points',
      'Out of',
      'Judges who scored',
      'Audience votes',
      "Judges' choice",
    ]);
    // One table: the data right under the header row, with a filter over it; what it was scored on
    // comes after it.
    const rows = Array.from({ length: 9 }, (_, i) => rowValues(sheet, i + 2));
    expect(sheet.autoFilter).toBe('A1:N10');
    expect(rowValues(sheet, 11)).toEqual([]);
    expect(rowValues(sheet, 12)).toEqual(['Scored on: Paint (10), Engine (5)']);
    expect(rows.map((r) => r[3])).toEqual(RANKED_NAMES);
    // The vehicle nobody scored has no place.
    expect(rows.map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 7, '–']);
    expect(rows.map((r) => r[1] ?? '')).toEqual(['', '', '', '', '', '', 'tie', 'tie', '']);
    // v2: Ada 12, Ben 13; v9: Ada recused, nobody scored.
    expect(rows[1]?.slice(2, 13)).toEqual([show.id(2), 'Ford Mustang', 'Bea Lund', '12/15', '13/15', undefined, '25/30', 25, 30, 2, 0]);
    expect(rows[2]?.slice(8)).toEqual(['20/30', 20, 30, 2, 0, 1]);
    expect(rows[4]?.[12]).toBe(2);
    expect(rows[8]?.slice(5)).toEqual(['recused', undefined, undefined, 'No score available', undefined, undefined, 0, 0, 0]);

    const lines = sheetRows(worksheet(book, 'Awards'));
    expect(lines[0]).toEqual([show.event.title]);
    expect(lines[2]).toEqual(['Scoring rule: Points']);
    expect(lines).toContainEqual([show.category.name, show.id(1), 'Jaguar E-Type', 'Alex Morgan', '13/15']);
    expect(lines).toContainEqual(['Zeta Customs', 'ZC01', 'Tesla Roadster', undefined, '14/15']);
    expect(lines).toContainEqual([show.category.name, show.id(5), 'Porsche 911', 'Eli Roth', 2]);
    expect(lines).toContainEqual(['Ada Lovelace', ada, '01', show.id(3), 'Mini Cooper', show.category.name, '10/15']);
    expect(lines).toContainEqual(['Cy Twombly', cy, '01', 'ZC01', 'Tesla Roadster', 'Zeta Customs', '14/15']);
    expect(lines).toContainEqual(['Ben Okri', ben, undefined, undefined, 'No Vehicle Choice Found.']);
  });

  it('marks an admin-ordered tie and lists a tied winner as a tie', async () => {
    await putTieOrder(ctx, show, [show.vid(8), show.vid(7)]);
    // A second Zeta vehicle level with the Tesla on score, picks and votes: a tied winner.
    const [rivian] = await ctx.database.db
      .insert(vehicles)
      .values({
        eventId: show.event.id,
        categoryId: show.other.id,
        vehicleTypeId: show.type.id,
        registrationNo: 'Z2',
        paid: true,
        brand: 'Rivian',
        model: 'R1',
        uniqueId: 'ZC02',
      })
      .returning();
    if (!rivian) throw new Error('no vehicle');
    await saveScore(ctx, show.ada.headers, scoreBody(show, rivian.id, { paint: 10, engine: 4 }, { blnTopChoice: true }));
    await show.vote(10);
    await ctx.database.db
      .insert(audienceVotes)
      .values({ eventId: show.event.id, vehicleId: rivian.id, email: 'rivian-fan@example.com', createdAt: new Date() });

    const book = await readWorkbook((await download(API.report(show.event.id, false))).rawPayload);
    const sheet = worksheet(book, show.category.name);
    expect(rowValues(sheet, 8).slice(0, 4)).toEqual([7, 'tie, ordered by admin', show.id(8), 'MG B']);
    expect(rowValues(sheet, 9).slice(0, 4)).toEqual([8, 'tie, ordered by admin', show.id(7), 'Lotus Elan']);
    const lines = sheetRows(worksheet(book, 'Awards'));
    expect(lines).toContainEqual(['Zeta Customs', 'ZC01', 'Tesla Roadster', undefined, '14/15', 'tie']);
    expect(lines).toContainEqual(['Zeta Customs', 'ZC02', 'Rivian R1', undefined, '14/15', 'tie']);
  });

  it('writes names that look like formulas as text, never as live formulas', async () => {
    await ctx.database.db
      .update(vehicles)
      .set({ ownerName: '=HYPERLINK("http://evil.example","x")', brand: '@SUM(A1)', model: '' })
      .where(eq(vehicles.id, show.vid(1)));
    await ctx.database.db
      .update(vehicles)
      .set({ ownerName: '+1', brand: '-cmd|calc', model: '' })
      .where(eq(vehicles.id, show.vid(2)));
    const book = await readWorkbook((await download(API.report(show.event.id, false))).rawPayload);
    const cells: ExcelJS.Cell[] = [];
    for (const sheet of book.worksheets) sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
    expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula)).toEqual([]);
    const texts = cells.map((cell) => cell.value);
    expect(texts).toContain('\'=HYPERLINK("http://evil.example","x")');
    expect(texts).toContain("'@SUM(A1)");
    expect(texts).toContain("'-cmd|calc");
    // A signed number is data, not a formula: it stays as typed, as text.
    const plus = cells.find((cell) => cell.value === '+1');
    expect(plus?.type).toBe(ExcelJS.ValueType.String);
    expect(texts.filter((value) => typeof value === 'string' && /^[=+\-@]/.test(value) && value !== '+1')).toEqual([]);
  });
});

describe('GET /api/report/{event_id}/download/{is_pdf} as a PDF', () => {
  it('has the event, the awards and each category with its vehicles in rank order, totals, votes and picks', async () => {
    const res = await download(API.report(show.event.id, true));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="report-${show.event.id}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text[0]).toBe(`Results: ${show.event.title}`);
    expect(text).toEqual(expect.arrayContaining(['Awards', 'Winner per category', "People's choice (most audience votes)"]));
    // Awards: the winner of each category, the people's choice, each judge's picks.
    expect(text).toEqual(expect.arrayContaining([`${show.id(1)} Jaguar E-Type`, 'ZC01 Tesla Roadster', `${show.id(5)} Porsche 911`]));
    expect(text).toEqual(
      expect.arrayContaining([`${formatJudgeId(show.ada.user.id)} Ada Lovelace`, `${show.id(3)} Mini Cooper`, 'No Vehicle Choice Found.']),
    );

    const section = text.slice(text.indexOf(show.category.name, text.indexOf("Judges' picks (judges choice, best first)")));
    expect(section[0]).toBe(show.category.name);
    // The category's page: its heading, then the parameters its scores were given on.
    expect(text.slice(text.lastIndexOf(show.category.name), text.lastIndexOf(show.category.name) + 2)).toEqual([
      show.category.name,
      'Scored on: Paint (10), Engine (5)',
    ]);
    // In rank order in the ranking, and again in the scores by parameter.
    expect(section.filter((t) => RANKED_NAMES.includes(t))).toEqual([...RANKED_NAMES, ...RANKED_NAMES]);
    // Ranks (ties marked), each judge's totals beside the ranking (three judges fit), totals, votes.
    expect(section).toEqual(expect.arrayContaining(['7=', '12/15', '13/15', '25/30', '20/30', 'recused', 'No score available']));
    // The vehicle nobody scored has no place; the report states the order the ranking follows.
    expect(section).toContain('–');
    // The rule that made the totals and the event's ranking order, in words; no medals without bands.
    expect(text.slice(2, 4)).toEqual([
      'Scoring rule: Points',
      "Ranked by Score (x/y), then Judges' picks, then Audience votes, then Organiser's decision. Vehicles nobody scored have no rank. A tie these rules cannot break stays a tie until the organiser orders it.",
    ]);
    expect(text).not.toContain('Medal');
    const [ada, ben, cy] = [show.ada, show.ben, show.cy].map((j) => formatJudgeId(j.user.id));
    expect(section).toEqual(expect.arrayContaining([ada, ben, cy, 'Total score', 'Votes', "Judges' choice"]));
    expect(text).toContain('Zeta Customs');
    expect(pdfPageCount(res.rawPayload)).toBe(3);
    expect(text.filter((t) => /^Page \d of 3$/.test(t))).toEqual(['Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3']);
  });

  it('reads is_pdf as SPEC does: 1 or true is a PDF, anything else a spreadsheet', async () => {
    for (const [flag, pdf] of [
      ['1', true],
      ['true', true],
      ['TRUE', true],
      ['0', false],
      ['false', false],
      ['xlsx', false],
    ] as const) {
      const res = await download(`/api/report/${show.event.id}/download/${flag}`);
      expect(res.statusCode, flag).toBe(200);
      expect(res.rawPayload.subarray(0, 4).toString('latin1'), flag).toBe(pdf ? '%PDF' : 'PK\x03\x04');
    }
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    const missing = await download(API.report(999999, true));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Event not found.' });
    expect((await download(API.report(999999, false))).statusCode).toBe(404);
    const bad = await download('/api/report/abc/download/1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ event_id: ['Must be a number.'] });
  });
});

describe('GET /api/report/{event_id}/download/{is_pdf}: the event’s scoring rule (ADR 029)', () => {
  it('names the rule, the medal bands and the ranking order, gives each vehicle its medal and says how many judges a total counts, in both files', async () => {
    await ctx.database.db
      .update(events)
      .set({
        scoringRule: 'drop-high-low',
        dropMinJudges: 3,
        medalBands: { gold: 85, silver: 80, bronze: 60 },
        tieBreak: ['score', `parameter:${show.paint.id}`, 'votes'],
      })
      .where(eq(events.id, show.event.id));
    // The Mustang's third sheet: Ada 12, Ben 13, Cy 7; highest and lowest dropped, Ada's 12/15 (80 %) counts.
    await show.score(show.cy, 2, [5, 2]);
    const rule = 'Scoring rule: Drop high and low (3+ judges)';
    const bands = 'Medals: Gold from 85 %, Silver from 80 %, Bronze from 60 % of the maximum';
    const order =
      'Ranked by Score (x/y), then Parameter: Paint, then Audience votes. Vehicles nobody scored have no rank. A tie these rules cannot break is a shared place.';
    const [ada, ben, cy] = [show.ada, show.ben, show.cy].map((j) => formatJudgeId(j.user.id));

    const text = pdfText((await download(API.report(show.event.id, true))).rawPayload);
    expect(text.slice(2, 4)).toEqual([rule, bands]);
    expect(text).toContain(order);
    const section = text.slice(text.lastIndexOf(show.category.name));
    const header = section.indexOf('Rank');
    expect(section.slice(header, header + 11)).toEqual([
      'Rank',
      'Vehicle ID',
      'Vehicle',
      'Owner',
      ada,
      ben,
      cy,
      'Total score',
      'Medal',
      'Votes',
      "Judges' choice",
    ]);
    const row = (name: string) => section.slice(section.indexOf(name) + 1, section.indexOf(name) + 9);
    expect(row('Ford Mustang')).toEqual(['Bea Lund', '12/15', '13/15', '7/15', '12/15 (1 of 3)', 'Silver', '0', '0']);
    expect(row('Jaguar E-Type')).toEqual(['Alex Morgan', '13/15', '–', '–', '13/15', 'Gold', '0', '0']);
    // 10/15 is 66 %: bronze; 6/15 no medal, the cell left empty.
    expect(row('Mini Cooper').slice(4, 6)).toEqual(['20/30', 'Bronze']);
    expect(row('Lotus Elan').slice(4, 6)).toEqual(['6/15', '1']);

    const book = await readWorkbook((await download(API.report(show.event.id, false))).rawPayload);
    const awards = sheetRows(worksheet(book, 'Awards'));
    expect(awards.slice(2, 6)).toEqual([
      [rule],
      [bands],
      [expect.stringMatching(/^With 3 or more judges, a vehicle's highest and lowest judge totals are dropped/)],
      [order],
    ]);
    expect(awards).toContainEqual([show.category.name, show.id(1), 'Jaguar E-Type', 'Alex Morgan', '13/15', 'Gold']);
    const sheet = worksheet(book, show.category.name);
    expect(rowValues(sheet, 1).slice(8)).toEqual([
      'Total score',
      'Medal',
      'Points',
      'Out of',
      'Judges who scored',
      'Judges counted',
      'Audience votes',
      "Judges' choice",
    ]);
    expect(rowValues(sheet, 3).slice(3)).toEqual([
      'Ford Mustang',
      'Bea Lund',
      '12/15',
      '13/15',
      '7/15',
      '12/15',
      'Silver',
      12,
      15,
      3,
      1,
      0,
      0,
    ]);
    expect(rowValues(sheet, 2).slice(8, 10)).toEqual(['13/15', 'Gold']);
    const medals = Array.from({ length: 9 }, (_, i) => sheet.getRow(i + 2).getCell(10).value);
    expect(medals).toEqual(['Gold', 'Silver', 'Bronze', 'Bronze', 'Bronze', 'Bronze', null, null, null]);
    expect(rowValues(sheet, 13)).toEqual([rule]);
  });
});

describe('GET /api/report/{event_id}/download/{is_pdf}: the parameters scores were given on', () => {
  it('lists, per category, the parameters its scores used, a parameter retired since marked retired, in both files', async () => {
    // Engine is retired after the show was scored on it; Chrome replaces it, and only the Tesla's
    // category gets a score on it. Chrome is unused in the other category, so not listed there.
    const retired = await ctx.app.inject({ method: 'DELETE', url: API.parameter(show.engine.id), headers: show.admin });
    expect(retired.statusCode).toBe(204);
    const chrome = await createParameter(ctx.database.db, { vehicleTypeId: show.type.id, title: 'Chrome', scoreLimit: 10 });
    await saveScore(ctx, show.ben.headers, {
      ...scoreBody(show, show.vid(10)),
      objParameterWiseScore: { [show.paint.id]: 8, [chrome.id]: 9 },
    });
    const classic = 'Scored on: Paint (10), Engine (5, retired)';
    const zeta = 'Scored on: Paint (10), Engine (5, retired), Chrome (10)';

    const book = await readWorkbook((await download(API.report(show.event.id, false))).rawPayload);
    const sheet = (name: string) => {
      const found = book.getWorksheet(name);
      if (!found) throw new Error(`no sheet ${name}`);
      return found;
    };
    expect(rowValues(sheet(show.category.name), 12)).toEqual([classic]);
    expect(rowValues(sheet('Zeta Customs'), 2).slice(2, 4)).toEqual(['ZC01', 'Tesla Roadster']);
    expect(rowValues(sheet('Zeta Customs'), 4)).toEqual([zeta]);

    const text = pdfText((await download(API.report(show.event.id, true))).rawPayload);
    const after = (heading: string) => text.slice(text.lastIndexOf(heading) + 1, text.lastIndexOf(heading) + 2);
    expect(after(show.category.name)).toEqual([classic]);
    expect(after('Zeta Customs')).toEqual([zeta]);
  });
});

describe('GET /api/top-choice/download/', () => {
  const url = (judgeId: number, eventId = show.event.id) => `${API.topChoiceDownload}?intEventId=${eventId}&intJudgeId=${judgeId}`;

  it("lists the judge's choices ranked with two-digit ranks, as judges-choice-{eventId}-{judge id}.pdf (apart from the results report)", async () => {
    await show.score(show.ada, 1, [10, 3], true, '2030-05-01T11:00:00.000Z');
    const res = await download(url(show.ada.user.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="judges-choice-${show.event.id}-${formatJudgeId(show.ada.user.id)}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    expect(text.slice(0, 3)).toEqual([
      `Judges Choice: ${show.event.title}`,
      expect.stringContaining('UTC'),
      `Ada Lovelace (${formatJudgeId(show.ada.user.id)})`,
    ]);
    const table = text.slice(text.indexOf('Rank'));
    expect(table.slice(0, 15)).toEqual([
      'Rank',
      'Vehicle ID',
      'Category',
      'Vehicle Name',
      'Score',
      '01',
      show.id(1),
      show.category.name,
      'Jaguar E-Type',
      '13/15',
      '02',
      show.id(3),
      show.category.name,
      'Mini Cooper',
      '10/15',
    ]);
  });

  it('says so when the judge has no choices; 404 for an unknown judge or event; 400 without a judge', async () => {
    expect(pdfText((await download(url(show.ben.user.id))).rawPayload)).toContain('No Vehicle Choice Found.');
    const notJudge = await download(url(999999));
    expect(notJudge.statusCode).toBe(404);
    expect(notJudge.json()).toEqual({ detail: 'Judge not found.' });
    expect((await download(url(show.ada.user.id, 999999))).json()).toEqual({ detail: 'Event not found.' });
    const noJudge = await download(`${API.topChoiceDownload}?intEventId=${show.event.id}`);
    expect(noJudge.statusCode).toBe(400);
    expect(noJudge.json()).toEqual({ intJudgeId: ['This field is required.'] });
  });
});
