import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'apps/web/src/features';
const features = fs.existsSync(FEATURES_DIR)
  ? fs.readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];

// Features never import each other; only the app layer composes them (STYLE.md).
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
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/(features|app)/', message: 'Shared UI and lib code may not depend on features or the app.' }] },
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
    // CLIs and test setup print on purpose.
    files: ['apps/server/src/db/seed-cli.ts', 'apps/server/bench/**', 'scripts/**', '**/e2e/**', 'playwright.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
