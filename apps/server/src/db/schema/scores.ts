import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ParameterWiseDeductions } from '@showgrid/shared/schemas/score';
import { events, parameters } from './catalogue.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

/**
 * One judge's score sheet for one vehicle at one event (PRODUCT.md "Scores"): the unique index
 * makes a create an upsert, so an offline replay never duplicates. `editedAt` is when the judge
 * last changed it on the tablet; the newest edit wins (PRODUCT.md "Conflicts").
 */
export const scoreEntries = pgTable(
  'score_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    specialNote: text('special_note').notNull().default(''),
    topChoice: boolean('top_choice').notNull().default(false),
    /**
     * The sum of the sheet's scores and of the limits of the parameters it was scored on, written
     * with its values (scores/sheet.ts): rankings and totals read 1 row per sheet, not one per
     * value (issue 16). A parameter's limit never changes once created (it is retired instead).
     */
    totalScore: integer('total_score').notNull().default(0),
    maxScore: integer('max_score').notNull().default(0),
    /**
     * A deduction sheet's deductions as the judge recorded them (ADR 029), parameter id → list; its
     * values above are the limits less these. In the row, not a table: the save stays three statements.
     */
    deductions: jsonb('deductions').$type<ParameterWiseDeductions>().notNull().default({}),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull(),
    /**
     * Entered by a chief judge (an admin) from the judge's paper sheet when a tablet died (PRODUCT.md
     * "Paper fallback"); `enteredBy` is that admin. A tablet's later sheet for the car is a conflict.
     */
    fromPaper: boolean('from_paper').notNull().default(false),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    deviceId: text('device_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('score_entries_event_vehicle_judge_idx').on(t.eventId, t.vehicleId, t.judgeId),
    index('score_entries_vehicle_idx').on(t.vehicleId),
    index('score_entries_judge_event_idx').on(t.judgeId, t.eventId),
  ],
);

/** The score given on each parameter; a retired parameter keeps its rows (restrict). */
export const scoreParameterValues = pgTable(
  'score_parameter_values',
  {
    scoreId: integer('score_id')
      .notNull()
      .references(() => scoreEntries.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'restrict' }),
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scoreId, t.parameterId] }),
    index('score_parameter_values_parameter_idx').on(t.parameterId),
    check('score_parameter_values_score_check', sql`${t.score} >= 0`),
  ],
);

/** An older edit the server did not apply because a newer one was saved (PRODUCT.md "Conflicts"). */
export const scoreConflicts = pgTable(
  'score_conflicts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rejected: jsonb('rejected').notNull(),
    rejectedEditedAt: timestamp('rejected_edited_at', { withTimezone: true }).notNull(),
    keptEditedAt: timestamp('kept_edited_at', { withTimezone: true }).notNull(),
    deviceId: text('device_id').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('score_conflicts_event_idx').on(t.eventId, t.receivedAt)],
);

/** A judge stepping aside from a vehicle (PRODUCT.md "Recusal"). */
export const recusals = pgTable(
  'recusals',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.vehicleId, t.judgeId] }), index('recusals_judge_idx').on(t.judgeId, t.eventId)],
);
