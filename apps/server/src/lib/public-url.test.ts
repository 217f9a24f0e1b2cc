import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProvider, insertTopic } from '../test/catalogue-rows.ts';

/**
 * Every absolute address the server writes (robots.txt, the sitemaps, a page's canonical address,
 * alternates and preview tags, the blog's feed) is the configured PUBLIC_URL's, else the local
 * address of development: never the request's Host nor its forwarded host (issue 34).
 */

const indexHtml = `<!doctype html>
<html lang="it">
  <head>
    <title>Skillvia</title>
    <script id="app-config" type="application/json">{}</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  accept: 'text/html',
};

let webDistDir: string;
let development: TestApp;
let production: TestApp;
let topic: { url: string };

beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), indexHtml);
  // A proxy is trusted, so the forwarded headers would count if anything read them.
  development = await createTestApp({
    config: { webDistDir, publicUrl: null, port: 3000, trustProxy: true },
  });
  production = await createTestApp({
    database: development.database,
    config: { webDistDir, publicUrl: 'https://skillvia.example', trustProxy: true },
  });
  const provider = await createProvider(development.db);
  topic = await insertTopic(development.db, provider.id);
});
afterAll(async () => {
  await production.close();
  await development.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

describe.each([
  ['without PUBLIC_URL (development)', () => development, 'http://localhost:3000'],
  ['with PUBLIC_URL', () => production, 'https://skillvia.example'],
])('absolute addresses %s', (_name, appOf, origin) => {
  const get = async (url: string) => {
    const reply = await appOf().app.inject({ method: 'GET', url, headers: forged });
    expect(reply.statusCode, url).toBe(200);
    expect(reply.body, url).not.toContain('evil.example');
    return reply.body;
  };
  const addressesIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map(String);

  it('name the configured origin in robots.txt and the sitemaps, whatever the Host', async () => {
    expect(await get('/robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const index = await get('/sitemap.xml');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      expect(file.startsWith(`${origin}/sitemaps/`), file).toBe(true);
      const sitemap = await get(new URL(file).pathname);
      const pages = [...sitemap.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((match) => match[1]!);
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(page.startsWith(`${origin}/`), page).toBe(true);
    }
  });

  it('give a page its canonical address, alternates and preview address at the configured origin', async () => {
    const html = await get(`/it/topic/${topic.url}`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/it/topic/${topic.url}" />`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/topic/${topic.url}" />`,
    );
    expect(html).toContain(`<meta property="og:url" content="${origin}/it/topic/${topic.url}" />`);
    const search = await get('/fr/search');
    expect(search).toContain(`<link rel="canonical" href="${origin}/fr/search" />`);
    for (const address of [...addressesIn(html), ...addressesIn(search)]) {
      if (address.startsWith('http://schema.org') || address.startsWith('https://schema.org'))
        continue;
      expect(address.startsWith(`${origin}/`), address).toBe(true);
    }
  });

  it('link the blog feed and its articles at the configured origin', async () => {
    const feed = await get('/it/blog/rss.xml');
    const links = [...feed.matchAll(/<link>([^<]+)<\/link>|href="([^"]+)"/g)].map(
      (match) => match[1] ?? match[2]!,
    );
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link.startsWith(`${origin}/`), link).toBe(true);
  });
});
