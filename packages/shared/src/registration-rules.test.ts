import { describe, expect, it } from 'vitest';
import { CLOSED_REGISTRATION, feeAt, fewestPlaces, isEarly, moneyText, placesLeft, registrationState } from './registration-rules.ts';
import { registrationSettingsBodySchema } from './schemas/registration.ts';

const at = (iso: string) => new Date(iso);
const open = { ...CLOSED_REGISTRATION, open: true };

describe('registrationState', () => {
  it('is closed while the organiser has not opened it, whatever the dates', () => {
    expect(registrationState({ ...CLOSED_REGISTRATION, opensAt: '2026-01-01T00:00:00Z' }, at('2026-06-01T00:00:00Z'))).toBe('closed');
  });
  it('follows the dates once opened: not yet, open up to (not including) the close, then closed', () => {
    const dated = { ...open, opensAt: '2026-05-01T09:00:00Z', closesAt: '2026-05-20T09:00:00Z' };
    expect(registrationState(dated, at('2026-05-01T08:59:59Z'))).toBe('not-open');
    expect(registrationState(dated, at('2026-05-01T09:00:00Z'))).toBe('open');
    expect(registrationState(dated, at('2026-05-20T08:59:59Z'))).toBe('open');
    expect(registrationState(dated, at('2026-05-20T09:00:00Z'))).toBe('closed');
    expect(registrationState(open, at('2030-01-01T00:00:00Z'))).toBe('open');
    // The show's start closes it, whatever the closing date says.
    expect(registrationState(dated, at('2026-05-10T09:59:59Z'), at('2026-05-10T10:00:00Z'))).toBe('open');
    expect(registrationState(dated, at('2026-05-10T10:00:00Z'), at('2026-05-10T10:00:00Z'))).toBe('closed');
  });
});

describe('fees and places', () => {
  const settings = { ...open, earlyUntil: '2026-05-10T00:00:00Z' };
  const early = { categoryId: 1, feeCents: 3000, earlyFeeCents: 2000, cap: null };
  it('charges the early fee before the early-bird date and the fee from it on; no early fee: the fee', () => {
    expect(isEarly(settings, at('2026-05-09T23:59:59Z'))).toBe(true);
    expect(feeAt(settings, early, at('2026-05-09T23:59:59Z'))).toBe(2000);
    expect(feeAt(settings, early, at('2026-05-10T00:00:00Z'))).toBe(3000);
    expect(feeAt(settings, { ...early, earlyFeeCents: null }, at('2026-05-01T00:00:00Z'))).toBe(3000);
    expect(feeAt({ ...settings, earlyUntil: null }, early, at('2026-05-01T00:00:00Z'))).toBe(3000);
  });
  it('counts places left never below 0, the fewer of two caps, null for no cap', () => {
    expect(placesLeft(10, 3)).toBe(7);
    expect(placesLeft(10, 12)).toBe(0);
    expect(placesLeft(null, 12)).toBeNull();
    expect(fewestPlaces(null, 4)).toBe(4);
    expect(fewestPlaces(2, 4)).toBe(2);
    expect(fewestPlaces(null, null)).toBeNull();
  });
  it('writes money in the currency’s own minor units', () => {
    expect(moneyText(2500, 'EUR', 'en')).toBe('€25.00');
    expect(moneyText(125000, 'USD', 'en')).toBe('$1,250.00');
    expect(moneyText(500, 'JPY', 'en')).toBe('¥500');
  });
});

describe('registrationSettingsBodySchema', () => {
  it('fills the defaults and upper-cases the currency', () => {
    const parsed = registrationSettingsBodySchema.parse({ blnOpen: true, strCurrency: ' gbp ' });
    expect(parsed).toMatchObject({ strCurrency: 'GBP', arrPaymentModes: ['gate'], arrClasses: [], arrExtras: [], intEventCap: null });
  });
  it('refuses twice the same class, extra or way to pay, and an early fee without its date', () => {
    const twice = registrationSettingsBodySchema.safeParse({
      blnOpen: true,
      arrPaymentModes: ['gate', 'gate'],
      arrClasses: [
        { intCategoryId: 1, intFeeCents: 100 },
        { intCategoryId: 1, intFeeCents: 200, intEarlyFeeCents: 50 },
      ],
      arrExtras: [
        { strName: 'Dinner', intPriceCents: 100 },
        { strName: 'dinner', intPriceCents: 200 },
      ],
    });
    expect(twice.success).toBe(false);
    const messages = twice.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name each way to pay once.',
        'Name each class once.',
        'Name each extra once.',
        'Set the early-bird date first.',
      ]),
    );
  });
});
