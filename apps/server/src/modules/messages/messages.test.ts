import { count, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationItem, MessageItem } from '@app/contracts/actions/messaging';
import { conversations, messages, quotes, users } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import {
  createProvider,
  deactivateUser,
  insertRequirement,
  insertTopic,
} from '../../test/catalogue-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
interface Person {
  id: number;
  username: string;
  client: TestClient;
}

/** A new account, signed in from an address of its own. */
async function person(names: { firstName?: string; lastName?: string } = {}): Promise<Person> {
  const user = await createUser(t.db);
  if (names.firstName || names.lastName) {
    await t.db.update(users).set(names).where(eq(users.id, user.id));
  }
  addressCounter += 1;
  const client = new TestClient(
    t.app,
    `10.7.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
  );
  await client.login(user.username, user.password);
  return { id: user.id, username: user.username, client };
}

const send = (
  from: Person,
  to: number,
  message: string,
  extra: Record<string, string | number> = {},
) => from.client.action('sendmessage', { toUser: to, message, ...extra });

async function sent(from: Person, to: number, message: string) {
  const response = await send(from, to, message);
  const body = response.json<{ status: boolean; id: number }>();
  expect(body.status, JSON.stringify(body)).toBe(true);
  return body.id;
}

interface Thread {
  status: boolean;
  code?: string;
  list: MessageItem[];
  more: boolean;
  with: {
    id: number;
    deactivated: boolean;
    blockedByMe: boolean;
    blockedMe: boolean;
    name: string;
  };
  subject: { kind: string; title: string; url: string } | null;
}

const thread = async (
  reader: Person,
  other: number,
  fields: Record<string, string | number> = {},
) => (await reader.client.action('allmessage', { firstmsg: other, ...fields })).json<Thread>();

const unreadMessages = async (reader: Person) =>
  (await reader.client.action('countAllNotification')).json<{ message: number }>().message;

const messageCount = async () => (await t.db.select({ n: count() }).from(messages))[0]?.n ?? 0;

describe('sendmessage and allmessage', () => {
  it('stores the text as typed (trimmed), marks it unread for the recipient, read once opened', async () => {
    const [mario, giulia] = [
      await person(),
      await person({ firstName: 'Giulia', lastName: 'Bianchi' }),
    ];
    const text = '  Buongiorno <b>Giulia</b>,\r\nposso chiederle una cosa? & grazie  ';
    const id = await sent(mario, giulia.id, text);

    expect(await unreadMessages(giulia)).toBe(1);
    expect(await unreadMessages(mario)).toBe(0);

    const first = await thread(giulia, mario.id);
    expect(first.list).toEqual([
      {
        id,
        fromUser: mario.id,
        toUser: giulia.id,
        message: 'Buongiorno <b>Giulia</b>,\nposso chiederle una cosa? & grazie',
        date: expect.any(String) as unknown,
        type: 'unread',
        profileImage: null,
      },
    ]);
    expect(first.more).toBe(false);
    // Reading the newest page marked it read.
    expect(await unreadMessages(giulia)).toBe(0);
    expect((await thread(giulia, mario.id)).list[0]?.type).toBe('read');
    // The sender's own message is never unread for them.
    const mine = await thread(mario, giulia.id);
    expect(mine.list[0]?.type).toBe('read');
    expect(mine.with).toMatchObject({ id: giulia.id, name: 'Giulia Bianchi', deactivated: false });
  });

  it('lets only the two participants read a conversation', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    await sent(a, b.id, 'private between a and b');
    const outsider = await thread(c, a.id);
    expect(outsider.status).toBe(true);
    expect(outsider.list).toEqual([]);
    expect((await thread(c, b.id)).list).toEqual([]);
  });

  it('refuses writing to oneself, to unknown and deactivated accounts, and stores nothing', async () => {
    const [a, gone] = [await person(), await person()];
    const before = await messageCount();
    expect((await send(a, a.id, 'me')).json()).toMatchObject({
      status: false,
      code: 'cannot_message_self',
    });
    expect((await send(a, 99_999_999, 'nobody')).json()).toMatchObject({
      status: false,
      code: 'recipient_unavailable',
    });
    await sent(a, gone.id, 'before you leave');
    await deactivateUser(t.db, gone.id);
    expect((await send(a, gone.id, 'still there?')).json()).toMatchObject({
      status: false,
      code: 'recipient_unavailable',
    });
    expect(await messageCount()).toBe(before + 1);
    // The thread stays readable, flagged.
    const readable = await thread(a, gone.id);
    expect(readable.list).toHaveLength(1);
    expect(readable.with.deactivated).toBe(true);
    expect((await thread(a, 99_999_999)).code).toBe('profile_not_found');
  });

  it('refuses messages across a block in either direction until unblocked', async () => {
    const [a, b] = [await person(), await person()];
    await sent(a, b.id, 'hello');
    const blocked = await b.client.action('blockuser', { userId: a.id, block: true });
    expect(blocked.json()).toEqual({ status: true, msg: 'User blocked', blocked: true });
    expect((await send(a, b.id, 'are you there?')).json()).toMatchObject({ code: 'blocked' });
    expect((await send(b, a.id, 'go away')).json()).toMatchObject({ code: 'blocked' });
    expect((await thread(b, a.id)).with).toMatchObject({ blockedByMe: true, blockedMe: false });
    expect((await thread(a, b.id)).with).toMatchObject({ blockedByMe: false, blockedMe: true });

    await b.client.action('blockuser', { userId: a.id, block: false });
    await sent(a, b.id, 'friends again');
    expect(
      (await b.client.action('blockuser', { userId: 99_999_999, block: true })).json(),
    ).toMatchObject({
      code: 'profile_not_found',
    });
  });

  it('answers invalid_input for an empty or too long text', async () => {
    const [a, b] = [await person(), await person()];
    for (const message of ['', '   \n ', 'x'.repeat(5001)]) {
      const response = await send(a, b.id, message);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_input',
        fields: { message: expect.any(Array) as unknown },
      });
    }
    await sent(a, b.id, 'x'.repeat(5000));
  });

  it('pages a thread newest first, 30 at a time, older and newer than a message', async () => {
    const [a, b] = [await person(), await person()];
    await sent(a, b.id, 'message 1');
    const [conversation] = await t.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.userLow, Math.min(a.id, b.id)));
    await t.db.insert(messages).values(
      Array.from({ length: 64 }, (_, index) => ({
        conversationId: conversation!.id,
        senderId: index % 2 ? a.id : b.id,
        recipientId: index % 2 ? b.id : a.id,
        body: `message ${index + 2}`,
      })),
    );
    const newest = await thread(a, b.id);
    expect(newest.list).toHaveLength(30);
    expect(newest.list[0]?.message).toBe('message 65');
    expect(newest.more).toBe(true);
    const older = await thread(a, b.id, { lastmsg: newest.list[29]!.id, neworold: 'old' });
    expect(older.list.map((item) => item.message)).toEqual(
      Array.from({ length: 30 }, (_, index) => `message ${35 - index}`),
    );
    expect(older.more).toBe(true);
    const oldest = await thread(a, b.id, { lastmsg: older.list[29]!.id, neworold: 'old' });
    expect(oldest.list.map((item) => item.message)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);
    expect(oldest.more).toBe(false);
    const newer = await thread(a, b.id, { lastmsg: oldest.list[0]!.id, neworold: 'new' });
    expect(newer.list.map((item) => item.message)).toEqual(
      Array.from({ length: 30 }, (_, index) => `message ${35 - index}`),
    );
    expect(newer.more).toBe(true);
    expect((await thread(a, b.id, { lastmsg: newest.list[0]!.id, neworold: 'new' })).list).toEqual(
      [],
    );
  });

  it('keeps what a conversation is about when the record belongs to one of the two', async () => {
    const seeker = await person();
    const trainer = await person();
    await t.db.update(users).set({ serviceType: 'provider' }).where(eq(users.id, trainer.id));
    const topic = await insertTopic(t.db, trainer.id, { title: 'Agile per team HR' });
    await sent(seeker, trainer.id, 'Vorrei informazioni');
    const about = await send(seeker, trainer.id, 'Sul corso agile', {
      subjectType: 'topic',
      subjectId: topic.id,
    });
    expect(about.json()).toMatchObject({ status: true });
    expect((await thread(trainer, seeker.id)).subject).toEqual({
      kind: 'topic',
      id: topic.id,
      title: 'Agile per team HR',
      url: `/topic/${topic.url}`,
    });
    const stranger = await createProvider(t.db);
    const strangersTopic = await insertTopic(t.db, stranger.id);
    expect(
      (
        await send(seeker, trainer.id, 'x', { subjectType: 'topic', subjectId: strangersTopic.id })
      ).json(),
    ).toMatchObject({ code: 'listing_not_found' });
  });

  it('keeps a quote as what a conversation is about only between its provider and its requirement’s owner', async () => {
    const owner = await person();
    const trainer = await person();
    const other = await person();
    const requirement = await insertRequirement(t.db, owner.id, { title: 'Corso di negoziazione' });
    const [quote] = await t.db
      .insert(quotes)
      .values({
        requirementId: requirement.id,
        providerId: trainer.id,
        pricing: 'flat',
        priceMinor: 150_000,
        vatRateBasisPoints: 2200,
        proposedDates: [new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString()],
        delivery: 'online',
        validUntil: '2099-12-31',
      })
      .returning({ id: quotes.id });
    const asked = await send(owner, trainer.id, 'Il prezzo include il materiale?', {
      subjectType: 'quote',
      subjectId: quote!.id,
    });
    expect(asked.json()).toMatchObject({ status: true });
    expect((await thread(trainer, owner.id)).subject).toEqual({
      kind: 'quote',
      id: quote!.id,
      title: 'Corso di negoziazione',
      url: `/requirement/${requirement.url}`,
    });
    // Someone else may not pin the quote to their own conversation with either side.
    expect(
      (await send(other, trainer.id, 'x', { subjectType: 'quote', subjectId: quote!.id })).json(),
    ).toMatchObject({ code: 'listing_not_found' });
  });
});

describe('conversations', () => {
  it('lists the inbox latest first with unread counts, searches names, pages with before', async () => {
    const reader = await person();
    const senders: Person[] = [];
    for (let index = 0; index < 23; index += 1) {
      senders.push(
        await person({ firstName: index === 7 ? 'Zebedeo' : 'Anna', lastName: `Rossi${index}` }),
      );
    }
    for (const [index, sender] of senders.entries()) {
      await sent(sender, reader.id, `hello ${index}`);
      if (index === 3) await sent(sender, reader.id, 'and again');
    }
    await sent(reader, senders[5]!.id, 'my reply');

    type Inbox = { list: ConversationItem[]; more: boolean };
    const first = (await reader.client.action('conversations')).json<Inbox>();
    expect(first.list).toHaveLength(20);
    expect(first.more).toBe(true);
    expect(first.list[0]).toMatchObject({
      user: { id: senders[5]!.id },
      lastMessage: 'my reply',
      lastFromMe: true,
      unread: 1,
    });
    expect(first.list[1]).toMatchObject({
      user: { id: senders[22]!.id },
      unread: 1,
      lastFromMe: false,
    });
    const rest = (
      await reader.client.action('conversations', { before: first.list[19]!.date })
    ).json<Inbox>();
    expect(rest.more).toBe(false);
    const all = [...first.list, ...rest.list];
    expect(new Set(all.map((item) => item.user.id)).size).toBe(23);
    expect(all.find((item) => item.user.id === senders[3]!.id)?.unread).toBe(2);

    const found = (await reader.client.action('conversations', { search: 'zebed' })).json<Inbox>();
    expect(found.list.map((item) => item.user.id)).toEqual([senders[7]!.id]);
    const byUsername = (
      await reader.client.action('conversations', { search: senders[9]!.username })
    ).json<Inbox>();
    expect(byUsername.list.map((item) => item.user.id)).toEqual([senders[9]!.id]);
    expect(
      (await reader.client.action('conversations', { search: '%' })).json<Inbox>().list,
    ).toEqual([]);
  });
});

describe('concurrency', () => {
  it('counts 200 messages from 20 senders sent at once, in one conversation per pair', async () => {
    const recipient = await person();
    const senders = await Promise.all(Array.from({ length: 20 }, () => person()));
    const replies = await Promise.all(
      senders.flatMap((sender) =>
        Array.from({ length: 10 }, (_, index) => send(sender, recipient.id, `burst ${index}`)),
      ),
    );
    expect(replies.filter((reply) => reply.json<{ status: boolean }>().status)).toHaveLength(200);
    expect(await unreadMessages(recipient)).toBe(200);
    const [pairs] = await t.db
      .select({ n: count() })
      .from(conversations)
      .where(or(eq(conversations.userLow, recipient.id), eq(conversations.userHigh, recipient.id)));
    expect(pairs?.n).toBe(20);
  });

  it('creates one conversation when both sides write first at the same time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = [await person(), await person()];
      const answers = await Promise.all([send(a, b.id, 'ciao!'), send(b, a.id, 'hi!')]);
      expect(answers.map((answer) => answer.json<{ status: boolean }>().status)).toEqual([
        true,
        true,
      ]);
      const [pair] = await t.db
        .select({ n: count() })
        .from(conversations)
        .where(eq(conversations.userLow, Math.min(a.id, b.id)));
      expect(pair?.n).toBe(1);
      expect((await thread(a, b.id)).list).toHaveLength(2);
    }
  });
});

describe('rate limit', () => {
  it('stops a flood from one account', async () => {
    const [a, b] = [await person(), await person()];
    for (let index = 0; index < 30; index += 1) await sent(a, b.id, `flood ${index}`);
    const refused = await send(a, b.id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });
});
