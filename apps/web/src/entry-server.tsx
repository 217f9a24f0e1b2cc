/// <reference types="node" />
// The server's way in (docs/decisions/018-server-rendering.md): the Fastify server imports the
// build of this module (dist/.ssr/entry-server.js) and renders public pages for visitors with it.
import './lib/zod-config.ts';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@app/contracts/locales';
import { sitePageSlugs } from '@app/contracts/site-pages';
import { setActionTransport, type ActionTransport } from './lib/api-client.ts';
import { setAppConfig } from './lib/app-config.ts';
import { setUpI18n } from './lib/i18n.ts';
import { setRenderTimeZone } from './lib/intl.ts';
import { createQueryClient, notePageData } from './lib/query-client.ts';
import { sessionKeys } from './shared/session/session-keys.ts';
import { AppProviders, AppRoutes } from './app/app.tsx';
import { RenderedPagesContext } from './app/lazy-page.tsx';
import { appRoutes } from './app/routes.tsx';

/** The routes whose pages the server renders: the public pages a visitor or a crawler opens. */
export const renderedRouteIds: ReadonlySet<string> = new Set([
  'home',
  'search',
  'events',
  'event-search',
  'topic',
  'event-page',
  'requirement-search',
  'public-profile',
  'not-found',
  'unknown',
  ...sitePageSlugs.map((slug) => `site-${slug}`),
  'blog',
  'blog-article',
]);

export interface ServerRenderSetup {
  productName: string;
  defaultLanguage: Language;
  /** The zone times are written in; the browser hydrates in it, then shows the viewer's own. */
  timeZone: string;
  /** How the pages' queries reach the server's actions, in-process and as a visitor. */
  transport: ActionTransport;
}

export interface RenderRequest {
  /** The whole address; its path and query are what the router draws. */
  url: string;
  language: Language;
  /** The router basename: '/' for English, '/{code}' for the others. */
  basename: string;
}

export interface RenderedPage {
  /** The markup of <div id="root">. */
  html: string;
  /** The query cache the page was drawn from, dehydrated (TanStack Query), for the browser. */
  queries: unknown;
  /** The lazy pages drawn, by file (`topic-page`): their stylesheets and code go in the head. */
  pages: string[];
}

/** The product's name in every text ({{product}}), from the server's configuration. */
let productName = '';

/** Once per process: the renderer answers for visitors only, so every page shares this setup. */
export function setUpServerRendering(setup: ServerRenderSetup): void {
  setAppConfig({
    productName: setup.productName,
    defaultLanguage: setup.defaultLanguage,
    signedIn: false,
  });
  setRenderTimeZone(setup.timeZone);
  setActionTransport(setup.transport);
  productName = setup.productName;
}

/** The queries a render asked for that are neither loaded nor switched off. */
function wantedQueries(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (tried.has(query.queryHash) || query.state.status !== 'pending') return false;
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return typeof enabled === 'function'
        ? (enabled as (query: Query) => boolean)(query) !== false
        : enabled !== false;
    });
}

/**
 * A render, whole: the lazy page's chunk is on the server's disk and the queries are loaded
 * before the last draw, so waiting for all of it costs little, and a finished page needs none of
 * the inline scripts that streaming Suspense boundaries would add (the Content-Security-Policy
 * allows no inline script at all).
 */
function drawToString(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: React would otherwise send a large finished one
      // after the rest and move it into place with an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * Renders one public page for a visitor, or answers null when the address is not one of the
 * rendered pages (or React Router answers it with a redirect): the browser then renders it. The
 * page's queries are found by drawing it: each draw asks for what it shows, those queries are
 * loaded through the actions, and the page is drawn again until it asks for nothing new (a
 * detail page asks once, a page whose second query waits for the first asks twice).
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  const location = `${url.pathname}${url.search}`;
  const leaf = matchRoutes(appRoutes, location, request.basename)?.at(-1)?.route.id;
  if (!leaf || !renderedRouteIds.has(leaf)) return null;

  const i18n = await setUpI18n(request.language, productName);
  const queryClient = createQueryClient();
  // A visitor: the session is known to be none, and no query asks the server who they are.
  queryClient.setQueryData(sessionKeys.user(), null);
  const pages = new Set<string>();
  const page = (
    <RenderedPagesContext.Provider value={pages}>
      <AppProviders i18n={i18n} basename={request.basename} queryClient={queryClient}>
        <StaticRouter location={location} basename={request.basename}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </RenderedPagesContext.Provider>
  );

  const tried = new Set<string>();
  let html = await drawToString(page);
  for (let draw = 1; draw < 4; draw += 1) {
    const wanted = wantedQueries(queryClient, tried);
    if (wanted.length === 0) break;
    for (const query of wanted) tried.add(query.queryHash);
    // A query that fails is left failed: the page shows what it shows for that failure, and
    // the browser asks again (failed queries are not sent to it).
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    // Drawn as fresh, as the browser will hydrate them: a query asked on every visit would
    // otherwise be drawn as being fetched again (its list faded, aria-busy).
    notePageData(queryClient);
    html = await drawToString(page);
  }
  return { html, queries: dehydrate(queryClient), pages: [...pages] };
}
