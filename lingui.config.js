// Lingui (ADR 045): English is the source and each message's id (the words SPEC writes), so a PO
// file shows a translator the English; three catalogs, so a page downloads only its own words.
import { formatter } from '@lingui/format-po';

const locales = ['en', 'de', 'fr', 'nl', 'es'];
// scripts/i18n.mjs --check extracts into a copy elsewhere (LINGUI_CATALOGS) and compares.
const catalogs = process.env.LINGUI_CATALOGS ?? '<rootDir>/packages/shared/src/i18n/locales';
const catalog = (name, include, exclude = []) => ({
  path: `${catalogs}/{locale}/${name}`,
  include,
  exclude,
});

/** What the public pages show (server-rendered, and the browser's copy): their own catalog. */
const PUBLIC = [
  '<rootDir>/packages/shared/src',
  '<rootDir>/apps/web/src/public',
  '<rootDir>/apps/web/src/components',
  '<rootDir>/apps/web/src/features/awards/components',
  '<rootDir>/apps/web/src/features/registration/components',
];

export default {
  sourceLocale: 'en',
  locales,
  catalogs: [
    catalog('public', PUBLIC, ['**/*.test.*', '**/i18n/locales/**']),
    catalog('app', ['<rootDir>/apps/web/src'], [...PUBLIC.slice(1).map((dir) => `${dir}/**`), '**/*.test.*']),
    catalog('server', ['<rootDir>/apps/server/src'], ['**/*.test.*']),
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  // Sorted by the English: the files do not churn with the order the code is read in.
  orderBy: 'messageId',
};
