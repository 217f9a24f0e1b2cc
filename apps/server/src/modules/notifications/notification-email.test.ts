import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind } from '@app/contracts/notifications';
import { notifications, userSettings, users } from '../../db/schema.ts';
import { storeNotification } from './store-notification.ts';
import { createUser } from '../../test/app.ts';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-app.ts';
import { decodeQuotedPrintable } from '../../test/smtp-receiver.ts';
import { NOTIFICATION_EMAIL_JOB } from './notification-email.service.ts';

let t: MailingTestApp;
beforeAll(async () => {
  t = await createMailingTestApp({
    messageEmailDelaySeconds: 0,
    publicUrl: 'https://skillvia.example',
  });
});
afterAll(() => t.close());

async function person(values: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.db);
  if (Object.keys(values).length > 0) {
    await t.db.update(users).set(values).where(eq(users.id, user.id));
  }
  return user;
}

let keyCounter = 0;
/** A notification as the product stores one (a request, an offer, ...). */
async function notify(
  userId: number,
  kind: NotificationKind,
  params: Record<string, string>,
  link: string,
) {
  keyCounter += 1;
  await t.db.transaction((tx) =>
    storeNotification(tx, t.app.live, {
      userId,
      kind,
      params,
      link,
      dedupeKey: `test:${keyCounter}`,
    }),
  );
}

/** The minute's sweep, run through the queue as its schedule would. */
async function sweep() {
  await t.jobs.send(NOTIFICATION_EMAIL_JOB, {});
  await t.jobs.runDue();
}

const mailsTo = (email: string) => t.mailsTo(email);

/** As if the last e-mail about notifications went out `hours` ago. */
async function emailedHoursAgo(userId: number, hours: number) {
  await t.db
    .update(userSettings)
    .set({ notificationsEmailedAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(userSettings.userId, userId));
}

describe('the e-mail about unread notifications', () => {
  it('sends one digest in the reader’s language, with each notification linked and escaped, at most once an hour', async () => {
    const reader = await person({ firstName: 'Giulia' });
    await notify(
      reader.id,
      'booking_requested',
      { buyer: 'Mario <b>Rossi</b>', title: 'Excel avanzato', expires: '2026-12-03 09:00' },
      '/mybooking/41',
    );
    await notify(
      reader.id,
      'seat_offered',
      { title: 'Meetup Milano', expires: '2026-12-04 10:00' },
      '/mybooking/42',
    );
    await sweep();

    const mails = mailsTo(reader.email);
    expect(mails).toHaveLength(1);
    const raw = decodeQuotedPrintable(mails[0]!.raw);
    expect(raw).toContain('Hai 2 notifiche da leggere su Skillvia');
    expect(raw).toContain('Ciao Giulia,');
    expect(raw).toContain('https://skillvia.example/it/mybooking/41');
    expect(raw).toContain('https://skillvia.example/it/mybooking/42');
    expect(raw).toContain('https://skillvia.example/it/dashboard/type/notifi');
    expect(raw).toContain('Mario &lt;b&gt;Rossi&lt;/b&gt;');
    expect(raw).not.toContain('<b>Rossi</b></a>');
    // One-click unsubscribe (RFC 8058), and the page and the settings for people.
    const headers = mails[0]!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const token = new RegExp(
      `^List-Unsubscribe: <https://skillvia\\.example/inc/unsubscribe/(${reader.id}-messages-[\\w-]+)>$`,
      'm',
    ).exec(headers)?.[1];
    expect(token).toBeDefined();
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toContain(`https://skillvia.example/it/unsubscribe/${token}`);
    expect(raw).toContain('https://skillvia.example/it/settings');

    // Nothing new: nothing sent. A new one within the hour waits for the hour to pass.
    await sweep();
    await notify(
      reader.id,
      'booking_cancelled',
      { by: 'Mario', title: 'Excel', reason: 'x' },
      '/mybooking/41',
    );
    await sweep();
    expect(mailsTo(reader.email)).toHaveLength(1);
    await emailedHoursAgo(reader.id, 2);
    await sweep();
    const later = mailsTo(reader.email);
    expect(later).toHaveLength(2);
    const second = decodeQuotedPrintable(later[1]!.raw);
    expect(second).toContain('Hai una notifica da leggere su Skillvia');
    expect(second).not.toContain('/it/mybooking/42');
  });

  it('leaves out what was read, and writes in English without a language prefix', async () => {
    const reader = await person({ language: 'en', firstName: 'Tom' });
    await notify(
      reader.id,
      'quote_received',
      { provider: 'Anna', title: 'Negotiation' },
      '/requirement/negotiation',
    );
    await notify(
      reader.id,
      'quote_received',
      { provider: 'Luca', title: 'Negotiation' },
      '/requirement/negotiation',
    );
    await t.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        sql`${notifications.userId} = ${reader.id} and ${notifications.params}->>'provider' = 'Luca'`,
      );
    await sweep();
    const [mail] = mailsTo(reader.email);
    const raw = decodeQuotedPrintable(mail!.raw);
    expect(raw).toContain('You have an unread notification on Skillvia');
    expect(raw).toContain('https://skillvia.example/requirement/negotiation');
    expect(raw).toContain('Anna');
    expect(raw).not.toContain('Luca');
  });

  it('e-mails nobody who turned message and notification e-mails off, nor later about old news', async () => {
    const reader = await person();
    await t.db
      .update(userSettings)
      .set({ messageNotifications: false })
      .where(eq(userSettings.userId, reader.id));
    await notify(reader.id, 'welcome', { product: 'Skillvia' }, '/profile');
    await sweep();
    expect(mailsTo(reader.email)).toHaveLength(0);
    await t.db
      .update(userSettings)
      .set({ messageNotifications: true })
      .where(eq(userSettings.userId, reader.id));
    await sweep();
    expect(mailsTo(reader.email)).toHaveLength(0);
  });

  it('names ten notifications and counts the rest', async () => {
    const reader = await person();
    for (let index = 1; index <= 12; index += 1) {
      await notify(
        reader.id,
        'favourite_event',
        { topic: 'Excel', event: `Sessione ${index}` },
        `/event/Q/sessione-${index}`,
      );
    }
    await sweep();
    const [mail] = mailsTo(reader.email);
    const raw = decodeQuotedPrintable(mail!.raw);
    expect(raw).toContain('Hai 12 notifiche da leggere su Skillvia');
    expect(raw).toContain('/it/event/Q/sessione-10');
    expect(raw).not.toContain('/it/event/Q/sessione-11');
    expect(raw).toContain('e altre 2.');
  });
});
