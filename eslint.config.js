import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Features do not import each other (STYLE.md, bulletproof-react): app/ composes them and what
// several read lives in src/api/, src/lib/ or src/components/. Tests may look across (a judge's
// sign-in resets the tablet's judging store) because app/ wires the features together.
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// A call of the API goes through callApi and its contract entry (docs/decisions/022); apiRequest,
// by path and unchecked, is for the offline queue's stored requests and the client's own tests.
const byContract = {
  regex: 'lib/api-client$',
  importNames: ['apiRequest'],
  message: 'Call the API with callApi(entry of @showgrid/shared/contract/…): typed and checked by the contract.',
};
const featureBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(features/)?(${features.filter((other) => other !== feature).join('|')})/`,
            message:
              'Features do not import each other: move what both need to src/api/, src/lib/ or src/components/, or compose them in app/.',
          },
          byContract,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/dev-dist/**',
      '**/dist-ssr/**',
      '**/dist-shells/**',
      '**/coverage/**',
      'data/**',
      '**/.e2e-tmp/**',
      // Compiled by `npm run i18n` from the PO files (ADR 045).
      'packages/shared/src/i18n/locales/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A cast tells the compiler to stop checking: production code parses (zod) or narrows instead.
    // `as const` stays allowed; tests may cast their fixtures.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    // Type-aware checks where a slip loses data quietly: a promise nobody awaits or catches (an
    // outbox write), a promise where a boolean or a void callback is expected, a switch over a union
    // that forgets a member. TypeScript files only: each is checked with its own tsconfig.
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/server/test/**/*.ts', 'apps/web/e2e/**/*.ts', 'packages/shared/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // A test waits for what it needs to see, never a fixed time (a fixed wait is slow when the
    // machine is quick and flaky when it is busy).
    files: ['apps/web/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for what the test needs to see (a locator, expect.poll), not for a fixed time.',
        },
      ],
    },
  },
  {
    // Errors are shown in one place (issue 30): lib/show-error.ts words them and calls toast.error;
    // a mutation names its words in meta.errorMessage. Tests may look at toast.error.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/show-error.ts', '**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='toast'][property.name='error']",
          message: "Show an error with showError/showErrorMessage (lib/show-error.ts), or a mutation's meta.errorMessage.",
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/{api,app,components}/**/*.{ts,tsx}', 'apps/web/src/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [byContract] }] },
  },
);
