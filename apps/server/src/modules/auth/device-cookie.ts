import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a browser that signed in once stays a known device for that account. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const COOKIE_PREFIX = 'sg_device_';

export interface DeviceCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/**
 * OWASP's device cookie (ADR 016): a browser that signed in to an account before carries a
 * signed cookie naming that account, and is limited on its own counter instead of the account's.
 * So an attacker guessing from anywhere cannot lock the owner out of a tablet they used before.
 * One cookie per account (the name carries a hash of the login), so a shared laptop keeps one for
 * the organiser and one for a judge. Stateless: a nonce, the issue time and an HMAC.
 */
export function createDeviceCookies(secret: Uint8Array, now: () => Date) {
  // Its own key, derived from the signing secret: a device cookie is never a valid token.
  const key = createHmac('sha256', secret).update('showgrid device cookie v1').digest();
  const mac = (account: string, nonce: string, issuedAt: string) =>
    createHmac('sha256', key).update(`${account}\n${nonce}\n${issuedAt}`).digest();
  const nameFor = (account: string) => COOKIE_PREFIX + createHash('sha256').update(account).digest('hex').slice(0, 16);

  return {
    issue(account: string): DeviceCookie {
      const nonce = randomBytes(16).toString('base64url');
      const issuedAt = String(Math.floor(now().getTime() / 1000));
      return {
        name: nameFor(account),
        value: `${nonce}.${issuedAt}.${mac(account, nonce, issuedAt).toString('base64url')}`,
        maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS,
      };
    },

    /** The device id (nonce) of a valid, unexpired cookie for `account` among the request's cookies. */
    verify(account: string, cookies: Record<string, string | undefined>): string | undefined {
      const value = cookies[nameFor(account)];
      const [nonce, issuedAt, signature, extra] = value?.split('.') ?? [];
      if (!nonce || !issuedAt || !signature || extra !== undefined || !/^\d{1,12}$/.test(issuedAt)) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(account, nonce, issuedAt);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const ageSeconds = now().getTime() / 1000 - Number(issuedAt);
      return ageSeconds >= 0 && ageSeconds < DEVICE_COOKIE_MAX_AGE_SECONDS ? nonce : undefined;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
