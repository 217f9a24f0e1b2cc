import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** A page the server rendered: the markup of #root, what goes in the head, the browser's state. */
export interface RenderedPage {
  html: string;
  /** Stylesheets and code of the lazy page drawn, so that it shows styled before scripts run. */
  headLinks: string;
  state: { queries: unknown; timeZone: string; pages: string[] };
}

/** Renders a visitor's page on the server, or null when the browser is to render it. */
export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

export interface StaticOptions {
  webDistDir: string;
  /** Public, non-secret settings the web app reads from <script id="app-config">. */
  appConfig: Record<string, unknown>;
  /** Re-read index.html at every request (development: the web build may change). */
  reloadIndex: boolean;
  /**
   * The page's status (404 where the app has no such page or listing) and the <head> that stands
   * in for index.html's bare <title>, with its language (modules/pages).
   */
  describePage?: (
    request: FastifyRequest,
  ) => Promise<{ status: number; language: string; html: string }>;
  /** The page itself for a visitor, rendered on the server, or null (modules/pages). */
  renderPage?: PageRenderer | null;
}

const appConfigPattern = /(<script\b[^>]*\bid="app-config"[^>]*>)[\s\S]*?(<\/script>)/;

/** JSON that is safe inside a <script> element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** index.html with a server-rendered page: its markup in #root, its state for the browser. */
export function withRenderedPage(html: string, rendered: RenderedPage): string {
  const state = `<script id="server-render" type="application/json">${jsonForScript(
    rendered.state,
  )}</script>`;
  return html
    .replace('</head>', () =>
      rendered.headLinks ? `  ${rendered.headLinks}\n  </head>` : '</head>',
    )
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>\n    ${state}`);
}

const missingBuildPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app has not been built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload.</p>
<p>The API is up: see <a href="/inc/docs">/inc/docs</a>.</p></body></html>
`;

/**
 * Serves the built web app: hashed /assets/* cached for a year (precompressed Brotli or gzip when
 * the client takes it), index.html never cached (compressed per request, plugins/compression.ts) and
 * carrying the runtime configuration (with whether the request came with a session) and a fresh
 * XSRF-TOKEN cookie. Unknown page paths get
 * index.html too (through the not-found handler), and the client shows its own not-found page.
 */
const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, options) => {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const read = () => (fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null);
  let cached: string | null = options.reloadIndex ? null : read();

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const template = options.reloadIndex ? read() : (cached ??= read());
    reply.issueCsrfToken();
    reply.header('cache-control', 'no-cache');
    if (template === null)
      return reply.code(200).type('text/html; charset=utf-8').send(missingBuildPage);
    // Whether a session came with the page: a visitor's app then asks nobody who they are (the
    // question would only answer 401 into the browser's console).
    const config = { ...options.appConfig, signedIn: request.user !== null };
    const html = template.replace(
      appConfigPattern,
      (_match, open: string, close: string) => `${open}${jsonForScript(config)}${close}`,
    );
    const page = options.describePage ? await options.describePage(request) : null;
    const rendered = request.user === null ? await renderFor(request) : null;
    let body = page
      ? html
          .replace(/<title>[\s\S]*?<\/title>/, () => page.html)
          .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
      : html;
    if (rendered) body = withRenderedPage(body, rendered);
    return reply
      .code(page?.status ?? 200)
      .type('text/html; charset=utf-8')
      .send(body);
  };
  // A page that fails to render is still served: the browser renders it (and the log says why).
  const renderFor = async (request: FastifyRequest): Promise<RenderedPage | null> => {
    if (!options.renderPage) return null;
    try {
      return await options.renderPage(request);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      return null;
    }
  };
  app.decorate('serveIndex', serveIndex);

  app.get('/', (request, reply) => serveIndex(request, reply));
  app.get('/index.html', (request, reply) => serveIndex(request, reply));

  if (fs.existsSync(options.webDistDir)) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build writes file.br and file.gz beside each asset (apps/web/scripts/precompress.mjs):
      // served to clients that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      // Never index.html itself (served with its config above), nor a dot folder of the build
      // (.vite/manifest.json is the bundler's, not the app's).
      allowedPath: (pathName) =>
        pathName !== '/index.html' && !pathName.split('/').some((part) => part.startsWith('.')),
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const relative = path.relative(options.webDistDir, filePath);
        response.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }
};

export default fp(staticPlugin, { name: 'static', dependencies: ['csrf'] });
