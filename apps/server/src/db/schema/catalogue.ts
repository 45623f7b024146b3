import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  foreignKey,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_DROP_MIN_JUDGES,
  DEFAULT_TIE_BREAK,
  type MedalBands,
  type ScoringRule,
  type TieBreakKey,
} from '@showgrid/shared/scoring-rules';
import type { RegistrationSettings } from '@showgrid/shared/registration-rules';
import { media } from './media.ts';
import { users } from './users.ts';
import type { Locale } from '@showgrid/shared/locales';
import { foldedColumnOf } from '../../lib/folded-text.ts';

export const vehicleTypes = pgTable(
  'vehicle_types',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vehicle_types_title_lower_idx').on(sql`lower(${t.title})`)],
);

/**
 * Judging parameters of a vehicle type. Removing one retires it (PRODUCT.md: scores already given
 * on it stay meaningful); retired parameters are hidden from lists and new score sheets.
 */
export const parameters = pgTable(
  'parameters',
  {
    id: serial('id').primaryKey(),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    scoreLimit: integer('score_limit').notNull().default(10),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('parameters_type_idx').on(t.vehicleTypeId),
    uniqueIndex('parameters_live_title_idx')
      .on(t.vehicleTypeId, sql`lower(${t.title})`)
      .where(sql`${t.retiredAt} is null`),
    check('parameters_score_limit_check', sql`${t.scoreLimit} between 1 and 100`),
  ],
);

/** A vehicle category; prefix and series are the vehicle-id settings of "manage-vehicle-id". */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id, { onDelete: 'restrict' }),
    iconId: uuid('icon_id').references(() => media.id, { onDelete: 'set null' }),
    prefix: text('prefix'),
    startRange: integer('start_range'),
    rangeUpto: integer('range_upto'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('categories_prefix_idx').on(t.prefix),
    index('categories_type_idx').on(t.vehicleTypeId),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    /** Searched without accents (lib/folded-text.ts). */
    titleFolded: text('title_folded').generatedAlwaysAs(foldedColumnOf('title')),
    locationFolded: text('location_folded').generatedAlwaysAs(foldedColumnOf('location')),
    coordinatorName: text('coordinator_name').notNull().default(''),
    coordinatorPhone: text('coordinator_phone').notNull().default(''),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /**
     * The audience voting window the organiser set (PRODUCT.md "Voting window"); null: today's rule
     * from the start (attendee/voting-window.ts), so moving the start moves a window never set.
     */
    votingOpensAt: timestamp('voting_opens_at', { withTimezone: true }),
    votingClosesAt: timestamp('voting_closes_at', { withTimezone: true }),
    /** The awards screen's read-only link (ADR 028): a SHA-256 of its token; null: no link, or revoked. */
    awardsTokenHash: text('awards_token_hash'),
    /** Results published for entrants at /results/{id} (ADR 028); null: not published. */
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    resultsShowScores: boolean('results_show_scores').notNull().default(false),
    /** The published results name the judges and their choices only when the organiser chooses (issue 29). */
    resultsShowJudges: boolean('results_show_judges').notNull().default(false),
    /**
     * The scoring rule and its settings (ADR 029), applied when scores are read: the sheets keep
     * what the judges gave, so a change here re-ranks without touching a score.
     */
    scoringRule: text('scoring_rule').$type<ScoringRule>().notNull().default('points'),
    dropMinJudges: integer('drop_min_judges').notNull().default(DEFAULT_DROP_MIN_JUDGES),
    medalBands: jsonb('medal_bands').$type<MedalBands>(),
    tieBreak: jsonb('tie_break').$type<TieBreakKey[]>().notNull().default(DEFAULT_TIE_BREAK),
    deductionReasons: jsonb('deduction_reasons').$type<string[]>().notNull().default([]),
    /** Entrant registration as the organiser set it (issue 31); null: never set up (closed). */
    registration: jsonb('registration').$type<RegistrationSettings>(),
    /** The show's language (issue 33): its public pages, mails and files speak it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    /** The show's IANA time zone (issue 33); null: the deployment's TIME_ZONE. */
    timeZone: text('time_zone'),
    iconId: uuid('icon_id').references(() => media.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_starts_at_idx').on(t.startsAt),
    check('events_scoring_rule_check', sql`${t.scoringRule} in ('points', 'deduction', 'drop-high-low')`),
    // Dropping the highest and lowest of fewer than three judges would leave nothing (ADR 029).
    check('events_drop_min_judges_check', sql`${t.dropMinJudges} between 3 and 50`),
    check('events_locale_check', sql`${t.locale} in ('en', 'de', 'fr', 'nl', 'es')`),
  ],
);

/** Categories judged at an event (SPEC "map-category"). */
export const eventCategories = pgTable(
  'event_categories',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.categoryId] }), index('event_categories_category_idx').on(t.categoryId)],
);

/** Judges working an event (SPEC "map-judge"). */
export const eventJudges = pgTable(
  'event_judges',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.judgeId] }), index('event_judges_judge_idx').on(t.judgeId)],
);

/**
 * The panel of a category at an event: the mapped judges who judge it (PRODUCT.md "Panels"). A
 * category without rows is judged by every judge mapped to the event, so shows that never name a
 * panel keep working. A row goes with its category's or its judge's mapping (the composite keys).
 */
export const eventPanelJudges = pgTable(
  'event_panel_judges',
  {
    eventId: integer('event_id').notNull(),
    categoryId: integer('category_id').notNull(),
    judgeId: integer('judge_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.categoryId, t.judgeId] }),
    foreignKey({
      name: 'event_panel_judges_category_fk',
      columns: [t.eventId, t.categoryId],
      foreignColumns: [eventCategories.eventId, eventCategories.categoryId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_panel_judges_judge_fk',
      columns: [t.eventId, t.judgeId],
      foreignColumns: [eventJudges.eventId, eventJudges.judgeId],
    }).onDelete('cascade'),
    index('event_panel_judges_judge_idx').on(t.eventId, t.judgeId),
  ],
);
