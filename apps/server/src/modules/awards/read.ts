import { eq } from 'drizzle-orm';
import { LIMITS } from '@showgrid/shared/limits';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import type { Locale } from '@showgrid/shared/locales';
import type { ScoringSettings } from '@showgrid/shared/scoring-rules';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { loadEventJudges } from '../results/event-judges.ts';
import { peoplesChoice, type RankedVehicle } from '../results/ranking.ts';
import type { RankingService } from '../results/ranking-service.ts';
import { loadJudgesChoice } from '../scoring/judges-choice.ts';

/** What the awards screen shows, in the code's names (presenter.ts writes SPEC's). */
export interface AwardsRecord {
  eventId: number;
  title: string;
  /** The show's language (its pages' when the reader asks for none of ours). */
  locale: Locale;
  scoring: ScoringSettings;
  /** Per category its award places: ties all in, unscored vehicles never. */
  categories: { categoryId: number; categoryName: string; podium: RankedVehicle[] }[];
  peoplesChoice: RankedVehicle[];
  /** Each judge who chose, with their choices in the judges'-choice order. */
  judgesChoice: { judgeName: string; vehicles: RankedVehicle[] }[];
}

/**
 * The awards screen's read, from the one ranking (results/) the results page and the reports use:
 * per category its award places, the vehicles with the most audience votes, and each judge's
 * choices. `withChoices: false` leaves the judges' choice out (empty) and does not read it: the
 * published results without the judges' names need none, and its reads over every sheet of the
 * event are half the work (ADR 032). 404 for an unknown event.
 */
export async function loadAwards(db: Db, ranking: RankingService, eventId: number, { withChoices = true } = {}): Promise<AwardsRecord> {
  const [[event], { scoring, categories: ranked }, judges, choices] = await Promise.all([
    db.select({ title: events.title, locale: events.locale }).from(events).where(eq(events.id, eventId)),
    ranking.rankEvent(eventId),
    withChoices ? loadEventJudges(db, eventId) : [],
    withChoices ? loadJudgesChoice(db, { eventId }) : new Map<number, never[]>(),
  ]);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const byVehicle = new Map(ranked.flatMap((category) => category.rows).map((row) => [row.standing.vehicleId, row]));
  return {
    eventId,
    title: event.title,
    locale: event.locale,
    scoring,
    categories: ranked.map((category) => ({
      categoryId: category.categoryId,
      categoryName: category.categoryName,
      podium: category.rows.filter((row) => row.rank !== null && row.rank <= LIMITS.awardPlaces && row.standing.total !== null),
    })),
    peoplesChoice: peoplesChoice(ranked.flatMap((category) => category.rows)),
    judgesChoice: judges
      .map((judge) => ({
        judgeName: judge.name,
        vehicles: (choices.get(judge.id) ?? []).flatMap((choice) => byVehicle.get(choice.vehicleId) ?? []),
      }))
      .filter((judge) => judge.vehicles.length > 0),
  };
}
