import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics, topicWords } from '../../db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import { createProvider, insertTopic } from '../../test/catalogue-rows.ts';
import { signedIn } from '../../test/upload-fixtures.ts';
import { runWith } from './suggestions.repository.ts';

/** The vocabulary of topics (`topic_words`) follows every write to topics, erasure included. */
let t: TestApp;
let providerId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
  providerId = (await createProvider(t.db)).id;
});
afterAll(() => t.close());

async function countsOf(word: string) {
  const [row] = await t.db
    .select({ topics: topicWords.topicCount, titles: topicWords.titleCount })
    .from(topicWords)
    .where(eq(topicWords.word, word));
  return row ?? null;
}

/** Rows of `topic_words` that differ from the words counted afresh from topics, both ways. */
async function driftFromTopics() {
  const counted = sql`select w.lexeme, count(*)::integer,
      (count(*) filter (where 'A' = any (w.weights)))::integer
    from ${topics} t, unnest(t.search_vector) w group by w.lexeme`;
  const kept = sql`select word, topic_count, title_count from ${topicWords}`;
  const [row] = await runWith(t.db)(
    sql`select count(*)::integer as drift from ((${counted} except ${kept}) union all (${kept} except ${counted})) d`,
  );
  return Number(row?.drift);
}

const suggestedTitles = async (text: string) =>
  (await new TestClient(t.app).action('searchBar', { search: text }))
    .json<{ topicDetail: Array<{ topic: string }> }>()
    .topicDetail.map((item) => item.topic);

describe('topic_words', () => {
  it('counts the words of new topics, in titles and anywhere', async () => {
    await insertTopic(t.db, providerId, {
      title: 'Quokkology for beginners',
      description: '<p>Marsupial care</p>',
    });
    await insertTopic(t.db, providerId, { title: 'Quokkology advanced', status: 'draft' });
    expect(await countsOf('quokkology')).toEqual({ topics: 2, titles: 2 });
    expect(await countsOf('marsupial')).toEqual({ topics: 1, titles: 0 });
    expect(await driftFromTopics()).toBe(0);
  });

  it('follows a changed title and description, and ignores changes to anything else', async () => {
    const topic = await insertTopic(t.db, providerId, {
      title: 'Wombat handling',
      description: 'Burrows',
    });
    await t.db.update(topics).set({ priceMinor: 1 }).where(eq(topics.id, topic.id));
    expect(await countsOf('wombat')).toEqual({ topics: 1, titles: 1 });

    await t.db
      .update(topics)
      .set({ title: 'Numbat handling', description: 'Wombat burrows' })
      .where(eq(topics.id, topic.id));
    expect(await countsOf('numbat')).toEqual({ topics: 1, titles: 1 });
    expect(await countsOf('wombat')).toEqual({ topics: 1, titles: 0 });
    expect(await suggestedTitles('numbat')).toEqual(['Numbat handling']);
    expect(await suggestedTitles('wombat')).toEqual(['Numbat handling']);
    expect(await driftFromTopics()).toBe(0);
  });

  it('drops a word with the last topic holding it', async () => {
    const first = await insertTopic(t.db, providerId, { title: 'Axolotl keeping' });
    const second = await insertTopic(t.db, providerId, { title: 'Axolotl breeding' });
    await t.db.delete(topics).where(eq(topics.id, first.id));
    expect(await countsOf('axolotl')).toEqual({ topics: 1, titles: 1 });
    await t.db.delete(topics).where(eq(topics.id, second.id));
    expect(await countsOf('axolotl')).toBeNull();
    expect(await countsOf('keeping')).toBeNull();
    expect(await suggestedTitles('axolotl')).toEqual([]);
    expect(await driftFromTopics()).toBe(0);
  });

  it('counts many rows written by one statement', async () => {
    await t.db.insert(topics).values(
      Array.from({ length: 50 }, (_, index) => ({
        userId: providerId,
        url: `pangolin-${index}`,
        title: `Pangolin lesson ${index}`,
        category: 'leadership',
        status: 'published' as const,
      })),
    );
    expect(await countsOf('pangolin')).toEqual({ topics: 50, titles: 50 });
    await t.db.update(topics).set({ title: 'Tapir lesson' }).where(eq(topics.userId, providerId));
    expect(await countsOf('pangolin')).toBeNull();
    expect(await driftFromTopics()).toBe(0);
  });

  it('forgets the words of an erased provider’s topics', async () => {
    const provider = await signedIn(t, 'provider');
    await insertTopic(t.db, provider.id, { title: 'Zyxwvut secrets' });
    expect(await suggestedTitles('zyxwvut')).toEqual(['Zyxwvut secrets']);

    const reply = await provider.client.action(
      'eraseaccount',
      { pass: provider.password },
      { json: true },
    );
    expect(reply.json()).toMatchObject({ status: true });
    expect(await countsOf('zyxwvut')).toBeNull();
    expect(await suggestedTitles('zyxwvut')).toEqual([]);
    expect(await driftFromTopics()).toBe(0);
  });
});
