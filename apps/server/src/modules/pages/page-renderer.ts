import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { languagePrefix, type Language } from '@app/contracts/locales';
import { escapeHtml } from '../../lib/html.ts';
import type { PageRenderer } from '../../plugins/static.ts';
import { splitLanguage } from './page-heads.ts';

/** What the web's server entry (apps/web/src/entry-server.tsx) exports, as far as we use it. */
interface ServerEntry {
  setUpServerRendering(setup: {
    productName: string;
    defaultLanguage: Language;
    timeZone: string;
    transport: (path: string, init: RequestInit) => Promise<Response>;
  }): void;
  renderPage(request: {
    url: string;
    language: Language;
    basename: string;
  }): Promise<{ html: string; queries: unknown; pages: string[] } | null>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The app's entry in the build's manifest (the other entry is `afterPaintKey`). */
const appEntryKey = 'index.html';
/** The script that asks for a drawn page's code once it is painted (apps/web/src/after-paint.ts). */
const afterPaintKey = 'src/after-paint.ts';

/**
 * The links a lazy page needs, from the build's manifest: its chunk's stylesheets and those of the
 * chunks it imports (the app's entry has its own in index.html), and its code to preload.
 */
export function pageLinks(
  manifest: Record<string, ManifestChunk>,
  file: string,
): { styles: string[]; preloads: string[] } {
  const loaded = new Set<string>();
  const walkEntry = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const next of manifest[key]?.imports ?? []) walkEntry(next);
  };
  walkEntry(appEntryKey);

  const styles: string[] = [];
  const scripts: string[] = [];
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || loaded.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const next of chunk.imports ?? []) walk(next);
  };
  walk(`src/app/routes/${file}.tsx`);
  return {
    styles: [...new Set(styles)].map(
      (href) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(href)}" />`,
    ),
    preloads: scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(href)}" />`,
    ),
  };
}

/**
 * The language's catalogue (its texts and its category names), which the browser fetches before it
 * hydrates the page (apps/web/src/lib/i18n.ts): preloaded beside the entry, not after it.
 */
export function catalogueLinks(
  manifest: Record<string, ManifestChunk>,
  language: Language,
): string[] {
  return [
    `src/lib/locales/${language}.json`,
    `../../packages/contracts/src/category-names/${language}.ts`,
  ]
    .flatMap((key) => {
      const chunk = manifest[key];
      return chunk ? [chunk.file] : [];
    })
    .map((href) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(href)}" />`);
}

/**
 * Renders public pages for visitors with the web's server build (docs/decisions/018): null when
 * the web app has not been built with it. The pages' queries reach the actions in-process
 * (`app.inject`), as a visitor from the visitor's own address, so rate limits count as for the
 * browser's own calls and every reply is checked against the contract as usual.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    productName: string;
    defaultLanguage: Language;
    timeZone: string;
  },
): Promise<PageRenderer | null> {
  const entryFile = path.join(options.webDistDir, '.ssr', 'entry-server.js');
  const manifestFile = path.join(options.webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile)) {
    app.log.warn({ entryFile }, 'the web app has no server build: pages are rendered in browsers');
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const linksOf = new Map<string, { styles: string[]; preloads: string[] }>();
  const afterPaintFile = manifest[afterPaintKey]?.file;
  const afterPaint = afterPaintFile ? `/${afterPaintFile}` : null;
  const visitorAddress = new AsyncLocalStorage<string>();

  entry.setUpServerRendering({
    productName: options.productName,
    defaultLanguage: options.defaultLanguage,
    timeZone: options.timeZone,
    transport: async (url, init) => {
      const token = app.visitorCsrfToken();
      const reply = await app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
          'x-xsrf-token': token,
        },
        payload: typeof init.body === 'string' ? init.body : '',
        remoteAddress: visitorAddress.getStore() ?? '127.0.0.1',
      });
      return new Response(reply.body, {
        status: reply.statusCode,
        headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
      });
    },
  });

  return async (request) => {
    const { language } = splitLanguage(request.url.split('?')[0] ?? '/');
    const prefix = languagePrefix(language);
    const page = await visitorAddress.run(request.ip, () =>
      entry.renderPage({
        url: `http://localhost${request.url === '/index.html' ? '/' : request.url}`,
        language,
        basename: prefix === '' ? '/' : prefix,
      }),
    );
    if (!page) return null;
    const links = page.pages.map((file) => {
      let found = linksOf.get(file);
      if (found === undefined) {
        found = pageLinks(manifest, file);
        linksOf.set(file, found);
      }
      return found;
    });
    return {
      html: page.html,
      styles: links.flatMap((link) => link.styles),
      preloads: [...catalogueLinks(manifest, language), ...links.flatMap((link) => link.preloads)],
      afterPaint,
      state: { queries: page.queries, timeZone: options.timeZone, pages: page.pages },
    };
  };
}
