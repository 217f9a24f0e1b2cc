import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestClient, type TestApp } from '../test/app.ts';
import { stylesFirst, withRenderedPage } from './static.ts';

const indexHtml = `<!doctype html><html><head>
<script id="app-config" type="application/json">{}</script>
<script type="module" src="/assets/app-1234.js"></script></head><body><div id="root"></div></body></html>`;

const bigScript = Array.from({ length: 400 }, (_, index) => `console.log(${index});`).join('\n');

let t: TestApp;
let webDistDir: string;

beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDistDir, 'assets'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(webDistDir, 'assets', 'app-1234.js'), 'console.log(1);');
  // A large asset with the copies the build's precompress step writes beside it.
  fs.writeFileSync(path.join(webDistDir, 'assets', 'big-5678.js'), bigScript);
  fs.writeFileSync(
    path.join(webDistDir, 'assets', 'big-5678.js.br'),
    zlib.brotliCompressSync(bigScript),
  );
  fs.writeFileSync(path.join(webDistDir, 'assets', 'big-5678.js.gz'), zlib.gzipSync(bigScript));
  fs.writeFileSync(
    path.join(webDistDir, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  t = await createTestApp({
    config: { webDistDir, productName: 'Skill</script><b>via', defaultLanguage: 'en' },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

describe('the web app', () => {
  it('serves index.html with the runtime config, an XSRF cookie and no caching', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);
    const match = /<script id="app-config" type="application\/json">([\s\S]*?)<\/script>/.exec(
      response.body,
    );
    expect(match?.[1]).not.toContain('<');
    expect(JSON.parse(match?.[1] ?? '')).toEqual({
      productName: 'Skill</script><b>via',
      defaultLanguage: 'en',
      signedIn: false,
    });
  });

  it('tells the app whether the page came with a session', async () => {
    const configOf = (body: string) =>
      JSON.parse(
        /<script id="app-config" type="application\/json">([\s\S]*?)<\/script>/.exec(body)?.[1] ??
          '',
      ) as { signedIn: boolean };
    const user = await createUser(t.db);
    const client = new TestClient(t.app);
    expect(configOf((await client.loadPage('/')).body).signedIn).toBe(false);
    expect((await client.login(user.username, user.password)).json()).toMatchObject({
      status: true,
    });
    expect(configOf((await client.loadPage('/it/search')).body).signedIn).toBe(true);
  });

  it('sends a strict content security policy', async () => {
    const response = await page('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers page paths with index.html: 200 for a page, 404 where there is none', async () => {
    for (const url of ['/dashboard', '/it/search?q=excel', '/de/event']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="root"');
    }
    // The app shows its not-found page for these; the status says so to crawlers.
    for (const url of [
      '/it/topic/some-topic',
      '/giulia_bianchi?tab=1',
      '/dashboard/nowhere',
      '/error-pages/not-found',
    ]) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('id="root"');
    }
  });

  it('serves hashed assets with a long cache and other files with a short one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it('answers 404 JSON for missing assets, API paths and non-HTML requests', async () => {
    const missingAsset = await page('/assets/missing-999.js');
    expect(missingAsset.statusCode).toBe(404);
    const api = await page('/inc/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    const json = await t.app.inject({
      method: 'GET',
      url: '/somewhere',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });

  it('sends the precompressed copy of an asset the client accepts, and the file to others', async () => {
    const url = '/assets/big-5678.js';
    const brotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses the page and API replies over 1 KB for clients that accept it', async () => {
    const html = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    // The test page is small: sent as it is.
    expect(html.headers['content-encoding']).toBeUndefined();
    const api = await t.app.inject({
      method: 'GET',
      url: '/inc/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(api.headers.vary).toContain('accept-encoding');
    const document = JSON.parse(zlib.gunzipSync(api.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/inc/openapi.json',
      headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/inc/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(document);
  });

  it('answers path probes with 403 or 404, never 500 (issue 15, finding 5)', async () => {
    for (const url of [
      '/assets/',
      '/assets',
      '/assets/../../.secret',
      '/assets/%2e%2e/%2e%2e/.secret',
      '/assets/..%2f..%2f.secret',
      '/img/',
      '/assets//app-1234.js',
      '/assets/%00.js',
    ]) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect([403, 404], `${url} answered ${reply.statusCode}`).toContain(reply.statusCode);
    }
  });

  it('never serves the bundler’s dot folders', async () => {
    fs.mkdirSync(path.join(webDistDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(webDistDir, '.vite', 'manifest.json'), '{"secret": true}');
    const reply = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('secret');
  });

  it('shows every address in the language it names; only / chooses (issue 34, item 1)', async () => {
    const visit = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    // An unprefixed address is English to everyone, whatever they chose: no redirect.
    const visitors: Array<Record<string, string>> = [
      {},
      { cookie: 'language=de' },
      { 'accept-language': 'fr-FR,fr' },
    ];
    for (const headers of visitors) {
      const english = await visit('/dashboard?tab=1', headers);
      expect(english.statusCode).toBe(200);
      expect(english.headers.location).toBeUndefined();
    }
    expect((await visit('/fr/search', { cookie: 'language=de' })).statusCode).toBe(200);
    // `/` chooses: the stored choice, then the browser's languages, then the default (English here).
    const root = async (headers: Record<string, string>) => {
      const response = await visit('/?ref=mail', headers);
      expect(response.headers.vary).toContain('Accept-Language');
      return response.statusCode === 200 ? 200 : response.headers.location;
    };
    expect(await root({ cookie: 'language=it', 'accept-language': 'de' })).toBe('/it/?ref=mail');
    expect(await root({ 'accept-language': 'de-CH, en;q=0.5' })).toBe('/de/?ref=mail');
    expect(await root({ cookie: 'language=xx', 'accept-language': 'ja' })).toBe(200);
    expect(await root({ cookie: 'language=en', 'accept-language': 'de' })).toBe(200);
    const chosen = await visit('/', { cookie: 'language=es' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers['cache-control']).toBe('no-store');
    // `/en/...` goes for good to its English address.
    const prefixed = await visit('/en/topic/corso-excel?q=1');
    expect(prefixed.statusCode).toBe(301);
    expect(prefixed.headers.location).toBe('/topic/corso-excel?q=1');
    expect((await visit('/en')).headers.location).toBe('/');
  });

  it('answers a page address with the page for any client that takes a page (issue 34, item 2)', async () => {
    const ask = (url: string, accept?: string) =>
      t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
    for (const accept of [
      undefined,
      '*/*',
      'text/html',
      'text/html,application/xhtml+xml,*/*;q=0.8',
    ]) {
      const response = await ask('/search?q=excel', accept);
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers.vary).toContain('Accept');
    }
    // A client asking for JSON, and any API address, get JSON.
    const json = await ask('/search', 'application/json, text/plain, */*');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ status: false, code: 'not_found' });
    const api = await ask('/inc/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('never serves the raw index.html file', async () => {
    const response = await page('/index.html');
    expect(response.body).toContain('"productName"');
  });
});

describe('in production', () => {
  it('keeps the source maps to itself (issue 15, finding 6)', async () => {
    fs.writeFileSync(path.join(webDistDir, 'assets', 'app-1234.js.map'), '{"sources":[]}');
    const production = await createTestApp({
      database: t.database,
      config: { webDistDir, nodeEnv: 'production', publicUrl: 'https://skillvia.example' },
    });
    try {
      const map = await production.app.inject({ method: 'GET', url: '/assets/app-1234.js.map' });
      expect(map.statusCode).toBe(404);
      const code = await production.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(code.statusCode).toBe(200);
      // Outside production they help whoever debugs.
      expect(
        (await t.app.inject({ method: 'GET', url: '/assets/app-1234.js.map' })).statusCode,
      ).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('the head of a page', () => {
  const built = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '  </head><body><div id="root"></div></body>',
  ].join('\n');

  it('asks for the stylesheets (which hold the first paint) before any code', () => {
    expect(stylesFirst(built)).toBe(
      [
        '<head>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
        '  </head><body><div id="root"></div></body>',
      ].join('\n'),
    );
  });

  it('puts a rendered page’s styles after the app’s, its code last, its state after #root', () => {
    const html = withRenderedPage(stylesFirst(built), {
      html: '<main>Topic</main>',
      styles: ['<link rel="stylesheet" crossorigin href="/assets/topic-1.css" />'],
      preloads: ['<link rel="modulepreload" crossorigin href="/assets/topic-1.js" />'],
      afterPaint: null,
      state: { queries: {}, timeZone: 'Europe/Rome', pages: ['topic-page'] },
    });
    const order = ['index-1.css', 'topic-1.css', 'index-1.js', 'framework-1.js', 'topic-1.js'];
    const positions = order.map((file) => html.indexOf(file));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('<div id="root"><main>Topic</main></div>');
    expect(html).toMatch(/<\/div>\s*<script id="server-render" type="application\/json">\{/);
  });

  it('lists a rendered page’s code for the script that asks for it once the page is painted', () => {
    const page = withRenderedPage(stylesFirst(built), {
      html: '<main>Topic</main>',
      styles: [],
      preloads: ['<link rel="modulepreload" crossorigin href="/assets/topic-1.js" />'],
      afterPaint: '/assets/after-paint-1.js',
      state: { queries: {}, timeZone: 'Europe/Rome', pages: ['topic-page'] },
    });
    const head = page.slice(0, page.indexOf('</head>'));
    // Nothing in the head asks for the app's code but the after-paint script; the styles stay.
    expect(head.match(/<script\b[^>]*type="module"[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/after-paint-1.js">',
    ]);
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    const listed = /<script id="page-code" type="application\/json">(.*?)<\/script>/.exec(head);
    expect(JSON.parse(listed?.[1] ?? 'null')).toEqual({
      entry: '/assets/index-1.js',
      preloads: ['/assets/framework-1.js', '/assets/topic-1.js'],
    });
    expect(page).toContain('<div id="root"><main>Topic</main></div>');
  });
});

describe('without a web build', () => {
  it('explains how to build it', async () => {
    const bare = await createTestApp({ database: t.database });
    try {
      // A first visit goes to the default language (Italian here), and gets its XSRF cookie.
      const first = await bare.app.inject({ method: 'GET', url: '/' });
      expect(first.statusCode).toBe(302);
      expect(first.headers.location).toBe('/it/');
      expect(first.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);
      const response = await bare.app.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: 'language=en' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
