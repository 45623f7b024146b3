import type { Db } from '../../db/client.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import type { PublicCache } from '../../platform/public-cache.ts';
import { createRankingService } from '../results/ranking-service.ts';
import { presentAwards } from './presenter.ts';
import { presentPublished } from './published.ts';
import { loadAwards } from './read.ts';
import { createAwardsSharing } from './sharing.ts';

export interface PublicAwardsDeps {
  db: Db;
  now: () => Date;
  onChange: ChangeHook;
  /** The public reads (the link, the published results) come from here (ADR 032). */
  publicReads: PublicCache;
}

/**
 * The awards' reads, each defined once on the public cache: the API (routes.ts) and the
 * server-rendered pages (public-pages/, ADR 042) read the same cached answers.
 */
export function createPublicAwards({ db, now, onChange, publicReads }: PublicAwardsDeps) {
  const ranking = createRankingService(db);
  const sharing = createAwardsSharing(db, now, onChange);
  return {
    ranking,
    sharing,
    /** The awards screen through its read-only link. */
    awardsOf: publicReads.define('awards', async (eventId) => presentAwards(await loadAwards(db, ranking, eventId))),
    /** The published results, null while not published; without the judges' names, the judges' choice is neither sent nor read. */
    publishedOf: publicReads.define('published', async (eventId) => {
      const state = await sharing.of(eventId);
      return state.blnPublished
        ? presentPublished(presentAwards(await loadAwards(db, ranking, eventId, { withChoices: state.blnShowJudges })), state)
        : null;
    }),
  };
}

export type PublicAwards = ReturnType<typeof createPublicAwards>;
