import type { Writable } from 'node:stream';

/**
 * An export (a PDF, a workbook, QR codes): a pure function from plain data to the bytes of a
 * file, run in a worker thread of the export pool (pool.ts, ADR 031), never on the event loop
 * that answers saves and votes. It imports no database: the main thread loads what it needs and
 * hands it over by structured clone (plain objects, arrays, strings, numbers, Date, Map).
 *
 * `input` arrives first; `parts` then streams what the main thread loads in chunks (a report's
 * vehicles, a few dozen at a time), and the task writes its file to `out` as it goes. It resolves
 * once it has ended `out`; a task without parts ignores them (they end at once).
 */
export interface ExportTask<Input, Part> {
  render(input: Input, parts: AsyncIterable<Part>, out: Writable): Promise<void>;
}

/** Each task's input and part types, by task name: a pool and its worker agree on one of these. */
export type TaskTypeMap = Record<string, { input: unknown; part: unknown }>;

/** The tasks a worker serves, typed by their map. */
export type TaskRegistry<T extends TaskTypeMap> = { [K in keyof T]: ExportTask<T[K]['input'], T[K]['part']> };
