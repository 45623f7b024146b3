import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';
import { insertId, useDatabaseBefore, type FreshDb } from '../../../test/helpers/fresh-database.ts';

/**
 * Migration 0009 on a database that already holds score sheets (a show may be under way when it
 * is upgraded): every sheet gets the totals its values give, a retired parameter's score included
 * as it always counted; a sheet without values keeps 0/0.
 */

const MIGRATION = '0009_entry_totals';

let db: FreshDb;
useDatabaseBefore(MIGRATION, (fresh) => (db = fresh));

describe(`migration ${MIGRATION}`, () => {
  it('gives every sheet the sum of its scores and of the limits they were given on', async () => {
    const type = await insertId(db, `INSERT INTO vehicle_types (title) VALUES ('Car')`);
    const paint = await insertId(db, `INSERT INTO parameters (vehicle_type_id, title, score_limit) VALUES ($1, 'Paint', 10)`, [type]);
    const engine = await insertId(
      db,
      `INSERT INTO parameters (vehicle_type_id, title, score_limit, retired_at) VALUES ($1, 'Engine', 5, now())`,
      [type],
    );
    const category = await insertId(db, `INSERT INTO categories (name, vehicle_type_id) VALUES ('Classic', $1)`, [type]);
    const event = await insertId(db, `INSERT INTO events (title, location, starts_at) VALUES ('Spring', 'Beaulieu', now())`);
    const judge = await insertId(
      db,
      `INSERT INTO users (email, password_hash, role, full_name) VALUES ('j@example.com', 'x', 'judge', 'J')`,
    );
    const vehicle = (reg: string) =>
      insertId(db, `INSERT INTO vehicles (event_id, category_id, vehicle_type_id, registration_no, paid) VALUES ($1, $2, $3, $4, true)`, [
        event,
        category,
        type,
        reg,
      ]);
    const sheet = async (vehicleId: number, values: [number, number][]) => {
      const id = await insertId(db, `INSERT INTO score_entries (event_id, vehicle_id, judge_id, edited_at) VALUES ($1, $2, $3, now())`, [
        event,
        vehicleId,
        judge,
      ]);
      for (const [parameterId, score] of values) {
        await db.query(`INSERT INTO score_parameter_values (score_id, parameter_id, score) VALUES ($1, $2, $3)`, [id, parameterId, score]);
      }
      return id;
    };
    const both = await sheet(await vehicle('A'), [
      [paint, 7],
      [engine, 4],
    ]);
    const paintOnly = await sheet(await vehicle('B'), [[paint, 9]]);
    const none = await sheet(await vehicle('C'), []);

    await db.migrate(migrationsFolder());

    const rows = await db.query<{ id: number; total_score: number; max_score: number }>(
      `SELECT id, total_score, max_score FROM score_entries ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: both, total_score: 11, max_score: 15 },
      { id: paintOnly, total_score: 9, max_score: 10 },
      { id: none, total_score: 0, max_score: 0 },
    ]);
  });
});
