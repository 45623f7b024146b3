import { expect } from 'vitest';
import { dashboardSchema, liveScoreMessageSchema } from '@showgrid/shared/schemas/results';
import { openSocket, type TestSocket } from '../helpers/ws-client.ts';
import { expectSpecFields } from './fixtures.ts';
import type { Events } from './setup-steps.ts';
import type { SpecClient } from './spec-client.ts';
import type { Fleet } from './vehicle-steps.ts';

/**
 * SPEC §7 "Other calls": the live dashboard and live scores by websocket, with `event_id` and
 * `token` in the query; dashboard messages are JSON of SPEC §3's dashboard data.
 */

export interface LiveSockets {
  dashboard: TestSocket;
  scores: TestSocket;
}

const DASHBOARD_FIELDS = ['objVehicleStats', 'objJudgeStats', 'intTotalAudienceVote', 'arrTopVehicles'];

/** The judged count of a dashboard message, -1 for anything else. */
const judgedCount = (message: unknown): number => {
  const parsed = dashboardSchema.safeParse(message);
  return parsed.success ? parsed.data.objJudgeStats.objJudgingProgress.intJudgedVehicleCount : -1;
};
const scoreOf = (message: unknown): number | undefined => {
  const parsed = liveScoreMessageSchema.safeParse(message);
  return parsed.success ? parsed.data.intVehicleId : undefined;
};

/** Opens both sockets as the admin's browser does; the dashboard answers with a full snapshot. */
export async function adminOpensLiveViews(base: string, admin: SpecClient, events: Events): Promise<LiveSockets> {
  const query = `?event_id=${events.eventId}&token=${admin.access ?? ''}`;
  const dashboard = await openSocket(`${base}/ws/dashboard${query}`);
  const scores = await openSocket(`${base}/ws/live-score${query}`);
  const snapshot = await dashboard.take();
  expectSpecFields(snapshot, DASHBOARD_FIELDS);
  expect(judgedCount(snapshot)).toBe(0);
  return { dashboard, scores };
}

/** After the judge's scores: the dashboard counts the judged vehicles, live scores name the vehicle. */
export async function liveViewsFollowScoring(live: LiveSockets, fleet: Fleet): Promise<void> {
  const judged = await live.dashboard.take((message) => judgedCount(message) === 2, 5000);
  expectSpecFields(judged, DASHBOARD_FIELDS);
  await live.scores.take((message) => scoreOf(message) === fleet.jaguarId, 5000);
}
