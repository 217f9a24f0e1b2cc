import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { insertTopic } from '../../test/catalogue-rows.ts';

/**
 * The search page's trainers tab (`searchtrainers`): active providers by full name, last name,
 * username or a near miss of them, as the header box suggests them.
 */
let t: TestApp;

async function createPerson(
  username: string,
  firstName: string | null,
  lastName: string | null,
  values: Partial<typeof users.$inferInsert> = {},
) {
  const { id } = await createUser(t.db, { username });
  await t.db
    .update(users)
    .set({ firstName, lastName, serviceType: 'provider', ...values })
    .where(eq(users.id, id));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const giulia = await createPerson('giulia_bianchi', 'Giulia', 'Bianchi', {
    headline: 'Agile coach and certified Scrum trainer',
    location: 'Torino',
  });
  await insertTopic(t.db, giulia, { title: 'Scrum in pratica' });
  await insertTopic(t.db, giulia, { title: 'Kanban per team' });
  await insertTopic(t.db, giulia, { title: 'Bozza', status: 'draft' });
  await createPerson('marta_bianchini', 'Marta', 'Bianchini');
  await createPerson('tobia_nameless', null, null);
  // A seeker with the very same name, and a provider who left: neither is a trainer to list.
  await createPerson('giulia_cerca', 'Giulia', 'Bianchi', { serviceType: 'seeker' });
  await createPerson('giulia_andata', 'Giulia', 'Bianchi', { isActive: false });
  for (let index = 0; index < 5; index += 1) {
    await createPerson(`quintet_${index}`, 'Quintetto', `Numero${index}`);
  }
});
afterAll(() => t.close());

interface Trainer {
  userId: number;
  username: string;
  name: string;
  headline: string | null;
  thumbImage: string | null;
  location: string | null;
  topicCount: number;
}

interface Reply {
  status: boolean;
  trainers: Trainer[];
  recordsTotal: number;
}

const call = async (fields: Record<string, string | number>) => {
  const response = await new TestClient(t.app).action('searchtrainers', fields);
  return { statusCode: response.statusCode, ...response.json<Reply>() };
};
const usernames = async (text: string) =>
  (await call({ topic: text })).trainers.map((trainer) => trainer.username);

const suggested = async (text: string) =>
  (await new TestClient(t.app).action('searchBar', { search: text }))
    .json<{ user: Array<{ username: string; name: string }> }>()
    .user.map((person) => person.username);

describe('searchtrainers', () => {
  it('finds a trainer by full name, with her card: name, headline, listed topics', async () => {
    const reply = await call({ topic: 'Giulia Bianchi' });
    expect(reply.status).toBe(true);
    expect(reply.trainers[0]).toMatchObject({
      username: 'giulia_bianchi',
      name: 'Giulia Bianchi',
      headline: 'Agile coach and certified Scrum trainer',
      location: 'Torino',
      thumbImage: null,
      topicCount: 2,
    });
    expect(reply.trainers.map((trainer) => trainer.username)).toEqual(['giulia_bianchi']);
    expect(reply.recordsTotal).toBe(1);
  });

  it('forgives a typo in the name', async () => {
    expect(await usernames('Giulia Bianki')).toContain('giulia_bianchi');
    expect(await usernames('giula bianchi')).toContain('giulia_bianchi');
  });

  it('finds a trainer by username (any case) and last name, starting matches first', async () => {
    expect((await usernames('giulia_bianchi'))[0]).toBe('giulia_bianchi');
    expect((await usernames('GIULIA_BIANCHI'))[0]).toBe('giulia_bianchi');
    expect(await usernames('Bianchi')).toEqual(['giulia_bianchi', 'marta_bianchini']);
    // Without a name, the username is the name.
    expect((await call({ topic: 'tobia' })).trainers).toMatchObject([
      { username: 'tobia_nameless', name: 'tobia_nameless' },
    ]);
  });

  it('never lists seekers or deactivated providers', async () => {
    const found = await usernames('Giulia Bianchi');
    expect(found).not.toContain('giulia_cerca');
    expect(found).not.toContain('giulia_andata');
    expect(await usernames('giulia_cerca')).not.toContain('giulia_cerca');
  });

  it('lists every trainer the header box suggests for the same text', async () => {
    for (const text of ['Giulia Bianchi', 'giulia_bianki', 'bianchi', 'giul', 'quintetto']) {
      const listed = await usernames(text);
      for (const username of await suggested(text)) expect(listed).toContain(username);
    }
  });

  it('pages and counts; finds nobody for a text without words, everyone without text', async () => {
    const first = await call({ topic: 'quintetto', pageSize: 2 });
    const third = await call({ topic: 'quintetto', pageSize: 2, page: 3 });
    expect(first.recordsTotal).toBe(5);
    expect(first.trainers).toHaveLength(2);
    expect(third.trainers).toHaveLength(1);
    expect((await call({ topic: '%%%' })).recordsTotal).toBe(0);
    const everyone = await call({ pageSize: 50 });
    expect(everyone.recordsTotal).toBe(8);
    expect(everyone.trainers.map((trainer) => trainer.username)).not.toContain('giulia_cerca');
    expect((await call({ topic: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await call({ pageSize: 51 })).statusCode).toBe(400);
  });
});
