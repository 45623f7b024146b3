import ipaddr from 'ipaddr.js';

/**
 * The client a per-address limit counts: an IPv4 address, or an IPv6 client's /64. One IPv6 host
 * is handed a whole /64 by its provider (and picks a new address in it at will: privacy
 * addresses), so counting single IPv6 addresses let one phone make a thousand "clients" (attack
 * pass, issue 15). An IPv4 address mapped into IPv6 (::ffff:a.b.c.d, a dual-stack socket) is that
 * IPv4 address. Anything else (no address at all) is counted as given.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (!(parsed instanceof ipaddr.IPv6)) return parsed.toString();
  const parts = parsed.parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${parts.map((p) => p.toString(16)).join(':')}::`).toString()}/64`;
}
