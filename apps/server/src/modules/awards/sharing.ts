import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AwardsSharing } from '@showgrid/shared/schemas/awards';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import type { Db, Tx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export const LINK_NOT_VALID = 'This link is not valid any more. Ask the organiser for a new one.';
export const NOT_PUBLISHED = 'The results of this show are not published yet.';

// Only the hash is stored: a leaked database does not open the screen. 32 random bytes: unguessable.
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

type SharingRow = {
  id: number;
  awardsTokenHash: string | null;
  resultsPublishedAt: Date | null;
  resultsShowScores: boolean;
  resultsShowJudges: boolean;
};

export const sharingOf = (row: SharingRow): AwardsSharing => ({
  blnLinkActive: row.awardsTokenHash !== null,
  blnPublished: row.resultsPublishedAt !== null,
  blnShowScores: row.resultsShowScores,
  blnShowJudges: row.resultsShowJudges,
});

/** The organiser's choice for the published results; `showJudges` left out keeps what it was. */
export interface PublishChoice {
  published: boolean;
  showScores: boolean;
  showJudges?: boolean;
}

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    'awards-sharing': AwardsSharing;
  }
}

const sharingColumns = {
  id: events.id,
  awardsTokenHash: events.awardsTokenHash,
  resultsPublishedAt: events.resultsPublishedAt,
  resultsShowScores: events.resultsShowScores,
  resultsShowJudges: events.resultsShowJudges,
};

/**
 * The awards' read-only link and the published results (ADR 028, 032): one row of the event,
 * locked while it changes; each change announced, so every instance's public reads refresh.
 */
export function createAwardsSharing(db: Db, now: () => Date, onChange: ChangeHook) {
  type Values = Partial<Omit<SharingRow, 'id'>>;
  /** `values` from the row as it is once locked, so two changes at once each build on the other. */
  async function change(actor: AuthUser, eventId: number, values: Values | ((before: SharingRow) => Values)): Promise<AwardsSharing> {
    return db.transaction(async (tx: Tx) => {
      const [before] = await tx.select(sharingColumns).from(events).where(eq(events.id, eventId)).for('update');
      if (!before) throw notFound(EVENT_NOT_FOUND);
      if (typeof values === 'function') values = values(before);
      const after = { ...before, ...values };
      await tx.update(events).set(values).where(eq(events.id, eventId));
      await audit(tx, {
        userId: actor.id,
        action: 'update',
        entity: 'awards-sharing',
        entityId: eventId,
        before: sharingOf(before),
        after: sharingOf(after),
      });
      await onChange(tx, { eventId, kind: 'sharing' });
      return sharingOf(after);
    });
  }

  return {
    async of(eventId: number): Promise<AwardsSharing> {
      const [row] = await db.select(sharingColumns).from(events).where(eq(events.id, eventId));
      if (!row) throw notFound(EVENT_NOT_FOUND);
      return sharingOf(row);
    },

    /** A new link; the one before stops working. The token is answered once and never stored. */
    async createLink(actor: AuthUser, eventId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await change(actor, eventId, { awardsTokenHash: hashOf(token) });
      return token;
    },

    revokeLink: (actor: AuthUser, eventId: number) => change(actor, eventId, { awardsTokenHash: null }),

    /** The event a link opens; 404 for a link never made or revoked since. */
    async eventOfToken(token: string): Promise<number> {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.awardsTokenHash, hashOf(token)));
      if (!row) throw notFound(LINK_NOT_VALID);
      return row.id;
    },

    /** Publishing again keeps the first time; taking back clears it. Whether judges are named stays unless given. */
    publish: (actor: AuthUser, eventId: number, choice: PublishChoice) =>
      change(actor, eventId, (before) => ({
        resultsPublishedAt: choice.published ? (before.resultsPublishedAt ?? now()) : null,
        resultsShowScores: choice.showScores,
        resultsShowJudges: choice.showJudges ?? before.resultsShowJudges,
      })),
  };
}

export type AwardsSharingService = ReturnType<typeof createAwardsSharing>;
