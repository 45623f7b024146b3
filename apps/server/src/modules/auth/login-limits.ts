import type { Window } from '../../platform/rate-limit.ts';

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
 * here and on the account's window, so a flood pays for its 503s as for its wrong passwords. A
 * window of its own beside the address's failures, so that the refusals a venue crowd is given
 * back when its judges get in (admission.ts) never touch its failures.
 */
export const LOGIN_REFUSALS_PER_IP: Window = { limit: 30, windowMs: 15 * MINUTE };

export interface LoginClient {
  account: string;
  ip: string;
  /** The nonce of a valid device cookie for this account, when the browser sent one. */
  device?: string;
}

export const accountAndIpKey = (client: LoginClient) => `login:account-ip:${client.account}|${client.ip}`;
export const ipFailuresKey = (ip: string) => `login:ip:${ip}`;
export const ipRefusalsKey = (ip: string) => `login:refused-ip:${ip}`;
const accountKey = (client: LoginClient) => `login:account:${client.account}`;

/** The windows one sign-in attempt takes a unit from. */
export function loginLimits(client: LoginClient): { key: string; window: Window }[] {
  if (client.device) return [{ key: `login:device:${client.device}`, window: LOGIN_FAILURES_PER_DEVICE }];
  return [
    { key: ipFailuresKey(client.ip), window: LOGIN_FAILURES_PER_IP },
    { key: accountAndIpKey(client), window: LOGIN_FAILURES_PER_ACCOUNT_AND_IP },
    { key: accountKey(client), window: LOGIN_FAILURES_PER_ACCOUNT },
  ];
}

/**
 * The windows a refused attempt (the hash queue was full) takes a unit from: the device's for a
 * known device, else the address's refusals and the account's (from everywhere). Not the account
 * from this address: that window stops guessing, and a refusal checks no password; counting it
 * there would lock a judge out of their own account after five "busy" answers.
 */
export function refusalLimits(client: LoginClient): { key: string; window: Window }[] {
  if (client.device) return loginLimits(client);
  return [
    { key: ipRefusalsKey(client.ip), window: LOGIN_REFUSALS_PER_IP },
    { key: accountKey(client), window: LOGIN_FAILURES_PER_ACCOUNT },
  ];
}
