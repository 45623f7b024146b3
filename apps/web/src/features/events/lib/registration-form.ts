import { z } from 'zod';
import type { I18n } from '@lingui/core';
import { english } from '@showgrid/shared/i18n/english';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { PAYMENT_MODES, registrationSettingsBodySchema, type RegistrationSettingsView } from '@showgrid/shared/schemas/registration';
import { fromLocalInput, toLocalInput } from './event-dates';

/**
 * The event form's Registration section (issue 31): entrant registration as the organiser sets it.
 * Money is typed in the currency's main unit ("25.00") and sent in minor units; numbers are kept
 * as typed and checked by the shared schema, so the form says what the server would. A section
 * left as the event had it sends nothing (the server keeps the settings left out).
 */
export const registrationFormFields = {
  regOpen: z.boolean(),
  /** datetime-local values; "": no date. */
  regOpensAt: z.string(),
  regClosesAt: z.string(),
  regCurrency: z.string(),
  regEarlyUntil: z.string(),
  regEventCap: z.string(),
  regApproval: z.boolean(),
  regPaymentModes: z.array(z.enum(PAYMENT_MODES)),
  /** One row per category ever shown; a row whose fee is empty is a category that takes no entries. */
  regClasses: z.array(z.object({ categoryId: z.number().int(), fee: z.string(), earlyFee: z.string(), cap: z.string() })),
  regExtras: z.array(z.object({ name: z.string(), price: z.string(), maxPerEntry: z.string() })),
};

type RegistrationFormShape = typeof registrationFormFields;
export type RegistrationFormValues = { [K in keyof RegistrationFormShape]: z.output<RegistrationFormShape[K]> };
export type RegistrationClassRow = RegistrationFormValues['regClasses'][number];

export const FEE_FIRST = english(/*i18n*/ { id: 'Enter the fee, or clear this class’s fields.' });

/** The minor units of a currency (2 for EUR, 0 for JPY); 2 for a code the browser does not know. */
function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** "25.5" → 2550 (in EUR); "" → null; anything else as typed, for the schema to name the problem. */
function typedCents(text: string, digits: number): number | string | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 10 ** digits) : trimmed;
}

