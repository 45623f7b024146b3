import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { API } from '@showgrid/shared/paths';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { audienceVotes, categories, eventCategories, users, vehicles } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { mappedJudge, saveScore, scoreBody, scoringShow, type Headers } from './scores.ts';
import { insertVehicles } from './vehicles.ts';

/** Factories the results tests share (imported by *.test.ts only). */

/** [paint 0..10, engine 0..5]: a sheet is out of 15. */
type Sheet = [number, number];

/**
 * A show ranked by every rule (sheets out of 15; judges Ada, Ben, Cy):
 *   v1 Jaguar E-Type   Ada 13              → 13/15  1  (a higher ratio beats a higher total)
 *   v2 Ford Mustang    Ada 12, Ben 13      → 25/30  2
 *   v3 Mini Cooper     Ada 10 ★, Ben 10    → 20/30  3  (equal ratio to v4, one judges-choice pick)
 *   v4 Fiat 500        Ada 10              → 10/15  4
 *   v5 Porsche 911     Ada 9, 2 votes      →  9/15  5  (equal to v6 but for votes)
 *   v6 Alfa Spider     Ben 9, 1 vote (+1 voided) 6
 *   v7 Lotus Elan      Ada 6, 1 vote       →  6/15  7= (a true tie)
 *   v8 MG B            Cy 6, 1 vote        →  6/15  7=
 *   v9 Triumph TR6     no score            →        9
 * plus an unpaid vehicle (never ranked) and v10 Tesla Roadster in a second category (Cy 14 ★).
 * Ada recuses from v9.
 */
export async function rankingShow(ctx: TestContext) {
  const show = await scoringShow(ctx);
  const db = ctx.database.db;
  const ada = show.judge;
  const ben = await mappedJudge(ctx, show);
  const cy = await mappedJudge(ctx, show);
  for (const [judge, name] of [
    [ada, 'Ada Lovelace'],
    [ben, 'Ben Okri'],
    [cy, 'Cy Twombly'],
  ] as const) {
    await db.update(users).set({ fullName: name }).where(eq(users.id, judge.user.id));
  }
  const admin = await ctx.authAs('admin');

  await db.delete(vehicles).where(eq(vehicles.eventId, show.event.id));
  const names: [string, string, string][] = [
    ['Jaguar', 'E-Type', 'Alex Morgan'],
    ['Ford', 'Mustang', 'Bea Lund'],
    ['Mini', 'Cooper', 'Cai Ng'],
    ['Fiat', '500', 'Dee Park'],
    ['Porsche', '911', 'Eli Roth'],
    ['Alfa', 'Spider', 'Fay Cole'],
    ['Lotus', 'Elan', 'Gus Bell'],
    ['MG', 'B', 'Hal Ward'],
    ['Triumph', 'TR6', 'Ivy Shaw'],
  ];
  const v = await insertVehicles(
    ctx,
    show,
    names.map(([brand, model, ownerName], i) => ({
      registrationNo: `R${i + 1}`,
      brand,
      model,
      ownerName,
      paid: true,
      uniqueId: show.id(i + 1),
    })),
  );
  await insertVehicles(ctx, show, [{ registrationNo: 'UNPAID', brand: 'Rover', model: 'P5', paid: false }]);
  const [other] = await db.insert(categories).values({ name: 'Zeta Customs', vehicleTypeId: show.type.id }).returning();
  if (!other) throw new Error('no category');
  await db.insert(eventCategories).values({ eventId: show.event.id, categoryId: other.id });
  const [tesla] = await db
    .insert(vehicles)
    .values({
      eventId: show.event.id,
      categoryId: other.id,
      vehicleTypeId: show.type.id,
      registrationNo: 'Z1',
      paid: true,
      brand: 'Tesla',
      model: 'Roadster',
      uniqueId: 'ZC01',
    })
    .returning();
  if (!tesla) throw new Error('no vehicle');
  /** The database id of vehicle n (1..9 in the show's category, 10 the Tesla). */
  const vid = (n: number) => {
    const found = n === 10 ? tesla : v[n - 1];
    if (!found) throw new Error(`no vehicle ${n}`);
    return found.id;
  };

  /** A later edit needs a later `editedAt` (the newest edit wins). */
  const score = (
    judge: { headers: Headers },
    n: number,
    [paint, engine]: Sheet,
    topChoice = false,
    editedAt = '2030-05-01T10:00:00.000Z',
  ) => saveScore(ctx, judge.headers, scoreBody(show, vid(n), { paint, engine }, { blnTopChoice: topChoice, dtEditedAt: editedAt }));
  await score(ada, 1, [10, 3]);
  await score(ada, 2, [9, 3]);
  await score(ben, 2, [10, 3]);
  await score(ada, 3, [7, 3], true);
  await score(ben, 3, [7, 3]);
  await score(ada, 4, [7, 3]);
  await score(ada, 5, [6, 3]);
  await score(ben, 6, [6, 3]);
  await score(ada, 7, [4, 2]);
  await score(cy, 8, [4, 2]);
  await score(cy, 10, [10, 4], true);

  let voter = 0;
  const vote = (n: number, voided = false) =>
    db.insert(audienceVotes).values({
      eventId: show.event.id,
      vehicleId: vid(n),
      email: `voter${++voter}@example.com`,
      createdAt: new Date(),
      voidedAt: voided ? new Date() : null,
    });
  await vote(5);
  await vote(5);
  await vote(6);
  await vote(6, true);
  await vote(7);
  await vote(8);

  const recused = await ctx.app.inject({
    method: 'POST',
    url: API.recusals,
    headers: ada.headers,
    payload: { intEventId: show.event.id, intVehicleId: vid(9) },
  });
  if (recused.statusCode !== 201) throw new Error(`recusal failed: ${recused.statusCode} ${recused.body}`);

  return { ...show, admin: admin.headers, ada, ben, cy, other, vid, score, vote };
}

export type RankingShow = Awaited<ReturnType<typeof rankingShow>>;

export async function getRanking(ctx: TestContext, show: RankingShow, categoryId?: number): Promise<RankingRow[]> {
  const query = `intEventId=${show.event.id}${categoryId ? `&intCategoryId=${categoryId}` : ''}`;
  const res = await ctx.app.inject({ method: 'GET', url: `${API.ranking}?${query}`, headers: show.admin });
  if (res.statusCode !== 200) throw new Error(`ranking failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export function putTieOrder(ctx: TestContext, show: RankingShow, vehicleIds: number[], categoryId = show.category.id) {
  return ctx.app.inject({
    method: 'PUT',
    url: API.rankingTieOrder,
    headers: show.admin,
    payload: { intEventId: show.event.id, intCategoryId: categoryId, arrVehicleIds: vehicleIds },
  });
}

/** A workbook read back from the bytes a report download sent. */
export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  // ExcelJS types its input as an ArrayBuffer; a copy of the bytes is one.
  await book.xlsx.load(Uint8Array.from(bytes).buffer);
  return book;
}

export function worksheet(book: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const sheet = book.getWorksheet(name);
  if (!sheet) throw new Error(`no worksheet ${name}`);
  return sheet;
}

/** Row n's cell values from column A on (ExcelJS counts from 1 and leaves index 0 empty). */
export function rowValues(sheet: ExcelJS.Worksheet, n: number): ExcelJS.CellValue[] {
  const values = sheet.getRow(n).values;
  return Array.isArray(values) ? values.slice(1) : [];
}

/** Every row of a worksheet that has a value, as rowValues. */
export function sheetRows(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((_, n) => rows.push(rowValues(sheet, n)));
  return rows;
}
