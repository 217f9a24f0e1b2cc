import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client.ts';
import {
  conversationMembers,
  conversations,
  events,
  favourites,
  messages,
  notifications,
  topics,
  users,
} from '../schema.ts';

/**
 * Demo conversations and notifications, so that the inbox, the badges and the notification page
 * of the demo accounts show something: written straight into the tables (the seed runs no jobs).
 * Only while no message exists, so it runs once.
 */

const HOUR_MS = 60 * 60 * 1000;

interface DemoLine {
  /** 'a' wrote it (the first person of the conversation), or 'b'. */
  from: 'a' | 'b';
  text: string;
  /** Hours before now. */
  hoursAgo: number;
}

interface DemoConversation {
  a: string;
  b: string;
  /** The topic of `b` it is about: the first of theirs, if they have one. */
  aboutTopicOfB?: boolean;
  lines: DemoLine[];
  /** How many of the last lines each side has not read (only the other side's lines count). */
  unreadByA?: number;
  unreadByB?: number;
}

const demoConversations: DemoConversation[] = [
  {
    a: 'mario_rossi',
    b: 'giulia_bianchi',
    aboutTopicOfB: true,
    lines: [
      {
        from: 'a',
        hoursAgo: 74,
        text: 'Buongiorno Giulia, stiamo cercando un percorso per i nostri responsabili di reparto. Il suo corso si può svolgere in azienda, a Milano?',
      },
      {
        from: 'b',
        hoursAgo: 70,
        text: 'Buongiorno Mario, certo: lo tengo spesso in sede dal cliente. Quante persone parteciperebbero?',
      },
      {
        from: 'a',
        hoursAgo: 49,
        text: 'Saremmo in dodici. Avremmo disponibilità a partire dalla seconda metà del mese prossimo.',
      },
      {
        from: 'b',
        hoursAgo: 26,
        text: 'Perfetto, dodici è un numero ideale. Le preparo una proposta con due date possibili e il programma dettagliato.',
      },
      {
        from: 'b',
        hoursAgo: 3,
        text: 'Ecco le date: martedì 14 o giovedì 16, dalle 9 alle 17. Mi faccia sapere quale preferite.',
      },
    ],
    unreadByA: 2,
  },
  {
    a: 'acme_admin',
    b: 'luca_ferrari',
    lines: [
      {
        from: 'a',
        hoursAgo: 120,
        text: 'Buongiorno, per la sede di Milano ci servirebbe un corso di Excel avanzato per l’ufficio acquisti. Riesce a inviarci un preventivo?',
      },
      {
        from: 'b',
        hoursAgo: 101,
        text: 'Buongiorno Anna, volentieri. Quante ore pensavate e a che livello sono i partecipanti?',
      },
      {
        from: 'a',
        hoursAgo: 98,
        text: 'Due giornate; usano già tabelle pivot e CERCA.VERT, vorremmo arrivare a Power Query.',
      },
    ],
    unreadByB: 1,
  },
  {
    a: 'thomas_wilson',
    b: 'james_smith',
    aboutTopicOfB: true,
    lines: [
      {
        from: 'a',
        hoursAgo: 55,
        text: 'Hi James, our IT team would like to prepare for the AWS Solutions Architect exam. Do you run the course remotely?',
      },
      {
        from: 'b',
        hoursAgo: 52,
        text: 'Hi Thomas, yes, fully online in four half-day sessions, with a practice exam at the end.',
      },
      {
        from: 'a',
        hoursAgo: 30,
        text: 'Sounds great. Could we start in the first week of next month? We are six people.',
      },
    ],
    unreadByB: 1,
  },
  {
    a: 'laura_ferrara',
    b: 'giulia_bianchi',
    lines: [
      {
        from: 'a',
        hoursAgo: 20,
        text: 'Ciao Giulia, ci ha parlato molto bene di te Anna di ACME. Avresti disponibilità per un workshop di mezza giornata sul lavoro agile?',
      },
      {
        from: 'a',
        hoursAgo: 19,
        text: 'Saremmo circa venti persone, anche da remoto va bene.',
      },
    ],
    unreadByB: 2,
  },
  {
    a: 'davide_greco',
    b: 'mario_rossi',
    lines: [
      {
        from: 'a',
        hoursAgo: 8,
        text: 'Ciao Mario, hai poi trovato un formatore per il corso di negoziazione? Anche il mio team sarebbe interessato.',
      },
    ],
    unreadByB: 1,
  },
];

export async function seedDemoMessages(db: Database, productName: string): Promise<void> {
  const [existing] = await db.select({ id: messages.id }).from(messages).limit(1);
  if (existing) return;
  const names = [...new Set(demoConversations.flatMap(({ a, b }) => [a, b]))];
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const idOf = new Map(rows.map((row) => [row.username, row.id]));
  const now = Date.now();

  await db.transaction(async (tx) => {
    for (const conversation of demoConversations) {
      const a = idOf.get(conversation.a);
      const b = idOf.get(conversation.b);
      if (!a || !b) continue;
      await seedConversation(tx, conversation, a, b, now);
    }
    await seedNotifications(
      tx,
      [idOf.get('mario_rossi'), idOf.get('giulia_bianchi')],
      productName,
      now,
    );
  });
}

