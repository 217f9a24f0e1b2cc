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
    // Libraries change less often than the app: a separate chunk stays cached across releases.
    // The captcha widget is loaded only when a login demands it, and Recharts (with what only it
    // uses) only on the pages that draw a chart (shared/charts), so they stay out of that chunk.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?!altcha[\\/]|hash-wasm[\\/]|recharts[\\/]|victory-vendor[\\/]|d3-[a-z-]+[\\/]|@reduxjs[\\/]|react-redux[\\/]|redux[\\/]|redux-thunk[\\/]|immer[\\/]|reselect[\\/]|decimal\.js-light[\\/]|es-toolkit[\\/]|eventemitter3[\\/]|internmap[\\/])/,
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
