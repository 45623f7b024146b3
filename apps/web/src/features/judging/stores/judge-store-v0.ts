import { z } from 'zod';
import { byParameterId, type VehicleScore } from '../outbox/sheet-state';

/**
 * Judge data as tablets before ADR 021 kept it: one map per field. A tablet updated in the middle
 * of a show may hold scores not yet sent in it, so they are carried over, not dropped.
 */
const byVehicle = <T extends z.ZodType>(value: T) => z.record(z.string(), value).catch({});

const version0Schema = z.looseObject({
  scores: byVehicle(z.record(z.string(), z.number())),
  specialNotes: byVehicle(z.string()),
  chosenIds: z.array(z.number()).catch([]),
  edits: byVehicle(
    z.object({
      intEventId: z.number(),
      intCategoryId: z.number(),
      dtEditedAt: z.string(),
      sync: z.enum(['saved', 'pending', 'refused']),
    }),
  ),
});

const LEGACY_FIELDS = ['scores', 'totalScores', 'specialNotes', 'chosenIds', 'scoreIds', 'edits'];

/** The version-1 state of a version-0 one: a record per vehicle the old edits map knew. */
export function fromVersion0(persisted: unknown): unknown {
  const parsed = version0Schema.safeParse(persisted);
  if (!parsed.success) return persisted;
  const { scores, specialNotes, chosenIds, edits } = parsed.data;
  const sheets: Record<number, VehicleScore> = {};
  for (const [id, edit] of Object.entries(edits)) {
    const vehicleId = Number(id);
    sheets[vehicleId] = {
      intEventId: edit.intEventId,
      intCategoryId: edit.intCategoryId,
      sheet: {
        scores: byParameterId(scores[id] ?? {}),
        specialNote: specialNotes[id] ?? '',
        chosen: chosenIds.includes(vehicleId),
      },
      editedAt: edit.dtEditedAt,
      state: edit.sync,
    };
  }
  const rest = Object.fromEntries(Object.entries(parsed.data).filter(([key]) => !LEGACY_FIELDS.includes(key)));
  return { ...rest, sheets };
}
