import { VOTING } from '@showgrid/shared/limits';
import type { VotingAction } from '@showgrid/shared/schemas/event';
import { tieBreakParameterId } from '@showgrid/shared/scoring-rules';
import { VOTING_WINDOW_ORDER, votingWindow } from '@showgrid/shared/voting-window';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { eventScope } from '../../lib/policy.ts';
import { decodeBase64Image, processImage, type StoredImage } from '../../lib/images.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MediaRepository } from '../media/repository.ts';
import { eventSnapshot } from './event-snapshot.ts';
import { judgesView, panelProblems, panelsRepository, PANEL_MESSAGES } from './panels.ts';
import type { EventInput, EventRecord, EventScoring, Executor, Panel, VotingInput } from './records.ts';
import { eventsRepository as repo, type EventFilter } from './repository.ts';
import { assertCategoriesEmpty, assertEventUnused } from './usage.ts';

/** A create may start up to a day back: the organiser's "today" can be behind UTC. */
export const PAST_GRACE_MS = 24 * 60 * 60 * 1000;
export const PAST_DATE_MESSAGE = 'The event date cannot be in the past.';

const ICON_FIELD = 'b64Icon';

type FieldErrors = Record<string, string[]>;

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

const unique = (ids: readonly number[]) => [...new Set(ids)];
const without = (ids: readonly number[], drop: readonly number[]) => ids.filter((id) => !drop.includes(id));

function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
}

/** Re-encodes an uploaded icon; a refusal is added to `errors` so it is reported with the rest. */
async function readIcon(base64: string | undefined, errors: FieldErrors): Promise<StoredImage | undefined> {
  if (base64 === undefined) return undefined;
  try {
    return await processImage(decodeBase64Image(base64, ICON_FIELD), ICON_FIELD, 'photo');
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
    Object.assign(errors, error.body);
    return undefined;
  }
}

/** 400 for every id of every list that names nothing: "Unknown category: 99." */
async function assertLinksExist(tx: Executor, lists: [field: string, kind: LinkKind, ids: number[]][]): Promise<void> {
  const errors: FieldErrors = {};
  for (const [field, kind, ids] of lists) {
    const unknown = await kind.unknown(tx, ids);
    if (unknown.length > 0) errors[field] = unknown.map((id) => `Unknown ${kind.label}: ${id}.`);
  }
  throwIfAny(errors);
}

/** Makes the event's links exactly `wanted`: adds the new, removes the deselected (SPEC §4). */
async function setLinks(tx: Executor, kind: LinkKind, event: EventRecord, wanted: number[]): Promise<void> {
  const current = kind.current(event);
  await kind.remove(tx, event.id, without(current, wanted));
  await kind.add(tx, event.id, without(wanted, current));
}

/** Makes the event's panels exactly `panels` (a category left out: every judge), after its mappings are set. */
async function setPanels(tx: Executor, event: EventRecord, panels: readonly Panel[]): Promise<void> {
  const problems = panelProblems(event, panels);
  if (problems.length > 0) throw new HttpError(400, { arrPanels: problems });
  for (const category of event.categories) {
    const judgeIds = unique(panels.find((panel) => panel.categoryId === category.id)?.judgeIds ?? []);
    await panelsRepository.replace(tx, event.id, category.id, judgeIds);
  }
}

/** Writes the window's ends given and answers the event as it now is; 400 (all rolled back) if it would close before it opens. */
async function setVoting(tx: Executor, id: number, voting: VotingInput | undefined): Promise<EventRecord> {
  if (voting) await repo.setVoting(tx, id, voting);
  const event = await reread(tx, id);
  const window = votingWindow(event);
  if (window.closesAt.getTime() <= window.opensAt.getTime()) throw new HttpError(400, { dtVotingClosesAt: [VOTING_WINDOW_ORDER] });
  return event;
}

/**
 * Writes the scoring settings given, after the event's categories: 400 (all rolled back) for a
 * tie-break naming a parameter the event does not judge (none of its categories' vehicle types
 * has it live), which would rank every vehicle 0/0 on it.
 */
async function setScoring(tx: Executor, id: number, scoring: Partial<EventScoring> | undefined): Promise<void> {
  if (!scoring) return;
  const named = (scoring.tieBreak ?? []).map(tieBreakParameterId).filter((pid) => pid !== undefined);
  const unjudged = await repo.unjudgedParameters(tx, id, named);
  if (unjudged.length > 0) throw new HttpError(400, { arrTieBreak: unjudged.map(UNJUDGED_PARAMETER) });
  await repo.setScoring(tx, id, scoring);
}

