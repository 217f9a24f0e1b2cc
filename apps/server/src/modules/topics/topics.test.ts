import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics, users } from '../../db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import {
  completeTopic,
  createDraft,
  createPublished,
  sell,
  signedIn,
  type Member,
} from './topic-fixtures.ts';

let t: TestApp;
let provider: Member;
let other: Member;
let seeker: Member;
beforeAll(async () => {
  t = await createTestApp();
  [provider, other, seeker] = await Promise.all([
    signedIn(t, 'provider'),
    signedIn(t, 'provider'),
    signedIn(t, 'seeker'),
  ]);
});
afterAll(() => t.close());

const visitor = () => new TestClient(t.app);

async function rowOf(id: number) {
  const [row] = await t.db.select().from(topics).where(eq(topics.id, id));
  return row;
}

describe('addtopic', () => {
  it('creates a draft owned by the provider, with its url made from the title', async () => {
    const response = await sell(
      provider.client,
      'addtopic',
      completeTopic({ title: 'Leadership situazionale: guidare il cambiamento' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: true; topic: { id: number; url: string } }>();
    expect(body).toEqual({
      status: true,
      topic: {
        id: expect.any(Number) as unknown,
        url: 'leadership-situazionale-guidare-il-cambiamento',
      },
    });
    const row = await rowOf(body.topic.id);
    expect(row).toMatchObject({
      userId: provider.id,
      status: 'draft',
      category: 'office-tools',
      priceMinor: 45000,
      currency: 'EUR',
      outcomes: ['Costruire un cruscotto', 'Automatizzare i report'],
      languages: ['it', 'en'],
      durationHours: 16,
      delivery: 'blended',
      publishedAt: null,
    });
  });

  it('gives the same title a -2 slug the second time', async () => {
    const first = await createDraft(provider, { title: 'Corso di negoziazione efficace' });
    const second = await createDraft(other, { title: 'Corso di Negoziazione efficace' });
    expect(first.url).toBe('corso-di-negoziazione-efficace');
    expect(second.url).toBe('corso-di-negoziazione-efficace-2');
  });

  it('refuses seekers with not_provider and visitors with 401', async () => {
    const bySeeker = await sell(seeker.client, 'addtopic', completeTopic());
    expect(bySeeker.statusCode).toBe(200);
    expect(bySeeker.json()).toMatchObject({ status: false, code: 'not_provider' });
    const byVisitor = await sell(visitor(), 'addtopic', completeTopic());
    expect(byVisitor.statusCode).toBe(401);
  });

  it('strips scripts, handlers and images from the description', async () => {
    const { id } = await createDraft(provider, {
      description:
        '<p onclick="steal()">Ciao <script>alert(1)</script><strong>mondo</strong></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a>',
    });
    const row = await rowOf(id);
    expect(row?.description).toBe(
      '<p>Ciao <strong>mondo</strong></p><a rel="noopener noreferrer nofollow" target="_blank">link</a>',
    );
  });

  it('takes form values: outcomes one per line, languages comma-separated, empty optionals', async () => {
    const response = await provider.client.action(
      'addtopic',
      {
        title: 'Public speaking per manager',
        category: 'communication',
        description: '',
        outcomes: 'Parlare in pubblico\n\nGestire le domande\r\nParlare in pubblico',
        languages: 'it,en',
        durationHours: '',
        audience: '',
        location: '',
        delivery: 'online',
        price: '0',
      },
      { endpoint: 'selling' },
    );
    const { topic } = response.json<{ topic: { id: number } }>();
    expect(await rowOf(topic.id)).toMatchObject({
      outcomes: ['Parlare in pubblico', 'Gestire le domande'],
      languages: ['it', 'en'],
      durationHours: null,
      audience: null,
      location: null,
      description: '',
      priceMinor: 0,
      currency: 'EUR',
    });
  });

  it('answers field errors for invalid input', async () => {
    const response = await sell(
      provider.client,
      'addtopic',
      completeTopic({
        title: 'Ab',
        category: 'cooking',
        price: -1,
        languages: ['xx'],
        outcomes: Array.from({ length: 13 }, (_, i) => `Outcome ${i}`),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      code: 'invalid_input',
      fields: {
        title: ['validation.title.length'],
        category: ['validation.category'],
        price: ['validation.tooSmall'],
        outcomes: ['validation.tooLong'],
      },
    });
    expect(response.json<{ fields: Record<string, unknown> }>().fields).toHaveProperty(
      'languages.0',
    );
  });
});

describe('updatetopic', () => {
  it('replaces the fields of an own topic and keeps its url', async () => {
    const { id, url } = await createDraft(provider, { title: 'Gestione del tempo in ufficio' });
    const response = await sell(
      provider.client,
      'updatetopic',
      completeTopic({ id, title: 'Time management per team ibridi', location: '', price: 9900 }),
    );
    expect(response.json()).toEqual({ status: true, topic: { id, url } });
    expect(await rowOf(id)).toMatchObject({
      url,
      title: 'Time management per team ibridi',
      location: null,
      priceMinor: 9900,
    });
  });

  it('answers another provider’s topic as a missing one (no existence oracle)', async () => {
    const { id } = await createDraft(provider);
    const byOther = await sell(other.client, 'updatetopic', completeTopic({ id, title: 'Mine!' }));
    expect(byOther.json()).toMatchObject({ code: 'listing_not_found' });
    const missing = await sell(provider.client, 'updatetopic', completeTopic({ id: 999_999 }));
    expect(missing.json()).toMatchObject({ status: false, code: 'listing_not_found' });
    expect((await sell(visitor(), 'updatetopic', completeTopic({ id }))).statusCode).toBe(401);
  });

  it('keeps a published topic complete', async () => {
    const { id } = await createPublished(provider);
    const response = await sell(
      provider.client,
      'updatetopic',
      completeTopic({ id, description: '<p> </p>' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { description: ['validation.required'] } });
  });
});

describe('publishtopic', () => {
  it('needs a description before publishing', async () => {
    const { id } = await createDraft(provider, { description: '<p></p>' });
    const response = await sell(provider.client, 'publishtopic', { id, publish: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      fields: { description: ['validation.required'] },
    });
    expect((await rowOf(id))?.status).toBe('draft');
  });

  it('publishes, unpublishes and keeps the first publication date', async () => {
    const { id, url } = await createDraft(provider);
    const published = await sell(provider.client, 'publishtopic', { id, publish: 'true' });
    const first = published.json<{ topic: { publishedAt: string } }>().topic.publishedAt;
    expect(published.json()).toEqual({
      status: true,
      topic: { id, url, status: 'published', publishedAt: expect.any(String) as unknown },
    });
    const hidden = await sell(provider.client, 'publishtopic', { id, publish: '0' });
    expect(hidden.json()).toMatchObject({ topic: { status: 'draft', publishedAt: first } });
    const again = await sell(provider.client, 'publishtopic', { id, publish: '1' });
    expect(again.json()).toMatchObject({ topic: { status: 'published', publishedAt: first } });
  });

  it('is for the owner only', async () => {
    const { id } = await createDraft(provider);
    const byOther = await sell(other.client, 'publishtopic', { id, publish: true });
    expect(byOther.json()).toMatchObject({ code: 'listing_not_found' });
    expect((await sell(visitor(), 'publishtopic', { id, publish: true })).statusCode).toBe(401);
    const missing = await sell(provider.client, 'publishtopic', { id: 999_998, publish: true });
    expect(missing.json()).toMatchObject({ code: 'listing_not_found' });
  });

  it('waits for the trainer profile: a name, a few words and a skill (issue 17)', async () => {
    const newcomer = await signedIn(t, 'provider');
    await t.db
      .update(users)
      .set({ firstName: null, lastName: null, bio: null, skills: [] })
      .where(eq(users.id, newcomer.id));
    const draft = await createDraft(newcomer);
    const refused = await sell(newcomer.client, 'publishtopic', { id: draft.id, publish: true });
    expect(refused.json()).toMatchObject({ status: false, code: 'trainer_profile_incomplete' });
    expect((await rowOf(draft.id))?.status).toBe('draft');
    // The name and a few words are not enough yet; the skills complete it (the photo may follow).
    await t.db
      .update(users)
      .set({ firstName: 'Livia', lastName: 'Conti', bio: 'Excel trainer since 2012.' })
      .where(eq(users.id, newcomer.id));
    const stillRefused = await sell(newcomer.client, 'publishtopic', {
      id: draft.id,
      publish: true,
    });
    expect(stillRefused.json()).toMatchObject({ code: 'trainer_profile_incomplete' });
    await t.db
      .update(users)
      .set({ skills: ['Excel'] })
      .where(eq(users.id, newcomer.id));
    const published = await sell(newcomer.client, 'publishtopic', { id: draft.id, publish: true });
    expect(published.json()).toMatchObject({ status: true, topic: { status: 'published' } });
  });

  it('lets a former provider take topics down but not publish them', async () => {
    const former = await signedIn(t, 'provider');
    const live = await createPublished(former);
    const draft = await createDraft(former);
    await t.db.update(users).set({ serviceType: 'seeker' }).where(eq(users.id, former.id));
    const publish = await sell(former.client, 'publishtopic', { id: draft.id, publish: true });
    expect(publish.json()).toMatchObject({ status: false, code: 'not_provider' });
    const takeDown = await sell(former.client, 'publishtopic', { id: live.id, publish: false });
    expect(takeDown.json()).toMatchObject({ status: true, topic: { status: 'draft' } });
  });
});

describe('deletetopic', () => {
  it('deletes an own topic; someone else’s and missing ones are not found', async () => {
    const { id } = await createPublished(provider);
    expect((await sell(other.client, 'deletetopic', { id })).json()).toMatchObject({
      code: 'listing_not_found',
    });
    expect((await sell(visitor(), 'deletetopic', { id })).statusCode).toBe(401);
    const response = await sell(provider.client, 'deletetopic', { id });
    expect(response.json()).toMatchObject({ status: true });
    expect(await rowOf(id)).toBeUndefined();
    const again = await sell(provider.client, 'deletetopic', { id });
    expect(again.json()).toMatchObject({ status: false, code: 'listing_not_found' });
  });
});

describe('mytopics', () => {
  it('lists own topics, last changed first, filtered and paged, with counts', async () => {
    const owner = await signedIn(t, 'provider');
    const draft = await createDraft(owner, { title: 'Bozza di corso sulla privacy' });
    const live = await createPublished(owner, { title: 'Corso GDPR per uffici HR' });
    await createDraft(other, { title: 'Non mio' });

    const all = await sell(owner.client, 'mytopics');
    expect(all.json()).toMatchObject({
      status: true,
      recordsTotal: 2,
      counts: { draft: 1, published: 1 },
      topics: [
        {
          id: live.id,
          url: live.url,
          title: 'Corso GDPR per uffici HR',
          status: 'published',
          thumb: null,
          price: 45000,
          currency: 'EUR',
          rating: 0,
          reviewCount: 0,
          category: 'office-tools',
          publishedAt: expect.any(String) as unknown,
          updatedAt: expect.any(String) as unknown,
        },
        { id: draft.id, status: 'draft', publishedAt: null },
      ],
    });

    const drafts = await sell(owner.client, 'mytopics', { status: 'draft' });
    expect(drafts.json()).toMatchObject({ recordsTotal: 1, topics: [{ id: draft.id }] });
    const second = await sell(owner.client, 'mytopics', { page: 2, pageSize: 1 });
    expect(second.json()).toMatchObject({ recordsTotal: 2, topics: [{ id: draft.id }] });
  });

  it('bounds the page size and needs a session', async () => {
    const tooMany = await sell(provider.client, 'mytopics', { pageSize: 51 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'invalid_input',
      fields: { pageSize: expect.any(Array) as unknown },
    });
    expect((await sell(provider.client, 'mytopics', { status: 'archived' })).statusCode).toBe(400);
    expect((await sell(visitor(), 'mytopics')).statusCode).toBe(401);
  });
});
