/** One field of a record as the audit row saw it before and after a change. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one line: text as is, the rest as JSON; missing or null as "—". */
const text = (value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The fields a change touched, in the record's order: a creation shows every field after, a
 * deletion every field before, an update only the fields whose value differs.
 */
export function diffOf(before: unknown, after: unknown): FieldChange[] {
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => ({ field, before: text(was[field]), after: text(is[field]) }));
}
