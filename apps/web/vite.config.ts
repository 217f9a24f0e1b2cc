import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { languages } from '@app/contracts/locales';
import { findCatalogueProblems, type Catalogue } from './src/lib/catalogue-check.ts';

const localesDir = fileURLToPath(new URL('./src/lib/locales/', import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/** Fails the build (and warns in dev) when a catalogue misses a key or has an empty text. */
function catalogueCheck(): Plugin {
  return {
    name: 'catalogue-check',
    buildStart() {
      const catalogues = Object.fromEntries(
        languages.map((language) => [
          language,
          JSON.parse(readFileSync(`${localesDir}${language}.json`, 'utf8')) as Catalogue,
        ]),
      );
      const problems = findCatalogueProblems(catalogues);
      if (problems.length > 0) {
        this.error(`Translation catalogues are incomplete:\n  ${problems.join('\n  ')}`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), catalogueCheck()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks a page loads at start (e2e/support/first-load.ts).
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    // React, React DOM, React Router and the scheduler change less often than the app and every
    // page needs them: one "framework" chunk that stays cached across releases. Every other
    // library goes where rolldown puts it, with the pages that use it, so a page does not load
    // the editor, the charts or the captcha another page needs (issue 14).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/,
            },
            // zod with src/lib/zod-config.ts, which then runs right after zod and before the chunk
            // that builds the contract's schemas: in the entry chunk it would run after them, too
            // late for zod's jitless setting, which is read when a schema is built.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/inc': { target: apiTarget, changeOrigin: false },
      '/social': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget },
      '/readyz': { target: apiTarget },
    },
  },
});
