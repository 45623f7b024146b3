// The raw work a report stands on (load-support.mjs referenceMs), in a process of its own so it can
// run at the export threads' priority. Usage: node scripts/load-reference.mjs DATA_DIR EVENT_ID
// (PostgreSQL with BENCH_DATABASE_URL); prints the median ms.
import { referenceWork } from './load-support.mjs';

const [dataDir, eventId] = process.argv.slice(2);
console.log((await referenceWork(dataDir, Number(eventId))).toFixed(1));
