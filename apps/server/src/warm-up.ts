import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API } from '@showgrid/shared/paths';
import { and, gte, lte } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { events } from './db/schema/index.ts';
import { SILENT } from './platform/change-bus.ts';
import { refreshRankStates } from './modules/dashboard/rank-states.ts';
import { entryRecord } from './modules/scores/repository.ts';
import { judgeState } from './modules/scores/judge-state.ts';
import { lockMapping, writeSheet } from './modules/scores/sheet.ts';

/**
 * The first requests after a start took up to 2.6 s each on PGlite (issue 16): V8 compiles
 * PGlite's WebAssembly, and our own code, as each path is first taken, and the database fills its
 * caches. So before the server listens, the paths a show day takes at once are run once: a judge's
 * save and a visitor's vote through the HTTP stack, and each statement of a save against ids no row
 * has, in a transaction that is rolled back. Nothing is written; a sequence may skip a number.
 */

const DAY = 24 * 60 * 60 * 1000;

/** An id no row has: the largest a serial column holds. */
export const NOBODY = 2_147_483_647;

/**
 * The warm-up's own requests carry this header with a value made at start that no client can
 * know; the request log leaves them out (app.ts), so a start does not log a 404 and a 400 that no
 * one sent.
 */
const WARM_UP_HEADER = 'x-showgrid-warm-up';
const warmUpMark = randomBytes(16).toString('hex');
export const isWarmUpRequest = (req: { headers: Record<string, unknown> }): boolean => req.headers[WARM_UP_HEADER] === warmUpMark;

class WarmUpDone extends Error {}

/** Each statement a save runs, on ids nothing has; every write fails on its foreign keys or finds no row. */
async function warmStatements(db: Db): Promise<void> {
  const sheet = { scores: { [String(NOBODY)]: 0 }, note: '', topChoice: false, deductions: {} };
  const live = [{ id: NOBODY, title: 'warm-up', limit: 1 }];
  const write = {
    eventId: NOBODY,
    vehicleId: NOBODY,
    judgeId: NOBODY,
    actorId: NOBODY,
    sheet,
    live,
    editedAt: new Date(),
    deviceId: 'warm-up',
  };
  const kept = entryRecord(
    {
      id: NOBODY,
      eventId: NOBODY,
      vehicleId: NOBODY,
      judgeId: NOBODY,
      specialNote: '',
      topChoice: false,
      editedAt: new Date(0),
      updatedAt: new Date(0),
      deductions: {},
      fromPaper: false,
      enteredBy: null,
    },
    [],
  );
  await db
    .transaction(async (tx) => {
      await lockMapping(tx, NOBODY, NOBODY, NOBODY);
      await judgeState(tx, NOBODY, NOBODY, NOBODY);
      // Both shapes of the write, each in a savepoint of its own: the insert fails on its foreign
      // keys, the update finds no entry.
      for (const existing of [undefined, kept]) {
        await tx.transaction((savepoint) => writeSheet(savepoint, SILENT, { ...write, existing })).catch(() => {});
      }
      throw new WarmUpDone();
    })
    .catch((error: unknown) => {
      if (!(error instanceof WarmUpDone)) throw error;
    });
}

/** The events of these days (under way, or starting within a day): their rank states, brought up to date. */
async function refreshCurrentEvents(db: Db, now: Date): Promise<void> {
  const current = await db
    .select({ id: events.id })
    .from(events)
    .where(and(gte(events.startsAt, new Date(now.getTime() - 3 * DAY)), lte(events.startsAt, new Date(now.getTime() + DAY))));
  for (const event of current) await refreshRankStates(db, event.id);
}

export async function warmUp(app: FastifyInstance, db: Db, judgeToken: string, now = new Date()): Promise<void> {
  await warmStatements(db);
  // Real work as well: after a restart the arrows of today's shows are up to date at once, and the
  // ranking code has run over a show's worth of vehicles.
  await refreshCurrentEvents(db, now);
  const quiet = { [WARM_UP_HEADER]: warmUpMark };
  const judge = { ...quiet, authorization: `Bearer ${judgeToken}` };
  await app.inject({ method: 'GET', url: API.health, headers: quiet });
  // A judge of no event: refused (404) after the mapping lock, through auth, validation and the error handler.
  await app.inject({
    method: 'POST',
    url: API.scoreEntries,
    headers: judge,
    payload: {
      intEventId: NOBODY,
      intVehicleId: NOBODY,
      objParameterWiseScore: { '1': 1 },
      dtEditedAt: new Date().toISOString(),
      strDeviceId: 'warm-up',
    },
  });
  // A vote with a token nobody was given: refused (400) after the ballot is read.
  await app.inject({
    method: 'POST',
    url: API.votes,
    headers: quiet,
    payload: { email: 'warm-up@example.invalid', intVehicleId: NOBODY, strVoteToken: 'warm-up' },
  });
}
