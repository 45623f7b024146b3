import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import type { Database, Db, Tx } from '../db/client.ts';

/**
 * Changes that the live dashboards must hear about, across every server instance (PRODUCT.md
 * "Live updates", "Scale"). A write announces its change with `pg_notify` inside its own
 * transaction, so it is delivered only if and when that transaction commits, and to every
 * instance LISTENing on the database: on PostgreSQL through one dedicated connection per
 * instance, on PGlite through PGlite's own in-process `listen`. Notifications carry ids only;
 * whoever receives one re-queries.
 */

export /** How often the LISTEN connection proves it is alive, and how long it may take. */
const HEALTH_CHECK_MS = 30_000;
const HEALTH_TIMEOUT_MS = 10_000;
const CHANNEL = 'showgrid_changes';

export const CHANGE_KINDS = ['score', 'vote', 'vehicle', 'mapping', 'event'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface Change {
  eventId: number;
  kind: ChangeKind;
  /** The vehicle a score or vote was given to. */
  vehicleId?: number;
}

/** What listeners get: a change, or `resync` after the listening connection was lost (changes may have been missed). */
export type BusMessage = Change | { kind: 'resync' };

/** An open transaction of the write being announced. */

/** A write path's hook, called inside its transaction once the change is made. */
export type ChangeHook = (tx: Tx, change: Change) => Promise<void>;

const payloadSchema = z.object({
  e: z.number().int().positive(),
  k: z.enum(CHANGE_KINDS),
  v: z.number().int().positive().optional(),
});

/** Queues the notification in the caller's transaction: delivered on commit, dropped on rollback. */
export async function announce(tx: Pick<Db, 'execute'>, change: Change): Promise<void> {
  const payload = JSON.stringify({ e: change.eventId, k: change.kind, v: change.vehicleId } satisfies z.input<typeof payloadSchema>);
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}

function parse(payload: string): Change | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(payload));
    return parsed.success ? { eventId: parsed.data.e, kind: parsed.data.k, vehicleId: parsed.data.v } : undefined;
  } catch {
    return undefined;
  }
}

export interface ChangeBus {
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** Starts listening; resolves once the first LISTEN is in place. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'showgrid-listen';
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * One `pg.Client` outside the pool, LISTENing. When it breaks (database restart, network, an
 * idle timeout on a proxy) it reconnects with backoff and tells listeners to resync: whatever
 * was notified meanwhile was missed.
 */
function listenPostgres(url: string, deliver: (payload: string) => void, resync: () => void, log: FastifyBaseLogger) {
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;
  let closed = false;
  const dropped = new WeakSet<pg.Client>();

  function retryLater(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect(true);
    }, delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  }

  /** Once per client: its 'error' and 'end' may both fire, and ending it fires 'end' again. */
  function drop(broken: pg.Client): void {
    if (dropped.has(broken)) return;
    dropped.add(broken);
    if (client === broken) client = undefined;
    broken.removeAllListeners('notification');
    broken.end().catch(() => {});
    retryLater();
  }

  async function connect(isRetry: boolean): Promise<void> {
    // keepAlive and the periodic check below: a connection that died silently (a NAT timeout, a
    // failover) raises no error, and dashboards on this instance would freeze without them.
    const candidate = new pg.Client({ connectionString: url, application_name: LISTENER_NAME, keepAlive: true, query_timeout: HEALTH_TIMEOUT_MS });
    candidate.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) deliver(message.payload);
    });
    candidate.on('error', (err) => {
      log.warn({ err }, 'change bus: LISTEN connection failed; reconnecting');
      drop(candidate);
    });
    candidate.on('end', () => {
      if (!closed) drop(candidate);
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      log.warn({ err }, 'change bus: could not LISTEN; retrying');
      drop(candidate);
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    delay = RETRY_FIRST_MS;
    if (isRetry) resync();
  }

  const health = setInterval(() => {
    const current = client;
    if (current) current.query('select 1').catch(() => drop(current));
  }, HEALTH_CHECK_MS);
  health.unref();

  return {
    start: () => connect(false),
    async close() {
      closed = true;
      clearInterval(health);
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

export function createChangeBus(database: Database, log: FastifyBaseLogger): ChangeBus {
  const listeners = new Set<(message: BusMessage) => void>();
  const dispatch = (message: BusMessage) => {
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (err) {
        log.error({ err }, 'change bus listener failed');
      }
    }
  };
  const deliver = (payload: string) => {
    const change = parse(payload);
    if (change) dispatch(change);
    else log.warn('change bus: ignored a malformed notification');
  };

  let stop: () => Promise<void> = async () => {};

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async start() {
      const { pglite, connectionString } = database;
      if (pglite) {
        const unlisten = await pglite.listen(CHANNEL, deliver);
        stop = async () => {
          if (!pglite.closed) await unlisten();
        };
      } else if (connectionString) {
        const listener = listenPostgres(connectionString, deliver, () => dispatch({ kind: 'resync' }), log);
        await listener.start();
        stop = listener.close;
      } else {
        throw new Error('change bus: the database offers neither PGlite nor a connection string to LISTEN on');
      }
    },

    async close() {
      listeners.clear();
      await stop();
    },
  };
}
