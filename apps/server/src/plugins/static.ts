import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import { languageCookie, preferredLanguages, resolveLanguage } from '@app/contracts/language-url';
import type { Language } from '@app/contracts/locales';
import { escapeHtml } from '../lib/html.ts';
import { createPageCache } from '../lib/page-cache.ts';

const brotli = promisify(zlib.brotliCompress);
const gzipped = promisify(zlib.gzip);

interface Page {
  status: number;
  body: string;
  /** Set when the page is kept for other visitors (compressed once, sent as asked). */
  compressed?: { br: Buffer; gzip: Buffer };
  size: number;
}

/** A page the server rendered: the markup of #root, what goes in the head, the browser's state. */
export interface RenderedPage {
  html: string;
  /** Stylesheets of the lazy pages drawn, so that the page shows styled before scripts run. */
  styles: string[];
  /** Their code, to fetch beside the app's own. */
  preloads: string[];
  /** The script that asks for the page's code once it is painted (`codeAfterPaint`), if built. */
  afterPaint: string | null;
  state: { queries: unknown; timeZone: string; pages: string[] };
}

/** Renders a visitor's page on the server, or null when the browser is to render it. */
export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

export interface StaticOptions {
  webDistDir: string;
  /** Public, non-secret settings the web app reads from <script id="app-config">. */
  appConfig: Record<string, unknown>;
  /** Where `/` sends a visitor with no language choice (cookie) nor a browser language of the five. */
  defaultLanguage: Language;
  /** Serve the build's source maps (outside production: they give the source away). */
  serveSourceMaps: boolean;
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
  /**
   * How long a visitor's page is served to other visitors as it was drawn, in seconds (0: drawn for
   * each); up to ten times that while it is drawn again (lib/page-cache.ts).
   */
  pageCacheSeconds: number;
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

const stylesheetLink = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g;
const moduleScript = /[ \t]*<script\b[^>]*\btype="module"/;

/**
 * The build writes the app's stylesheets after its script and modulepreloads: the browser then
 * asks for the page's style (which blocks the first paint) last. They go first.
 */
export function stylesFirst(html: string): string {
  const styles = html.match(stylesheetLink);
  const rest = html.replace(stylesheetLink, '');
  const script = moduleScript.exec(rest);
  if (!styles || !script) return html;
  return `${rest.slice(0, script.index)}${styles.join('')}${rest.slice(script.index)}`;
}

const codeTag =
  /[ \t]*<(?:script\b[^>]*\btype="module"[^>]*>\s*<\/script>|link\b[^>]*\brel="modulepreload"[^>]*>)\n?/g;
const codeAddress = /\b(?:src|href)="([^"]+)"/;

/**
 * A page whose content is already in its markup needs its code only to hydrate. Asked for in the
 * head, its modules (about 23 for a topic page: the entry's 4, the catalogue's, the page's) were
 * fetched beside the stylesheets and pictures that paint the page, and finished before it was
 * painted. The head lists them instead (`<script id="page-code">`), and `afterPaint`
 * (apps/web/src/after-paint.ts) asks for all of them right after the first paint.
 */
export function codeAfterPaint(html: string, afterPaint: string): string {
  let entry: string | null = null;
  const preloads: string[] = [];
  const rest = html.replace(codeTag, (tag) => {
    const address = codeAddress.exec(tag)?.[1] ?? '';
    if (tag.includes('<script')) entry = address;
    else preloads.push(address);
    return '';
  });
  if (entry === null) return html;
  const code = `<script id="page-code" type="application/json">${jsonForScript({ entry, preloads })}</script>`;
  return rest.replace(
    '</head>',
    () =>
      `  ${code}\n    <script type="module" crossorigin src="${escapeHtml(afterPaint)}"></script>\n  </head>`,
  );
}

/**
 * index.html (styles first) with a server-rendered page: its stylesheets after the app's, its
 * code to preload at the end of the head (all of it asked for after the first paint,
 * `codeAfterPaint`), its markup in #root and its state for the browser.
 */
