import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'apps/web/src/features';
const features = fs.existsSync(FEATURES_DIR)
  ? fs.readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];

// Features never import each other; only the app layer composes them (docs/style.md).
const featureBoundaries = features.map((feature) => ({
  files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/(app/|features/(?!${feature}(/|$)))`,
            message: 'A feature may not import another feature or the app layer: compose them in src/app/routes.',
          },
          { regex: '^\\.\\./\\.\\./', message: 'Import across folders through the @/ alias.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web's tiers, each importing only from below: app → features → entities → components, lib
    // (ADR 028). Entities are the domain pieces several features share (blocks, reports, channels…).
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(features|app|entities)(/|$)',
              message: 'Shared UI and lib code may not depend on entities, features or the app: move the domain piece into src/entities.',
            },
            // The same through a relative path (unit tests import by path: they run without the alias).
            { regex: '^(\\.\\./)+(features|app|entities)/', message: 'Shared UI and lib code may not depend on entities, features or the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(features|app)(/|$)',
              message: 'Entities sit below features: an entity may not import a feature or the app layer.',
            },
            { regex: '^(\\.\\./)+(features|app)/', message: 'Entities sit below features: an entity may not import a feature or the app layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|vitest$|\\.)', message: 'The shared package depends on zod only.' }] },
      ],
    },
  },
  ...featureBoundaries,
  {
    // A cycle makes load order decide what is defined; split the shared part out instead.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin reads only .js modules unless told: TypeScript files are the whole graph here.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Each workspace's tsconfig: the web's `@/` alias, and @la-meute/shared through its package.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The server's layers, type imports included: the composition root (plugins/app/services.ts)
    // hands each service what it uses, so nothing below reaches up for it. A cycle check that
    // counts type imports (scripts/check-import-cycles.mjs) runs beside this one.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps/server/src/modules', './apps/server/src/realtime'],
              from: ['./apps/server/src/plugins', './apps/server/src/routes', './apps/server/src/app.ts', './apps/server/src/main.ts'],
              message: 'modules/ and realtime/ never import plugins/ or routes/: take the dependency as a parameter, built in the composition root.',
            },
            {
              target: ['./apps/server/src/db', './apps/server/src/lib', './apps/server/src/config.ts'],
              from: ['./apps/server/src/modules', './apps/server/src/realtime', './apps/server/src/plugins', './apps/server/src/routes'],
              message: 'db/, lib/ and config never import a feature: move the shared piece down into lib/ or db/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A repository is the only code that touches the ORM (docs/style.md). Its own rule name, so the
    // no-restricted-imports blocks above (feature boundaries) do not replace it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'apps/server/src/modules/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/drizzle/**',
      'apps/server/drizzle.config.ts',
      'apps/server/test/**',
      'apps/server/bench/**',
      '**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message: 'Only repositories (modules/**/*.repository.ts) and db/ may use drizzle: add a repository function.',
            },
          ],
        },
      ],
    },
  },
  {
    // CLIs and test setup print on purpose.
    files: ['apps/server/src/db/seed-cli.ts', 'apps/server/bench/**', 'scripts/**', '**/e2e/**', 'playwright.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
