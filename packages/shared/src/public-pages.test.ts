import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_MESSAGES,
  fieldMessageOf,
  isPublicPage,
  sendFailureOf,
  verifyFailureOf,
  verifyPath,
  voteFailureOf,
} from './public-pages.ts';

describe('the audience flow’s words (SPEC §8), one rule for the API client and the server-rendered forms', () => {
  it('reads the first message under a field, whether a list or a plain string', () => {
    expect(fieldMessageOf({ email: ['Wait.', 'Later.'] }, 'email')).toBe('Wait.');
    expect(fieldMessageOf({ detail: 'Too many.' }, 'detail')).toBe('Too many.');
    expect(fieldMessageOf({ email: [42] }, 'email')).toBeUndefined();
    expect(fieldMessageOf(null, 'email')).toBeUndefined();
    expect(fieldMessageOf('text', 'email')).toBeUndefined();
  });

  it('words a refusal by the field SPEC names first, else the fallback', () => {
    expect(sendFailureOf({ intVehicleId: ['Closed.'], detail: 'x' })).toBe('Closed.');
    expect(sendFailureOf({ email: ['Wait.'], intVehicleId: ['Closed.'] })).toBe('Wait.');
    expect(sendFailureOf({})).toBe(AUDIENCE_MESSAGES.sendFailed);
    expect(verifyFailureOf({ email: ['No code.'], otp: ['Invalid OTP'] })).toBe('Invalid OTP');
    expect(verifyFailureOf(undefined)).toBe(AUDIENCE_MESSAGES.verifyFailed);
    expect(voteFailureOf({ email: ['Verify first.'], intVehicleId: ['Already voted.'] })).toBe('Already voted.');
  });

  it('tells the page data the server wrote from anything else', () => {
    expect(isPublicPage({ kind: 'thanks', target: null })).toBe(true);
    expect(isPublicPage({ kind: 'admin' })).toBe(false);
    expect(isPublicPage({ kind: 'awards', token: 't', awards: {} })).toBe(true);
    expect(isPublicPage(null)).toBe(false);
    expect(isPublicPage([])).toBe(false);
  });

  it('carries the card number in the verify address, encoded', () => {
    expect(verifyPath('AB 1/2')).toBe('/audience/verify?vehicle=AB%201%2F2');
  });
});
