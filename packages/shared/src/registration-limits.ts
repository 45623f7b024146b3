/** The limits of an event's registration (issue 31): fees, caps, extras, photos, entries per address. */
export const REGISTRATION_LIMITS = {
  /** A fee or price in minor units: 1,000,000.00 of any currency is far above any entry fee. */
  moneyMax: 100_000_000,
  capMax: 100_000,
  extrasMax: 20,
  extraNameMax: 60,
  perEntryMax: 20,
  photosMax: 3,
  /** Standing entries of one e-mail address at one show: a club's cars, not every place. */
  entriesPerEntrant: 10,
} as const;
