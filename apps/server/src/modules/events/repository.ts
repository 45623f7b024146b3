import { CLOSED_REGISTRATION, type RegistrationSettings } from '@showgrid/shared/registration-rules';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { categories, eventCategories, eventJudges, events, parameters, users, vehicleTypes } from '../../db/schema/index.ts';
import { containsFolded } from '../../lib/folded-text.ts';
import { panelsRepository } from './panels.ts';
import type { EventFields, EventPlace, EventRecord, EventScoring, Executor, VotingInput } from './records.ts';

type EventRow = typeof events.$inferSelect;

export interface EventFilter {
  /** Only events this judge is mapped to (a judge's view). */
  judgeId?: number;
  /** Case-insensitive substring of the title or the location. */
  search?: string;
  /** Only events starting after this instant. */
  startsAfter?: Date;
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

function whereOf(filter: EventFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.judgeId !== undefined) {
    conditions.push(
      sql`${events.id} in (select ${eventJudges.eventId} from ${eventJudges} where ${eventJudges.judgeId} = ${filter.judgeId})`,
    );
  }
  if (filter.search) {
    conditions.push(or(containsFolded(events.titleFolded, filter.search), containsFolded(events.locationFolded, filter.search)));
  }
  if (filter.startsAfter) conditions.push(sql`${events.startsAt} > ${timestamp(filter.startsAfter)}`);
  return and(...conditions);
}

/**
 * Upcoming events first, soonest first; then past events, most recent first: what an organiser
 * looks for (the next show, then the one that just finished).
 */
function organiserOrder(now: Date): SQL[] {
  const upcoming = sql`${events.startsAt} > ${timestamp(now)}`;
  return [
    sql`case when ${upcoming} then 0 else 1 end`,
    sql`case when ${upcoming} then ${events.startsAt} end asc`,
    desc(events.startsAt),
    asc(events.id),
  ];
}

/** Categories, judge ids and panels of many events in three queries, whatever the number of events. */
async function withMappings(ex: Executor, rows: EventRow[]): Promise<EventRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // Sequential, not Promise.all: inside a transaction both would queue on one connection anyway.
  const categoryRows = await ex
    .select({
      eventId: eventCategories.eventId,
      id: categories.id,
      name: categories.name,
      vehicleTypeTitle: vehicleTypes.title,
      iconId: categories.iconId,
    })
    .from(eventCategories)
    .innerJoin(categories, eq(categories.id, eventCategories.categoryId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, categories.vehicleTypeId))
    .where(inArray(eventCategories.eventId, ids))
    .orderBy(sql`lower(${categories.name})`, asc(categories.id));
  const judgeRows = await ex
    .select({ eventId: eventJudges.eventId, judgeId: eventJudges.judgeId })
    .from(eventJudges)
    .where(inArray(eventJudges.eventId, ids))
    .orderBy(asc(eventJudges.judgeId));
  const byEvent = new Map<number, Pick<EventRecord, 'categories' | 'judgeIds'>>(ids.map((id) => [id, { categories: [], judgeIds: [] }]));
  for (const { eventId, ...category } of categoryRows) byEvent.get(eventId)?.categories.push(category);
  for (const { eventId, judgeId } of judgeRows) byEvent.get(eventId)?.judgeIds.push(judgeId);
  const panels = await panelsRepository.ofEvents(ex, ids);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    location: row.location,
    coordinatorName: row.coordinatorName,
    coordinatorPhone: row.coordinatorPhone,
    description: row.description,
    startsAt: row.startsAt,
    votingOpensAt: row.votingOpensAt,
    votingClosesAt: row.votingClosesAt,
    iconId: row.iconId,
    scoring: {
      rule: row.scoringRule,
      dropMinJudges: row.dropMinJudges,
      medalBands: row.medalBands,
      tieBreak: row.tieBreak,
      deductionReasons: row.deductionReasons,
    },
    registration: row.registration ?? CLOSED_REGISTRATION,
    place: { locale: row.locale, timeZone: row.timeZone },
    categories: byEvent.get(row.id)?.categories ?? [],
    judgeIds: byEvent.get(row.id)?.judgeIds ?? [],
    panels: panels.get(row.id) ?? [],
  }));
}

/** The ids in `wanted` that no row of `found` carries, in the order asked. */
function missing(wanted: readonly number[], found: { id: number }[]): number[] {
  const known = new Set(found.map((r) => r.id));
  return wanted.filter((id) => !known.has(id));
}

