import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, events, vehicleFiles, vehicles } from '../../db/schema/index.ts';
import { nearestEventOrder } from '../vehicle-ids/nearest-event.ts';
import { votingWindow, windowState, type VotingState, type VotingWindow } from '@showgrid/shared/voting-window';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@showgrid/shared/locales';
import { vehicleNameOrRegistration } from '@showgrid/shared/vehicle-name';

/** What the audience page of a card shows, in the code's names. */
export interface AudienceVehicleRecord {
  id: number;
  eventId: number;
  uniqueId: string;
  registrationNo: string;
  name: string;
  categoryName: string;
  eventTitle: string;
  /** The first picture. */
  imageId: string | null;
  voting: VotingWindow & { state: VotingState };
  /** The show's own time zone (issue 33); null: the deployment's. */
  timeZone: string | null;
  /** The show's language (issue 33). */
  locale: Locale;
}

export function createAudienceRepository(db: Db) {
  return {
    /**
     * What the card on a windscreen leads to: the vehicle with that id at the event nearest to
     * now. Only when that vehicle is Paid: an unpaid entry of this year's show does not fall back
     * to last year's car with the same card ('not-entered': the card is known, the entry not paid).
     */
    async vehicleByUniqueId(uniqueId: string, now: Date): Promise<AudienceVehicleRecord | 'not-entered' | undefined> {
      const [row] = await db
        .select({
          id: vehicles.id,
          eventId: vehicles.eventId,
          uniqueId: vehicles.uniqueId,
          registrationNo: vehicles.registrationNo,
          brand: vehicles.brand,
          model: vehicles.model,
          paid: vehicles.paid,
          categoryName: categories.name,
          eventTitle: events.title,
          startsAt: events.startsAt,
          votingOpensAt: events.votingOpensAt,
          votingClosesAt: events.votingClosesAt,
          timeZone: events.timeZone,
          locale: events.locale,
        })
        .from(vehicles)
        .innerJoin(events, eq(events.id, vehicles.eventId))
        .innerJoin(categories, eq(categories.id, vehicles.categoryId))
        .where(eq(vehicles.uniqueId, uniqueId))
        .orderBy(...nearestEventOrder(now), asc(vehicles.id))
        .limit(1);
      if (!row) return undefined;
      if (!row.paid) return 'not-entered';
      const [picture] = await db
        .select({ mediaId: vehicleFiles.mediaId })
        .from(vehicleFiles)
        .where(and(eq(vehicleFiles.vehicleId, row.id), eq(vehicleFiles.kind, 'image')))
        .orderBy(asc(vehicleFiles.position), asc(vehicleFiles.id))
        .limit(1);
      const window = votingWindow(row);
      return {
        id: row.id,
        eventId: row.eventId,
        uniqueId: row.uniqueId ?? uniqueId,
        registrationNo: row.registrationNo,
        name: vehicleNameOrRegistration(row),
        categoryName: row.categoryName,
        eventTitle: row.eventTitle,
        imageId: picture?.mediaId ?? null,
        voting: { ...window, state: windowState(window, now) },
        timeZone: row.timeZone,
        locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
      };
    },
  };
}
