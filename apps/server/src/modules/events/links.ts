import { HttpError } from '../../lib/http-errors.ts';
import type { EventRecord, Executor } from './records.ts';
import { eventsRepository as repo } from './repository.ts';
import { assertCategoriesEmpty } from './usage.ts';

/** An event's mappings (SPEC §3 Mappers): its categories and its judges, checked and set the same way. */

/** One kind of event mapping (SPEC §3 Mappers): categories or judges. */
export interface LinkKind {
  label: string;
  current(event: EventRecord): number[];
  unknown(tx: Executor, ids: readonly number[]): Promise<number[]>;
  add(tx: Executor, eventId: number, ids: readonly number[]): Promise<void>;
  remove(tx: Executor, eventId: number, ids: readonly number[]): Promise<void>;
}

export const CATEGORY_LINKS: LinkKind = {
  label: 'category',
  current: (event) => event.categories.map((c) => c.id),
  unknown: repo.unknownCategories,
  add: repo.addCategories,
  // A category its vehicles still sit in stays: dropping it would orphan them in the event.
  remove: async (tx, eventId, ids) => {
    await assertCategoriesEmpty(tx, eventId, ids);
    await repo.removeCategories(tx, eventId, ids);
  },
};

export const JUDGE_LINKS: LinkKind = {
  label: 'judge',
  current: (event) => event.judgeIds,
  unknown: repo.unknownJudges,
  add: repo.addJudges,
  remove: repo.removeJudges,
};

/** Without repeats, in first-seen order. */
export const unique = (ids: readonly number[]) => [...new Set(ids)];
const without = (ids: readonly number[], drop: readonly number[]) => ids.filter((id) => !drop.includes(id));

/** 400 for every id of every list that names nothing: "Unknown category: 99." */
export async function assertLinksExist(tx: Executor, lists: [field: string, kind: LinkKind, ids: number[]][]): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [field, kind, ids] of lists) {
    const unknown = await kind.unknown(tx, ids);
    if (unknown.length > 0) errors[field] = unknown.map((id) => `Unknown ${kind.label}: ${id}.`);
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
}

/** Makes the event's links exactly `wanted`: adds the new, removes the deselected (SPEC §4). */
export async function setLinks(tx: Executor, kind: LinkKind, event: EventRecord, wanted: number[]): Promise<void> {
  const current = kind.current(event);
  await kind.remove(tx, event.id, without(current, wanted));
  await kind.add(tx, event.id, without(wanted, current));
}
