import { Worker } from 'node:worker_threads';
import { VEHICLE_LIMITS } from '@showgrid/shared/schemas/vehicle';
import { columnLabel } from './columns.ts';
import type { GridRequest, GridResult } from './sheet-grid.ts';
import { NOTHING_UPLOADED, refuseFile } from './upload-errors.ts';
import { notValid, type SheetSource } from './upload-format.ts';

/**
 * Parses a checked upload in a worker thread (PRODUCT.md): SheetJS is a large parser of hostile
 * input, so it gets a fresh thread per file with a heap limit and a time limit. A file that
 * exhausts either kills only the worker and is refused; the server carries on.
 */

export interface ReadSheetLimits {
  timeoutMs: number;
  heapMb: number;
}

export const READ_SHEET_LIMITS: ReadSheetLimits = { timeoutMs: 20_000, heapMb: 256 };

/** At most this many files are parsed at once, so uploads cannot stack up heaps without bound. */
const MAX_PARALLEL = 2;

type Outcome = GridResult | { kind: 'timeout' } | { kind: 'out-of-memory' };

const KINDS = new Set(['rows', 'formula', 'too-many-rows', 'unreadable']);
const isGridResult = (value: unknown): value is GridResult =>
  typeof value === 'object' && value !== null && 'kind' in value && typeof value.kind === 'string' && KINDS.has(value.kind);

/**
 * In the built server the worker is its own bundle next to server.js. Running from source
 * (tests, `npm run dev`) it is TypeScript, which Node 20 cannot load in a worker by itself and
 * `--import tsx` in a worker's execArgv arrives too late for its entry: a one-line bootstrap
 * registers tsx first.
 */
function startWorker(request: GridRequest, heapMb: number): Worker {
  const options = { workerData: request, resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 } };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./vehicle-import-worker.js', import.meta.url), options);
  const entry = new URL('./parse-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

function runWorker(request: GridRequest, limits: ReadSheetLimits): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(request, limits.heapMb);
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      done();
    };
    const timer = setTimeout(() => settle(() => resolve({ kind: 'timeout' })), limits.timeoutMs);
    worker.once('message', (message: unknown) =>
      settle(() => resolve(isGridResult(message) ? message : { kind: 'unreadable', passwordProtected: false })),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      // Running out of heap is the file's doing; any other failure is ours and must surface as a 500.
      settle(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ kind: 'out-of-memory' }) : reject(error))),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`spreadsheet worker exited (${code}) without an answer`))));
  });
}

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_PARALLEL) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, or give it back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * The rows of the file's first sheet (rows[0] = the header row), or a 400 `{ file: [message] }`
 * that refuses the whole file: a formula anywhere, too many rows, unreadable, too slow or too big.
 */
export async function readSheet(source: SheetSource, limits: ReadSheetLimits = READ_SHEET_LIMITS): Promise<string[][]> {
  const maxRows = VEHICLE_LIMITS.uploadMaxRows;
  const outcome = await withSlot(() => runWorker({ source, maxRows }, limits));
  switch (outcome.kind) {
    case 'rows':
      return outcome.rows;
    case 'formula':
      throw refuseFile(`Row ${outcome.row}, ${columnLabel(outcome.header, outcome.column)}: formulas are not allowed. ${NOTHING_UPLOADED}`);
    case 'too-many-rows':
      throw refuseFile(
        `The file has more than ${maxRows.toLocaleString('en')} rows of vehicles (the last one read is row ${(maxRows + 1).toLocaleString('en')}). ` +
          `Split it into smaller files. ${NOTHING_UPLOADED}`,
      );
    case 'unreadable':
      if (outcome.passwordProtected) throw refuseFile('This file is password-protected. Remove the password and upload it again.');
      throw notValid(source.format);
    case 'timeout':
      throw refuseFile(`The file took too long to read. ${NOTHING_UPLOADED}`);
    case 'out-of-memory':
      throw refuseFile(`The file is too large or too complex to read. ${NOTHING_UPLOADED}`);
  }
}
