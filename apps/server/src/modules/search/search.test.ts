import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';

/** The header box's trainers: active providers, as the trainers tab finds them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const people: Array<[string, string, string, 'provider' | 'seeker']> = [
    ['giulia_bianchi', 'Giulia', 'Bianchi', 'provider'],
    ['giuliano_verdi', 'Giuliano', 'Verdi', 'provider'],
    ['marco_bianco', 'Marco', 'Bianco', 'provider'],
    ['anna_neri', 'Anna', 'Neri', 'provider'],
    ['hidden_user', 'Giulietta', 'Hidden', 'provider'],
    ['giulio_seeker', 'Giulio', 'Cercatore', 'seeker'],
  ];
  for (const [username, firstName, lastName, serviceType] of people) {
    const { id } = await createUser(t.db, { username });
    await t.db.update(users).set({ firstName, lastName, serviceType }).where(eq(users.id, id));
  }
  await t.db.update(users).set({ isActive: false }).where(eq(users.username, 'hidden_user'));
});
afterAll(() => t.close());

const search = async (text: string) =>
  (await new TestClient(t.app).action('searchBar', { search: text })).json<{
    status: boolean;
    user: Array<{ username: string; name: string; url: string }>;
    topicDetail: unknown[];
    requirement: unknown[];
    event: unknown[];
  }>();

describe('searchBar', () => {
  it('finds trainers by username or name prefix, active providers only', async () => {
    const result = await search('giul');
    expect(result.status).toBe(true);
    expect(result.user.map((user) => user.username).sort()).toEqual([
      'giulia_bianchi',
      'giuliano_verdi',
    ]);
    expect(result.user).toContainEqual({
      username: 'giulia_bianchi',
      name: 'Giulia Bianchi',
      url: '/giulia_bianchi',
    });
    expect(result).toMatchObject({ topicDetail: [], requirement: [], event: [] });
  });

  it('matches full names and last names, case-insensitively', async () => {
    expect((await search('MARCO BIA')).user.map((user) => user.username)).toEqual(['marco_bianco']);
    expect((await search('neri')).user.map((user) => user.username)).toEqual(['anna_neri']);
  });

  it('ranks prefix matches before similar names', async () => {
    const result = await search('Bianchi');
    expect(result.user[0]?.username).toBe('giulia_bianchi');
  });

  it('finds near misses through trigram similarity', async () => {
    const result = await search('giulia_bianki');
    expect(result.user.map((user) => user.username)).toContain('giulia_bianchi');
  });

  it('answers nothing below three characters and treats LIKE wildcards literally', async () => {
    expect((await search('gi')).user).toEqual([]);
    expect((await search('%%%')).user).toEqual([]);
    expect((await search('___')).user).toEqual([]);
  });

  it('returns at most five trainers', async () => {
    for (let index = 0; index < 7; index += 1) {
      const { id } = await createUser(t.db, { username: `crowd_member_${index}` });
      await t.db.update(users).set({ serviceType: 'provider' }).where(eq(users.id, id));
    }
    expect((await search('crowd')).user).toHaveLength(5);
  });

  it('suggests no seekers: the trainers tab would not list them', async () => {
    expect((await search('giulio')).user.map((user) => user.username)).not.toContain(
      'giulio_seeker',
    );
    expect((await search('Cercatore')).user).toEqual([]);
  });
});

describe('searchBar, kept like a visitor’s page (PAGE_CACHE_SECONDS)', () => {
  it('answers the same text from what it found a moment ago, then finds again', async () => {
    const kept = await createTestApp({ database: t.database, config: { pageCacheSeconds: 1 } });
    try {
      const names = async (text: string) =>
        (await new TestClient(kept.app).action('searchBar', { search: text }))
          .json<{ user: Array<{ username: string }> }>()
          .user.map((user) => user.username);
      expect(await names('rosal')).toEqual([]);
      const { id } = await createUser(t.db, { username: 'rosalba_nuova' });
      await t.db.update(users).set({ serviceType: 'provider' }).where(eq(users.id, id));
      // Within the second: what was found, for anyone typing the same text.
      expect(await names('rosal')).toEqual([]);
      expect(await names('  rosal ')).toEqual([]);
      // Another text is searched now.
      expect(await names('rosalba')).toEqual(['rosalba_nuova']);
      // After it: the next request takes the old answer while the search runs again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await expect.poll(() => names('rosal'), { timeout: 5000 }).toEqual(['rosalba_nuova']);
    } finally {
      await kept.close();
    }
  });
});
