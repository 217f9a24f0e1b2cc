import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, notifications, users } from '../../db/schema.ts';
import { createUser, TestClient } from '../../test/app.ts';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-app.ts';

/**
 * Asking to join a company that holds one's VAT id (docs/product.md, "A company's lifecycle"):
 * createcompany answers company_exists with the company; askjoincompany tells each admin in the
 * app and by e-mail; an admin accepts (the person joins as Manager) or declines, and the person
 * is told. Only the company's admins see and decide its requests.
 */

type Reply = Record<string, unknown> & { status: boolean; code?: string; id?: number };

let t: MailingTestApp;
beforeAll(async () => {
  t = await createMailingTestApp({ actionRateLimits: false });
});
afterAll(() => t.close());

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function call(client: TestClient, action: string, fields: Record<string, unknown> = {}) {
  const response = await client.action(action, fields as Record<string, string>, { json: true });
  return response.json<Reply>();
}

/** A new account, signed in; `company` makes it a company's admin through sign-up. */
async function person(company?: string) {
  const client = new TestClient(t.app);
  const name = `jr${unique()}`;
  const joined = await call(client, 'join', {
    susername: name,
    semail: `${name}@example.com`,
    spassword: 'Train-2026-ok',
    firstName: 'Pat',
    lastName: name,
    ...(company ? { accountKind: 'company', companyName: company, country: 'IT' } : {}),
  });
  expect(joined).toMatchObject({ status: true });
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, name));
  return { client, name, id: row!.id, email: `${name}@example.com` };
}

const subjectsTo = (email: string) =>
  t
    .mailsTo(email)
    .map((mail) => /^Subject: (.*)$/m.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '');

const notified = async (userId: number, kind: string) =>
  (
    await t.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
  ).map((row) => row.link);

async function companyWithVat(vatId: string) {
  const admin = await person();
  const created = await call(admin.client, 'createcompany', {
    name: `Holder ${unique()}`,
    country: 'IT',
    kind: 'company',
    vatId,
  });
  expect(created).toMatchObject({ status: true });
  const secondAdmin = await createUser(t.db);
  const manager = await createUser(t.db);
  const companyId = created.companyId as number;
  await t.db.insert(companyMembers).values([
    { companyId, userId: secondAdmin.id, userRole: 1 },
    { companyId, userId: manager.id, userRole: 2 },
  ]);
  return { admin, secondAdmin, manager, companyId };
}

describe('a request to join', () => {
  it('follows company_exists and reaches every admin in the app and by e-mail, once', async () => {
    const holder = await companyWithVat('IT00743110157');
    const asker = await person();
    const refused = await call(asker.client, 'createcompany', {
      name: 'Copia',
      country: 'IT',
      kind: 'company',
      vatId: '00743110157',
    });
    expect(refused).toMatchObject({
      status: false,
      code: 'company_exists',
      company: { id: holder.companyId },
    });

    const asked = await call(asker.client, 'askjoincompany', {
      companyId: holder.companyId,
      message: 'I run training in the Turin office.',
    });
    expect(asked).toMatchObject({ status: true });
    expect(typeof asked.id).toBe('number');
    // Asking again while it waits answers the same request and tells nobody twice.
    const again = await call(asker.client, 'askjoincompany', { companyId: holder.companyId });
    expect(again).toMatchObject({ status: true, id: asked.id });

    expect(await notified(holder.admin.id, 'company_join_requested')).toEqual([
      '/dashboard/c/userroles',
    ]);
    expect(await notified(holder.secondAdmin.id, 'company_join_requested')).toHaveLength(1);
    expect(await notified(holder.manager.id, 'company_join_requested')).toEqual([]);
    await t.jobs.runDue();
    await expect.poll(() => subjectsTo(holder.admin.email).filter(isJoinMail).length).toBe(1);
    const mail = t.mailsTo(holder.admin.email).find((sent) => isJoinMail(subject(sent.raw)));
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain('I run training in the Turin office.');
    expect(t.mailsTo(holder.manager.email)).toEqual([]);

    // The admins see it beside their staff; the asker is not staff yet.
    const staff = await call(holder.admin.client, 'companyusers');
    expect(staff.joinRequests).toEqual([
      expect.objectContaining({
        id: asked.id,
        userId: asker.id,
        email: asker.email,
        message: 'I run training in the Turin office.',
      }),
    ]);
    expect((await call(asker.client, 'loginCompanyDetails')).company).toBeNull();
  });

  it('accepted: the person joins as Manager, works in the company and is told', async () => {
    const holder = await companyWithVat('IT00775210156');
    const asker = await person();
    const asked = await call(asker.client, 'askjoincompany', { companyId: holder.companyId });
    const accepted = await call(holder.admin.client, 'decidejoinrequest', {
      id: asked.id,
      decision: 'accept',
    });
    expect(accepted).toMatchObject({ status: true });
    expect((await call(asker.client, 'loginCompanyDetails')).company).toMatchObject({
      id: holder.companyId,
      userRole: 2,
    });
    expect(await notified(asker.id, 'company_join_accepted')).toEqual(['/dashboard']);
    // Decided once: a second admin's answer finds nothing pending.
    const late = await call(holder.admin.client, 'decidejoinrequest', {
      id: asked.id,
      decision: 'decline',
    });
    expect(late).toMatchObject({ status: false, code: 'not_found' });
    expect((await call(holder.admin.client, 'companyusers')).joinRequests).toEqual([]);
    // Now on the staff, asking again is refused.
    expect(
      await call(asker.client, 'askjoincompany', { companyId: holder.companyId }),
    ).toMatchObject({ status: false, code: 'already_member' });
  });

  it('declined: nothing changes but the person is told', async () => {
    const holder = await companyWithVat('IT02100000153');
    const asker = await person();
    const asked = await call(asker.client, 'askjoincompany', { companyId: holder.companyId });
    await t.jobs.runDue();
    const declined = await call(holder.admin.client, 'decidejoinrequest', {
      id: asked.id,
      decision: 'decline',
    });
    expect(declined).toMatchObject({ status: true });
    expect((await call(asker.client, 'loginCompanyDetails')).company).toBeNull();
    expect(await notified(asker.id, 'company_join_declined')).toEqual([
      '/dashboard/c/add-company-profile',
    ]);
  });

  it('is decided only by an admin of that company', async () => {
    const holder = await companyWithVat('IT02839750995');
    const other = await person(`Altra ${unique()}`);
    const asker = await person();
    const asked = await call(asker.client, 'askjoincompany', { companyId: holder.companyId });
    // Another company's admin: not a request of their company.
    expect(
      await call(other.client, 'decidejoinrequest', { id: asked.id, decision: 'accept' }),
    ).toMatchObject({ status: false, code: 'not_found' });
    // The asker cannot let themself in.
    const self = await asker.client.action(
      'decidejoinrequest',
      { id: String(asked.id), decision: 'accept' },
      { json: true },
    );
    expect(self.json()).toMatchObject({ status: false, code: 'not_company_member' });
    expect((await call(holder.admin.client, 'companyusers')).joinRequests).toHaveLength(1);
  });

  it('needs a company that exists', async () => {
    const asker = await person();
    expect(await call(asker.client, 'askjoincompany', { companyId: 999_999 })).toMatchObject({
      status: false,
      code: 'not_found',
    });
  });
});

const subject = (raw: string) =>
  /^Subject: (.*)$/m.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
const isJoinMail = (line: string) => /asks to join|chiede di entrare/.test(line);