export function withRenderedPage(html: string, rendered: RenderedPage): string {
  const state = `<script id="server-render" type="application/json">${jsonForScript(
    rendered.state,
  )}</script>`;
  const script = moduleScript.exec(html);
  const withStyles =
    script && rendered.styles.length > 0
      ? `${html.slice(0, script.index)}    ${rendered.styles.join('\n    ')}\n${html.slice(script.index)}`
      : html;
  const head = withStyles.replace('</head>', () =>
    rendered.preloads.length > 0 ? `  ${rendered.preloads.join('\n    ')}\n  </head>` : '</head>',
  );
  return (rendered.afterPaint ? codeAfterPaint(head, rendered.afterPaint) : head).replace(
    '<div id="root"></div>',
    () => `<div id="root">${rendered.html}</div>\n    ${state}`,
  );
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
 * XSRF-TOKEN cookie; `/` first sends a visitor to their language. Unknown page paths get
 * index.html too (through the not-found handler), and the client shows its own not-found page.
 */
const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, options) => {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const read = () =>
    fs.existsSync(indexFile) ? stylesFirst(fs.readFileSync(indexFile, 'utf8')) : null;
  let cached: string | null = options.reloadIndex ? null : read();
  const pageCache =
    options.pageCacheSeconds > 0
      ? createPageCache<Page>({
          freshMs: options.pageCacheSeconds * 1000,
          staleMs: options.pageCacheSeconds * 10_000,
          maxBytes: 64 * 1024 * 1024,
        })
      : null;

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.issueCsrfToken();
    // The address names its language; only `/` chooses one for the visitor, before any script runs
    // (decisions.md, Languages and locale), and `/en/...` goes for good to its unprefixed address.
    const url = request.url === '/index.html' ? '/' : request.url;
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const { redirectTo, isPermanent } = resolveLanguage(
      { pathname, search: queryAt === -1 ? '' : url.slice(queryAt), hash: '' },
      {
        stored: request.cookies[languageCookie.name] ?? null,
        preferred: preferredLanguages(request.headers['accept-language']),
      },
      options.defaultLanguage,
    );
    // What `/` answers depends on the visitor's choice and languages; no other address does.
    if (pathname === '/') reply.header('vary', 'Cookie, Accept-Language');
    if (redirectTo) {
      return reply
        .header('cache-control', isPermanent ? 'public, max-age=86400' : 'no-store')
        .redirect(redirectTo, isPermanent ? 301 : 302);
    }
    reply.header('cache-control', 'no-cache');
    // A visitor's page is the same for every visitor: drawn once for those who ask at once. Its
    // addresses are PUBLIC_URL's whatever the Host (lib/public-url.ts), so the path is the key.
    const page =
      request.user === null && pageCache
        ? await pageCache.get(request.url, () => pageFor(request, { kept: true }))
        : await pageFor(request, { kept: false });
    reply.code(page.status).type('text/html; charset=utf-8');
    const encoding = page.compressed
      ? negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip'])
      : null;
    if (!page.compressed || (encoding !== 'br' && encoding !== 'gzip'))
      return reply.send(page.body);
    return reply
      .header('vary', 'accept-encoding')
      .header('content-encoding', encoding)
      .send(page.compressed[encoding]);
  };

  /**
   * The page as it is sent: status, markup, and, when the cache keeps it for other visitors,
   * compressed once (a page drawn for one request is compressed by plugins/compression.ts).
   */
  const pageFor = async (request: FastifyRequest, { kept }: { kept: boolean }): Promise<Page> => {
    const template = options.reloadIndex ? read() : (cached ??= read());
    const head = options.describePage ? await options.describePage(request) : null;
    // Without a build the page still answers with its status (a hidden listing's is 404).
    if (template === null) return { status: head?.status ?? 200, body: missingBuildPage, size: 0 };
    // Whether a session came with the page: a visitor's app then asks nobody who they are (the
    // question would only answer 401 into the browser's console).
    const config = { ...options.appConfig, signedIn: request.user !== null };
    const html = template.replace(
      appConfigPattern,
      (_match, open: string, close: string) => `${open}${jsonForScript(config)}${close}`,
    );
    const rendered = request.user === null ? await renderFor(request) : null;
    let body = head
      ? html
          .replace(/<title>[\s\S]*?<\/title>/, () => head.html)
          .replace(/<html lang="[^"]*"/, `<html lang="${head.language}"`)
      : html;
    if (rendered) body = withRenderedPage(body, rendered);
    const status = head?.status ?? 200;
    if (!kept) return { status, body, size: body.length };
    const [br, gzip] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipped(body, { level: 9 }),
    ]);
    return { status, body, compressed: { br, gzip }, size: body.length + br.length + gzip.length };
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
    const files: FastifyStaticOptions = {
      index: false,
      // The build writes file.br and file.gz beside each asset (apps/web/scripts/precompress.mjs):
      // served to clients that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      // Never a dot folder or file (the build's .vite/manifest.json is the bundler's, not the app's),
      // nor in production a source map.
      allowedPath: (pathName) =>
        !pathName.split('/').some((part) => part.startsWith('.')) &&
        (options.serveSourceMaps || !pathName.endsWith('.map')),
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
    };
    // The build's folders (assets/, img/) and its top-level files are routes of their own, and
    // nothing else: a page's address never goes looking on the disk first (a wildcard over the
    // whole build would stat and list folders for every page served).
    const entries = fs
      .readdirSync(options.webDistDir, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'index.html');
    await app.register(fastifyStatic, { ...files, root: options.webDistDir, serve: false });
    for (const folder of entries.filter((entry) => entry.isDirectory())) {
      await app.register(fastifyStatic, {
        ...files,
        root: path.join(options.webDistDir, folder.name),
        prefix: `/${folder.name}/`,
        wildcard: true,
        decorateReply: false,
      });
    }
    for (const file of entries.filter(
      (entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name),
    )) {
      app.get(`/${file.name}`, (_request, reply) => reply.sendFile(file.name));
    }
  }
};

export default fp(staticPlugin, { name: 'static', dependencies: ['csrf'] });
