import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rankJudgesChoice } from '@showgrid/shared/judges-choice';
import { vehicleName } from '@showgrid/shared/vehicle-name';
import type { Db } from '../../db/client.ts';
import { categories, scoreEntries, vehicleFiles, vehicles } from '../../db/schema/index.ts';

/** One vehicle a judge marked as their choice, with its place in that judge's list (@showgrid/shared/judges-choice). */
export interface ChoiceRow {
  judgeId: number;
  scoreId: number;
  vehicleId: number;
  uniqueId: string | null;
  vehicleName: string;
  categoryName: string;
  /** The judge's own total for it, and what that sheet could give. */
  total: number;
  max: number;
  /** The vehicle's first picture. */
  imageId: string | null;
  rank: number;
}

/**
 * Judges' choice at an event: every judge's (or one judge's) marked vehicles, each judge's list in
 * the shared order. The one read of the judges'-choice page, its PDF, the report and the awards screen.
 */
export async function loadJudgesChoice(q: Db, filter: { eventId: number; judgeId?: number }): Promise<Map<number, ChoiceRow[]>> {
  const firstImage = sql<string | null>`(select ${vehicleFiles.mediaId}::text from ${vehicleFiles}
    where ${vehicleFiles.vehicleId} = ${vehicles.id} and ${vehicleFiles.kind} = 'image'
    order by ${vehicleFiles.position}, ${vehicleFiles.id} limit 1)`;
  const conditions: SQL[] = [eq(scoreEntries.eventId, filter.eventId), eq(scoreEntries.topChoice, true)];
  if (filter.judgeId !== undefined) conditions.push(eq(scoreEntries.judgeId, filter.judgeId));
  const rows = await q
    .select({
      judgeId: scoreEntries.judgeId,
      scoreId: scoreEntries.id,
      vehicleId: vehicles.id,
      uniqueId: vehicles.uniqueId,
      brand: vehicles.brand,
      model: vehicles.model,
      categoryName: categories.name,
      total: scoreEntries.totalScore,
      max: scoreEntries.maxScore,
      imageId: firstImage,
    })
    .from(scoreEntries)
    .innerJoin(vehicles, eq(vehicles.id, scoreEntries.vehicleId))
    .innerJoin(categories, eq(categories.id, vehicles.categoryId))
    .where(and(...conditions));
  const byJudge = new Map<number, Omit<ChoiceRow, 'rank'>[]>();
  for (const { brand, model, ...row } of rows) {
    byJudge.set(row.judgeId, [...(byJudge.get(row.judgeId) ?? []), { ...row, vehicleName: vehicleName(brand, model) }]);
  }
  return new Map([...byJudge].map(([judgeId, list]) => [judgeId, rankJudgesChoice(list)]));
}
