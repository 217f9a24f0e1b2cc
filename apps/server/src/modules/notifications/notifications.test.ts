import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@app/contracts/actions/messaging';
import { notificationParam, renderNotification } from '@app/contracts/notifications';
import { favourites, notifications, users } from '../../db/schema.ts';
import { subscriberJobName } from '../../shared/domain-events.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import {
  createProvider,
  giveTrainerProfile,
  insertEvent,
  insertTopic,
} from '../../test/catalogue-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const freshClient = () => {
  addressCounter += 1;
  return new TestClient(t.app, `10.8.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`);
};

async function signedIn(user: { username: string; password: string }) {
  const client = freshClient();
  await client.login(user.username, user.password);
  return client;
}

type List = { status: boolean; list: NotificationItem[] };
const list = async (client: TestClient, fields: Record<string, string | number> = {}) =>
  (await client.action('getNotification', { type: 'notifilist', ...fields })).json<List>();

const stored = async (userId: number) =>
  (await t.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)))[0]
    ?.n ?? 0;

describe('welcome', () => {
  it('greets a new account once, in the reader’s language', async () => {
    const client = freshClient();
    const username = `welcome_${Date.now().toString(36)}`;
    const joined = await client.action('join', {
      susername: username,
      semail: `${username}@example.com`,
      spassword: 'Another-pass-2',
    });
    expect(joined.json()).toMatchObject({ status: true });
    await t.jobs.runDue();
    await client.login(username, 'Another-pass-2');

    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    // The account has no language yet: the product's default (it).
    const italian = await list(client);
    expect(italian.list).toEqual([
      {
        id: expect.any(Number) as unknown,
        message: renderNotification('welcome', { product: 'Skillvia' }, 'it'),
        date: expect.any(String) as unknown,
        link: '/profile',
        status: 'unread',
      },
    ]);
    expect((await list(client, { lang: 'de' })).list[0]?.message).toBe(
      renderNotification('welcome', { product: 'Skillvia' }, 'de'),
    );
    expect((await client.action('changelanguage', { lang: 'en' })).json()).toMatchObject({
      status: true,
    });
    expect((await list(client)).list[0]?.message).toBe(
      'Welcome to Skillvia! Complete your profile so that people can find you.',
    );

    // The handler run again (a retry) stores nothing more.
    await t.jobs.send(
      subscriberJobName({ event: 'account.created', name: 'notifications.welcome' }),
      {
        userId: user!.id,
      },
    );
    await t.jobs.runDue();
    expect(await stored(user!.id)).toBe(1);
    expect((await client.action('countAllNotification')).json()).toEqual({
      status: true,
      message: 0,
      notif: 1,
    });
  });
});

describe('favourite_event', () => {
  it('tells those who favour the topic when an event of it is published, once', async () => {
    const provider = await createProvider(t.db);
    await giveTrainerProfile(t.db, provider);
    const topic = await insertTopic(t.db, provider.id, { title: 'Scrum in pratica' });
    const event = await insertEvent(t.db, provider.id, {
      topicId: topic.id,
      title: 'Scrum day Milano',
      description: '<p>Una giornata di Scrum.</p>',
      location: 'Milano',
      status: 'draft',
      publishedAt: null,
    });
    const fan = await createUser(t.db);
    const other = await createUser(t.db);
    await t.db.insert(favourites).values([
      { userId: fan.id, topicId: topic.id },
      { userId: provider.id, topicId: topic.id },
    ]);
    const owner = await signedIn(provider);
    const publish = async (value: boolean) => {
      const reply = await owner.action(
        'publishevent',
        { id: event.id, publish: value },
        { endpoint: 'selling' },
      );
      expect(reply.json(), reply.body).toMatchObject({ status: true, event: { id: event.id } });
    };

    await publish(true);
    await t.jobs.runDue();
    const fanClient = await signedIn(fan);
    const received = await list(fanClient);
    expect(received.list).toEqual([
      {
        id: expect.any(Number) as unknown,
        message: renderNotification(
          'favourite_event',
          { topic: 'Scrum in pratica', event: 'Scrum day Milano' },
          'it',
        ),
        date: expect.any(String) as unknown,
        link: `/event/Q/${event.url}`,
        status: 'unread',
      },
    ]);
    // Published again after a withdrawal: still one notification.
    await publish(false);
    await publish(true);
    await t.jobs.runDue();
    expect(await stored(fan.id)).toBe(1);
    expect(await stored(provider.id)).toBe(0);
    expect(await stored(other.id)).toBe(0);
  });
});

