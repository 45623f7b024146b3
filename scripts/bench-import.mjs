// Benchmark of the vehicle bulk upload (POST /api/vehicle/bulk-upload-vehicles/) through the real
// built server: 1,000 and 10,000 rows, CSV and XLSX, every row valid (so every row is inserted and
// audited). Embedded PGlite, or PostgreSQL with BENCH_DATABASE_URL. `npm run bench` runs it after
// the foundation benchmark; alone: node scripts/bench-import.mjs. Writes its section of docs/benchmarks.md.
import ExcelJS from 'exceljs';
import { ADMIN, commandOf, machineNote, startServer, writeSection } from './bench-support.mjs';

const server = await startServer(3918);
const { base } = server;
const SIZES = [1_000, 10_000];
const FORMATS = ['csv', 'xlsx'];
const RUNS = 3;
const CATEGORIES = 10;
/** A run tag keeps names and vehicle-id prefixes unique when the database is reused. */
const tag = Math.random()
  .toString(36)
  .slice(2, 5)
  .toUpperCase()
  .replace(/[^A-Z]/g, 'Q')
  .padEnd(3, 'Q');

let token = '';
async function api(method, url, body) {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} ${res.status} ${await res.text()}`);
  return res.json();
}

/** A type and ten categories of 1000 vehicle ids each, through the API as an organiser would. */
async function setUpCatalogue() {
  const { data: type } = await api('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `Bench Car ${tag}` });
  const categories = [];
  for (let k = 0; k < CATEGORIES; k++) {
    const name = `Bench Class ${tag} ${k}`;
    const { data } = await api('POST', '/api/vehicle/vehicle-category/', { strVehicleCategoryName: name, intVehicleType: type.id });
    const prefix = `${tag}${String.fromCharCode(65 + k)}`;
    await api('PUT', `/api/vehicle/vehicle-category/${data.id}/`, { strPrefix: prefix, intStartRange: 1, intRangeUpto: 1000 });
    categories.push({ id: data.id, name, prefix });
  }
  return { typeTitle: type.strVehicleTypeTitle, categories };
}

let events = 0;
async function newEvent(categories) {
  const { data } = await api('POST', '/api/event/manage-event/', {
    strEventTitle: `Bench Show ${tag} ${++events}`,
    strEventLocation: 'Bench Park',
    strEventStartDateTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    arrVehicleCategory: categories.map((c) => c.id),
  });
  return data.id;
}

const HEADER = [
  'Registration Number',
  'Brand',
  'Model',
  'Owner Name',
  'Category',
  'Vehicle Type',
  'Vehicle ID',
  'Payment Status',
  'Registration Type',
  'Regional Tour',
];

function rowsFor(n, { typeTitle, categories }) {
  const rows = [HEADER];
  for (let i = 0; i < n; i++) {
    const category = categories[i % CATEGORIES];
    const id = `${category.prefix}${String(Math.floor(i / CATEGORIES) + 1).padStart(4, '0')}`;
    rows.push([
      `BN${i} ${tag}`,
      'Jaguar',
      'E-Type Series 1',
      `Owner Number ${i}`,
      category.name,
      typeTitle,
      id,
      i % 2 ? 'Paid' : 'Unpaid',
      i % 7 ? 'Regular' : 'VIP',
      i % 3 ? 'No' : 'Yes',
    ]);
  }
  return rows;
}

async function fileFor(format, rows) {
  if (format === 'csv') return Buffer.from(rows.map((r) => r.join(',')).join('\r\n') + '\r\n');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Vehicles');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function timedUpload(eventId, format, bytes, n) {
  const form = new FormData();
  form.append('intEventId', String(eventId));
  form.append('file', new Blob([bytes]), `vehicles.${format}`);
  const t = performance.now();
  const res = await fetch(`${base}/api/vehicle/bulk-upload-vehicles/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  const ms = performance.now() - t;
  if (!res.ok || body.message !== `${n} of ${n} vehicles uploaded.`)
    throw new Error(`upload ${format} ${n}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  ({ access: token } = await (
    await fetch(`${base}/api/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    })
  ).json());
  const engine = server.engine;
  const catalogue = await setUpCatalogue();

  const results = [];
  for (const n of SIZES) {
    const rows = rowsFor(n, catalogue);
    for (const format of FORMATS) {
      const bytes = await fileFor(format, rows);
      // Warm-up upload (first worker start, first query plans), not counted.
      if (n === SIZES[0] && format === FORMATS[0]) await timedUpload(await newEvent(catalogue.categories), format, bytes, n);
      const times = [];
      for (let run = 0; run < RUNS; run++) times.push(await timedUpload(await newEvent(catalogue.categories), format, bytes, n));
      const ms = median(times);
      results.push({ format, n, kib: Math.round(bytes.length / 1024), ms, min: Math.min(...times), max: Math.max(...times) });
      console.log(`${engine} ${format} ${n}: median ${ms.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`);
    }
  }

  const table = [
    `### Bulk upload (${machineNote(engine)})`,
    '',
    `${commandOf('bench-import.mjs')} (or \`npm run bench\`). ` +
      `Every row valid, so each is inserted with its audit row; median of ${RUNS} uploads, each into a new event, one at a time; ` +
      'the time is the whole HTTP request (upload, byte checks, parsing worker, row checks, one transaction).',
    '',
    '| file | rows | size KiB | ms per upload (median) | min–max ms | rows per second |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.format.toUpperCase()} | ${r.n.toLocaleString('en')} | ${r.kib} | ${r.ms.toFixed(0)} | ${r.min.toFixed(0)}–${r.max.toFixed(0)} | ${Math.round((r.n / r.ms) * 1000).toLocaleString('en')} |`,
    ),
  ].join('\n');
  writeSection('import', engine, table);
} finally {
  await server.stop();
}
