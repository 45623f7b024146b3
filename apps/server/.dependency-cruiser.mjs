// The server's layers (docs/ARCHITECTURE.md): each line may import its own line and the lines
// above it, never a line below; no import circle anywhere, type-only imports included. A new
// module takes its line here; `npm run lint` checks it (dependency-cruiser, type imports seen).
const layers = [
  ['src/lib/', 'src/config.ts'], // pure helpers and the settings: no database, no app
  ['src/db/'], // the connection, the schema, backups, the data directory's lock
  ['src/platform/', 'src/exports/'], // what every module shares: audit, change bus, rate limits, secrets, public cache, the export pool
  ['src/plugins/'], // Fastify plugins: the auth guard, errors, live sockets, mail
  // the catalogue: accounts, media, types, parameters, categories, judges
  ['src/modules/(users|media|auth|vehicle-types|parameters|categories|judges|audit|health)/'],
  ['src/modules/events/'], // events, panels, the voting window, scoring settings
  ['src/modules/scoring/'], // the scoring rule applied: totals, rule totals, judges' choice
  ['src/modules/(vehicles|vehicle-ids|vehicle-import)/'],
  ['src/modules/(scores|attendee|gate|registration)/'], // what is written on the day: sheets, votes, arrivals, entries
  ['src/modules/results/'], // standings and ranking
  ['src/modules/(reports|awards|dashboard|public-pages)/'], // what is made of the results, and the public pages that show it
  ['src/(app|server|warm-up)\\.ts$', 'src/(bootstrap|cli)/'], // composition: the app and its entries
].map((paths) => `^(${paths.join('|')})`);

const upward = layers.flatMap((from, index) =>
  index === layers.length - 1
    ? []
    : [
        {
          name: `layer-${index + 1}-imports-up`,
          comment: 'A layer imports only itself and the layers above it in .dependency-cruiser.mjs (docs/ARCHITECTURE.md).',
          severity: 'error',
          from: { path: from },
          to: { path: layers.slice(index + 1) },
        },
      ],
);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle (type-only ones too) ties modules that should be in layers: move what both need below both.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-in-a-layer',
      comment: 'Every source file sits in a layer of .dependency-cruiser.mjs: add a new folder to its line.',
      severity: 'error',
      from: { path: '^src/', pathNot: layers },
      to: {},
    },
    ...upward,
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.ts|/migrations/.*)$' },
    includeOnly: '^src/',
  },
};
