import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@app/contracts/locales';
import { sitePageSlugs } from '@app/contracts/site-pages';
import { createUser, TestClient } from '../../test/app.ts';
import { insertTopic } from '../../test/catalogue-rows.ts';
import { signedIn } from '../../test/upload-fixtures.ts';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-app.ts';
import { decodeQuotedPrintable } from '../../test/smtp-receiver.ts';

let t: MailingTestApp;
beforeAll(async () => {
  t = await createMailingTestApp();
});
afterAll(async () => {
  await t.close();
});

type Body = Record<string, unknown>;
const call = async (client: TestClient, action: string, fields: Record<string, unknown>) =>
  (await client.action(action, fields as Record<string, string>, { json: true })).json<Body>();

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'abuse',
  name: 'Anna Verdi',
  email: 'anna.verdi@example.com',
  subject: 'A fake review',
  message: 'The review of 3 May on this topic was written by the trainer himself.',
  link: 'https://skillvia.example/topic/negoziazione',
  language: 'it',
  ...overrides,
});

describe('site pages', () => {
  it('has every page in every language, with its operator details and links in its language', async () => {
    const visitor = new TestClient(t.app);
    for (const language of languages) {
      for (const page of sitePageSlugs) {
        const body = await call(visitor, 'sitepage', { page, language });
        expect(body, `${language}/${page}`).toMatchObject({ status: true });
        expect(String(body.title).length).toBeGreaterThan(2);
        expect(body.html, `${language}/${page}`).not.toMatch(/\{\{|lorem/i);
      }
    }
    const terms = await call(visitor, 'sitepage', { page: 'privacy', language: 'it' });
    expect(terms.html).toContain('Skillvia S.r.l.');
    expect(terms.html).toContain('href="/it/');
    const english = await call(visitor, 'sitepage', { page: 'privacy', language: 'en' });
    expect(english.html).not.toContain('href="/en/');
    expect((await call(visitor, 'sitepage', { page: 'gdpr', language: 'de' })).form).toBe('gdpr');
    expect((await call(visitor, 'sitepage', { page: 'terms', language: 'de' })).form).toBeNull();
  });

  it('lists the cookies the product sets in its cookie policy', async () => {
    const visitor = new TestClient(t.app);
    for (const language of languages) {
      const policy = await call(visitor, 'sitepage', { page: 'cookie-policy', language });
      // Every cookie the server or the app sets (plugins/sessions.ts, csrf.ts, two-factor and
      // social sign-in, the web app's language cookie).
      for (const cookie of ['sid', 'XSRF-TOKEN', 'tfa', 'social_flow_', 'language']) {
        expect(policy.html, `${language}: ${cookie}`).toContain(`<code>${cookie}`);
      }
    }
  });

  it('answers an unknown page as bad input', async () => {
    const reply = await new TestClient(t.app).action(
      'sitepage',
      { page: 'secrets', language: 'it' },
      { json: true },
    );
    expect(reply.json()).toMatchObject({ status: false });
  });
});

describe('blog', () => {
  it('lists the articles newest first, opens one, and has a feed per language', async () => {
    const visitor = new TestClient(t.app);
    const list = (await call(visitor, 'blogposts', { language: 'it' })).list as Array<{
      slug: string;
      date: string;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((entry) => entry.date)).toEqual(
      [...list.map((entry) => entry.date)].sort().reverse(),
    );
    const article = await call(visitor, 'blogpost', { slug: list[0]!.slug, language: 'it' });
    expect(article).toMatchObject({ status: true, slug: list[0]!.slug });
    expect(String(article.html).length).toBeGreaterThan(1000);
    expect(
      await call(visitor, 'blogpost', { slug: 'no-such-article', language: 'it' }),
    ).toMatchObject({ status: false, code: 'listing_not_found' });

    const feed = await visitor.request({ method: 'GET', url: '/it/blog/rss.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain('<language>it</language>');
    expect(feed.body).toContain(`/it/blog/${list[0]!.slug}</link>`);
    const english = await visitor.request({ method: 'GET', url: '/blog/rss.xml' });
    expect(english.body).toContain('<language>en</language>');
    // Inside the items, links are absolute and in the feed's language (issue 34, item 5).
    const german = (await visitor.request({ method: 'GET', url: '/de/blog/rss.xml' })).body;
    expect(german).toMatch(/href="https?:\/\/[^"/]+\/de\/requirement\/search"/);
    expect(german).not.toMatch(/href="\/(?!\/)/);
  });
});

describe('reports from the site forms', () => {
  it('stores a report, answers its reference and e-mails it to the operators', async () => {
    const body = await call(new TestClient(t.app), 'sitereport', report());
    expect(body.status).toBe(true);
    expect(body.reference).toMatch(/^R-\d{4}-[A-Z2-9]{6}$/);
    const rows = (await t.db.execute(
      sql`select kind, email, link from site_reports where reference = ${String(body.reference)}`,
    )) as { rows: Array<Record<string, unknown>> };
    expect(rows.rows).toEqual([
      { kind: 'abuse', email: 'anna.verdi@example.com', link: report().link },
    ]);
    await t.jobs.runDue();
    const mail = decodeQuotedPrintable(t.mailsTo('operators@skillvia.example').at(-1)?.raw ?? '');
    expect(mail).toContain(`Subject: [${String(body.reference)}] Abuse report: A fake review`);
    expect(mail).toContain('The review of 3 May');
    expect(mail).toContain('anna.verdi@example.com');
    // An operator's answer goes to the person who wrote (issue 34, item 5).
    expect(mail).toMatch(/^Reply-To: Anna Verdi <anna\.verdi@example\.com>/m);
  });

  it('refuses a report without a message or with a wrong address, storing nothing', async () => {
    const count = async () =>
      (
        (await t.db.execute(sql`select count(*)::int as count from site_reports`)) as {
          rows: Array<{ count: number }>;
        }
      ).rows[0]?.count;
    const before = await count();
    const blank = await new TestClient(t.app).action(
      'sitereport',
      { ...report(), message: '  ', email: 'not-an-address' },
      { json: true },
    );
    expect(blank.json()).toMatchObject({ status: false });
    expect(await count()).toBe(before);
  });

  it('keeps name and subject on one line and the link to http(s), storing nothing else (issue 34)', async () => {
    const count = async () =>
      (
        (await t.db.execute(sql`select count(*)::int as count from site_reports`)) as {
          rows: Array<{ count: number }>;
        }
      ).rows[0]?.count;
    const before = await count();
    const refused = async (fields: Record<string, unknown>) => {
      const reply = await new TestClient(t.app).action('sitereport', report(fields), {
        json: true,
      });
      expect(reply.statusCode).toBe(400);
      const body = reply.json<{ code: string; fields: Record<string, string[]> }>();
      expect(body.code).toBe('invalid_input');
      return body.fields;
    };
    for (const name of ['Anna\r\nBcc: victim@example.com', 'Anna\nVerdi', 'Anna\u2028Verdi']) {
      expect(await refused({ name }), JSON.stringify(name)).toEqual({
        name: ['validation.singleLine'],
      });
    }
    expect(await refused({ subject: 'Hello\r\nBcc: victim@example.com' })).toEqual({
      subject: ['validation.singleLine'],
    });
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'skillvia.example/topic/x',
      'https://skillvia.example/\r\nX: y',
    ]) {
      expect(await refused({ link }), link).toEqual({ link: ['validation.website.pattern'] });
    }
    expect(await count()).toBe(before);
    // No link at all is still fine (the field is optional), and so is a multi-line message.
    const fine = await new TestClient(t.app, '198.51.100.34').action(
      'sitereport',
      report({ link: '', message: 'First line.\nSecond line.' }),
      { json: true },
    );
    expect(fine.json()).toMatchObject({ status: true });
  });

  it('asks the same address for a captcha from its fourth report in an hour', async () => {
    const address = '203.0.113.9';
    const client = new TestClient(t.app);
    const from = (fields: Record<string, unknown>) =>
      client.request({
        method: 'POST',
        url: '/inc/main',
        remoteAddress: address,
        headers: {
          'content-type': 'application/json',
          'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
        },
        payload: JSON.stringify({ action: 'sitereport', ...fields }),
      });
    await client.loadPage();
    for (let index = 0; index < 3; index += 1) {
      expect((await from(report({ kind: 'contact' }))).json()).toMatchObject({ status: true });
    }
    expect((await from(report({ kind: 'contact' }))).json()).toMatchObject({
      status: false,
      code: 'captcha_required',
      recaptcha: true,
    });
    expect(
      (await from(report({ kind: 'contact', recaptcha: 'bm90IGEgc29sdXRpb24=' }))).json(),
    ).toMatchObject({ status: false, code: 'captcha_invalid' });
  });
});

describe('reports of what is on the marketplace', () => {
  it('stores a report of a published topic with what, which and why, and e-mails it', async () => {
    const owner = await createUser(t.db);
    const topic = await insertTopic(t.db, owner.id, { title: 'Corso da segnalare' });
    const reporter = await signedIn(t);
    const body = await call(reporter.client, 'reportcontent', {
      kind: 'topic',
      id: topic.id,
      reason: 'fraud',
      text: 'The trainer asks to be paid outside the site.',
    });
    expect(body).toMatchObject({ status: true });
    expect(body.reference).toMatch(/^R-\d{4}-[A-Z2-9]{6}$/);
    const rows = (await t.db.execute(
      sql`select kind, link, target_kind as "targetKind", target_id as "targetId", reason, user_id as "userId" from site_reports where reference = ${String(body.reference)}`,
    )) as { rows: Array<Record<string, unknown>> };
    expect(rows.rows).toEqual([
      {
        kind: 'abuse',
        link: `/topic/${topic.url}`,
        targetKind: 'topic',
        targetId: topic.id,
        reason: 'fraud',
        userId: reporter.id,
      },
    ]);
    await t.jobs.runDue();
    // Its own e-mail among the operators' (headers unfolded).
    const mailOf = () =>
      t
        .mailsTo('operators@skillvia.example')
        .map((sent) => decodeQuotedPrintable(sent.raw).replace(/\r?\n[ \t]+/g, ' '))
        .find((text) => text.includes(`[${String(body.reference)}]`));
    await expect.poll(mailOf).toBeDefined();
    expect(mailOf()).toContain(
      `Subject: [${String(body.reference)}] Abuse report: Report of a topic (fraud)`,
    );
    expect(mailOf()).toContain('The trainer asks to be paid outside the site.');

    // An IPR reason goes in as an IPR complaint.
    const ipr = await call(reporter.client, 'reportcontent', {
      kind: 'profile',
      id: owner.id,
      reason: 'ipr',
    });
    const [kind] = (
      (await t.db.execute(
        sql`select kind from site_reports where reference = ${String(ipr.reference)}`,
      )) as { rows: Array<{ kind: string }> }
    ).rows;
    expect(kind?.kind).toBe('ipr');
  });

  it('answers not_found for what the reporter cannot see, and refuses visitors', async () => {
    const owner = await createUser(t.db);
    const draft = await insertTopic(t.db, owner.id, { title: 'Bozza', status: 'draft' });
    const reporter = await signedIn(t);
    const hidden = await reporter.client.action(
      'reportcontent',
      { kind: 'topic', id: String(draft.id), reason: 'spam' },
      { json: true },
    );
    expect(hidden.statusCode).toBe(404);
    // A message of someone else's conversation is not the reporter's to see.
    const stranger = await reporter.client.action(
      'reportcontent',
      { kind: 'message', id: '999999', reason: 'spam' },
      { json: true },
    );
    expect(stranger.statusCode).toBe(404);
    const visitor = await new TestClient(t.app).action(
      'reportcontent',
      { kind: 'topic', id: String(draft.id), reason: 'spam' },
      { json: true },
    );
    expect(visitor.statusCode).toBe(401);
  });
});
