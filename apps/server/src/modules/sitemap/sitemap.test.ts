import { sql } from 'drizzle-orm';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import {
  createProvider,
  deactivateUser,
  insertEvent,
  insertTopic,
} from '../../test/catalogue-rows.ts';
import { idsPerFile } from './sitemap.repository.ts';

/**
 * robots.txt and the sitemaps (docs/product.md, "Findable"): a crawler finds every published topic
 * and event of an active account and every active provider's profile, in the five languages with
 * their alternates, and nothing private, draft or deactivated.
 */

let t: TestApp;
let visitor: TestClient;
const origin = 'https://skillvia.example';
let provider: { id: number; username: string };
let seeker: { username: string };
let hidden: { id: number; username: string };
let topic: { url: string };
let draft: { url: string };
let event: { url: string };
let hiddenTopic: { url: string };

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: origin } });
  visitor = new TestClient(t.app);
  provider = await createProvider(t.db);
  seeker = await createUser(t.db);
  hidden = await createProvider(t.db);
  topic = await insertTopic(t.db, provider.id);
  draft = await insertTopic(t.db, provider.id, { status: 'draft' });
  event = await insertEvent(t.db, provider.id);
  hiddenTopic = await insertTopic(t.db, hidden.id);
  await deactivateUser(t.db, hidden.id);
});
afterAll(() => t.close());

const get = (url: string) => visitor.request({ method: 'GET', url });

/** Every <loc> of a document. */
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

async function allPageUrls(language: string) {
  const index = await get('/sitemap.xml');
  const files = locsOf(index.body).filter((loc) => loc?.includes(`-${language}-`));
  const urls: string[] = [];
  for (const file of files) {
    const reply = await get(new URL(file!).pathname);
    expect(reply.statusCode).toBe(200);
    urls.push(...(locsOf(reply.body) as string[]));
  }
  return urls;
}

describe('robots.txt', () => {
  it('keeps crawlers out of the API and the signed-in pages and names the sitemap', async () => {
    const reply = await get('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
    const lines = reply.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /inc/');
    expect(lines).toContain('Disallow: /dashboard$');
    expect(lines).toContain('Disallow: /dashboard/');
    expect(lines).toContain('Disallow: /it/dashboard/');
    expect(lines).toContain('Disallow: /de/settings$');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    // Public pages stay open.
    expect(reply.body).not.toMatch(/Disallow: \/(it\/)?(topic|search|event\/Q)\b/);
  });
});

describe('the sitemaps', () => {
  it('index one file per kind and language, with the newest change of each', async () => {
    const reply = await get('/sitemap.xml');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('application/xml');
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
    expect(reply.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const locs = locsOf(reply.body);
    for (const language of ['it', 'en', 'de', 'fr', 'es']) {
      for (const kind of ['topics', 'events', 'profiles']) {
        expect(locs.some((loc) => loc?.startsWith(`${origin}/sitemaps/${kind}-${language}-`))).toBe(
          true,
        );
      }
    }
    expect(reply.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    const validation = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: reply.body }],
      schema: [{ fileName: 'index.xsd', contents: indexSchema }],
    });
    expect(validation.errors).toEqual([]);
  });

  it('list what is public in each language, with the alternates and x-default', async () => {
    const italian = await allPageUrls('it');
    expect(italian).toContain(`${origin}/it/topic/${topic.url}`);
    expect(italian).toContain(`${origin}/it/event/Q/${event.url}`);
    expect(italian).toContain(`${origin}/it/${provider.username}`);
    for (const missing of [
      `${origin}/it/topic/${draft.url}`,
      `${origin}/it/topic/${hiddenTopic.url}`,
      `${origin}/it/${hidden.username}`,
      `${origin}/it/${seeker.username}`,
    ]) {
      expect(italian).not.toContain(missing);
    }
    const english = await allPageUrls('en');
    expect(english).toContain(`${origin}/topic/${topic.url}`);

    const index = await get('/sitemap.xml');
    const file = locsOf(index.body).find((loc) => loc?.includes('/topics-de-'))!;
    const reply = await get(new URL(file).pathname);
    expect(reply.body).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${origin}/fr/topic/${topic.url}" />`,
    );
    expect(reply.body).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/topic/${topic.url}" />`,
    );
  });

  it('list the home page, the blog, its articles and every site page in each language', async () => {
    const index = await get('/sitemap.xml');
    expect(locsOf(index.body)).toContain(`${origin}/sitemaps/site-it-0.xml`);
    const italian = await allPageUrls('it');
    for (const path of ['/it/', '/it/blog', '/it/terms', '/it/privacy', '/it/contact', '/it/faq']) {
      expect(italian).toContain(`${origin}${path}`);
    }
    expect(italian).toContain(`${origin}/it/blog/planning-the-training-budget`);
    const english = await allPageUrls('en');
    // English lives at the root, but for the home page: `/` is the chooser, named as x-default.
    expect(english).not.toContain(`${origin}/`);
    expect(english).toContain(`${origin}/cookie-policy`);
    const file = await get('/sitemaps/site-de-0.xml');
    expect(file.body).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${origin}/es/gdpr" />`,
    );
    expect(file.body).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/" />`,
    );
    expect(file.body).not.toContain(`hreflang="en" href="${origin}/" />`);
    expect(file.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect((await get('/sitemaps/site-de-1.xml')).statusCode).toBe(404);
    // Every page named is there for a crawler without cookies (in the language it names: e2e).
    for (const url of [...english, ...italian]) {
      const page = await visitor.request({ method: 'GET', url: new URL(url).pathname });
      expect(page.statusCode, `${url} ${page.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('split listings into files by id range, each within the protocol’s limit', async () => {
    // A topic far along the ids lands in a file of its own.
    await t.db.execute(
      sql`select setval(pg_get_serial_sequence('topics', 'id'), ${idsPerFile * 3 + 7})`,
    );
    const far = await insertTopic(t.db, provider.id);
    const index = await get('/sitemap.xml');
    const files = locsOf(index.body).filter((loc) => loc?.includes('/topics-en-'));
    expect(files).toEqual([
      `${origin}/sitemaps/topics-en-0.xml`,
      `${origin}/sitemaps/topics-en-3.xml`,
    ]);
    const farFile = await get('/sitemaps/topics-en-3.xml');
    expect(locsOf(farFile.body)).toEqual([`${origin}/topic/${far.url}`]);
  });

  it('answer 404 for a file that names nothing', async () => {
    for (const url of [
      '/sitemaps/topics-en-2.xml',
      '/sitemaps/topics-xx-0.xml',
      '/sitemaps/secrets-en-0.xml',
      '/sitemaps/topics-en-0.txt',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

/** The sitemap index's shape as the protocol's schema (siteindex.xsd) says it, in short. */
const indexSchema = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"
  targetNamespace="http://www.sitemaps.org/schemas/sitemap/0.9"
  xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" elementFormDefault="qualified">
  <xsd:element name="sitemapindex">
    <xsd:complexType><xsd:sequence>
      <xsd:element name="sitemap" maxOccurs="50000"><xsd:complexType><xsd:sequence>
        <xsd:element name="loc" type="xsd:anyURI"/>
        <xsd:element name="lastmod" type="xsd:dateTime" minOccurs="0"/>
      </xsd:sequence></xsd:complexType></xsd:element>
    </xsd:sequence></xsd:complexType>
  </xsd:element>
</xsd:schema>`;
