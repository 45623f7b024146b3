// The bundle budgets of issue 32 (ADR 042), checked after every web build: the JavaScript a page
// downloads before it can run (its entry and every chunk the entry imports statically, from
// Vite's manifest), compressed as the server sends it (brotli, the .br precompress.mjs wrote; gzip
// shown beside it). Over a budget, the build fails. Usage: node scripts/budgets.mjs [dist]
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist');
const KB = 1000;

/**
 * Each page's entry in the manifest and its budget (brotli, KB). `enforced: false` is only
 * reported; `limitKb: null` has no budget; `also`: chunks the page downloads later, counted in.
 */
const BUDGETS = [
  {
    page: 'the visitor’s pages (/audience/…)',
    manifest: 'public-manifest.json',
    entry: 'src/public/client-entry.tsx',
    limitKb: 80,
    enforced: true,
  },
  // The registration page's own steps, downloaded once its server-rendered page is hydrated (it
  // works without them): reported, so their weight is seen, not held to the visitor's budget.
  {
    page: 'the registration page with its steps (/register/…, after hydration)',
    manifest: 'public-manifest.json',
    entry: 'src/public/client-entry.tsx',
    also: ['src/public/register-island.tsx'],
    limitKb: null,
    enforced: false,
  },
  // The sign-ins (issue 32, scope 3; ADR 043): the shell paints first, this is what makes it work.
  { page: 'the sign-ins (index.html)', manifest: 'manifest.json', entry: 'index.html', limitKb: 150, enforced: true },
];

/** The entry's file and every chunk it imports statically, each once. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** A file's size as sent with that encoding: the compressed copy, or the file itself when compressing did not pay. */
const sizeAs = (file, ext) => {
  const packed = path.join(dist, file + ext);
  return fs.statSync(fs.existsSync(packed) ? packed : path.join(dist, file)).size;
};

let over = false;
for (const budget of BUDGETS) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', budget.manifest), 'utf8'));
  const reached = new Set();
  for (const entry of [budget.entry, ...(budget.also ?? [])]) closure(manifest, entry, reached);
  const files = [...reached].filter((file) => file.endsWith('.js'));
  const br = files.reduce((sum, file) => sum + sizeAs(file, '.br'), 0) / KB;
  const gz = files.reduce((sum, file) => sum + sizeAs(file, '.gz'), 0) / KB;
  const fits = budget.limitKb === null || br <= budget.limitKb;
  const verdict =
    budget.limitKb === null
      ? 'reported only'
      : `${fits ? 'within' : budget.enforced ? 'OVER' : 'over (not enforced yet)'} ${budget.limitKb} KB`;
  console.log(`budget: ${budget.page}: ${br.toFixed(1)} KB brotli (${gz.toFixed(1)} KB gzip) in ${files.length} files, ${verdict}`);
  if (!fits && budget.enforced) over = true;
}
if (over) {
  console.error('A page is over its budget (apps/web/scripts/budgets.mjs, ADR 042): look at what its entry imports.');
  process.exit(1);
}
