import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { capturingMailer, peopleFixtures } from '../../test/company-staff.ts';
import { auditLogJobNames } from './audit-log.jobs.ts';

const sent: MailMessage[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: capturingMailer(sent), config: { actionRateLimits: false } });
});
afterAll(() => t.close());

const { team, call } = peopleFixtures(() => t, sent);

interface Entry {
  id: number;
  kind: string;
  date: string;
  ip: string | null;
  userAgent: string | null;
  actor: string | null;
  member?: string | null;
  detail: Record<string, string>;
}
type Log = { status: true; list: Entry[]; more: boolean };

const logOf = async (client: TestClient, fields: Record<string, unknown> = {}) =>
  (await call(client, 'securitylog', fields)).body as unknown as Log;

describe('securitylog', () => {
  it('records sign-ins, failed ones and account changes with where they came from', async () => {
    const user = await createUser(t.db);
    const client = new TestClient(t.app, '10.9.0.1');
    expect((await client.login(user.username, 'not the password')).json()).toMatchObject({
      status: false,
    });
    await client.login(user.username, user.password);
    await call(client, 'changepassword', {
      oldpass: user.password,
      newpass: 'a newer passphrase',
      confpass: 'a newer passphrase',
    });
    await call(client, 'changeemail', {
      semail: `moved-${user.username}@example.com`,
      password: 'a newer passphrase',
    });
    await call(client, 'endothersessions');

    const log = await logOf(client);
    expect(log.more).toBe(false);
    expect(log.list.map((entry) => entry.kind)).toEqual([
      'other_sessions_ended',
      'email_change_requested',
      'password_changed',
      'sign_in',
      'sign_in_failed',
    ]);
    const [, emailChange, , signIn, failed] = log.list;
    expect(signIn).toMatchObject({ ip: '10.9.0.1', actor: null, detail: { method: 'password' } });
    expect(failed).toMatchObject({ ip: '10.9.0.1', actor: null, detail: {} });
    expect(emailChange?.detail).toEqual({ email: `moved-${user.username}@example.com` });
    expect(Date.now() - Date.parse(signIn?.date ?? '')).toBeLessThan(60_000);
  });

  it("shows only the account's own events, 20 at a time", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await t.db
      .insert(auditEvents)
      .values([
        ...Array.from({ length: 25 }, () => ({ kind: 'sign_in' as const, userId: user.id })),
        { kind: 'sign_in' as const, userId: other.id },
      ]);
    const client = new TestClient(t.app);
    await client.login(user.username, user.password);
    const first = await logOf(client);
    expect(first.list).toHaveLength(20);
    expect(first.more).toBe(true);
    const second = await logOf(client, { before: first.list.at(-1)?.id });
    // 25 inserted and this sign-in.
    expect(second.list).toHaveLength(6);
    expect(second.more).toBe(false);
    const ids = [...first.list, ...second.list].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(26);
    expect((await call(new TestClient(t.app), 'securitylog')).statusCode).toBe(401);
  });

  it('keeps a year: the nightly job drops older rows', async () => {
    const user = await createUser(t.db);
    await t.db.insert(auditEvents).values([
      { kind: 'sign_in', userId: user.id, createdAt: sql`now() - interval '366 days'` },
      { kind: 'sign_in_failed', userId: user.id, createdAt: sql`now() - interval '364 days'` },
    ]);
    await t.jobs.send(auditLogJobNames.prune, {});
    await t.jobs.runDue();
    const left = await t.db.select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(left.map((row) => row.kind)).toEqual(['sign_in_failed']);
  });
});

describe('companysecuritylog', () => {
  it("shows a company's role changes and who made them, to its admins only", async () => {
    const { admin, manager } = await team();
    await call(admin.client, 'updatecompanyuser', { userId: manager.user.id, userRole: 1 });
    // A department change alone is not a role change.
    await call(admin.client, 'updatecompanyuser', {
      userId: manager.user.id,
      userRole: 1,
      department: 'HR',
    });
    await call(manager.client, 'transfercompanyadmin', { userId: admin.user.id });
    await call(admin.client, 'removecompanyuser', { userId: manager.user.id });

    const { body } = await call(admin.client, 'companysecuritylog');
    const log = body as unknown as Log;
    expect(
      log.list.map(({ kind, actor, member, detail }) => ({ kind, actor, member, detail })),
    ).toEqual([
      {
        kind: 'company_member_removed',
        actor: admin.user.username,
        member: manager.user.username,
        detail: { previousRole: 'manager' },
      },
      {
        kind: 'company_admin_transferred',
        actor: manager.user.username,
        member: admin.user.username,
        detail: {},
      },
      {
        kind: 'company_role_changed',
        actor: admin.user.username,
        member: manager.user.username,
        detail: { role: 'admin', previousRole: 'manager' },
      },
    ]);
    // The member reads it in their own log, with who did it.
    const own = await logOf(manager.client);
    expect(own.list.find((entry) => entry.kind === 'company_role_changed')).toMatchObject({
      actor: admin.user.username,
    });

    const { manager: otherManager } = await team();
    expect((await call(otherManager.client, 'companysecuritylog')).body).toMatchObject({
      code: 'forbidden',
    });
  });
});
