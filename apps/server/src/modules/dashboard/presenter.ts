import type { z } from 'zod';
import type { Coverage } from '@showgrid/shared/schemas/coverage';
import type { VotingWindowView } from '@showgrid/shared/schemas/event';
import type { Dashboard, liveScoreMessageSchema } from '@showgrid/shared/schemas/results';
import { scoreText } from '@showgrid/shared/score-text';
import type { TotalRow } from '../scoring/totals.ts';
import type { CoverageCategory } from './coverage.ts';
import type { RankedVehicle } from './rank-states.ts';

/**
 * The dashboard and the /ws/live-score messages in SPEC's names (ADR 002): the one place they are
 * written, for GET /api/dashboard/ and every socket message alike.
 */

export type LiveScoreMessage = z.infer<typeof liveScoreMessageSchema>;

/** SPEC §2 "Top Vehicles". */
export const TOP_VEHICLES = 10;

/** What the dashboard of an event counts, in the code's names. */
export interface DashboardFacts {
  eventId: number;
  registered: number;
  /** Paid vehicles. */
  attended: number;
  /** Paid vehicles: the ones judges can score. */
  judgeable: number;
  /** Paid vehicles with at least one entry. */
  judged: number;
  judges: number;
  /** Per mapped judge, by name: the Paid vehicles of their categories, and those scored or stepped aside from. */
  judgeProgress: { id: number; name: string; assigned: number; scored: number; steppedAside: number }[];
  votes: number;
  /** Every category of the event, those without vehicles too; totals count Paid vehicles. */
  categories: { id: number; name: string; judged: number; total: number }[];
  /** The whole ranking, best first. */
  ranked: RankedVehicle[];
  /** The audience voting window in force, and its state when computed. */
  voting: VotingWindowView;
}

export function presentDashboard(facts: DashboardFacts): Dashboard {
  return {
    intEventId: facts.eventId,
    objVehicleStats: { intTotalRegisteredVehicles: facts.registered, intTotalAttendedVehicles: facts.attended },
    objJudgeStats: {
      intTotalJudgeCount: facts.judges,
      objJudgingProgress: {
        intJudgedVehicleCount: facts.judged,
        intJudgeableVehicleCount: facts.judgeable,
        arrCategoryStats: facts.categories.map((c) => ({
          intId: c.id,
          strName: c.name,
          intJudgedCount: c.judged,
          intTotalVehicleCount: c.total,
        })),
        arrJudgeProgress: facts.judgeProgress.map((j) => ({
          intJudgeId: j.id,
          strFullName: j.name,
          intScoredCount: j.scored,
          intSteppedAsideCount: j.steppedAside,
          intAssignedCount: j.assigned,
        })),
      },
    },
    intTotalAudienceVote: facts.votes,
    objVoting: facts.voting,
    arrTopVehicles: facts.ranked.slice(0, TOP_VEHICLES).map((row) => ({
      intId: row.vehicleId,
      strName: row.name,
      intRank: row.rank,
      intTotalScore: row.total,
      // x/y, as the results page shows it: the ranking is by x/y, and a vehicle fewer judges
      // scored would otherwise show a smaller total above larger ones.
      strTotalScore: scoreText(row.total, row.max),
      intRankVariation: row.variation,
    })),
  };
}

/** A vehicle's total now, as /ws/live-score sends it. */
export function presentLiveScore(eventId: number, row: Pick<TotalRow, 'vehicleId' | 'total' | 'max'>): LiveScoreMessage {
  return {
    type: 'score',
    intEventId: eventId,
    intVehicleId: row.vehicleId,
    intTotalScore: row.total,
    strTotalScore: scoreText(row.total, row.max),
  };
}

/** GET /api/dashboard/coverage/: the grid of each category (coverage.ts). */
export function presentCoverage(eventId: number, grid: CoverageCategory[]): Coverage {
  return {
    intEventId: eventId,
    arrCategories: grid.map((category) => ({
      intCategoryId: category.id,
      strCategoryName: category.name,
      arrJudges: category.judges.map((judge) => ({ intJudgeId: judge.id, strFullName: judge.name, blnOnPanel: judge.onPanel })),
      arrVehicles: category.vehicles.map((vehicle) => ({
        intVehicleId: vehicle.id,
        strVehicleId: vehicle.uniqueId,
        strVehicleName: vehicle.name,
        strRegistrationNo: vehicle.registrationNo,
        intScoredCount: vehicle.scored,
        intWaitingCount: vehicle.waiting,
        arrCells: vehicle.cells.map((cell) => ({
          intJudgeId: cell.judgeId,
          strState: cell.state,
          strTotalScore: cell.total === null || cell.max === null ? null : scoreText(cell.total, cell.max),
        })),
      })),
      intScoredCells: category.scoredCells,
      intSteppedAsideCells: category.steppedAsideCells,
      intWaitingCells: category.waitingCells,
    })),
  };
}
