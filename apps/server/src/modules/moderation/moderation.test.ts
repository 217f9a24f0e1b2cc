import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointOf } from '@app/contracts/action-endpoints';
import type { ActionName } from '@app/contracts/registry';
import {
  auditEvents,
  notifications,
  requirements,
  reviews,
  topics,
  users,
} from '../../db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import { insertTopic, insertVerifiedReview } from '../../test/catalogue-rows.ts';
import { staffSession } from '../../test/staff.ts';

/**
 * Moderation (docs/product.md, "The operator console"): a hidden listing answers 404 to everyone
 * but its owner and the platform's staff, leaves search, suggestions and the sitemap at once, its
 * owner is told why, and the change and its audit row commit together; a restore brings it back.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
});
afterAll(() => t.close());

type Body = Record<string, unknown> & { status: boolean; code?: string };
const call = async (client: TestClient, action: string, fields: Record<string, unknown> = {}) => {
  const response = await client.action(action, fields as Record<string, string>, {
    json: true,
    endpoint: endpointOf(action as ActionName),
  });
  return { http: response.statusCode, body: response.json<Body>() };
};

const signedIn = (role: 'operator' | 'support' | null = null) => staffSession(t, role);

const sitemapUrls = async () => {
  const visitor = new TestClient(t.app);
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const index = await visitor.request({ method: 'GET', url: '/sitemap.xml' });
  const urls: string[] = [];
  for (const file of locs(index.body).filter((loc) => loc.includes('/topics-en-'))) {
    urls.push(
      ...locs((await visitor.request({ method: 'GET', url: new URL(file).pathname })).body),
    );
  }
  return urls;
};

describe('hiding a topic', () => {
  it('takes it out of everything public at once, tells its owner why, and a restore brings it back', async () => {
    const owner = await signedIn();
    await t.db.update(users).set({ serviceType: 'provider' }).where(eq(users.id, owner.id));
    const title = 'Quarzipan negotiation masterclass';
    const topic = await insertTopic(t.db, owner.id, { title });
    const visitor = new TestClient(t.app);
    const suggestions = async () =>
      ((await call(visitor, 'searchBar', { search: 'Quarzipan' })).body.topicDetail as unknown[])
        .length;
    const found = async () =>
      ((await call(visitor, 'searchtopics', { search: 'Quarzipan' })).body.topics as unknown[])
        .length;
    expect(await suggestions()).toBe(1);
    expect(await found()).toBe(1);
    expect((await sitemapUrls()).some((url) => url.endsWith(`/topic/${topic.url}`))).toBe(true);

    const support = await signedIn('support');
    const reason = 'It asks buyers to pay outside the marketplace.';
    const hidden = await call(support.client, 'adminHideListing', {
      kind: 'topic',
      id: topic.id,
      reason,
    });
    expect(hidden.body).toMatchObject({ status: true });

    // Gone for everyone else: suggestions, search, the sitemap and its page.
    expect(await suggestions()).toBe(0);
    expect(await found()).toBe(0);
    expect((await sitemapUrls()).some((url) => url.endsWith(`/topic/${topic.url}`))).toBe(false);
    const gone = { status: false, code: 'listing_not_found' };
    expect((await call(visitor, 'topicdetail', { url: topic.url })).body).toMatchObject(gone);
    const page = await visitor.request({
      method: 'GET',
      url: `/topic/${topic.url}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    const stranger = await signedIn();
    expect((await call(stranger.client, 'topicdetail', { url: topic.url })).body).toMatchObject(
      gone,
    );
    // Its owner and the staff still see it, marked hidden; the owner cannot publish it again.
    expect((await call(owner.client, 'topicdetail', { url: topic.url })).body).toMatchObject({
      status: true,
    });
    expect((await call(support.client, 'topicdetail', { url: topic.url })).body).toMatchObject({
      status: true,
    });
    const republish = await call(owner.client, 'publishtopic', { id: topic.id, publish: true });
    expect(republish.body).toMatchObject({ status: false });

    // The owner is told why, and where to ask for a review; the audit has who, what and why.
    const [notice] = await t.db
      .select({ kind: notifications.kind, params: notifications.params, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, owner.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice).toEqual({ kind: 'listing_hidden', params: { title, reason }, link: '/support' });
    const [audit] = await t.db
      .select({
        actorId: auditEvents.actorId,
        userId: auditEvents.userId,
        detail: auditEvents.detail,
      })
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'listing_hidden'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit).toEqual({
      actorId: support.id,
      userId: owner.id,
      detail: { kind: 'topic', title, reason },
    });

    // Hidden twice is no transition; a restore lists it again.
    expect(
      (await call(support.client, 'adminHideListing', { kind: 'topic', id: topic.id, reason }))
        .body,
    ).toMatchObject({ status: false, code: 'invalid_transition' });
    const restored = await call(support.client, 'adminRestoreListing', {
      kind: 'topic',
      id: topic.id,
      reason: 'The owner removed the payment details.',
    });
    expect(restored.body).toMatchObject({ status: true });
    expect(await suggestions()).toBe(1);
    expect((await call(visitor, 'topicdetail', { url: topic.url })).body).toMatchObject({
      status: true,
    });
  });
});

describe('hiding a requirement', () => {
  it('makes it unreadable for everyone but its owner and the staff, and unlisted', async () => {
    const owner = await signedIn();
    const created = await call(owner.client, 'addrequirement', {
      title: 'Zebrafish husbandry for lab technicians',
      description: 'Two days on site for six technicians.',
      category: 'leadership',
    });
    expect(created.body).toMatchObject({ status: true });
    const [row] = await t.db
      .select({ id: requirements.id })
      .from(requirements)
      .where(and(eq(requirements.userId, owner.id)));
    const operator = await signedIn('operator');
    expect(
      (
        await call(operator.client, 'adminHideListing', {
          kind: 'requirement',
          id: row!.id,
          reason: 'Personal data in the description.',
        })
      ).body,
    ).toMatchObject({ status: true });
    const reader = await signedIn();
    expect((await call(reader.client, 'requirementdetail', { id: row!.id })).body).toMatchObject({
      status: false,
      code: 'listing_not_found',
    });
    expect((await call(owner.client, 'requirementdetail', { id: row!.id })).body).toMatchObject({
      status: true,
      requirement: { status: 'hidden' },
    });
    const listed = await call(reader.client, 'searchrequirements', { search: 'Zebrafish' });
    expect(listed.body.requirements).toEqual([]);
  });

  it('is for the platform staff alone', async () => {
    const person = await signedIn();
    const topic = await insertTopic(t.db, person.id);
    const refused = await call(person.client, 'adminHideListing', {
      kind: 'topic',
      id: topic.id,
      reason: 'Mine to hide',
    });
    expect(refused.http).toBe(403);
  });
});

describe('hiding a review', () => {
  it('takes it out of the ratings and of everyone’s view but its author’s, who is told; a restore puts it back', async () => {
    const provider = await signedIn();
    await t.db.update(users).set({ serviceType: 'provider' }).where(eq(users.id, provider.id));
    const topic = await insertTopic(t.db, provider.id, { title: 'Moderated reviews workshop' });
    const fair = await signedIn();
    const abusive = await signedIn();
    await insertVerifiedReview(t.db, { topicId: topic.id, userId: fair.id, ratingHalves: 10 });
    await insertVerifiedReview(t.db, {
      topicId: topic.id,
      userId: abusive.id,
      ratingHalves: 2,
      comment: 'Insults the trainer by name',
    });
    const [review] = await t.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.userId, abusive.id));
    const ratings = async () => {
      const [topicRow] = await t.db
        .select({ average: topics.ratingAverage, count: topics.reviewCount })
        .from(topics)
        .where(eq(topics.id, topic.id));
      const [providerRow] = await t.db
        .select({ count: users.reviewCount, halves: users.ratingHalvesTotal })
        .from(users)
        .where(eq(users.id, provider.id));
      return { topic: topicRow, provider: providerRow };
    };
    expect(await ratings()).toEqual({
      topic: { average: 3, count: 2 },
      provider: { count: 2, halves: 12 },
    });

    const support = await signedIn('support');
    expect(
      (
        await call(support.client, 'adminHideListing', {
          kind: 'review',
          id: review!.id,
          reason: 'Insults are not a review.',
        })
      ).body,
    ).toMatchObject({ status: true });
    expect(await ratings()).toEqual({
      topic: { average: 5, count: 1 },
      provider: { count: 1, halves: 10 },
    });
    type ReviewList = Body & {
      reviewed: Array<{ reviewId: number; hidden: boolean }>;
      received: Array<{ reviewId: number }>;
    };
    const mine = (await call(abusive.client, 'reviewable')).body as ReviewList;
    expect(mine.reviewed).toEqual([
      expect.objectContaining({ reviewId: review!.id, hidden: true }),
    ]);
    const received = (await call(provider.client, 'reviewable')).body as ReviewList;
    expect(received.received.map((row) => row.reviewId)).not.toContain(review!.id);
    const [told] = await t.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, abusive.id));
    expect(told).toMatchObject({
      kind: 'listing_hidden',
      params: { reason: 'Insults are not a review.' },
    });

    await call(support.client, 'adminRestoreListing', {
      kind: 'review',
      id: review!.id,
      reason: 'The author rewrote it politely.',
    });
    expect((await ratings()).topic).toEqual({ average: 3, count: 2 });
  });
});

describe('hiding a profile', () => {
  it('answers 404 to all but its owner and the staff and leaves search and the sitemap', async () => {
    const owner = await signedIn();
    const username = `zq${owner.username}`;
    await t.db
      .update(users)
      .set({ serviceType: 'provider', username, firstName: 'Quillon', lastName: 'Zarbo' })
      .where(eq(users.id, owner.id));
    const visitor = new TestClient(t.app);
    const profileUrls = async () => {
      const index = await visitor.request({ method: 'GET', url: '/sitemap.xml' });
      const files = [...index.body.matchAll(/<loc>([^<]+profiles[^<]+)<\/loc>/g)];
      let text = '';
      for (const file of files) {
        text += (await visitor.request({ method: 'GET', url: new URL(file[1]!).pathname })).body;
      }
      return text;
    };
    const found = async () =>
      (
        (await call(visitor, 'searchtrainers', { topic: 'Quillon Zarbo' })).body as Body & {
          trainers: Array<{ username: string }>;
        }
      ).trainers.map((row) => row.username);
    expect(await found()).toContain(username);
    expect(await profileUrls()).toContain(`/${username}<`);

    const operator = await signedIn('operator');
    expect(
      (
        await call(operator.client, 'adminHideListing', {
          kind: 'profile',
          id: owner.id,
          reason: 'Impersonates a known trainer.',
        })
      ).body,
    ).toMatchObject({ status: true });
    expect((await call(visitor, 'publicprofile', { username })).body.code).toBe(
      'profile_not_found',
    );
    expect((await call(owner.client, 'publicprofile', { username })).body).toMatchObject({
      status: true,
      profile: { hidden: true },
    });
    expect((await call(operator.client, 'publicprofile', { username })).body.status).toBe(true);
    expect(await found()).not.toContain(username);
    expect(await profileUrls()).not.toContain(`/${username}<`);
    const [audit] = await t.db
      .select({ actorId: auditEvents.actorId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, owner.id), eq(auditEvents.kind, 'listing_hidden')));
    expect(audit).toMatchObject({ actorId: operator.id, detail: { kind: 'profile' } });

    await call(operator.client, 'adminRestoreListing', {
      kind: 'profile',
      id: owner.id,
      reason: 'Identity confirmed.',
    });
    expect((await call(visitor, 'publicprofile', { username })).body.status).toBe(true);
  });
});
