import { and, asc, desc, eq, gt, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@showgrid/shared/locales';
import type { Db, Tx } from '../../db/client.ts';
import { categories, entrants, events, paymentEvents, registrationPhotos, registrations, vehicles } from '../../db/schema/index.ts';
import type { HeldPlaces, RegistrationRecord, RegistrationStatus } from './records.ts';

/**
 * Whether an entry holds its place at `now` (places.ts says why): counted against the caps in
 * SQL, so an expired payment hold or offer frees its place the moment it expires, whether or
 * not anything has swept it yet.
 */
export function holdsPlaceAt(now: Date): SQL {
  const at = now.toISOString();
  const holds = or(
    inArray(registrations.status, ['pending-approval', 'confirmed']),
    and(eq(registrations.status, 'awaiting-payment'), gt(registrations.holdExpiresAt, sql`${at}::timestamptz`)),
    and(eq(registrations.status, 'offered'), gt(registrations.offerExpiresAt, sql`${at}::timestamptz`)),
  );
  if (!holds) throw new Error('or() of three conditions gave nothing');
  return holds;
}

const columns = {
  id: registrations.id,
  eventId: registrations.eventId,
  eventTitle: events.title,
  entrantId: registrations.entrantId,
  entrantEmail: entrants.email,
  categoryId: registrations.categoryId,
  categoryName: categories.name,
  status: registrations.status,
  ownerName: registrations.ownerName,
  phone: registrations.phone,
  brand: registrations.brand,
  model: registrations.model,
  year: registrations.year,
  registrationNo: registrations.registrationNo,
  colour: registrations.colour,
  paymentMode: registrations.paymentMode,
  extras: registrations.extras,
  currency: registrations.currency,
  feeCents: registrations.feeCents,
  amountCents: registrations.amountCents,
  holdExpiresAt: registrations.holdExpiresAt,
  offerExpiresAt: registrations.offerExpiresAt,
  paidAt: registrations.paidAt,
  paidVia: registrations.paidVia,
  refundedAt: registrations.refundedAt,
  approvedAt: registrations.approvedAt,
  reason: registrations.reason,
  vehicleId: registrations.vehicleId,
  vehicleUniqueId: vehicles.uniqueId,
  vehiclePaid: sql<boolean>`coalesce(${vehicles.paid}, false)`,
  resultsPublished: sql<boolean>`${events.resultsPublishedAt} is not null`,
  checkoutSessionId: registrations.checkoutSessionId,
  checkoutUrl: registrations.checkoutUrl,
  createdAt: registrations.createdAt,
  locale: sql<Locale>`coalesce(${registrations.locale}, ${events.locale})`,
  eventTimeZone: events.timeZone,
  photoIds: sql<string[]>`coalesce((select array_agg(${registrationPhotos.mediaId}::text order by ${registrationPhotos.position})
    from ${registrationPhotos} where ${registrationPhotos.registrationId} = ${registrations.id}), '{}')`,
};

type NewRegistration = typeof registrations.$inferInsert;
/** What a change of an entry may set (its status, payment, hold or offer, reason). */
export type RegistrationChange = Partial<Omit<NewRegistration, 'id' | 'eventId' | 'entrantId' | 'createdAt'>>;

export const registrationsRepository = {
  /** The places the event's entries hold at `now`, in all and per class. */
  async heldPlaces(ex: Db | Tx, eventId: number, now: Date): Promise<HeldPlaces> {
    const rows = await ex
      .select({ categoryId: registrations.categoryId, held: sql<number>`count(*)::int` })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), holdsPlaceAt(now)))
      .groupBy(registrations.categoryId);
    const byClass = new Map(rows.map((row) => [row.categoryId, Number(row.held)]));
    return { event: rows.reduce((sum, row) => sum + Number(row.held), 0), byClass };
  },

  async insert(tx: Tx, row: NewRegistration): Promise<number> {
    const [inserted] = await tx.insert(registrations).values(row).returning({ id: registrations.id });
    if (!inserted) throw new Error('registration insert returned nothing');
    return inserted.id;
  },

  async addPhotos(tx: Tx, registrationId: number, mediaIds: readonly string[]): Promise<void> {
    if (mediaIds.length === 0) return;
    await tx.insert(registrationPhotos).values(mediaIds.map((mediaId, position) => ({ registrationId, position, mediaId })));
  },

  /** An entry by id, whoever's it is: the payment webhook's, the sweep's and the organiser's reads. */
  async find(ex: Db | Tx, id: number): Promise<RegistrationRecord | undefined> {
    const [row] = await select(ex).where(eq(registrations.id, id));
    return row;
  },

  async update(tx: Tx, id: number, change: RegistrationChange): Promise<void> {
    await tx.update(registrations).set(change).where(eq(registrations.id, id));
  },

  /**
   * Records a Stripe event as processed: true the first time, false when it was before. Stripe
   * retries until it hears 2xx, and anyone may replay a signed body within its tolerance: the
   * event's id is the primary key, so a burst of the same event inserts one row and the others
   * wait for it, then find it.
   */
  async firstSight(tx: Tx, eventId: string, type: string, at: Date): Promise<boolean> {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: eventId, type, receivedAt: at })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return inserted.length > 0;
  },

  /** One entry of one entrant; another's is not there. */
  async ofEntrant(ex: Db | Tx, entrantId: number, id: number): Promise<RegistrationRecord | undefined> {
    const [row] = await select(ex).where(and(eq(registrations.id, id), eq(registrations.entrantId, entrantId)));
    return row;
  },

  /** An entrant's entries, newest first. */
  async listOfEntrant(ex: Db | Tx, entrantId: number): Promise<RegistrationRecord[]> {
    return select(ex).where(eq(registrations.entrantId, entrantId)).orderBy(desc(registrations.createdAt), desc(registrations.id));
  },

  /** An event's entries in arrival order, of one status and one class when asked. */
  async ofEvent(
    ex: Db | Tx,
    eventId: number,
    filter: { status?: RegistrationStatus; categoryId?: number } = {},
  ): Promise<RegistrationRecord[]> {
    const where = [eq(registrations.eventId, eventId)];
    if (filter.status !== undefined) where.push(eq(registrations.status, filter.status));
    if (filter.categoryId !== undefined) where.push(eq(registrations.categoryId, filter.categoryId));
    return select(ex)
      .where(and(...where))
      .orderBy(asc(registrations.id));
  },

  /**
   * Each waiting entry's place in its class's line (0: next), for the given events in one query:
   * a list's positions without a query per entry.
   */
  async waitlistPositions(ex: Db | Tx, eventIds: readonly number[]): Promise<Map<number, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await ex
      .select({ id: registrations.id, eventId: registrations.eventId, categoryId: registrations.categoryId })
      .from(registrations)
      .where(and(inArray(registrations.eventId, [...new Set(eventIds)]), eq(registrations.status, 'waitlisted')))
      .orderBy(asc(registrations.id));
    const positions = new Map<number, number>();
    const ahead = new Map<string, number>();
    for (const row of rows) {
      const line = `${String(row.eventId)}:${String(row.categoryId)}`;
      const n = ahead.get(line) ?? 0;
      positions.set(row.id, n);
      ahead.set(line, n + 1);
    }
    return positions;
  },

  /** The event's entries counted by class, status and payment: the organiser's summary. */
  async moneyRows(ex: Db | Tx, eventId: number) {
    return ex
      .select({
        categoryId: registrations.categoryId,
        status: registrations.status,
        paidVia: registrations.paidVia,
        paid: sql<boolean>`${registrations.paidAt} is not null`,
        refunded: sql<boolean>`${registrations.refundedAt} is not null`,
        entries: sql<number>`count(*)::int`,
        amountCents: sql<number>`coalesce(sum(${registrations.amountCents}), 0)::bigint`,
      })
      .from(registrations)
      .where(eq(registrations.eventId, eventId))
      .groupBy(
        registrations.categoryId,
        registrations.status,
        registrations.paidVia,
        sql`${registrations.paidAt} is not null`,
        sql`${registrations.refundedAt} is not null`,
      );
  },

  /** The entrant's entries at the event that still stand or wait (not withdrawn, not rejected). */
  async standingOfEntrant(tx: Tx, eventId: number, entrantId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, eventId),
          eq(registrations.entrantId, entrantId),
          notInArray(registrations.status, ['withdrawn', 'rejected']),
        ),
      );
    return Number(row?.n ?? 0);
  },

  /** Waiting entries of the event's same class that arrived before this one. */
  async waitingAhead(ex: Db | Tx, eventId: number, categoryId: number, id: number): Promise<number> {
    const [row] = await ex
      .select({ ahead: sql<number>`count(*)::int` })
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, eventId),
          eq(registrations.categoryId, categoryId),
          eq(registrations.status, 'waitlisted'),
          lt(registrations.id, id),
        ),
      );
    return Number(row?.ahead ?? 0);
  },

  /**
   * The event's entries the waiting list must look at, in arrival order: those waiting, and holds
   * and offers lapsed by `at` (never the whole event: this runs before every new entry).
   */
  async unsettled(tx: Tx, eventId: number, at: Date): Promise<RegistrationRecord[]> {
    const now = sql`${at.toISOString()}::timestamptz`;
    return select(tx)
      .where(
        and(
          eq(registrations.eventId, eventId),
          or(
            eq(registrations.status, 'waitlisted'),
            and(eq(registrations.status, 'awaiting-payment'), lte(registrations.holdExpiresAt, now)),
            and(eq(registrations.status, 'offered'), lte(registrations.offerExpiresAt, now)),
          ),
        ),
      )
      .orderBy(asc(registrations.id));
  },
};

const select = (ex: Db | Tx) =>
  ex
    .select(columns)
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .innerJoin(categories, eq(categories.id, registrations.categoryId))
    .innerJoin(entrants, eq(entrants.id, registrations.entrantId))
    .leftJoin(vehicles, eq(vehicles.id, registrations.vehicleId))
    .$dynamic();