/** A typed whole number; "" → null (no cap); anything else as typed. */
function typedCount(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** 2550 → "25.50" in EUR. */
const centsText = (cents: number | null, digits: number) => (cents === null ? '' : (cents / 10 ** digits).toFixed(digits));

/** The section as the form starts it: the event's settings (closed, at the gate, for a new one). */
export function registrationDefaults(event: ShowEvent | null): RegistrationFormValues {
  const settings: RegistrationSettingsView | null = event?.objRegistration ?? null;
  const zone = event?.strTimeZone;
  const digits = currencyDigits(settings?.strCurrency ?? 'EUR');
  return {
    regOpen: settings?.blnOpen ?? false,
    regOpensAt: toLocalInput(settings?.dtOpensAt ?? null, zone),
    regClosesAt: toLocalInput(settings?.dtClosesAt ?? null, zone),
    regCurrency: settings?.strCurrency ?? 'EUR',
    regEarlyUntil: toLocalInput(settings?.dtEarlyUntil ?? null, zone),
    regEventCap: settings?.intEventCap === null || settings === null ? '' : String(settings.intEventCap),
    regApproval: settings?.blnApproval ?? false,
    regPaymentModes: [...(settings?.arrPaymentModes ?? ['gate'])],
    regClasses: (settings?.arrClasses ?? []).map((c) => ({
      categoryId: c.intCategoryId,
      fee: centsText(c.intFeeCents, digits),
      earlyFee: centsText(c.intEarlyFeeCents, digits),
      cap: c.intCap === null ? '' : String(c.intCap),
    })),
    regExtras: (settings?.arrExtras ?? []).map((e) => ({
      name: e.strName,
      price: centsText(e.intPriceCents, digits),
      maxPerEntry: String(e.intMaxPerEntry),
    })),
  };
}

/** The rows that are classes: of a chosen category, with a fee. */
const classRows = (values: RegistrationFormValues, categoryIds: readonly number[]) =>
  values.regClasses.flatMap((row, index) => (categoryIds.includes(row.categoryId) && row.fee.trim() !== '' ? [{ row, index }] : []));

/** The section as `objRegistration`, checked by the shared schema (each issue at its form field). */
function parseRegistration(values: RegistrationFormValues, categoryIds: readonly number[], timeZone: string | undefined) {
  const digits = currencyDigits(values.regCurrency.trim().toUpperCase());
  const rows = classRows(values, categoryIds);
  const parsed = registrationSettingsBodySchema.safeParse({
    blnOpen: values.regOpen,
    dtOpensAt: fromLocalInput(values.regOpensAt, timeZone),
    dtClosesAt: fromLocalInput(values.regClosesAt, timeZone),
    strCurrency: values.regCurrency,
    dtEarlyUntil: fromLocalInput(values.regEarlyUntil, timeZone),
    intEventCap: typedCount(values.regEventCap),
    blnApproval: values.regApproval,
    arrPaymentModes: values.regPaymentModes,
    arrClasses: rows.map(({ row }) => ({
      intCategoryId: row.categoryId,
      intFeeCents: typedCents(row.fee, digits),
      intEarlyFeeCents: typedCents(row.earlyFee, digits),
      intCap: typedCount(row.cap),
    })),
    arrExtras: values.regExtras.map((extra) => ({
      strName: extra.name,
      intPriceCents: typedCents(extra.price, digits) ?? '',
      intMaxPerEntry: typedCount(extra.maxPerEntry) ?? 1,
    })),
  });
  return { parsed, rows };
}

const CLASS_FIELDS = { intFeeCents: 'fee', intEarlyFeeCents: 'earlyFee', intCap: 'cap' } as const;
const EXTRA_FIELDS = { strName: 'name', intPriceCents: 'price', intMaxPerEntry: 'maxPerEntry' } as const;
const ROOT_FIELDS = {
  dtOpensAt: 'regOpensAt',
  dtClosesAt: 'regClosesAt',
  strCurrency: 'regCurrency',
  dtEarlyUntil: 'regEarlyUntil',
  intEventCap: 'regEventCap',
  arrPaymentModes: 'regPaymentModes',
  arrClasses: 'regClasses',
  arrExtras: 'regExtras',
} as const;

/** The form field of a top-level key of objRegistration, if it has one. */
const rootField = (key: unknown) => Object.entries(ROOT_FIELDS).find(([name]) => name === key)?.[1];

/** The form's checks on the section: the server's own rules, each message at the field it is about. */
export function checkRegistration(
  values: RegistrationFormValues & { arrVehicleCategory: number[]; strTimeZone?: string },
  ctx: z.RefinementCtx,
): void {
  values.regClasses.forEach((row, index) => {
    if (
      values.arrVehicleCategory.includes(row.categoryId) &&
      row.fee.trim() === '' &&
      (row.earlyFee.trim() !== '' || row.cap.trim() !== '')
    ) {
      ctx.addIssue({ code: 'custom', path: ['regClasses', index, 'fee'], message: FEE_FIRST });
    }
  });
  const { parsed, rows } = parseRegistration(values, values.arrVehicleCategory, values.strTimeZone);
  for (const issue of parsed.error?.issues ?? []) {
    const [root, index, field] = issue.path;
    if (
      root === 'arrClasses' &&
      typeof index === 'number' &&
      (field === 'intFeeCents' || field === 'intEarlyFeeCents' || field === 'intCap')
    ) {
      ctx.addIssue({ code: 'custom', path: ['regClasses', rows[index]?.index ?? 0, CLASS_FIELDS[field]], message: issue.message });
    } else if (
      root === 'arrExtras' &&
      typeof index === 'number' &&
      (field === 'strName' || field === 'intPriceCents' || field === 'intMaxPerEntry')
    ) {
      ctx.addIssue({ code: 'custom', path: ['regExtras', index, EXTRA_FIELDS[field]], message: issue.message });
    } else {
      ctx.addIssue({ code: 'custom', path: [rootField(root) ?? 'regClasses'], message: issue.message });
    }
  }
}

/**
 * `objRegistration` for the event body, or nothing when the section says what the event has
 * already (a SPEC-only body: the server keeps its settings, less the classes of categories taken off).
 */
export function registrationBody(
  values: RegistrationFormValues & { arrVehicleCategory: number[]; strTimeZone?: string },
  event: ShowEvent | null,
) {
  // The dates typed are on the show's clock: the zone the form names now, else the one it had.
  const wanted = parseRegistration(values, values.arrVehicleCategory, values.strTimeZone || event?.strTimeZone).parsed.data;
  const before = parseRegistration(registrationDefaults(event), values.arrVehicleCategory, event?.strTimeZone).parsed.data;
  if (!wanted || JSON.stringify(wanted) === JSON.stringify(before)) return {};
  return { objRegistration: wanted };
}

/** Where a server 400 on `objRegistration…` is shown in the form (null: not a registration field). */
export function registrationFieldFor(apiField: string): keyof RegistrationFormValues | null {
  const [root = '', sub = ''] = apiField.split('.');
  if (root !== 'objRegistration') return null;
  return rootField(sub) ?? 'regClasses';
}

/** "Open · 2 classes · EUR · paid at the gate": the confirmation step's line, in the reader's language. */
export function registrationSummary(i18n: I18n, values: RegistrationFormValues & { arrVehicleCategory: number[] }): string {
  if (!values.regOpen) return i18n._(/*i18n*/ { id: 'Closed' });
  const count = classRows(values, values.arrVehicleCategory).length;
  const online = values.regPaymentModes.includes('online');
  const gate = values.regPaymentModes.includes('gate');
  const paid =
    online && gate
      ? i18n._(/*i18n*/ { id: 'paid online or at the gate' })
      : online
        ? i18n._(/*i18n*/ { id: 'paid online' })
        : i18n._(/*i18n*/ { id: 'paid at the gate' });
  return i18n._(
    /*i18n*/ {
      id: 'Open · {count, plural, one {# class} other {# classes}} · {currency} · {paid}',
      values: { count, currency: values.regCurrency.trim().toUpperCase(), paid },
    },
  );
}
