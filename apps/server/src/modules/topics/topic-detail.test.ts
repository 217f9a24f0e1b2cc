import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, users } from '../../db/schema.ts';
import { insertVerifiedReview } from '../../test/catalogue-rows.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { createDraft, createPublished, sell, signedIn, type Member } from './topic-fixtures.ts';

let t: TestApp;
let provider: Member;
let viewer: Member;
beforeAll(async () => {
  t = await createTestApp();
  [provider, viewer] = await Promise.all([signedIn(t, 'provider'), signedIn(t, 'seeker')]);
});
afterAll(() => t.close());

const visitor = () => new TestClient(t.app);

interface DetailReply {
  status: true;
  topic: Record<string, unknown> & { id: number; isOwner: boolean; isFavourite: boolean };
  reviews: Array<{ username: string; rating: number; comment: string | null }>;
  related: Array<{ id: number; url: string }>;
}

async function detail(client: TestClient, fields: Record<string, unknown>) {
  const response = await sell(client, 'topicdetail', fields);
  return { statusCode: response.statusCode, body: response.json<DetailReply>() };
}

async function review(topicId: number, halves: number, comment: string | null = null) {
  const author = await createUser(t.db);
  await insertVerifiedReview(t.db, { topicId, userId: author.id, ratingHalves: halves, comment });
  return author;
}

describe('topicdetail', () => {
  it('shows a published topic to a visitor, with its provider', async () => {
    await t.db
      .update(users)
      .set({ firstName: 'Giulia', lastName: 'Bianchi', headline: 'Formatrice Excel' })
      .where(eq(users.id, provider.id));
    const { id, url } = await createPublished(provider, {
      description: '<p>Ciao<script>alert(1)</script></p>',
    });
    const { statusCode, body } = await detail(visitor(), { url: url.toUpperCase() });
    expect(statusCode).toBe(200);
    expect(body.topic).toEqual({
      id,
      url,
      title: 'Excel avanzato per il controllo di gestione',
      category: 'office-tools',
      description: '<p>Ciao</p>',
      outcomes: ['Costruire un cruscotto', 'Automatizzare i report'],
      audience: 'Controller e analisti',
      durationHours: 16,
      delivery: 'blended',
      languages: ['it', 'en'],
      location: 'Milano',
      price: 45000,
      currency: 'EUR',
      // The provider's VAT rate (the default 22 %): the request form's price summary uses it.
      vatRate: 2200,
      images: [],
      status: 'published',
      rating: 0,
      reviewCount: 0,
      publishedAt: expect.any(String) as unknown,
      isOwner: false,
      isFavourite: false,
      provider: {
        userId: provider.id,
        username: provider.username,
        name: 'Giulia Bianchi',
        headline: 'Formatrice Excel',
        thumbImage: null,
        rating: 0,
        reviewCount: 0,
        topicCount: expect.any(Number) as unknown,
      },
    });
    expect(body.reviews).toEqual([]);
  });

  it('shows a draft to its owner only', async () => {
    const { id, url } = await createDraft(provider);
    const own = await detail(provider.client, { url });
    expect(own.body).toMatchObject({ status: true, topic: { id, status: 'draft', isOwner: true } });
    expect((await detail(provider.client, { id })).body.topic.id).toBe(id);
    for (const client of [viewer.client, visitor()]) {
      expect((await detail(client, { url })).body).toMatchObject({
        status: false,
        code: 'listing_not_found',
      });
      expect((await detail(client, { id })).body).toMatchObject({ code: 'listing_not_found' });
    }
  });

  it('does not find unknown urls or topics of deactivated providers', async () => {
    expect((await detail(visitor(), { url: 'no-such-topic' })).body).toMatchObject({
      code: 'listing_not_found',
    });
    const gone = await signedIn(t, 'provider');
    const { url } = await createPublished(gone);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    expect((await detail(visitor(), { url })).body).toMatchObject({ code: 'listing_not_found' });
  });

  it('needs exactly one of url and id', async () => {
    expect((await detail(visitor(), {})).statusCode).toBe(400);
    expect((await detail(visitor(), { url: 'a', id: 1 })).statusCode).toBe(400);
  });

  it('shows the rating of its reviews in half stars, and the latest 10 reviews', async () => {
    const rated = await signedIn(t, 'provider');
    const { id, url } = await createPublished(rated);
    // 4.5 + 4 + 3.5 = 12 / 3 = 4 stars; then add 5 → 17 / 4 = 4.25 → 4.5 when rounded to halves.
    await review(id, 9, 'Ottimo');
    await review(id, 8);
    await review(id, 7, 'Buono');
    const three = await detail(visitor(), { url });
    expect(three.body.topic).toMatchObject({ rating: 4, reviewCount: 3 });
    const last = await review(id, 10, 'Eccellente');
    const four = await detail(visitor(), { url });
    expect(four.body.topic).toMatchObject({
      rating: 4.5,
      reviewCount: 4,
      provider: { rating: 4.5, reviewCount: 4, topicCount: 1 },
    });
    expect(four.body.reviews[0]).toEqual({
      username: last.username,
      rating: 5,
      comment: 'Eccellente',
      createdAt: expect.any(String) as unknown,
      reply: null,
    });
    for (let index = 0; index < 8; index += 1) await review(id, 6);
    const many = await detail(visitor(), { url });
    expect(many.body.reviews).toHaveLength(10);
    expect(many.body.topic).toMatchObject({ reviewCount: 12 });
  });

  it('relates up to 4 published topics of the same category, not itself, not drafts', async () => {
    const maker = await signedIn(t, 'provider');
    const base = await createPublished(maker, { category: 'sustainability' });
    const peers: Array<{ id: number }> = [];
    for (let index = 0; index < 5; index += 1) {
      peers.push(await createPublished(maker, { category: 'sustainability' }));
    }
    const draft = await createDraft(maker, { category: 'sustainability' });
    await createPublished(maker, { category: 'logistics' });
    const { body } = await detail(visitor(), { url: base.url });
    expect(body.related).toHaveLength(4);
    const relatedIds = body.related.map((card) => card.id);
    expect(relatedIds).not.toContain(base.id);
    expect(relatedIds).not.toContain(draft.id);
    expect(relatedIds.every((id) => peers.some((peer) => peer.id === id))).toBe(true);
    expect(body.related[0]).toMatchObject({ category: 'sustainability', username: maker.username });
  });

  it('tells a signed-in viewer whether the topic is a favourite', async () => {
    const { id, url } = await createPublished(provider);
    expect((await detail(viewer.client, { url })).body.topic.isFavourite).toBe(false);
    await t.db.insert(favourites).values({ userId: viewer.id, topicId: id });
    expect((await detail(viewer.client, { url })).body.topic.isFavourite).toBe(true);
    expect((await detail(visitor(), { url })).body.topic.isFavourite).toBe(false);
  });
});
