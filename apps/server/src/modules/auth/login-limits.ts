import type { Window } from '../../lib/rate-limit.ts';

const MINUTE = 60_000;

/*
 * Failed sign-ins, counted before the password is checked and given back when it was right
 * (ADR 016). A browser that signed in to the account before (a device cookie) is limited on its
 * own counter only; any other client on three: its address, the account from its address, and
 * the account from everywhere. Only failures count: at a show every tablet may sit behind the
 * venue's one NAT address, and thirty judges signing in at nine must not lock each other out.
 */

/** Failed attempts from one address, over all accounts. */
export const LOGIN_FAILURES_PER_IP: Window = { limit: 30, windowMs: 15 * MINUTE };
/** Failed attempts on one account from one address: guessing stops long before a password falls. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_IP: Window = { limit: 5, windowMs: 15 * MINUTE };
/**
 * Failed attempts on one account from clients it does not know, from every address: bounds a
 * guesser with many addresses. Past it, only the owner's known devices get in for the window.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: Window = { limit: 20, windowMs: 15 * MINUTE };
/** Failed attempts from one known device (a stolen cookie guesses no faster than anyone else). */
export const LOGIN_FAILURES_PER_DEVICE: Window = { limit: 10, windowMs: 15 * MINUTE };
/**
 * Sign-ins from one address refused because the hash queue was full (ADR 033): a refusal counts
 * like a failure on the account's windows and here, so a flood pays for its 503s as for its
 * wrong passwords. A window of its own, not the address's failures: a crowd of judges behind one
 * venue address who are asked to retry must not cost their address its clean lane.
 */
export const LOGIN_REFUSALS_PER_IP: Window = { limit: 30, windowMs: 15 * MINUTE };
/**
 * An address is clean (its sign-ins wait in the hash queue's clean lane, which a flood cannot
 * fill) while it has no failed attempt and at most this many refusals in its windows: one, so a
 * judge refused while a flood began keeps the lane for the retry.
 */
export const CLEAN_ADDRESS_MAX_REFUSALS = 1;

export interface LoginClient {
  account: string;
  ip: string;
  /** The nonce of a valid device cookie for this account, when the browser sent one. */
  device?: string;
}

export const accountAndIpKey = (client: LoginClient) => `login:account-ip:${client.account}|${client.ip}`;
export const ipFailuresKey = (ip: string) => `login:ip:${ip}`;
export const ipRefusalsKey = (ip: string) => `login:refused-ip:${ip}`;

/** The windows one sign-in attempt takes a unit from. */
export function loginLimits(client: LoginClient): { key: string; window: Window }[] {
  if (client.device) return [{ key: `login:device:${client.device}`, window: LOGIN_FAILURES_PER_DEVICE }];
  return [
    { key: ipFailuresKey(client.ip), window: LOGIN_FAILURES_PER_IP },
    { key: accountAndIpKey(client), window: LOGIN_FAILURES_PER_ACCOUNT_AND_IP },
    { key: `login:account:${client.account}`, window: LOGIN_FAILURES_PER_ACCOUNT },
  ];
}

/**
 * The windows a refused attempt (the hash queue was full) takes a unit from: the same as a failed
 * one, with the address's refusals in place of its failures (LOGIN_REFUSALS_PER_IP says why).
 */
export function refusalLimits(client: LoginClient): { key: string; window: Window }[] {
  if (client.device) return loginLimits(client);
  return loginLimits(client).map((limit) =>
    limit.key === ipFailuresKey(client.ip) ? { key: ipRefusalsKey(client.ip), window: LOGIN_REFUSALS_PER_IP } : limit,
  );
}
