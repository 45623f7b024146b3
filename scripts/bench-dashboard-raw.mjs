// The raw store work behind the live dashboard's reads, for bench-dashboard.mjs: the statements
// one GET /api/dashboard/ and one GET /api/dashboard/coverage/ send, as drizzle writes them (read
// off its logger, as apps/server/test/statements.test.ts does), sent straight to the same store
// in the same order and with the same overlap as the server sends them. What the server adds on
// top (HTTP, the token, building and presenting the answer, JSON) is the ratio of the two.
// When the reads change (dashboard/service.ts, judge-progress.ts, judging-scope.ts, coverage.ts,
// rank-states.ts and results/standings.ts), change them here.
import { openStore } from './bench-store.mjs';

/** Advisory-lock namespace of rank-state refreshes (apps/server/src/modules/dashboard/rank-states.ts). */
const RANK_LOCK = 7007;

const JUDGED = `("vehicles"."paid" and exists (select 1 from "score_entries" where "score_entries"."vehicle_id" = "vehicles"."id"))`;
const PANELS = `select "event_id", "category_id", "judge_id" from "event_panel_judges" where "event_panel_judges"."event_id" in ($1) order by "event_panel_judges"."category_id" asc, "event_panel_judges"."judge_id" asc`;

/** The judging scope (judging-scope.ts): categories with their Paid vehicles counted, mapped judges, panels. */
const SCOPE = [
  [
    `select "categories"."id", "categories"."name", count("vehicles"."id") from "event_categories" inner join "categories" on "categories"."id" = "event_categories"."category_id" left join "vehicles" on ("vehicles"."category_id" = "categories"."id" and ("vehicles"."event_id" = $1 and "vehicles"."paid" = $2)) where "event_categories"."event_id" = $3 group by "categories"."id", "categories"."name" order by "categories"."name" asc, "categories"."id" asc`,
    (id) => [id, true, id],
  ],
  [
    `select "event_judges"."judge_id", "users"."full_name" from "event_judges" inner join "users" on "users"."id" = "event_judges"."judge_id" where "event_judges"."event_id" = $1 order by "users"."full_name" asc, "event_judges"."judge_id" asc`,
    (id) => [id],
  ],
  [PANELS, (id) => [id]],
];

const perCategory = (table) =>
  `select "${table}"."judge_id", "vehicles"."category_id", count(*) from "${table}" inner join "vehicles" on ("vehicles"."id" = "${table}"."vehicle_id" and ("vehicles"."event_id" = $1 and "vehicles"."paid" = $2)) where "${table}"."event_id" = $3 group by "${table}"."judge_id", "vehicles"."category_id"`;

/** A dashboard's reads after the event's own, side by side (service.ts `facts`), the rank refresh apart. */
const DASHBOARD = [
  [
    `select count(*), (count(*) filter (where "arrived_at" is not null))::int, (count(*) filter (where "paid"))::int, (count(*) filter (where ${JUDGED}))::int from "vehicles" where "vehicles"."event_id" = $1`,
    (id) => [id],
  ],
  [
    `select "categories"."id", "categories"."name", (count("vehicles"."id") filter (where ${JUDGED}))::int, count("vehicles"."id")::int from "event_categories" inner join "categories" on "categories"."id" = "event_categories"."category_id" left join "vehicles" on ("vehicles"."event_id" = "event_categories"."event_id" and "vehicles"."category_id" = "categories"."id" and "vehicles"."paid" = $1) where "event_categories"."event_id" = $2 group by "categories"."id", "categories"."name" order by "categories"."name" asc, "categories"."id" asc`,
    (id) => [true, id],
  ],
  [`select count(*) from "event_judges" where "event_judges"."event_id" = $1`, (id) => [id]],
  ...SCOPE,
  [perCategory('score_entries'), (id) => [id, true, id]],
  [perCategory('recusals'), (id) => [id, true, id]],
  [`select count(*) from "audience_votes" where ("audience_votes"."event_id" = $1 and "audience_votes"."voided_at" is null)`, (id) => [id]],
];

