import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalEmail, PLUS_TAG_DOMAINS } from './canonical-email.ts';

describe('canonicalEmail: one inbox, one key', () => {
  it.each([
    // Gmail: dots and a +tag are ignored, googlemail.com is gmail.com.
    ['xy@gmail.com', 'xy@gmail.com'],
    ['x.y@gmail.com', 'xy@gmail.com'],
    ['x.y+1@gmail.com', 'xy@gmail.com'],
    ['XY+Votes.2@GoogleMail.com', 'xy@gmail.com'],
    ['  x.y@gmail.com  ', 'xy@gmail.com'],
    ['xy@gmail.com.', 'xy@gmail.com'],
    // A +tag where the provider delivers it; dots there are other people's.
    ['ada+show@outlook.com', 'ada@outlook.com'],
    ['ada.l+1@hotmail.co.uk', 'ada.l@hotmail.co.uk'],
    ['ada+1@icloud.com', 'ada@icloud.com'],
    ['ada+x@fastmail.com', 'ada@fastmail.com'],
    ['ada+x@proton.me', 'ada@proton.me'],
    ['a.da+x@pm.me', 'a.da@pm.me'],
    // Nothing cut where we do not know the provider's rule, nor Yahoo's '-' (ADR).
    ['ada+show@example.com', 'ada+show@example.com'],
    ['a.da@example.com', 'a.da@example.com'],
    ['ada-show@yahoo.com', 'ada-show@yahoo.com'],
    ['ada+show@yahoo.com', 'ada+show@yahoo.com'],
    // No mailbox name left: the address stays itself instead of joining "@gmail.com".
    ['+news@gmail.com', '+news@gmail.com'],
    ['..@gmail.com', '..@gmail.com'],
  ])('%s → %s', (typed, key) => {
    expect(canonicalEmail(typed)).toBe(key);
  });

  it('tells x@gmail.com and x.y@gmail.com apart: the second is xy@gmail.com, another inbox', () => {
    expect(canonicalEmail('x@gmail.com')).not.toBe(canonicalEmail('x.y@gmail.com'));
  });

  it('is idempotent and keeps the domain (apart from googlemail.com and a final dot)', () => {
    const domain = fc.constantFrom('gmail.com', 'googlemail.com', 'example.com', 'yahoo.com', ...PLUS_TAG_DOMAINS);
    const local = fc.stringMatching(/^[a-z0-9.+_-]{1,12}$/);
    fc.assert(
      fc.property(local, domain, (l, d) => {
        const key = canonicalEmail(`${l}@${d}`);
        expect(canonicalEmail(key)).toBe(key);
        expect(key.slice(key.lastIndexOf('@') + 1)).toBe(d === 'googlemail.com' && key !== `${l}@${d}` ? 'gmail.com' : d);
      }),
    );
  });
});
