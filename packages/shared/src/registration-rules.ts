import type { PaymentMode, RegistrationState } from './schemas/registration.ts';

/**
 * An event's entrant registration as the organiser set it (issue 31), in the code's own names, and
 * the rules both the server and the pages apply to it: whether it is open now and today's fee.
 */

export interface RegistrationClass {
  categoryId: number;
  feeCents: number;
  /** The fee until `earlyUntil`; null: the same fee all along. */
  earlyFeeCents: number | null;
  /** Places in the class; null: no cap. */
  cap: number | null;
}

export interface RegistrationExtra {
  name: string;
  priceCents: number;
  maxPerEntry: number;
}

export interface RegistrationSettings {
  open: boolean;
  /** ISO times; null: from the moment it is opened, until the organiser closes it. */
  opensAt: string | null;
  closesAt: string | null;
  currency: string;
  earlyUntil: string | null;
  eventCap: number | null;
  approval: boolean;
  paymentModes: PaymentMode[];
  classes: RegistrationClass[];
  extras: RegistrationExtra[];
}

/** An event that never set registration up: closed, paying at the gate, no classes. */
export const CLOSED_REGISTRATION: RegistrationSettings = {
  open: false,
  opensAt: null,
  closesAt: null,
  currency: 'EUR',
  earlyUntil: null,
  eventCap: null,
  approval: false,
  paymentModes: ['gate'],
  classes: [],
  extras: [],
};

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * Where registration stands at `now`: the organiser's switch first, then the dates. It closes when
 * the show starts (`showStartsAt`) whatever its closing date says: a car entered after the start
 * could not be withdrawn, and the gate is where late cars enter.
 */
export function registrationState(settings: RegistrationSettings, now: Date, showStartsAt?: Date): RegistrationState {
  if (!settings.open) return 'closed';
  if (showStartsAt !== undefined && now.getTime() >= showStartsAt.getTime()) return 'closed';
  const opens = time(settings.opensAt);
  const closes = time(settings.closesAt);
  if (opens !== null && now.getTime() < opens) return 'not-open';
  if (closes !== null && now.getTime() >= closes) return 'closed';
  return 'open';
}

/** Whether the early fees apply at `now` (up to, not including, the early-bird date). */
export const isEarly = (settings: RegistrationSettings, now: Date): boolean => {
  const until = time(settings.earlyUntil);
  return until !== null && now.getTime() < until;
};

/** A class's fee at `now`: the early fee while it lasts, else the fee. */
export function feeAt(settings: RegistrationSettings, registrationClass: RegistrationClass, now: Date): number {
  return registrationClass.earlyFeeCents !== null && isEarly(settings, now) ? registrationClass.earlyFeeCents : registrationClass.feeCents;
}

/** Places left under a cap given the places held; null: no cap. Never below 0. */
export const placesLeft = (cap: number | null, held: number): number | null => (cap === null ? null : Math.max(0, cap - held));

/** The lower of two "places left" (null: no cap). */
export function fewestPlaces(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** "€25.00", "$1,250.00", "¥500": an amount in minor units of `currency`, in `locale`. */
export function moneyText(cents: number, currency: string, locale = 'en'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** digits);
}
