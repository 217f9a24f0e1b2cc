import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, notifications, subscriptions, users } from '../../db/schema.ts';
import { createUser, TestClient } from '../../test/app.ts';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-app.ts';
import { reminderStageOf, trialJobNames } from './trial-reminders.ts';

/**
 * A trial's reminders (docs/product.md, "A company's lifecycle"): 7 days and 1 day before its
 * end, each admin is told in the app and by e-mail, once each, through the real job queue.
 */

let t: MailingTestApp;
beforeAll(async () => {
  t = await createMailingTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('the reminder due', () => {
  it('is the nearest stage a trial has reached', () => {
    expect(reminderStageOf(30)).toBeNull();
    expect(reminderStageOf(8)).toBeNull();
    expect(reminderStageOf(7)).toBe(7);
    expect(reminderStageOf(2)).toBe(7);
    expect(reminderStageOf(1)).toBe(1);
    expect(reminderStageOf(0)).toBe(1);
  });
});

it('reminds every admin 7 days and 1 day before the end, once each, and no manager', async () => {
  const client = new TestClient(t.app);
  const name = `trial${Date.now().toString(36)}`;
  const joined = await client.action('join', {
    susername: name,
    semail: `${name}@example.com`,
    spassword: 'Train-2026-ok',
    accountKind: 'company',
    companyName: 'Prova In Scadenza',
    country: 'IT',
  });
  expect(joined.json()).toMatchObject({ status: true });
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, name));
  const [membership] = await t.db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, admin!.id));
  const companyId = membership!.companyId;
  const secondAdmin = await createUser(t.db);
  const manager = await createUser(t.db);
  await t.db.insert(companyMembers).values([
    { companyId, userId: secondAdmin.id, userRole: 1 },
    { companyId, userId: manager.id, userRole: 2 },
  ]);

  const endIn = (ms: number) =>
    t.db
      .update(subscriptions)
      .set({ endDate: sql`now() + make_interval(secs => ${ms / 1000})` })
      .where(eq(subscriptions.companyId, companyId));
  const sweep = async () => {
    await t.jobs.send(trialJobNames.sweep, {});
    await t.jobs.runDue();
  };
  const reminders = async (userId: number) =>
    (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'trial_ending')))
    ).length;
  /** The subjects of the reminders e-mailed to one address (headers unfolded). */
  const mails = (email: string) =>
    t
      .mailsTo(email)
      .map((mail) => /^Subject: (.*)$/m.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '')
      .filter((subject) => subject.includes('Prova In Scadenza'));

  // 30 days ahead: nothing yet.
  await sweep();
  expect(await reminders(admin!.id)).toBe(0);

  await endIn(6.5 * DAY);
  await sweep();
  await sweep();
  expect(await reminders(admin!.id)).toBe(1);
  expect(await reminders(secondAdmin.id)).toBe(1);
  expect(await reminders(manager.id)).toBe(0);
  await expect.poll(() => mails(`${name}@example.com`).length).toBe(1);
  expect(mails(`${name}@example.com`)[0]).toBe(
    'La prova gratuita di Prova In Scadenza sta per finire',
  );
  expect(mails(secondAdmin.email)).toHaveLength(1);
  expect(mails(manager.email)).toHaveLength(0);

  await endIn(0.5 * DAY);
  await sweep();
  await sweep();
  expect(await reminders(admin!.id)).toBe(2);
  await expect.poll(() => mails(`${name}@example.com`).length).toBe(2);

  // Once over, no more.
  await endIn(-DAY);
  await sweep();
  expect(await reminders(admin!.id)).toBe(2);
});
