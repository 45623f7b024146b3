import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { events, vehicles } from '../../db/schema/index.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { rankingShow, readWorkbook, rowValues, worksheet, type RankingShow } from '../../../test/factories/results.ts';

/** Issue 33: an event's files (results PDF and workbook, score sheets) speak its strLocale, with every name's letters intact. */

let ctx: TestContext;
useTestContext((c) => (ctx = c));

const NAME = 'Łódź Ωmega Žofie';
let show: RankingShow;
beforeEach(async () => {
  show = await rankingShow(ctx);
  await ctx.database.db
    .update(vehicles)
    .set({ ownerName: NAME })
    .where(eq(vehicles.id, show.vid(1)));
});

const download = (url: string) => ctx.app.inject({ method: 'GET', url, headers: show.admin });
const speak = (locale: 'de' | 'fr', timeZone: string | null = null) =>
  ctx.database.db.update(events).set({ locale, timeZone }).where(eq(events.id, show.event.id));

describe("an event's files in its language", () => {
  it('German: the results PDF, the workbook (numbers still numbers) and a score sheet', async () => {
    await speak('de', 'Europe/Berlin');
    const pdf = pdfText((await download(API.report(show.event.id, true))).rawPayload);
    expect(pdf).toEqual(expect.arrayContaining(['Auszeichnungen', 'Sieger je Klasse', 'Rang', 'Besitzer', 'Gesamtwertung', NAME]));
    expect(pdf.some((t) => /^Seite 1 von \d+$/.test(t))).toBe(true);
    expect(pdf).not.toContain('Awards');

    const book = await readWorkbook((await download(API.report(show.event.id, false))).rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Auszeichnungen', show.category.name, 'Zeta Customs', 'Bewertungsbögen']);
    const sheet = worksheet(book, show.category.name);
    expect(rowValues(sheet, 1).slice(0, 5)).toEqual(['Rang', 'Gleichstand', 'Startnummer', 'Fahrzeug', 'Besitzer']);
    const first = rowValues(sheet, 2);
    expect(first[0]).toBe(1);
    expect(first[4]).toBe(NAME);
    expect(first).toContain(13);

    const sheets = pdfText((await download(`${API.scoreSheets(show.event.id)}?intVehicleId=${show.vid(1)}`)).rawPayload);
    expect(sheets).toEqual(expect.arrayContaining(['Kriterium', 'Wertung', 'Von', 'Summe']));
    expect(sheets.some((t) => t.startsWith('Bewertungsbogen · '))).toBe(true);
    expect(sheets.some((t) => t.includes(`Besitzer: ${NAME}`))).toBe(true);
    // One judge: the plural's "one"; the time in German, in the event's zone ("4. Dezember 2026 um 03:41 MEZ").
    expect(sheets).toContain('Platz 1 · Summe 13/15 von 1 Richter');
    expect(sheets.some((t) => /· Vergeben am \d{1,2}\. \p{L}+ \d{4} um \d\d:\d\d ME(S)?Z$/u.test(t))).toBe(true);
  });

  it('French: headings and headers, the sheet names too', async () => {
    await speak('fr');
    const pdf = pdfText((await download(API.report(show.event.id, true))).rawPayload);
    expect(pdf).toEqual(expect.arrayContaining(['Prix', 'Gagnant par catégorie', 'Propriétaire', 'Note totale', NAME]));
    const book = await readWorkbook((await download(API.report(show.event.id, false))).rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Prix', show.category.name, 'Zeta Customs', 'Fiches de notation']);
    expect(rowValues(worksheet(book, 'Prix'), 1)).toEqual([show.event.title]);
    const sheets = pdfText((await download(`${API.scoreSheets(show.event.id)}?intVehicleId=${show.vid(1)}`)).rawPayload);
    expect(sheets).toEqual(expect.arrayContaining(['Critère', 'Note', 'Sur']));
    expect(sheets.some((t) => t.startsWith('Fiche de notation · '))).toBe(true);
  });
});
