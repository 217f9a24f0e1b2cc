// @ts-check
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

import { serverBoundaryZones } from './server-boundaries.js';
import { webBoundaryZones } from './web-boundaries.js';

// eslint-plugin-import rather than import-x: import-x needs unrs-resolver, whose platform builds
// the registry this project installs from does not carry, which breaks `npm ci`.
// Each side's import boundaries live in their own file beside this one.
const boundaryZones = [
  ...webBoundaryZones,
  ...serverBoundaryZones,
  {
    target: './packages/contracts',
    from: ['./apps'],
    message: 'The contract depends on nothing but zod.',
  },
];

/** What no file is linted for: dependencies, builds, data and generated migrations. */
export const ignored = {
  ignores: [
    '**/node_modules/**',
    '**/dist/**',
    'data/**',
    '**/test-results/**',
    '**/playwright-report/**',
    'apps/server/drizzle/**',
  ],
};

/** The rules about imports: each module's and feature's face, the layers, no cycles. */
export const importRules = {
  'import/no-restricted-paths': ['error', { zones: boundaryZones }],
  'import/no-cycle': ['error', { ignoreExternal: true }],
  'import/no-self-import': 'error',
};

/** How eslint-plugin-import reads and finds the files an import names. */
export const importSettings = {
  // Without a parser for .ts the plugin reads no TypeScript file, and no-cycle sees nothing.
  'import/ignore': ['node_modules'],
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
};

/**
 * The import rules alone, without type information: `npm test` runs them as a pass of their own
 * beside the rest of the lint (`eslint -c eslint/imports.js --no-inline-config`: the files'
 * eslint-disable comments name the other pass's rules, unknown here, and none turns an import rule
 * off), so the two share the machine's cores; `npm run lint` runs everything in one pass
 * (eslint.config.js).
 */
export default tseslint.config(ignored, {
  files: ['**/*.{ts,tsx,js,mjs}'],
  languageOptions: { parser: tseslint.parser },
  plugins: { import: importPlugin },
  settings: importSettings,
  rules: importRules,
});
