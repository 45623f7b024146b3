import ipaddr from 'ipaddr.js';

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_TRUE =
  '`true` would trust any X-Forwarded-For a client writes (it dodges every per-address limit); give the number of ' +
  'proxies in front of Showgrid (usually 1) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8,loopback)';

const isAddressOrRange = (entry: string) => RANGE_NAMES.has(entry) || ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);

/**
 * TRUST_PROXY, as Fastify's `trustProxy` takes it: false (no proxy), a number of proxy hops, or
 * the proxies' addresses. With a hop count or the proxies' addresses the client address is the
 * one the nearest trusted proxy saw, so an X-Forwarded-For a client writes itself changes nothing.
 * Returns an error message for a value it cannot take.
 */
export function parseTrustProxy(raw: string): { value: false | number | string[] } | { error: string } {
  const text = raw.trim();
  if (text === '' || text === 'false' || text === '0') return { value: false };
  if (text === 'true') return { error: TRUST_PROXY_TRUE };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { error: 'must be a number of proxies from 1 to 10, or their addresses' };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    return { error: `${bad.map((b) => JSON.stringify(b)).join(', ')} is not an address, a CIDR range or loopback/linklocal/uniquelocal` };
  }
  return { value: entries };
}

/**
 * Fastify's own hop count trusts nothing (it cannot check the peer), so a count becomes the
 * function Express uses: the socket's peer and the next hops−1 addresses are proxies. Safe only
 * where clients cannot reach Showgrid around the proxy (HOST=127.0.0.1, a private network):
 * docs/deploy.md says so and prefers the proxies' addresses.
 */
export function fastifyTrustProxy(value: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
