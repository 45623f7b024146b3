import { createExportPool, type ExportPool, type ExportPoolOptions } from '../../exports/pool.ts';
// Types only: the renderers load in the worker, never in this thread.
import type { ExportTaskTypes } from './tasks.ts';

/** The app's export pool (ADR 031), one per app: its tasks are tasks.ts's. */
export type Exports = ExportPool<ExportTaskTypes>;

/**
 * The worker's entry: in the built server a bundle of its own beside server.js
 * (scripts/build.mjs); from source (tests, `npm run dev`) the TypeScript, through tsx.
 */
const workerEntry = () =>
  import.meta.url.endsWith('.ts') ? new URL('./worker.ts', import.meta.url) : new URL('./exports-worker.js', import.meta.url);

export function createExports(options: Partial<ExportPoolOptions> = {}): Exports {
  return createExportPool<ExportTaskTypes>({ entry: workerEntry(), ...options });
}
