// The message catalogs (ADR 045). `npm run i18n` extracts every marked message from the code into
// the PO files (dropping the ones no code uses) and compiles them for the bundles. `npm run
// i18n:check` (in `npm test`'s checks) changes nothing: it extracts and compiles into a copy and
// fails when the catalogs in the tree are stale, when a language lacks a translation, or when a
// translation's ICU is broken or names other placeholders or tags than its English.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from '@messageformat/parser';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
const tree = path.join(root, 'packages/shared/src/i18n/locales');
const lingui = path.join(root, 'node_modules/.bin/lingui');
const run = (args, env = {}) => execFileSync(lingui, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' }).toString();

/**
 * Lingui writes a blanket eslint-disable at the head of each compiled catalog. It is not needed
 * (eslint.config.js skips the folder, a generated file) and hides why: a header that says so instead.
 */
const HEADER = '// Compiled by `npm run i18n` from the PO file beside it (ADR 045): edit that, not this.\n';
function headed(dir) {
  for (const file of walk(dir).filter((name) => name.endsWith('.ts'))) {
    const text = fs.readFileSync(file, 'utf8');
    if (text.startsWith(HEADER)) continue;
    fs.writeFileSync(file, HEADER + text.replace(/^\/\*eslint-disable\*\//, ''));
  }
}

const check = process.argv.includes('--check');
if (!check) {
  run(['extract', '--clean']);
  run(['compile', '--typescript']);
  headed(tree);
  console.log('catalogs extracted and compiled: packages/shared/src/i18n/locales');
  process.exit(0);
}

const problems = [];
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-i18n-'));
fs.cpSync(tree, copy, { recursive: true });
try {
  run(['extract', '--clean'], { LINGUI_CATALOGS: copy });
  try {
    run(['compile', '--strict', '--typescript'], { LINGUI_CATALOGS: copy });
    headed(copy);
  } catch (error) {
    problems.push(`a translation is missing (lingui compile --strict):\n${String(error.stdout ?? '')}${String(error.stderr ?? '')}`);
  }
  for (const file of walk(copy)) {
    const relative = path.relative(copy, file);
    const inTree = path.join(tree, relative);
    const fresh = withoutHeader(fs.readFileSync(file, 'utf8'));
    const kept = fs.existsSync(inTree) ? withoutHeader(fs.readFileSync(inTree, 'utf8')) : null;
    if (fresh !== kept) problems.push(`${relative} is stale: run npm run i18n`);
    if (file.endsWith('.po') && !relative.startsWith(`en${path.sep}`))
      problems.push(...icuProblems(relative, fs.readFileSync(file, 'utf8')));
  }
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('catalogs: up to date, complete, ICU sound');

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** A PO file without its header (dates and generator lines change on every extract). */
function withoutHeader(text) {
  return text.replace(/^msgid ""\nmsgstr ""\n(?:".*"\n)*/m, '');
}

/** Each entry's English (its id) and translation, unescaped. */
function entries(po) {
  const unescape = (s) => s.replace(/\\(.)/g, (_, ch) => ({ n: '\n', t: '\t' })[ch] ?? ch);
  const found = [];
  const pattern = /^msgid "(.*)"\nmsgstr "(.*)"$/gm;
  for (let match = pattern.exec(po); match; match = pattern.exec(po)) {
    if (match[1] !== '') found.push({ english: unescape(match[1]), translation: unescape(match[2]) });
  }
  return found;
}

/** Placeholders ({name}, {count, plural, …}) and rich-text tags (<0>…</0>) a message uses, each plural with its `other`. */
function shapeOf(message) {
  const args = new Set();
  const walkTokens = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') args.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        args.add(token.arg);
        if (!token.cases.some((c) => c.key === 'other')) throw new Error(`{${token.arg}, ${token.type}} has no "other"`);
        for (const c of token.cases) walkTokens(c.tokens);
      }
    }
  };
  walkTokens(parse(message));
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]).sort();
  return { args: [...args].sort().join(','), tags: tags.join('') };
}

function icuProblems(file, po) {
  const found = [];
  for (const { english, translation } of entries(po)) {
    if (translation === '') continue; // compile --strict reports it
    try {
      const want = shapeOf(english);
      const got = shapeOf(translation);
      if (want.args !== got.args) found.push(`${file}: "${translation}" names {${got.args}}, its English {${want.args}}`);
      if (want.tags !== got.tags) found.push(`${file}: "${translation}" has tags ${got.tags}, its English ${want.tags}`);
    } catch (error) {
      found.push(`${file}: "${translation}": broken ICU (${error.message})`);
    }
  }
  return found;
}
