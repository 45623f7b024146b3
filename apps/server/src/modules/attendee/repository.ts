import { and, asc, eq } from 'drizzle-orm';
import type { AudienceVehicle } from '@showgrid/shared/schemas/attendee';
import type { Db } from '../../db/client.ts';
import { categories, events, vehicleFiles, vehicles } from '../../db/schema/index.ts';
import { mediaUrl } from '../media/repository.ts';
import { nearestEventOrder } from '../vehicle-ids/nearest-event.ts';
import { vehicleName } from '../vehicle-ids/repository.ts';
import { votingState } from './voting-window.ts';

export function createAudienceRepository(db: Db) {
  return {
    /**
     * What the card on a windscreen leads to: the vehicle with that id at the event nearest to
     * now. Only when that vehicle is Paid: an unpaid entry of this year's show does not fall back
     * to last year's car with the same card.
     */
    async vehicleByUniqueId(uniqueId: string, now: Date): Promise<AudienceVehicle | undefined> {
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
        })
        .from(vehicles)
        .innerJoin(events, eq(events.id, vehicles.eventId))
        .innerJoin(categories, eq(categories.id, vehicles.categoryId))
        .where(eq(vehicles.uniqueId, uniqueId))
        .orderBy(...nearestEventOrder(now), asc(vehicles.id))
        .limit(1);
      if (!row?.paid) return undefined;
      const [picture] = await db
        .select({ mediaId: vehicleFiles.mediaId })
        .from(vehicleFiles)
        .where(and(eq(vehicleFiles.vehicleId, row.id), eq(vehicleFiles.kind, 'image')))
        .orderBy(asc(vehicleFiles.position), asc(vehicleFiles.id))
        .limit(1);
      return {
        intVehicleId: row.id,
        intEventId: row.eventId,
        strUniqueId: row.uniqueId ?? uniqueId,
        strRegistrationNumber: row.registrationNo,
        strVehicleName: vehicleName(row),
        strCategoryName: row.categoryName,
        strEventTitle: row.eventTitle,
        strImage: mediaUrl(picture?.mediaId),
        blnVotingOpen: votingState(row.startsAt, now) === 'open',
      };
    },
  };
}