export const UNJUDGED_PARAMETER = (parameterId: number) => `Parameter ${parameterId} is not judged at this event.`;

/** The rule, its N, the bands or the tie-break changed: every total and rank may have moved. */
const scoringChanged = (before: EventRecord, after: EventRecord) => JSON.stringify(before.scoring) !== JSON.stringify(after.scoring);

const HOUR = 60 * 60 * 1000;

/**
 * "Open voting now" opens it at `at` (a window already closed stays open the default length);
 * "Close voting now" closes it at `at` (one not yet open is closed too: an empty window).
 */
export function votingNow(event: EventRecord, action: VotingAction, at: Date): VotingInput {
  const window = votingWindow(event);
  if (action === 'open') {
    return { opensAt: at, closesAt: window.closesAt > at ? undefined : new Date(at.getTime() + VOTING.closesHoursAfterStart * HOUR) };
  }
  return { closesAt: at, opensAt: window.opensAt > at ? at : undefined };
}

async function reread(tx: Executor, id: number): Promise<EventRecord> {
  const event = await repo.find(tx, id);
  if (!event) throw new Error(`event ${id} vanished inside its own transaction`);
  return event;
}

/** `onChange` runs inside updates, mapping changes and deletes: the live dashboards show judges and categories (ADR 014). */
export function createEventsService({
  db,
  media,
  now,
  onChange,
}: {
  db: Db;
  media: MediaRepository;
  now: () => Date;
  onChange: ChangeHook;
}) {
  const scopeOf = (viewer: AuthUser): Pick<EventFilter, 'judgeId'> => eventScope(viewer);
  /** A judge sees only the categories on their panels. */
  const shownTo = (viewer: AuthUser) => {
    const { judgeId } = scopeOf(viewer);
    return (event: EventRecord) => (judgeId === undefined ? event : judgesView(event, judgeId));
  };

  return {
    async list(viewer: AuthUser, search: string | undefined, at: Date, page?: { limit: number; offset: number }) {
      const found = await repo.list(db, { ...scopeOf(viewer), search: search || undefined }, at, page);
      return { ...found, rows: found.rows.map(shownTo(viewer)) };
    },

    async upcoming(viewer: AuthUser, at: Date) {
      return (await repo.upcoming(db, scopeOf(viewer), at)).map(shownTo(viewer));
    },

    async get(viewer: AuthUser, id: number): Promise<EventRecord> {
      const event = await repo.find(db, id, scopeOf(viewer));
      if (!event) throw notFound();
      return shownTo(viewer)(event);
    },

    /** The row, its icon and both mappings in one transaction: all of it or none of it. */
    async create(input: EventInput, actor: AuthUser): Promise<EventRecord> {
      const errors: FieldErrors = {};
      if (input.fields.startsAt.getTime() < now().getTime() - PAST_GRACE_MS) {
        errors.strEventStartDateTime = [PAST_DATE_MESSAGE];
      }
      const image = await readIcon(input.icon, errors);
      throwIfAny(errors);
      const categoryIds = unique(input.categoryIds);
      const judgeIds = unique(input.judgeIds);
      return db.transaction(async (tx) => {
        await assertLinksExist(tx, [
          ['arrVehicleCategory', CATEGORY_LINKS, categoryIds],
          ['arrJudges', JUDGE_LINKS, judgeIds],
        ]);
        const iconId = image ? await media.save(image, tx) : null;
        const id = await repo.insert(tx, { ...input.fields, iconId });
        await CATEGORY_LINKS.add(tx, id, categoryIds);
        await JUDGE_LINKS.add(tx, id, judgeIds);
        if (input.panels) await setPanels(tx, await reread(tx, id), input.panels);
        await setScoring(tx, id, input.scoring);
        const created = await setVoting(tx, id, input.voting);
        await audit(tx, { userId: actor.id, action: 'create', entity: 'event', entityId: id, after: eventSnapshot(created) });
        return created;
      });
    },

    /** A start in the past is fine here: organisers fix finished events. Mappings are the full sets. */
    async update(id: number, input: EventInput, actor: AuthUser): Promise<EventRecord> {
      if (!(await repo.exists(db, id))) throw notFound();
      const errors: FieldErrors = {};
      const image = await readIcon(input.icon, errors);
      throwIfAny(errors);
      return db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw notFound();
        const categoryIds = unique(input.categoryIds);
        const judgeIds = unique(input.judgeIds);
        await assertLinksExist(tx, [
          ['arrVehicleCategory', CATEGORY_LINKS, categoryIds],
          ['arrJudges', JUDGE_LINKS, judgeIds],
        ]);
        const iconId = image ? await media.save(image, tx) : before.iconId;
        await repo.update(tx, id, { ...input.fields, iconId });
        if (image) await media.remove(before.iconId, tx);
        await setLinks(tx, CATEGORY_LINKS, before, categoryIds);
        await setLinks(tx, JUDGE_LINKS, before, judgeIds);
        if (input.panels) await setPanels(tx, await reread(tx, id), input.panels);
        await setScoring(tx, id, input.scoring);
        const after = await setVoting(tx, id, input.voting);
        await audit(tx, {
          userId: actor.id,
          action: 'update',
          entity: 'event',
          entityId: id,
          before: eventSnapshot(before),
          after: eventSnapshot(after),
        });
        await onChange(tx, { eventId: id, kind: 'mapping' });
        // As a score of every vehicle: the rank states refresh and every live score is sent again.
        if (scoringChanged(before, after)) await onChange(tx, { eventId: id, kind: 'score' });
        return after;
      });
    },

    async remove(id: number, actor: AuthUser): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw notFound();
        await assertEventUnused(tx, id);
        await repo.delete(tx, id);
        await media.remove(before.iconId, tx);
        await audit(tx, { userId: actor.id, action: 'delete', entity: 'event', entityId: id, before: eventSnapshot(before) });
        await onChange(tx, { eventId: id, kind: 'event' });
      });
    },

    /** SPEC's map-judge / map-category: isAdd adds (present ones ignored), otherwise removes. */
    async map(kind: LinkKind, field: string, eventId: number, ids: number[], isAdd: boolean, actor: AuthUser) {
      return db.transaction(async (tx) => {
        const before = await repo.lock(tx, eventId);
        if (!before) throw notFound();
        const wanted = unique(ids);
        await assertLinksExist(tx, [[field, kind, wanted]]);
        await (isAdd ? kind.add(tx, eventId, wanted) : kind.remove(tx, eventId, wanted));
        const after = await reread(tx, eventId);
        await audit(tx, {
          userId: actor.id,
          action: 'update',
          entity: 'event',
          entityId: eventId,
          before: eventSnapshot(before),
          after: eventSnapshot(after),
        });
        await onChange(tx, { eventId, kind: 'mapping' });
        return after;
      });
    },

    /** Opens or closes audience voting now (votingNow), audited; the dashboards hear of it. */
    async setVotingNow(eventId: number, action: VotingAction, actor: AuthUser): Promise<EventRecord> {
      return db.transaction(async (tx) => {
        const before = await repo.lock(tx, eventId);
        if (!before) throw notFound();
        await repo.setVoting(tx, eventId, votingNow(before, action, now()));
        const after = await reread(tx, eventId);
        await audit(tx, {
          userId: actor.id,
          action: 'update',
          entity: 'event',
          entityId: eventId,
          before: eventSnapshot(before),
          after: eventSnapshot(after),
        });
        await onChange(tx, { eventId, kind: 'voting' });
        return after;
      });
    },

    /**
     * A category's panel becomes exactly `judgeIds` (PRODUCT.md "Panels"); none: every judge of the
     * event. Scores a judge taken off gave stay (shown "off panel"). Audited as a change of the event.
     */
    async mapPanel(eventId: number, categoryId: number, judgeIds: number[], actor: AuthUser): Promise<EventRecord> {
      return db.transaction(async (tx) => {
        const before = await repo.lock(tx, eventId);
        if (!before) throw notFound();
        if (!before.categories.some((category) => category.id === categoryId)) {
          throw new HttpError(400, { intCategoryId: [PANEL_MESSAGES.category] });
        }
        const wanted = unique(judgeIds);
        const strangers = wanted.filter((id) => !before.judgeIds.includes(id));
        if (strangers.length > 0) throw new HttpError(400, { listJudgesList: strangers.map(PANEL_MESSAGES.judge) });
        await panelsRepository.replace(tx, eventId, categoryId, wanted);
        const after = await reread(tx, eventId);
        await audit(tx, {
          userId: actor.id,
          action: 'update',
          entity: 'event',
          entityId: eventId,
          before: eventSnapshot(before),
          after: eventSnapshot(after),
        });
        await onChange(tx, { eventId, kind: 'mapping' });
        return after;
      });
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