/** The rank-state refresh's reads (rank-states.ts), in its transaction after the lock; nothing moved, nothing written. */
const RANKS = [
  [
    `select "score_entries"."vehicle_id", sum("score_entries"."total_score")::int, sum("score_entries"."max_score")::int, count(*)::int, (count(*) filter (where "score_entries"."top_choice"))::int from "score_entries" inner join "vehicles" on "vehicles"."id" = "score_entries"."vehicle_id" where "score_entries"."event_id" = $1 group by "score_entries"."vehicle_id" order by "score_entries"."vehicle_id" asc`,
    (id) => [id],
  ],
  [
    `select "vehicle_id", count(*) from "audience_votes" where ("audience_votes"."voided_at" is null and "audience_votes"."event_id" = $1) group by "audience_votes"."vehicle_id" order by "audience_votes"."vehicle_id" asc`,
    (id) => [id],
  ],
  [
    `select "vehicles"."id", "vehicles"."unique_id", "vehicles"."registration_no", "vehicles"."brand", "vehicles"."model", "vehicles"."owner_name", "vehicles"."category_id", "categories"."name" from "vehicles" inner join "categories" on "categories"."id" = "vehicles"."category_id" where ("vehicles"."event_id" = $1 and "vehicles"."paid" = $2)`,
    (id) => [id, true],
  ],
  [`select "vehicle_id", "rank", "previous_rank" from "rank_states" where "rank_states"."event_id" = $1`, (id) => [id]],
];

/** A coverage grid's reads after the event's existence (coverage.ts): the scope, the Paid vehicles, the sheets, the step-asides. */
const COVERAGE = [
  ...SCOPE,
  [
    `select "id", "category_id", "unique_id", "brand", "model", "registration_no" from "vehicles" where ("vehicles"."event_id" = $1 and "vehicles"."paid" = $2) order by "vehicles"."id" asc`,
    (id) => [id, true],
  ],
  [`select "vehicle_id", "judge_id", "total_score", "max_score" from "score_entries" where "score_entries"."event_id" = $1`, (id) => [id]],
  [`select "vehicle_id", "judge_id" from "recusals" where "recusals"."event_id" = $1`, (id) => [id]],
];

const all = (query, reads, eventId) => Promise.all(reads.map(([text, params]) => query(text, params(eventId))));

async function dashboardRead(store, eventId) {
  await store.query(`select "starts_at", "voting_opens_at", "voting_closes_at" from "events" where "events"."id" = $1`, [eventId]);
  await Promise.all([
    all(store.query, DASHBOARD, eventId),
    // One connection runs a transaction's statements one after another, however they are sent.
    store.transaction(async (query) => {
      await query('select pg_advisory_xact_lock($1, $2)', [RANK_LOCK, eventId]);
      for (const [text, params] of RANKS) await query(text, params(eventId));
    }),
  ]);
}

async function coverageRead(store, eventId) {
  await store.query(`select "id" from "events" where "events"."id" = $1`, [eventId]);
  await all(store.query, COVERAGE, eventId);
}

/**
 * Milliseconds of each raw dashboard read and each raw coverage read of the event `title`, `count`
 * of each one after another (after `warmUp`), as the GETs are timed. The server must be stopped
 * on PGlite (its data dir is one process's); on PostgreSQL the store is a pool like the server's.
 */
export async function rawReadTimes(dataDir, { title, count, warmUp = 5 }) {
  const store = await openStore(dataDir);
  try {
    const [event] = await store.query('select id from events where title = $1', [title]);
    if (!event) throw new Error(`raw reads: no event ${title}`);
    const timed = async (read) => {
      const times = [];
      for (let i = -warmUp; i < count; i++) {
        const t = performance.now();
        await read(store, event.id);
        if (i >= 0) times.push(performance.now() - t);
      }
      return times;
    };
    return { dashboard: await timed(dashboardRead), coverage: await timed(coverageRead) };
  } finally {
    await store.close();
  }
}
