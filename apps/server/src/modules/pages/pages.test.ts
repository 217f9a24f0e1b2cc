import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics, users } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import {
  createProvider,
  deactivateUser,
  insertEvent,
  insertReviews,
  insertTopic,
} from '../../test/catalogue-rows.ts';

/**
 * The page as a crawler reads it without scripts (docs/product.md, "Findable and fast"): its
 * status, title, description, canonical address, alternates, Open Graph tags and JSON-LD, from
 * the web app's index.html served by the real static plugin.
 */

const indexHtml = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <title>Skillvia</title>
    <script id="app-config" type="application/json">{}</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const origin = 'https://skillvia.example';
let t: TestApp;
let webDistDir: string;
let provider: { id: number; username: string };
let topic: { url: string; title: string };
let draft: { url: string };
let event: { url: string };

beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), indexHtml);
  t = await createTestApp({ config: { webDistDir, publicUrl: origin, productName: 'Skillvia' } });
  provider = await createProvider(t.db);
  await t.db
    .update(users)
    .set({ firstName: 'Giulia', lastName: 'Bianchi', headline: 'Agile coach & trainer' })
    .where(eq(users.id, provider.id));
  topic = await insertTopic(t.db, provider.id, {
    title: 'Excel avanzato per il controllo di gestione',
    category: 'sales',
    description: '<p>Tabelle pivot, <strong>Power Query</strong> e dashboard.</p>',
    priceMinor: 45_000,
    images: [{ large: '/uploads/topic/a-large.webp', card: '/c.webp', thumb: '/t.webp' }],
  });
  await insertReviews(t.db, (await topicId(topic.url))!, [9, 10]);
  draft = await insertTopic(t.db, provider.id, { status: 'draft' });
  event = await insertEvent(t.db, provider.id, {
    title: 'Meetup </script><b>Milano',
    delivery: 'in_person',
    location: 'Milano, Via Tortona 25',
    capacity: 20,
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

async function topicId(url: string) {
  const [row] = await t.db.select({ id: topics.id }).from(topics).where(eq(topics.url, url));
  return row?.id;
}

/** A page as a reader who chose English reads it (an unprefixed path is English to everyone). */
const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie: 'language=en' } });

