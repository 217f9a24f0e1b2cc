import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { intlLocaleOf, languages } from '@app/contracts/locales';
import { findCatalogueProblems, type Catalogue } from './src/lib/catalogue-check.ts';

const localesDir = fileURLToPath(new URL('./src/lib/locales/', import.meta.url));
/**
 * React Router's package points every import at its development build (its warnings and checks);
 * its production build sits beside it, and the browser's build takes that one.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
const afterPaintEntry = fileURLToPath(new URL('./src/after-paint.ts', import.meta.url));

/**
 * SOURCEMAP=1 at build time writes source maps beside the code; by default a build has none, so a
 * production build never publishes the app's sources (the server keeps any it finds to itself in
 * production all the same: apps/server/src/plugins/static.ts).
 */
export const wantsSourceMaps = (value = process.env.SOURCEMAP) => value === '1' || value === 'true';

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

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    catalogueCheck(),
    // React Aria's date fields carry their words in some forty languages: keep the five we speak
    // (its English is en-US, which en-GB falls back to).
    {
      ...optimizeLocales.vite({
        locales: [...languages.map((language) => intlLocaleOf[language]), 'en-US'],
      }),
      enforce: 'pre',
    },
  ],
  resolve: command === 'build' ? { alias: { 'react-router': reactRouterProduction } } : {},
  // The server's renderer carries its libraries in their production builds, whatever NODE_ENV the
  // server runs with: React reads NODE_ENV when it is first required, so a renderer that took
  // React from node_modules drew the demo's and the browser tests' pages (no NODE_ENV) with
  // React's development build, several times slower and warning in their logs.
  ...(command === 'build' && isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  build: {
    // The server's renderer (src/entry-server.tsx, `--ssr`) goes to dist/.ssr: built after the
    // browser's app, beside it, never served (a dot folder).
    outDir: isSsrBuild ? 'dist/.ssr' : 'dist',
    // dist/.vite/manifest.json: which chunks a page loads at start (e2e/support/first-load.ts)
    // and which stylesheets and chunks a server-rendered page links (the server's renderer).
    manifest: !isSsrBuild,
    emptyOutDir: !isSsrBuild,
    sourcemap: wantsSourceMaps(),
    // React, React DOM, React Router and the scheduler change less often than the app and every
    // page needs them: one "framework" chunk that stays cached across releases. Every other
    // library goes where rolldown puts it, with the pages that use it, so a page does not load
    // the editor, the charts or the captcha another page needs (issue 14).
    rolldownOptions: {
      // The app (index.html), and the script that asks for a server-drawn page's code once it is
      // painted (src/after-paint.ts, decision 018): an entry of its own, tiny, imported by nothing.
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: fileURLToPath(new URL('./index.html', import.meta.url)),
              'after-paint': afterPaintEntry,
            },
          }),
      // A feature's public face (features/<feature>/index.ts) only re-exports: a page that takes
      // one thing from it gets that thing's module, not every module the face names (without
      // this, each page would load the whole feature and its stylesheets).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/,
              priority: 1,
            },
            // zod in a chunk of its own, loaded with the first page that builds a schema (a form,
            // development's reply checks); src/lib/zod-config.ts sets it up without importing it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Its own chunk, which the entry imports first: any chunk the entry imports that builds
            // a schema runs after it (in the entry itself it would run after all of them).
            { name: 'zod-config', test: /src[\\/]lib[\\/]zod-config\.ts$/ },
            // Everything else the entry imports statically is one chunk: it is all needed for the
            // first page, and some thirty chunks of it were thirty requests before the page could
            // be drawn on a slow network (issue 35).
            {
              name: 'start',
              tags: ['$initial'],
              test: (id: string) => id !== afterPaintEntry,
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
}));