async function seedConversation(
  tx: Transaction,
  conversation: DemoConversation,
  a: number,
  b: number,
  now: number,
) {
  const [topic] = conversation.aboutTopicOfB
    ? await tx
        .select({ id: topics.id })
        .from(topics)
        .where(and(eq(topics.userId, b), eq(topics.status, 'published')))
        .orderBy(asc(topics.id))
        .limit(1)
    : [];
  const [created] = await tx
    .insert(conversations)
    .values({
      userLow: Math.min(a, b),
      userHigh: Math.max(a, b),
      ...(topic ? { subjectKind: 'topic' as const, subjectId: topic.id } : {}),
      createdAt: new Date(now - (conversation.lines[0]?.hoursAgo ?? 0) * HOUR_MS),
    })
    .returning({ id: conversations.id });
  if (!created) return;
  const inserted = await tx
    .insert(messages)
    .values(
      conversation.lines.map((line) => ({
        conversationId: created.id,
        senderId: line.from === 'a' ? a : b,
        recipientId: line.from === 'a' ? b : a,
        body: line.text,
        createdAt: new Date(now - line.hoursAgo * HOUR_MS),
      })),
    )
    .returning({ id: messages.id, senderId: messages.senderId, createdAt: messages.createdAt });
  const last = inserted.at(-1);
  if (!last) return;
  await tx
    .update(conversations)
    .set({ lastMessageId: last.id, lastMessageAt: last.createdAt })
    .where(eq(conversations.id, created.id));
  /** The read position: before the reader's last `unread` messages from the other side. */
  const readPosition = (reader: number, unread: number) => {
    const fromOther = inserted.filter((message) => message.senderId !== reader);
    const firstUnread = unread > 0 ? fromOther.at(-unread) : undefined;
    return firstUnread ? firstUnread.id - 1 : last.id;
  };
  await tx.insert(conversationMembers).values([
    {
      conversationId: created.id,
      userId: a,
      otherUserId: b,
      lastReadMessageId: readPosition(a, conversation.unreadByA ?? 0),
    },
    {
      conversationId: created.id,
      userId: b,
      otherUserId: a,
      lastReadMessageId: readPosition(b, conversation.unreadByB ?? 0),
    },
  ]);
}

/** A welcome for each, read, and news of events of topics they favour (they favour one each). */
async function seedNotifications(
  tx: Transaction,
  userIds: Array<number | undefined>,
  productName: string,
  now: number,
) {
  for (const userId of userIds) {
    if (!userId) continue;
    await tx
      .insert(notifications)
      .values({
        userId,
        kind: 'welcome',
        params: { product: productName },
        link: '/profile',
        dedupeKey: `welcome:${userId}`,
        readAt: new Date(now - 200 * HOUR_MS),
        createdAt: new Date(now - 240 * HOUR_MS),
      })
      .onConflictDoNothing();
    // A topic with published events, by someone else, becomes a favourite if none is yet.
    const [favourite] = await tx
      .select({ topicId: favourites.topicId })
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .limit(1);
    const candidates = await tx
      .select({
        eventId: events.id,
        eventTitle: events.title,
        eventUrl: events.url,
        topicId: topics.id,
        topicTitle: topics.title,
      })
      .from(events)
      .innerJoin(topics, eq(topics.id, events.topicId))
      .where(
        and(
          eq(events.status, 'published'),
          eq(topics.status, 'published'),
          isNotNull(events.topicId),
          sql`${events.userId} <> ${userId}`,
          favourite ? eq(topics.id, favourite.topicId) : undefined,
        ),
      )
      .orderBy(asc(events.startsAt))
      .limit(2);
    for (const [index, event] of candidates.entries()) {
      if (!favourite && index === 0) {
        await tx
          .insert(favourites)
          .values({ userId, topicId: event.topicId })
          .onConflictDoNothing();
      }
      if (!favourite && event.topicId !== candidates[0]?.topicId) continue;
      await tx
        .insert(notifications)
        .values({
          userId,
          kind: 'favourite_event',
          params: { topic: event.topicTitle, event: event.eventTitle },
          link: `/event/Q/${event.eventUrl}`,
          dedupeKey: `favourite_event:${event.eventId}:${userId}`,
          // The older one read, the newer one not.
          readAt: index === 0 ? new Date(now - 30 * HOUR_MS) : null,
          createdAt: new Date(now - (index === 0 ? 48 : 5) * HOUR_MS),
          // It tells of the past the demo starts from: not e-mailed at the first start.
          emailHandledAt: new Date(now - (index === 0 ? 48 : 5) * HOUR_MS),
        })
        .onConflictDoNothing();
    }
  }
}