describe('a notification’s amounts and dates', () => {
  it('are written in the reader’s language and, for a moment, in the zone the page sends', async () => {
    const user = await createUser(t.db);
    await t.db.insert(notifications).values([
      {
        userId: user.id,
        kind: 'invoice_issued',
        params: {
          seller: 'Giulia Bianchi',
          number: 'INV-2026-0007',
          title: 'Excel',
          amount: notificationParam.money(838_140, 'EUR'),
          due: notificationParam.day('2026-12-28'),
        },
        link: '/dashboard/i/invoice',
        dedupeKey: `test-invoice:${user.id}`,
      },
      {
        userId: user.id,
        kind: 'training_tomorrow',
        params: {
          title: 'Excel',
          date: notificationParam.moment(new Date('2026-12-04T17:17:00Z')),
        },
        link: '/mybooking',
        dedupeKey: `test-reminder:${user.id}`,
      },
    ]);
    const client = await signedIn(user);
    const german = await list(client, { lang: 'de', tz: 'America/New_York' });
    expect(german.list.map((item) => item.message)).toEqual([
      'Erinnerung: „Excel“ ist morgen, 04.12.2026, 12:17.',
      'Giulia Bianchi hat die Rechnung INV-2026-0007 für „Excel“ ausgestellt: 8.381,40\u00a0€, fällig am 28. Dezember 2026.',
    ]);
    // Without a zone, the product's home zone (Rome); an unknown one is refused.
    const italian = await list(client, { lang: 'it' });
    expect(italian.list[0]?.message).toBe('Promemoria: «Excel» è domani, 4 dic 2026, 18:17.');
    expect(await list(client, { tz: 'Mars/Olympus' })).toMatchObject({
      status: false,
      code: 'invalid_input',
    });
  });
});

describe('getNotification and readnotification', () => {
  it('pages by lastid, filters, and marks one or all read', async () => {
    const user = await createUser(t.db);
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.id, user.id));
    await t.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, index) => ({
        userId: user.id,
        kind: 'welcome',
        params: { product: `P${index + 1}` },
        link: '/profile',
        dedupeKey: `test:${user.id}:${index}`,
      })),
    );
    const client = await signedIn(user);
    const first = await list(client);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]?.message).toBe(renderNotification('welcome', { product: 'P25' }, 'fr'));
    const second = await list(client, { lastid: first.list[9]!.id });
    expect(second.list[0]?.message).toContain('P15');
    const third = await list(client, { lastid: second.list[9]!.id });
    expect(third.list).toHaveLength(5);
    expect((await list(client, { lastid: third.list[4]!.id })).list).toEqual([]);

    const one = await client.action('readnotification', { id: first.list[0]!.id });
    expect(one.json()).toEqual({ status: true, notif: 24 });
    // Someone else's id changes nothing.
    const stranger = await signedIn(await createUser(t.db));
    expect((await stranger.action('readnotification', { id: first.list[1]!.id })).json()).toEqual({
      status: true,
      notif: 0,
    });
    expect((await list(client, { filter: 'read' })).list.map((item) => item.id)).toEqual([
      first.list[0]!.id,
    ]);
    expect((await list(client, { filter: 'unread' })).list[0]?.id).toBe(first.list[1]!.id);

    expect((await client.action('readnotification')).json()).toEqual({ status: true, notif: 0 });
    expect((await list(client, { filter: 'unread' })).list).toEqual([]);
    const [left] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'welcome')));
    expect(left?.n).toBe(25);
  });

  it('refuses visitors', async () => {
    const response = await freshClient().action('countAllNotification');
    expect(response.statusCode).toBe(401);
  });
});
