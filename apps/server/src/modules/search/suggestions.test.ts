import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import {
  createProvider,
  deactivateUser,
  insertEvent,
  insertRequirement,
  insertTopic,
} from '../../test/catalogue-rows.ts';

/** The header box's catalogue groups: what is listed, in which order, typos included. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const provider = await createProvider(t.db);
  const gone = await createProvider(t.db);
  const seeker = await createUser(t.db);

  await insertTopic(t.db, provider.id, { title: 'Negotiation masterclass', url: 'negotiation-mc' });
  await insertTopic(t.db, provider.id, { title: 'Negotiation draft', status: 'draft' });
  await insertTopic(t.db, gone.id, { title: 'Negotiation of a gone provider' });
  await insertEvent(t.db, provider.id, { title: 'Negotiation evening', url: 'negotiation-eve' });
  await insertEvent(t.db, provider.id, { title: 'Negotiation past', startsInHours: -48 });
  await insertEvent(t.db, provider.id, { title: 'Negotiation unpublished', status: 'draft' });
  await insertRequirement(t.db, seeker.id, { title: 'Negotiation for buyers', url: 'nego-need' });
  await insertRequirement(t.db, seeker.id, { title: 'Negotiation closed', status: 'closed' });
  await insertRequirement(t.db, seeker.id, { title: 'Negotiation late', deadline: '2020-01-01' });
  await insertRequirement(t.db, gone.id, { title: 'Negotiation of a gone seeker' });

  await insertTopic(t.db, provider.id, { title: 'Corso di Spreadsheetz avanzato' });
  await insertTopic(t.db, provider.id, { title: 'Spreadsheetz per tutti' });
  await insertTopic(t.db, provider.id, { title: 'Spreadsheetz' });
  await insertTopic(t.db, provider.id, {
    title: 'Budgeting clinic',
    description: '<p>Hands-on with <b>spreadsheetz</b> models.</p>',
  });

  await insertTopic(t.db, provider.id, { title: 'Excel pivot tables' });
  await insertTopic(t.db, provider.id, { title: 'Exel macro recorder' });
  await insertTopic(t.db, provider.id, { title: 'Data science basics' });
  for (let index = 0; index < 7; index += 1) {
    await insertTopic(t.db, provider.id, { title: `Crowdsourcing lesson ${index}` });
  }
  await deactivateUser(t.db, gone.id);
});
afterAll(() => t.close());

interface Reply {
  status: boolean;
  topicDetail: Array<{ topic: string; url: string }>;
  user: Array<{ username: string }>;
  requirement: Array<{ topic: string; url: string }>;
  event: Array<{ topic: string; url: string }>;
}

const search = async (text: string) =>
  (await new TestClient(t.app).action('searchBar', { search: text })).json<Reply>();
const titles = (items: Array<{ topic: string }>) => items.map((item) => item.topic);

describe('searchBar catalogue groups', () => {
  it('groups listed topics, upcoming events and open requirements, with app paths', async () => {
    const reply = await search('negotiation');
    expect(reply.status).toBe(true);
    expect(reply.topicDetail).toEqual([
      { topic: 'Negotiation masterclass', url: '/topic/negotiation-mc' },
    ]);
    expect(reply.event).toEqual([
      { topic: 'Negotiation evening', url: '/event/Q/negotiation-eve' },
    ]);
    expect(reply.requirement).toEqual([
      { topic: 'Negotiation for buyers', url: '/requirement/nego-need' },
    ]);
  });

  it('matches whole words and the word being typed, anywhere in the title', async () => {
    expect(titles((await search('negotiation mast')).topicDetail)).toEqual([
      'Negotiation masterclass',
    ]);
    expect(titles((await search('evening nego')).event)).toEqual(['Negotiation evening']);
    // A short last word is checked on the candidates the whole words found.
    expect(titles((await search('negotiation ma')).topicDetail)).toEqual([
      'Negotiation masterclass',
    ]);
  });

  it('ranks the exact title first, then titles starting with the text, then the rest', async () => {
    expect(titles((await search('spreadsheetz')).topicDetail)).toEqual([
      'Spreadsheetz',
      'Spreadsheetz per tutti',
      'Corso di Spreadsheetz avanzato',
      // Found in the description only: after every title match.
      'Budgeting clinic',
    ]);
  });

  it('forgives typos: "exel" finds Excel, after the exact match', async () => {
    expect(titles((await search('exel')).topicDetail)).toEqual([
      'Exel macro recorder',
      'Excel pivot tables',
    ]);
    expect(titles((await search('excel')).topicDetail)).toEqual([
      'Excel pivot tables',
      'Exel macro recorder',
    ]);
  });

  it('forgives a typo in the first letters through the trigram index', async () => {
    expect(titles((await search('sience')).topicDetail)).toEqual(['Data science basics']);
  });

  it('corrects each word through the vocabulary of titles, whichever letter the typo hit', async () => {
    expect(titles((await search('xcel pivot')).topicDetail)).toEqual(['Excel pivot tables']);
    expect(titles((await search('data sience')).topicDetail)).toEqual(['Data science basics']);
  });

  it('never reaches a hidden topic through a typo', async () => {
    expect(titles((await search('negotiaton')).topicDetail)).toEqual(['Negotiation masterclass']);
    expect((await search('draft')).topicDetail).toEqual([]);
  });

  it('returns at most five per group and nothing for text without words', async () => {
    expect((await search('crowdsourcing')).topicDetail).toHaveLength(5);
    const reply = await search('%%%');
    expect(reply).toMatchObject({ topicDetail: [], user: [], requirement: [], event: [] });
  });

  it('is kept by the search pages: each lists everything its group suggests', async () => {
    const page = async (action: string, text: string, list: string, title: string) => {
      const reply = (
        await new TestClient(t.app).action(action, { topic: text, pageSize: 50 })
      ).json<Record<string, Array<Record<string, string>>>>()[list]!;
      return reply.map((row) => row[title]);
    };
    const texts = ['exel', 'excel', 'sience', 'xcel pivot', 'negotiaton', 'negotiation ma'];
    for (const text of [...texts, 'spreadsheetz', 'evening nego', 'negotiation buyers']) {
      const reply = await search(text);
      const topics = await page('searchtopics', text, 'topics', 'topic');
      expect(topics, text).toEqual(expect.arrayContaining(titles(reply.topicDetail)));
      const events = await page('searchevents', text, 'events', 'title');
      expect(events, text).toEqual(expect.arrayContaining(titles(reply.event)));
      const requirements = await page('searchrequirements', text, 'requirements', 'title');
      expect(requirements, text).toEqual(expect.arrayContaining(titles(reply.requirement)));
    }
    // The page ranks the typo after the exact match, as the box does.
    expect(await page('searchtopics', 'exel', 'topics', 'topic')).toEqual([
      'Exel macro recorder',
      'Excel pivot tables',
    ]);
  });

  it('refuses an over-long text as invalid input', async () => {
    const response = await new TestClient(t.app).action('searchBar', { search: 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
  });
});
