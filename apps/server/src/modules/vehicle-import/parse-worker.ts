import { parentPort, workerData } from 'node:worker_threads';
import { readGrid, type GridRequest } from './sheet-grid.ts';

/**
 * Entry of the parsing worker (read-sheet.ts starts it; the build bundles it as
 * dist/vehicle-import-worker.js). SheetJS runs here, behind a heap limit and a timeout, so a
 * hostile spreadsheet can exhaust or hang only this thread, never the server.
 */

function isGridRequest(value: unknown): value is GridRequest {
  if (typeof value !== 'object' || value === null || !('source' in value) || !('maxRows' in value)) return false;
  const { source, maxRows } = value;
  if (typeof maxRows !== 'number' || typeof source !== 'object' || source === null || !('format' in source)) return false;
  if (source.format === 'csv') return 'text' in source && typeof source.text === 'string';
  return (source.format === 'xlsx' || source.format === 'xls') && 'bytes' in source && source.bytes instanceof Uint8Array;
}

if (!parentPort) throw new Error('parse-worker.ts runs only as a worker thread');
parentPort.postMessage(isGridRequest(workerData) ? readGrid(workerData) : { kind: 'unreadable', passwordProtected: false });
