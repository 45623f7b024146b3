import { vehicleIdsOf } from '@showgrid/shared/vehicle-ids';
import { CATEGORY_NOT_FOUND, EVENT_NOT_FOUND, VEHICLE_NOT_FOUND } from '@showgrid/shared/messages';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { createVehicleIdsRepository, type Assignment } from './repository.ts';

/** The cards to print for a category: its name, the event they name (if any), the ids, in series order. */
export interface CardSet {
  categoryName: string;
  eventTitle: string | null;
  ids: string[];
}

/** What the vehicle-id routes answer, before they present it (ids and their holders, cards to print). */
export function createVehicleIdsService({ db, now }: { db: Db; now: () => Date }) {
  const repo = createVehicleIdsRepository(db);

  const categoryOr404 = async (id: number) => {
    const category = await repo.findCategory(id);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    return category;
  };
  const eventOr404 = async (id: number) => {
    const event = await repo.findEvent(id);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  };

  return {
    /** Every id of the category's series with the vehicle holding it (at the event nearest to now); none without a series. */
    async list(categoryId: number): Promise<{ id: string; holder: Assignment | undefined }[]> {
      const category = await categoryOr404(categoryId);
      if (!category.series) return [];
      const held = await repo.assignments(category.id, now());
      return vehicleIdsOf(category.series).map((id) => ({ id, holder: held.get(id) }));
    },

    /** The ids of the category no vehicle of the event carries, the vehicle's own (the edit form's) counted free. */
    async available(eventId: number, categoryId: number, vehicleId: number | undefined): Promise<string[]> {
      await eventOr404(eventId);
      const category = await categoryOr404(categoryId);
      if (vehicleId !== undefined && !(await repo.vehicleExists(vehicleId))) throw notFound(VEHICLE_NOT_FOUND);
      if (!category.series) return [];
      const taken = await repo.takenIds(eventId, vehicleId);
      return vehicleIdsOf(category.series).filter((id) => !taken.has(id));
    },

    /**
     * The cards of a category, for the event given or else the one nearest to now that judges it;
     * `assignedOnly`: just the ids vehicles of that event carry. 400 when there is nothing to
     * print: no series yet, or no id held.
     */
    async cards(categoryId: number, { eventId, assignedOnly }: { eventId: number | undefined; assignedOnly: boolean }): Promise<CardSet> {
      const category = await categoryOr404(categoryId);
      const event = eventId !== undefined ? await eventOr404(eventId) : await repo.nearestEventOf(category.id, now());
      if (!category.series) {
        throw new HttpError(400, { detail: `The category "${category.name}" has no vehicle id series yet.` });
      }
      let ids = vehicleIdsOf(category.series);
      if (assignedOnly) {
        const held = event ? await repo.takenIds(event.id) : new Set<string>();
        ids = ids.filter((id) => held.has(id));
        if (ids.length === 0)
          throw new HttpError(400, { detail: `No vehicle ${event ? `of ${event.title} ` : ''}holds an id of "${category.name}" yet.` });
      }
      return { categoryName: category.name, eventTitle: event?.title ?? null, ids };
    },
  };
}
