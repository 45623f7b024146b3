import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVotingContext } from '../factories/attendee.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { listenForSockets } from '../helpers/ws-client.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { visitorVotes } from './audience-steps.ts';
import { judgeScores, judgeSignsIn, type Scores } from './judging-steps.ts';
import { adminOpensLiveViews, liveViewsFollowScoring, type LiveSockets } from './live-steps.ts';
import { adminReadsResults, deletesEachKind } from './results-steps.ts';
import {
  adminBuildsCatalogue,
  adminManagesEvents,
  adminManagesJudges,
  adminSignsIn,
  type Catalogue,
  type Events,
  type Judges,
} from './setup-steps.ts';
import { SpecClient, UnknownNameError } from './spec-client.ts';
import { OUR_ADDITIONS } from './spec-names.ts';
import { adminPrintsQrCodes, adminRegistersVehicles, adminUploadsSpreadsheet, type Fleet } from './vehicle-steps.ts';

/**
 * SPEC §7 as its existing front end calls it (issue 15 item 11): every row, with only SPEC's
 * names (spec-names.ts), JSON or multipart as §7 says, `blnRemovePagination: true` unless a page
 * is asked for, trailing slashes as shown. One show, walked in order: each step needs the ones
 * before it, so the steps share one database and stop at the first that fails.
 */

let ctx: TestContext;
let sink: SmtpSink;
let admin: SpecClient;
let tablet: SpecClient;
let catalogue: Catalogue;
let judges: Judges;
let events: Events;
let fleet: Fleet;
let scores: Scores;
let voteIds: number[];
let base: string;
let live: LiveSockets | undefined;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createVotingContext(sink);
  base = await listenForSockets(ctx.app);
  admin = new SpecClient(ctx.app);
});
afterAll(async () => {
  await live?.dashboard.close();
  await live?.scores.close();
  await ctx.close();
  await sink.close();
});

describe('the SPEC client', () => {
  it('sends nothing beyond SPEC’s names: our additions are refused before they leave', async () => {
    for (const name of OUR_ADDITIONS) {
      await expect(admin.post('/score-entry/', { json: { intEventId: 1, [name]: 'x' } })).rejects.toThrow(UnknownNameError);
    }
  });
});

describe('a show walked through SPEC §7 as written', () => {
  it('admin signs in (POST /auth/token/), refreshes, and a stale access token is refreshed and replayed', async () => {
    await adminSignsIn(ctx, admin);
  });

  it('admin builds the catalogue: vehicle types, parameters, categories with their id series', async () => {
    catalogue = await adminBuildsCatalogue(admin);
  });

  it('admin adds judges (multipart) and lists, reads and updates them', async () => {
    judges = await adminManagesJudges(admin);
  });

  it('admin creates, finds, updates and maps events', async () => {
    events = await adminManagesEvents(ctx, admin, catalogue, judges);
  });

  it('admin registers vehicles (multipart, SPEC’s spellings), lists them with every filter, reads one', async () => {
    fleet = await adminRegistersVehicles(admin, catalogue, events);
  });

  it('admin uploads a spreadsheet of vehicles (a real CSV)', async () => {
    await adminUploadsSpreadsheet(admin, catalogue, events);
  });

  it('admin fetches QR codes for windscreen cards', async () => {
    await adminPrintsQrCodes(admin);
  });

  it('the judge signs in on the tablet and finds the event, its Paid vehicles and parameters', async () => {
    tablet = await judgeSignsIn(ctx.app, judges, catalogue, events, fleet);
  });

  it('admin opens the live dashboard and live scores (websockets with event_id and token)', async () => {
    live = await adminOpensLiveViews(base, admin, events);
  });

  it('the judge scores with exactly SPEC’s fields (no dtEditedAt), updates by score id, reads back', async () => {
    scores = await judgeScores(tablet, judges, catalogue, events, fleet);
  });

  it('the live views follow the scoring', async () => {
    if (!live) throw new Error('the live views did not open');
    await liveViewsFollowScoring(live, fleet);
  });

  it('visitors send a code, verify it and vote with { email, intVehicleId } and the cookie', async () => {
    voteIds = [
      await visitorVotes(ctx.app, sink, 'ada@example.com', fleet.jaguarId, '203.0.113.11'),
      await visitorVotes(ctx.app, sink, 'bob@example.com', fleet.jaguarId, '203.0.113.12'),
      await visitorVotes(ctx.app, sink, 'cy@example.com', fleet.mustangId, '203.0.113.13'),
    ];
    expect(new Set(voteIds).size).toBe(3);
  });

  it('admin reads vote counts, totals, progress and top choices, and downloads the reports', async () => {
    await adminReadsResults(admin, judges, catalogue, events, fleet);
  });

  it('deletes a vote, a score entry, a vehicle, a judge, an event, a category and a vehicle type', async () => {
    const spares = { ...judges, ...events, ...catalogue, voteId: voteIds[0] ?? 0 };
    await deletesEachKind(admin, tablet, scores, fleet, events, spares);
  });
});
