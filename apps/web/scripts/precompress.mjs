// Writes a .br and a .gz beside every text file of the web build (ADR 019), once, at the highest
// levels: the server sends them as they are (@fastify/static preCompressed) instead of compressing
// each answer again. Runs after `vite build`, so sw.js and the Workbox files are included.
// Usage: node scripts/precompress.mjs [dist folder, default ./dist]
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT_FILE = /\.(js|mjs|css|html|svg|webmanifest|json|txt|xml)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const dist = path.resolve(process.argv[2] ?? 'dist');

async function* textFiles(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (TEXT_FILE.test(entry.name)) yield file;
  }
}

/** Writes one variant, unless it would not be smaller (tiny files): then the plain file is sent. */
async function writeVariant(file, content, ext, compress) {
  const packed = await compress(content);
  if (packed.length < content.length) await fs.writeFile(file + ext, packed);
  return packed.length < content.length ? packed.length : content.length;
}

async function precompress(file) {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    writeVariant(file, content, '.br', (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    ),
    writeVariant(file, content, '.gz', (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION })),
  ]);
  return { raw: content.length, br, gz };
}

const jobs = [];
for await (const file of textFiles(dist)) jobs.push(precompress(file));
const sizes = await Promise.all(jobs);
const total = (key) => Math.round(sizes.reduce((sum, s) => sum + s[key], 0) / 1024);
console.log(
  `precompressed ${sizes.length} files in ${path.relative(process.cwd(), dist) || '.'}: ${total('raw')} KiB → ${total('gz')} KiB gzip, ${total('br')} KiB brotli`,
);
