import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import type { Database, Tx } from '../db/client.ts';

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

/** 'sharing': the awards link or the published results changed (public reads refresh; ADR 032). */
export const CHANGE_KINDS = ['score', 'vote', 'vehicle', 'mapping', 'event', 'recusal', 'voting', 'sharing'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface Change {
  eventId: number;
  kind: ChangeKind;
  /** The vehicle a score or vote was given to. */
  vehicleId?: number;
}

/** A change as a listener hears it: `local` when this instance made it (its bus announced it). */
export type HeardChange = Change & { local: boolean };

/** What listeners get: a change, or `resync` after the listening connection was lost (changes may have been missed). */
export type BusMessage = HeardChange | { kind: 'resync' };

/** A write path's hook, called inside its transaction once the change is made. */
export type ChangeHook = (tx: Tx, change: Change) => Promise<void>;

/** How a write path tells every instance of its change (the bus; SILENT for callers that only read). */
export interface ChangeNotifier {
  /**
   * The write paths' hook: queues the notification in the caller's transaction, delivered on
   * commit, dropped on rollback. Marked with this instance, so that what follows a change once
   * per deployment (the rank-state refresh) is done by the instance that made it.
   */
  announce: ChangeHook;
  /**
   * The same notification as an expression to select in the write's own statement, for the
   * write paths that count their statements (a score save, a vote).
   */
  notification(change: Change): SQL;
}

/** A notifier that tells no one: for callers that only read (the votes service counting). */
export const SILENT: ChangeNotifier = { announce: async () => {}, notification: () => sql`null` };

const payloadSchema = z.object({
  e: z.number().int().positive(),
  k: z.enum(CHANGE_KINDS),
  v: z.number().int().positive().optional(),
  /** The announcing instance. */
  o: z.string().optional(),
});

/** A marker an instance sends itself (flush): once heard, every change committed before it was heard. */
const markerSchema = z.object({ s: z.string() });

function parse(payload: string, self: string): HeardChange | { marker: string } | undefined {
  try {
    const json: unknown = JSON.parse(payload);
    const marker = markerSchema.safeParse(json);
    if (marker.success) return { marker: marker.data.s };
    const parsed = payloadSchema.safeParse(json);
    return parsed.success
      ? { eventId: parsed.data.e, kind: parsed.data.k, vehicleId: parsed.data.v, local: parsed.data.o === self }
      : undefined;
  } catch {
    return undefined;
  }
}

export interface ChangeBus extends ChangeNotifier {
  subscribe(listener: (message: BusMessage) => void): () => void;
  /**
   * Resolves once every change committed before the call has been delivered to this instance's
   * listeners: a marker notified now arrives after them (NOTIFY keeps commit order). Tests use it
   * to wait for the work changes start after commit.
   */
  flush(): Promise<void>;
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
    const candidate = new pg.Client({
      connectionString: url,
      application_name: LISTENER_NAME,
      keepAlive: true,
      query_timeout: HEALTH_TIMEOUT_MS,
    });
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
  const self = randomUUID();
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
  const markers = new Map<string, () => void>();
  const deliver = (payload: string) => {
    const message = parse(payload, self);
    if (!message) log.warn('change bus: ignored a malformed notification');
    else if ('marker' in message) markers.get(message.marker)?.();
    else dispatch(message);
  };

  let stop: () => Promise<void> = async () => {};

  const notification = (change: Change) => {
    const payload = JSON.stringify({ e: change.eventId, k: change.kind, v: change.vehicleId, o: self } satisfies z.input<
      typeof payloadSchema
    >);
    return sql`pg_notify(${CHANNEL}, ${payload})`;
  };

  return {
    notification,
    async announce(tx, change) {
      await tx.execute(sql`select ${notification(change)}`);
    },

    async flush() {
      const marker = randomUUID();
      const heard = new Promise<void>((resolve) => markers.set(marker, resolve));
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ s: marker } satisfies z.input<typeof markerSchema>)})`);
      await heard;
      markers.delete(marker);
    },

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
