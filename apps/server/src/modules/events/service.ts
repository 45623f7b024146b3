import type { VotingAction } from '@showgrid/shared/schemas/event';
import type { Db, Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { eventScope } from '../../lib/policy.ts';
import { decodeBase64Image, processImage, type StoredImage } from '../../lib/images.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MediaRepository } from '../media/repository.ts';
import { eventSnapshot } from './event-snapshot.ts';
import { assertLinksExist, CATEGORY_LINKS, JUDGE_LINKS, setLinks, unique, type LinkKind } from './links.ts';
import { judgesView, panelsRepository, PANEL_MESSAGES, setPanels } from './panels.ts';
import type { EventInput, EventRecord } from './records.ts';
import { eventsRepository as repo, type EventFilter } from './repository.ts';
import { keptClasses, setRegistration } from './registration-settings.ts';
import { scoringChanged, setScoring } from './scoring-settings.ts';
import { assertEventUnused } from './usage.ts';
import { setVoting, votingNow } from './voting.ts';

/** A create may start up to a day back: the organiser's "today" can be behind UTC. */
export const PAST_GRACE_MS = 24 * 60 * 60 * 1000;
export const PAST_DATE_MESSAGE = 'The event date cannot be in the past.';

const ICON_FIELD = 'b64Icon';

type FieldErrors = Record<string, string[]>;

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

  /**
   * One change of an event as a whole: locked, changed, read again, audited before and after, and
   * announced (`kind`) to the dashboards, in one transaction; 404 for an unknown event.
   */
  const changeEvent = (
    eventId: number,
    actor: AuthUser,
    kind: 'mapping' | 'voting',
    change: (tx: Tx, before: EventRecord) => Promise<unknown>,
  ) =>
    db.transaction(async (tx) => {
      const before = await repo.lock(tx, eventId);
      if (!before) throw notFound();
      await change(tx, before);
      const after = await repo.reread(tx, eventId);
      await audit(tx, {
        userId: actor.id,
        action: 'update',
        entity: 'event',
        entityId: eventId,
        before: eventSnapshot(before),
        after: eventSnapshot(after),
      });
      await onChange(tx, { eventId, kind });
      return after;
    });

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
        if (input.panels) await setPanels(tx, await repo.reread(tx, id), input.panels);
        await setScoring(tx, id, input.scoring);
        if (input.place) await repo.setPlace(tx, id, input.place);
        await setRegistration(tx, id, input.registration, categoryIds);
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
        if (input.panels) await setPanels(tx, await repo.reread(tx, id), input.panels);
        await setScoring(tx, id, input.scoring);
        if (input.place) await repo.setPlace(tx, id, input.place);
        await setRegistration(tx, id, input.registration ?? keptClasses(before, categoryIds), categoryIds);
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
    map(kind: LinkKind, field: string, eventId: number, ids: number[], isAdd: boolean, actor: AuthUser) {
      return changeEvent(eventId, actor, 'mapping', async (tx) => {
        const wanted = unique(ids);
        await assertLinksExist(tx, [[field, kind, wanted]]);
        await (isAdd ? kind.add(tx, eventId, wanted) : kind.remove(tx, eventId, wanted));
      });
    },

    /** Opens or closes audience voting now (votingNow), audited; the dashboards hear of it. */
    setVotingNow(eventId: number, action: VotingAction, actor: AuthUser): Promise<EventRecord> {
      return changeEvent(eventId, actor, 'voting', (tx, before) => repo.setVoting(tx, eventId, votingNow(before, action, now())));
    },

    /**
     * A category's panel becomes exactly `judgeIds` (PRODUCT.md "Panels"); none: every judge of the
     * event. Scores a judge taken off gave stay (shown "off panel"). Audited as a change of the event.
     */
    mapPanel(eventId: number, categoryId: number, judgeIds: number[], actor: AuthUser): Promise<EventRecord> {
      return changeEvent(eventId, actor, 'mapping', async (tx, before) => {
        if (!before.categories.some((category) => category.id === categoryId)) {
          throw new HttpError(400, { intCategoryId: [PANEL_MESSAGES.category] });
        }
        const wanted = unique(judgeIds);
        const strangers = wanted.filter((id) => !before.judgeIds.includes(id));
        if (strangers.length > 0) throw new HttpError(400, { listJudgesList: strangers.map(PANEL_MESSAGES.judge) });
        await panelsRepository.replace(tx, eventId, categoryId, wanted);
      });
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