export const eventsRepository = {
  /** One page (or every row when `page` is undefined) in organiser order, and the total. */
  async list(ex: Executor, filter: EventFilter, now: Date, page?: { limit: number; offset: number }) {
    const where = whereOf(filter);
    const query = ex
      .select()
      .from(events)
      .where(where)
      .orderBy(...organiserOrder(now))
      .$dynamic();
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const total = page ? ((await ex.select({ n: count() }).from(events).where(where))[0]?.n ?? 0) : rows.length;
    return { rows: await withMappings(ex, rows), total };
  },

  /** Events starting after `now`, soonest first. */
  async upcoming(ex: Executor, filter: Omit<EventFilter, 'startsAfter'>, now: Date): Promise<EventRecord[]> {
    const rows = await ex
      .select()
      .from(events)
      .where(whereOf({ ...filter, startsAfter: now }))
      .orderBy(asc(events.startsAt), asc(events.id));
    return withMappings(ex, rows);
  },

  async find(ex: Executor, id: number, filter: Pick<EventFilter, 'judgeId'> = {}): Promise<EventRecord | undefined> {
    const rows = await ex
      .select()
      .from(events)
      .where(and(eq(events.id, id), whereOf(filter)));
    const [record] = await withMappings(ex, rows);
    return record;
  },

  /** The event again inside the transaction that holds it (locked or just written): it must be there. */
  async reread(tx: Executor, id: number): Promise<EventRecord> {
    const [record] = await withMappings(tx, await tx.select().from(events).where(eq(events.id, id)));
    if (!record) throw new Error(`event ${id} vanished inside its own transaction`);
    return record;
  },

  /** Locks the event for the rest of the transaction (concurrent edits queue up), then reads it. */
  async lock(tx: Executor, id: number): Promise<EventRecord | undefined> {
    const rows = await tx.select().from(events).where(eq(events.id, id)).for('update');
    const [record] = await withMappings(tx, rows);
    return record;
  },

  async exists(ex: Executor, id: number): Promise<boolean> {
    const [row] = await ex.select({ id: events.id }).from(events).where(eq(events.id, id));
    return row !== undefined;
  },

  async insert(tx: Executor, fields: EventFields): Promise<number> {
    const [row] = await tx.insert(events).values(fields).returning({ id: events.id });
    if (!row) throw new Error('event insert returned nothing');
    return row.id;
  },

  async update(tx: Executor, id: number, fields: EventFields): Promise<void> {
    await tx
      .update(events)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(events.id, id));
  },

  /** Sets the voting window's ends given (null: back to the rule from the start; undefined: kept). */
  async setVoting(tx: Executor, id: number, voting: VotingInput): Promise<void> {
    const set: Partial<Pick<EventRow, 'votingOpensAt' | 'votingClosesAt'>> = {};
    if (voting.opensAt !== undefined) set.votingOpensAt = voting.opensAt;
    if (voting.closesAt !== undefined) set.votingClosesAt = voting.closesAt;
    if (Object.keys(set).length === 0) return;
    await tx
      .update(events)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(events.id, id));
  },

  /** Sets the scoring settings given; the ones left out are kept. */
  async setScoring(tx: Executor, id: number, scoring: Partial<EventScoring>): Promise<void> {
    const set: Partial<Pick<EventRow, 'scoringRule' | 'dropMinJudges' | 'medalBands' | 'tieBreak' | 'deductionReasons'>> = {};
    if (scoring.rule !== undefined) set.scoringRule = scoring.rule;
    if (scoring.dropMinJudges !== undefined) set.dropMinJudges = scoring.dropMinJudges;
    if (scoring.medalBands !== undefined) set.medalBands = scoring.medalBands;
    if (scoring.tieBreak !== undefined) set.tieBreak = scoring.tieBreak;
    if (scoring.deductionReasons !== undefined) set.deductionReasons = scoring.deductionReasons;
    if (Object.keys(set).length === 0) return;
    await tx.update(events).set(set).where(eq(events.id, id));
  },

  /** Sets the language and the time zone given (issue 33); the ones left out are kept. */
  async setPlace(tx: Executor, id: number, place: Partial<EventPlace>): Promise<void> {
    const set: Partial<Pick<EventRow, 'locale' | 'timeZone'>> = {};
    if (place.locale !== undefined) set.locale = place.locale;
    if (place.timeZone !== undefined) set.timeZone = place.timeZone;
    if (Object.keys(set).length === 0) return;
    await tx.update(events).set(set).where(eq(events.id, id));
  },

  /** Replaces the registration settings whole (issue 31). */
  async setRegistration(tx: Executor, id: number, registration: RegistrationSettings): Promise<void> {
    await tx.update(events).set({ registration }).where(eq(events.id, id));
  },

  /** The parameter ids of `ids` that no category of the event judges (live on none of their vehicle types). */
  async unjudgedParameters(ex: Executor, eventId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await ex
      .selectDistinct({ id: parameters.id })
      .from(parameters)
      .innerJoin(categories, eq(categories.vehicleTypeId, parameters.vehicleTypeId))
      .innerJoin(eventCategories, and(eq(eventCategories.categoryId, categories.id), eq(eventCategories.eventId, eventId)))
      .where(and(inArray(parameters.id, [...ids]), isNull(parameters.retiredAt)));
    return missing(ids, found);
  },

  /** Deletes the row; its mappings go with it (ON DELETE CASCADE). */
  async delete(tx: Executor, id: number): Promise<void> {
    await tx.delete(events).where(eq(events.id, id));
  },

  /**
   * Category ids that do not exist. The ones that do are key-share locked until the transaction
   * ends, so a concurrent delete cannot slip in between this check and the mapping insert.
   */
  async unknownCategories(tx: Executor, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, [...ids]))
      .for('key share');
    return missing(ids, found);
  },

  /** User ids that are not judges (unknown, or an admin); the judges found are locked as above. */
  async unknownJudges(tx: Executor, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...ids]), eq(users.role, 'judge')))
      .for('key share');
    return missing(ids, found);
  },

  async addCategories(tx: Executor, eventId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .insert(eventCategories)
      .values(ids.map((categoryId) => ({ eventId, categoryId })))
      .onConflictDoNothing();
  },

  async removeCategories(tx: Executor, eventId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.delete(eventCategories).where(and(eq(eventCategories.eventId, eventId), inArray(eventCategories.categoryId, [...ids])));
  },

  async addJudges(tx: Executor, eventId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .insert(eventJudges)
      .values(ids.map((judgeId) => ({ eventId, judgeId })))
      .onConflictDoNothing();
  },

  async removeJudges(tx: Executor, eventId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.delete(eventJudges).where(and(eq(eventJudges.eventId, eventId), inArray(eventJudges.judgeId, [...ids])));
  },
};
