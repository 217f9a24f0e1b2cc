// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const listDirs = (path) =>
  fs.existsSync(path)
    ? fs
        .readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// eslint-plugin-import rather than import-x: import-x needs unrs-resolver, whose platform builds
// the registry this project installs from does not carry, which breaks `npm ci`.
// Imports flow shared -> features -> app. A feature (web) or module (server) never imports another:
// what several of them need lives in the shared home of its side (docs/decisions/011): on the web
// src/shared (session and company details, form fields, error messages) beside the generic
// src/components, src/hooks and src/lib; on the server src/shared (who may do what, one's own
// records, named states) beside src/lib (technical helpers), src/db and src/plugins.
const webFeatures = listDirs('apps/web/src/features');
const serverModules = listDirs('apps/server/src/modules');
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: move what both need to src/shared, or compose them in src/app.',
  })),
  {
    target: [
      './apps/web/src/shared',
      './apps/web/src/components',
      './apps/web/src/lib',
      './apps/web/src/hooks',
    ],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code must not import features or the app.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features must not import the app layer.',
  },
  ...serverModules.map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: './apps/server/src/modules',
    except: [`./${module}`],
    message:
      'Modules never import each other: move what both need to src/shared (rules, records, states) or src/lib.',
  })),
  {
    target: [
      './apps/server/src/shared',
      './apps/server/src/plugins',
      './apps/server/src/db',
      './apps/server/src/config',
      './apps/server/src/lib',
    ],
    from: ['./apps/server/src/modules', './apps/server/src/app.ts'],
    message: 'Shared code and infrastructure must not import domain modules or the app.',
  },
  {
    target: './packages/contracts',
    from: ['./apps'],
    message: 'The contract depends on nothing but zod.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat)$/]",
          message: 'Take the cached formatter from lib/intl.ts (numberFormat, dateTimeFormat, …).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/intl.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['bench/**/*.ts', '**/scripts/**/*.mjs', 'e2e/**/*.ts', '**/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
