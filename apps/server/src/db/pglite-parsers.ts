import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * drizzle hands PGlite a table of type parsers with every query (timestamps, dates and intervals
 * kept as text, for drizzle's columns to map), and PGlite copies its own table of some 300
 * parsers into a new object to merge it, on every query: 15 % of PGlite's thread in a profile of
 * score saves (issue 16). Registered once on the instance, and left out of each query's options,
 * the rows come back the same and nothing is copied.
 *
 * The table is drizzle-orm/pglite's (session.js, PglitePreparedQuery); `drizzle-parsers.test.ts`
 * fails if drizzle's changes.
 */
const asText = (value: string) => value;
export const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  // numeric[], timestamp[], timestamptz[], interval[], date[]
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
};

type QueryOptions = Parameters<PGlite['query']>[2];

/** A query's options without the parsers the instance already has. */
const withoutParsers = (options: QueryOptions): QueryOptions => (options?.parsers ? { ...options, parsers: undefined } : options);

/**
 * Registers drizzle's parsers on the instance (after it started: PGlite sets its array parsers
 * while starting, over any given to `create`), and answers the client drizzle is given: queries
 * (also inside transactions) lose their per-query parsers; everything else is the instance
 * itself. Methods are bound to the instance, whose private fields a proxy as `this` could not reach.
 * Plain queries on the instance get timestamps as text too: none of ours reads one.
 */
export function drizzleClient(pglite: PGlite): PGlite {
  Object.assign(pglite.parsers, DRIZZLE_PARSERS);
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => target.query(text, params, withoutParsers(options));
      }
      if (property === 'transaction') {
        return <T>(fn: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => {
            // The transaction object is PGlite's own, made for this call: its query is replaced in place.
            const query = tx.query;
            tx.query = (text, params, options) => query(text, params, withoutParsers(options));
            return fn(tx);
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
