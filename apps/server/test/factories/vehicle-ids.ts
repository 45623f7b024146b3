import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { categories, vehicles } from '../../src/db/schema/index.ts';

/** Factories the vehicle-id and category tests share (imported by *.test.ts only). */

let counter = 0;

/** Gives a category its vehicle-id series straight in the database (no rules, no audit). */
export async function setSeries(db: Db, categoryId: number, prefix: string, start: number, end: number): Promise<void> {
  await db.update(categories).set({ prefix, startRange: start, rangeUpto: end }).where(eq(categories.id, categoryId));
}

/**
 * A vehicle row inserted through drizzle (the vehicles API is not what these tests are about);
 * its type is the category's.
 */
export async function insertVehicle(
  db: Db,
  input: { eventId: number; categoryId: number; uniqueId?: string | null; brand?: string; model?: string; registrationNo?: string },
) {
  const [category] = await db.select().from(categories).where(eq(categories.id, input.categoryId));
  if (!category) throw new Error(`no category ${String(input.categoryId)}`);
  const [row] = await db
    .insert(vehicles)
    .values({
      eventId: input.eventId,
      categoryId: input.categoryId,
      vehicleTypeId: category.vehicleTypeId,
      uniqueId: input.uniqueId ?? null,
      registrationNo: input.registrationNo ?? `REG ${String(++counter)}`,
      brand: input.brand ?? 'Jaguar',
      model: input.model ?? 'E-Type',
    })
    .returning();
  if (!row) throw new Error('vehicle insert returned nothing');
  return row;
}
