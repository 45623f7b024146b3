import type { GateLane } from '../../lib/hash-gate.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';
import { consumeAll, refundAll, type RateLimiter, type RateState, type Ticket } from '../../platform/rate-limit.ts';
import {
  accountAndIpKey,
  ipFailuresKey,
  ipRefusalsKey,
  LOGIN_REFUSALS_PER_IP,
  loginLimits,
  refusalLimits,
  type LoginClient,
} from './login-limits.ts';

/*
 * Who a sign-in is before its password is checked (ADR 016, 033): refused at once when a window
 * it would count in is full, else given a lane of the hash queue: `known` (a device cookie of the
 * account with room in its window), `clean` (an address with no failure and no refusal in its
 * windows: judges on new tablets; a flood's addresses lose it at their first answer) or `other`.
 */

/** How many clients' refusals are remembered for forgiving (oldest dropped first; see RefusalMemory). */
const REMEMBERED_REFUSALS = 10_000;

export function tooMany(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(`Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfterSeconds);
}

/** The windows a stranger is held to before it queues: its failures' and its address's refusals. */
const strangerWindows = (client: LoginClient) => [...loginLimits(client), { key: ipRefusalsKey(client.ip), window: LOGIN_REFUSALS_PER_IP }];

/**
 * The lane a sign-in waits in, or a 429 when a window it would count in is full already: a read,
 * so a client that would be refused is told at once without queueing (consume stays the authority).
 */
export async function laneOf(limiter: RateLimiter, client: LoginClient): Promise<GateLane> {
  const device = client.device ? loginLimits(client) : [];
  const windows = strangerWindows({ account: client.account, ip: client.ip });
  const limits = [...device, ...windows];
  // One read: a flood is answered from it alone once its windows are full.
  const states = await limiter.peekAll(limits);
  const stateOf = (key: string): RateState => states[limits.findIndex((l) => l.key === key)] ?? { count: 0, retryAfter: 0 };
  if (device.length > 0 && device.every(({ key, window }) => stateOf(key).count < window.limit)) return 'known';
  const full = windows
    .map(({ key, window }) => ({ window, state: stateOf(key) }))
    .filter(({ window, state }) => state.count >= window.limit);
  if (full.length > 0) throw tooMany(Math.max(...full.map(({ state }) => state.retryAfter)));
  // A flood's addresses stop being clean at their first answer, a 401 or a 503 alike.
  const clean = stateOf(ipFailuresKey(client.ip)).count === 0 && stateOf(ipRefusalsKey(client.ip)).count === 0;
  return clean ? 'clean' : 'other';
}

/**
 * The units one attempt takes before its hash: the device's window, else (no device, or a device
 * locked out) the stranger's three. Throws 429 when a window is full.
 */
export async function admit(limiter: RateLimiter, client: LoginClient): Promise<{ tickets: Ticket[]; client: LoginClient }> {
  if (client.device) {
    const known = await consumeAll(limiter, loginLimits(client));
    if (known.allowed) return { tickets: known.tickets, client };
  }
  const stranger: LoginClient = { account: client.account, ip: client.ip };
  const admitted = await consumeAll(limiter, loginLimits(stranger));
  if (!admitted.allowed) throw tooMany(admitted.retryAfter);
  return { tickets: admitted.tickets, client: stranger };
}

/**
 * Counts a refusal (the hash queue was full) as a failure would count (refusalLimits): a flood's
 * 503s cost it units as its wrong passwords do, and it runs into 429 as soon. Throws 429 when a
 * window is full already; else answers the units taken, for forgiving if the client gets in.
 */
export async function countRefusal(limiter: RateLimiter, client: LoginClient): Promise<Ticket[]> {
  if (client.device) {
    const known = await consumeAll(limiter, refusalLimits(client));
    if (known.allowed) return known.tickets;
  }
  const counted = await consumeAll(limiter, refusalLimits({ account: client.account, ip: client.ip }));
  if (!counted.allowed) throw tooMany(counted.retryAfter);
  return counted.tickets;
}

/**
 * The refusals of each client (account and address) in this process, given back when that client
 * signs in with the right password: thirty judges behind one venue address, asked to retry while
 * they all press Sign in, must not use up their address's windows by being asked. Only the
 * refusals of the very account that signed in are forgiven, so a guesser gains nothing; a retry
 * that lands on another instance is not forgiven (the count stays one higher: the safe side).
 */
export class RefusalMemory {
  readonly #tickets = new Map<string, Ticket[]>();

  remember(client: LoginClient, tickets: Ticket[]): void {
    const key = accountAndIpKey(client);
    const held = this.#tickets.get(key) ?? [];
    this.#tickets.delete(key);
    this.#tickets.set(key, [...held, ...tickets]);
    if (this.#tickets.size > REMEMBERED_REFUSALS) {
      const oldest = this.#tickets.keys().next().value;
      if (oldest !== undefined) this.#tickets.delete(oldest);
    }
  }

  async forgive(limiter: RateLimiter, client: LoginClient): Promise<void> {
    const key = accountAndIpKey(client);
    const tickets = this.#tickets.get(key);
    if (!tickets) return;
    this.#tickets.delete(key);
    await refundAll(limiter, tickets);
  }
}