/** The JSON-LD blocks of a page. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('a topic’s page', () => {
  it('carries its title, description, addresses, preview tags and a Course', async () => {
    const reply = await page(`/it/topic/${topic.url}`);
    expect(reply.statusCode).toBe(200);
    const html = reply.body;
    expect(html).toContain('<html lang="it"');
    expect(html).toContain(`<title>${topic.title} | Skillvia</title>`);
    expect(html).toContain(
      '<meta name="description" content="Tabelle pivot, Power Query e dashboard." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${origin}/it/topic/${topic.url}" />`);
    for (const [code, prefix] of [
      ['it', '/it'],
      ['en', ''],
      ['de', '/de'],
      ['fr', '/fr'],
      ['es', '/es'],
      ['x-default', ''],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${code}" href="${origin}${prefix}/topic/${topic.url}" />`,
      );
    }
    expect(html).toContain(
      `<meta property="og:image" content="${origin}/uploads/topic/a-large.webp" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The picture the page opens with is fetched first, in the size the screen needs.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/topic/a-large.webp" imagesrcset="/c.webp 480w, /uploads/topic/a-large.webp 1200w" imagesizes="(max-width: 960px) 100vw, 800px" fetchpriority="high" />',
    );
    const [course, trail] = structuredData(html);
    expect(course).toMatchObject({
      '@type': 'Course',
      name: topic.title,
      url: `${origin}/it/topic/${topic.url}`,
      provider: { '@type': 'Person', name: 'Giulia Bianchi' },
      offers: { '@type': 'Offer', price: '450.00', priceCurrency: 'EUR' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 2 },
      // How it is given (Google's course info requires an instance: its mode and workload).
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Onsite' }],
    });
    const [instance] = (course as { hasCourseInstance: Array<Record<string, unknown>> })
      .hasCourseInstance;
    expect(String(instance?.courseWorkload)).toMatch(/^PT\d+H$/);
    // The category by its name in the page's language, linked to its search.
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1 },
        { position: 2, name: 'Vendite', item: `${origin}/it/search?category=sales` },
        { position: 3, name: topic.title },
      ],
    });
  });

  it('is a 404 when it is a draft or does not exist, and so is any unknown path', async () => {
    for (const url of [
      `/topic/${draft.url}`,
      '/it/topic/nothing-here',
      '/event/Q/nothing-here',
      '/nobody_at_all',
      '/it/dashboard/nowhere',
    ]) {
      const reply = await page(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body).toContain('id="root"');
      expect(reply.body).not.toContain('rel="canonical"');
    }
  });
});

describe('an event’s and a profile’s page', () => {
  it('describe an Event with its dates, place, offer and organiser, escaped', async () => {
    const reply = await page(`/event/Q/${event.url}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<html lang="en"');
    expect(reply.body).toContain('<title>Meetup &lt;/script&gt;&lt;b&gt;Milano | Skillvia</title>');
    expect(reply.body).not.toContain('</script><b>');
    const [data] = structuredData(reply.body);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Meetup </script><b>Milano',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: 'Milano, Via Tortona 25' },
      },
      offers: { availability: 'https://schema.org/InStock' },
      organizer: { name: 'Giulia Bianchi', url: `${origin}/${provider.username}` },
    });
    expect(String(data?.startDate)).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Its breadcrumb names the events list in the page's language.
    const italian = structuredData((await page(`/it/event/Q/${event.url}`)).body)[1] as {
      itemListElement: Array<{ name: string }>;
    };
    expect(italian.itemListElement.map((item) => item.name)[1]).toBe('Eventi di formazione');
  });

  it('describe a ProfilePage of a Person, and a deactivated account is a 404', async () => {
    const reply = await page(`/de/${provider.username}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<title>Giulia Bianchi | Skillvia</title>');
    const [profile] = structuredData(reply.body);
    expect(profile).toMatchObject({
      '@type': 'ProfilePage',
      url: `${origin}/de/${provider.username}`,
      mainEntity: { '@type': 'Person', name: 'Giulia Bianchi', jobTitle: 'Agile coach & trainer' },
    });
    const gone = await createProvider(t.db);
    await deactivateUser(t.db, gone.id);
    expect((await page(`/${gone.username}`)).statusCode).toBe(404);
  });
});

describe('other pages', () => {
  it('keep signed-in pages out of the index, and give public ones their addresses', async () => {
    const settings = await page('/it/settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(settings.body).not.toContain('rel="canonical"');
    const search = await page('/fr/search?q=excel');
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain(`<link rel="canonical" href="${origin}/fr/search" />`);
    const home = await page('/');
    expect(home.body).toContain(`<link rel="canonical" href="${origin}/" />`);
    expect(home.body).toContain('<title>Global Training Marketplace | Skillvia</title>');
    expect(home.body).toMatch(
      /<meta name="description" content="Find trainers, [^"]+Skillvia is the training marketplace/,
    );
    const italianEvents = await page('/it/event/search');
    expect(italianEvents.body).toContain('<title>Eventi di formazione | Skillvia</title>');
    expect(home.body).toContain(`<link rel="alternate" hreflang="it" href="${origin}/it/" />`);
    expect(home.body).not.toContain('noindex');
  });
});

describe('a visitor’s page, kept for other visitors (PAGE_CACHE_SECONDS)', () => {
  it('is drawn once and sent compressed to the visitors who follow, never to a signed-in user', async () => {
    const cached = await createTestApp({
      database: t.database,
      config: { webDistDir, publicUrl: origin, productName: 'Skillvia', pageCacheSeconds: 60 },
    });
    try {
      const visit = (headers: Record<string, string> = {}) =>
        cached.app.inject({
          method: 'GET',
          url: `/it/topic/${topic.url}`,
          headers: { accept: 'text/html', ...headers },
        });
      const first = await visit();
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain(`<title>${topic.title} | Skillvia</title>`);
      const renamed = `${topic.title} (nuova edizione)`;
      await t.db.update(topics).set({ title: renamed }).where(eq(topics.url, topic.url));
      try {
        // The next visitors, within the minute: the page as it was drawn, compressed once.
        const brotli = await visit({ 'accept-encoding': 'gzip, deflate, br' });
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotli.headers.vary).toContain('accept-encoding');
        expect(brotli.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);
        expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
        const gzip = await visit({ 'accept-encoding': 'gzip' });
        expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
        // A signed-in user's page is always drawn for them.
        const user = new TestClient(cached.app);
        const member = await createUser(cached.db);
        await user.login(member.username, member.password);
        const signedIn = await user.loadPage(`/it/topic/${topic.url}`);
        expect(signedIn.body).toContain(`<title>${renamed} | Skillvia</title>`);
      } finally {
        await t.db.update(topics).set({ title: topic.title }).where(eq(topics.url, topic.url));
      }
    } finally {
      await cached.close();
    }
  });
});
