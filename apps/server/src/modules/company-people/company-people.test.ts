import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingParticipants,
  companies,
  companyInvitations,
  companyMembers,
  companyPeople,
  users,
} from '../../db/schema.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import { sha256 } from '../../lib/tokens.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { createProvider, insertTopic } from '../../test/catalogue-rows.ts';

const sent: MailMessage[] = [];
const mailer: Mailer = {
  send: (message) => {
    sent.push(message);
    return Promise.resolve({ delivery: 'outbox' as const });
  },
  sendInBackground: (message) => {
    sent.push(message);
  },
  close: () => Promise.resolve(),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    mailer,
    config: { actionRateLimits: false, publicUrl: 'https://skillvia.example' },
  });
});
afterAll(() => t.close());

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function createCompany(fields: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(companies)
    .values({ slug: `people-${unique()}`, name: `Company ${unique()}`, kind: 'company', ...fields })
    .returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

async function signedIn(companyId?: number, userRole = 1) {
  const user = await createUser(t.db);
  if (companyId) await t.db.insert(companyMembers).values({ companyId, userId: user.id, userRole });
  const client = new TestClient(t.app);
  expect((await client.login(user.username, user.password)).json()).toMatchObject({
    status: true,
  });
  return { user, client };
}

/** A company with an admin and a manager, both signed in. */
async function team() {
  const company = await createCompany();
  const admin = await signedIn(company.id, 1);
  const manager = await signedIn(company.id, 2);
  return { company, admin, manager };
}

const call = async (client: TestClient, action: string, fields: Record<string, unknown> = {}) => {
  const response = await client.action(action, fields as never, { json: true });
  return { statusCode: response.statusCode, body: response.json<Record<string, unknown>>() };
};

type Staff = {
  members: Array<{
    userId: number;
    userRole: number;
    department: string | null;
    lastLoginAt: string | null;
    isSelf: boolean;
  }>;
  invitations: Array<{ id: number; email: string; userRole: number; isExpired: boolean }>;
};

const staffOf = async (client: TestClient) => {
  const { body } = await call(client, 'companyusers');
  expect(body.status).toBe(true);
  return body as unknown as Staff;
};

const tokenOf = (message: MailMessage | undefined) => {
  const match = /\/invitation\/([A-Za-z0-9_-]+)$/.exec(message?.link ?? '');
  if (!match?.[1]) throw new Error(`no invitation link in ${message?.link}`);
  return match[1];
};

const lastMailTo = (email: string) => [...sent].reverse().find((message) => message.to === email);

describe('companyusers', () => {
  it('lists the staff with role, department and last sign-in, and the pending invitations', async () => {
    const { company, admin, manager } = await team();
    await t.db
      .update(companyMembers)
      .set({ department: 'Sales' })
      .where(eq(companyMembers.userId, manager.user.id));
    await call(admin.client, 'invitecompanyuser', { email: 'New.One@Example.com', userRole: 2 });
    const staff = await staffOf(admin.client);
    expect(staff.members.map((member) => [member.userId, member.userRole])).toEqual([
      [admin.user.id, 1],
      [manager.user.id, 2],
    ]);
    expect(staff.members[0]?.isSelf).toBe(true);
    expect(staff.members[1]?.department).toBe('Sales');
    // Signing in recorded the last sign-in.
    expect(Date.now() - Date.parse(staff.members[1]?.lastLoginAt ?? '')).toBeLessThan(60_000);
    expect(staff.invitations).toEqual([
      expect.objectContaining({ email: 'new.one@example.com', userRole: 2, isExpired: false }),
    ]);
    const other = await createCompany();
    const outsider = await signedIn(other.id, 1);
    expect((await staffOf(outsider.client)).members.map((member) => member.userId)).toEqual([
      outsider.user.id,
    ]);
    expect(company.id).not.toBe(other.id);
  });

  it('refuses managers, people of no company and visitors', async () => {
    const { manager } = await team();
    expect((await call(manager.client, 'companyusers')).body).toMatchObject({ code: 'forbidden' });
    const loner = await signedIn();
    expect((await call(loner.client, 'companyusers')).body).toMatchObject({
      code: 'not_company_member',
    });
    expect((await call(new TestClient(t.app), 'companyusers')).statusCode).toBe(401);
  });
});

describe('invitations', () => {
  it('e-mails a link that works once, for a new account, with the invited role and department', async () => {
    const { company, admin } = await team();
    const email = `invitee-${unique()}@example.com`;
    const invited = await call(admin.client, 'invitecompanyuser', {
      email,
      userRole: 2,
      department: 'Logistics',
    });
    expect(invited.body).toMatchObject({ status: true });
    const mail = lastMailTo(email);
    expect(mail?.subject).toContain(company.name);
    expect(mail?.link).toMatch(/^https:\/\/skillvia\.example\/it\/invitation\/[A-Za-z0-9_-]{43}$/);
    expect(mail?.html).toContain('href="https://skillvia.example/it/invitation/');
    const token = tokenOf(mail);
    const [row] = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.email, email));
    expect(row?.tokenHash).toBe(sha256(token));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // A visitor sees what the link offers.
    const visitor = new TestClient(t.app);
    expect((await call(visitor, 'companyinvitation', { token })).body).toEqual({
      status: true,
      company: { id: company.id, name: company.name },
      email,
      userRole: 2,
      department: 'Logistics',
    });
    expect((await call(visitor, 'acceptcompanyinvitation', { token })).statusCode).toBe(401);

    // They register, then accept.
    const username = `inv${unique()}`;
    const registered = await call(visitor, 'join', {
      susername: username,
      semail: email,
      spassword: 'Another-pass-2',
    });
    expect(registered.body).toMatchObject({ status: true });
    await visitor.login(username, 'Another-pass-2');
    expect((await call(visitor, 'acceptcompanyinvitation', { token })).body).toMatchObject({
      status: true,
      companyId: company.id,
    });
    expect((await call(visitor, 'loginCompanyDetails')).body).toMatchObject({
      company: { id: company.id, userRole: 2 },
    });
    const staff = await staffOf(admin.client);
    expect(staff.members).toContainEqual(
      expect.objectContaining({ userRole: 2, department: 'Logistics' }),
    );
    expect(staff.invitations).toEqual([]);

    // Once only.
    expect((await call(visitor, 'acceptcompanyinvitation', { token })).body).toMatchObject({
      status: false,
      code: 'invitation_invalid',
    });
    expect((await call(visitor, 'companyinvitation', { token })).body).toMatchObject({
      code: 'invitation_invalid',
    });
  });

  it('lets an existing user of another company accept and switch to the inviting one', async () => {
    const { company, admin } = await team();
    const elsewhere = await createCompany();
    const existing = await signedIn(elsewhere.id, 1);
    await call(admin.client, 'invitecompanyuser', { email: existing.user.email, userRole: 1 });
    const token = tokenOf(lastMailTo(existing.user.email.toLowerCase()));
    expect((await call(existing.client, 'acceptcompanyinvitation', { token })).body).toMatchObject({
      status: true,
    });
    expect((await call(existing.client, 'loginCompanyDetails')).body).toMatchObject({
      company: { id: company.id, userRole: 1 },
    });
    // Still staff of the first company.
    const memberships = await t.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, existing.user.id));
    expect(memberships).toHaveLength(2);
  });

  it('refuses an expired link, a resent link’s old token and a withdrawn invitation', async () => {
    const { admin } = await team();
    const someone = await signedIn();
    const email = someone.user.email.toLowerCase();
    await call(admin.client, 'invitecompanyuser', { email, userRole: 2 });
    const first = tokenOf(lastMailTo(email));
    await t.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.tokenHash, sha256(first)));
    expect((await staffOf(admin.client)).invitations[0]?.isExpired).toBe(true);
    expect(
      (await call(someone.client, 'acceptcompanyinvitation', { token: first })).body,
    ).toMatchObject({ code: 'invitation_invalid' });

    const id = (await staffOf(admin.client)).invitations[0]?.id ?? 0;
    expect((await call(admin.client, 'resendcompanyinvitation', { id })).body).toMatchObject({
      status: true,
    });
    const second = tokenOf(lastMailTo(email));
    expect(second).not.toBe(first);
    expect((await staffOf(admin.client)).invitations[0]?.isExpired).toBe(false);
    expect((await call(someone.client, 'companyinvitation', { token: second })).body).toMatchObject(
      {
        status: true,
      },
    );

    expect((await call(admin.client, 'revokecompanyinvitation', { id })).body).toMatchObject({
      status: true,
    });
    expect(
      (await call(someone.client, 'acceptcompanyinvitation', { token: second })).body,
    ).toMatchObject({ code: 'invitation_invalid' });
    expect((await staffOf(admin.client)).invitations).toEqual([]);
  });

  it('replaces a pending invitation to the same address and refuses staff addresses', async () => {
    const { admin, manager } = await team();
    await call(admin.client, 'invitecompanyuser', { email: 'twice@example.com', userRole: 2 });
    await call(admin.client, 'invitecompanyuser', { email: 'TWICE@example.com', userRole: 1 });
    expect((await staffOf(admin.client)).invitations).toEqual([
      expect.objectContaining({ email: 'twice@example.com', userRole: 1 }),
    ]);
    expect(
      (await call(admin.client, 'invitecompanyuser', { email: manager.user.email, userRole: 2 }))
        .body,
    ).toMatchObject({ code: 'already_member' });
    expect(
      (await call(admin.client, 'invitecompanyuser', { email: 'not-an-address', userRole: 2 }))
        .body,
    ).toMatchObject({ code: 'invalid_input', fields: { email: ['validation.email.pattern'] } });
    expect(
      (await call(admin.client, 'invitecompanyuser', { email: 'x@example.com', userRole: 3 })).body,
    ).toMatchObject({ code: 'invalid_input' });
  });

  it('refuses managers, and admins of another company cannot touch its invitations', async () => {
    const { admin, manager } = await team();
    await call(admin.client, 'invitecompanyuser', { email: 'kept@example.com', userRole: 2 });
    const id = (await staffOf(admin.client)).invitations[0]?.id ?? 0;
    for (const [action, fields] of [
      ['invitecompanyuser', { email: 'm@example.com', userRole: 2 }],
      ['resendcompanyinvitation', { id }],
      ['revokecompanyinvitation', { id }],
    ] as const) {
      expect((await call(manager.client, action, fields)).body).toMatchObject({
        code: 'forbidden',
      });
    }
    const other = await signedIn((await createCompany()).id, 1);
    expect((await call(other.client, 'revokecompanyinvitation', { id })).statusCode).toBe(404);
    expect((await call(other.client, 'resendcompanyinvitation', { id })).statusCode).toBe(404);
    expect((await staffOf(admin.client)).invitations).toHaveLength(1);
  });
});

describe('roles', () => {
  it('changes a role and department, and keeps the last admin an admin', async () => {
    const { admin, manager } = await team();
    expect(
      (
        await call(admin.client, 'updatecompanyuser', {
          userId: manager.user.id,
          userRole: 1,
          department: 'HR',
        })
      ).body,
    ).toMatchObject({ status: true });
    expect((await staffOf(manager.client)).members).toContainEqual(
      expect.objectContaining({ userId: manager.user.id, userRole: 1, department: 'HR' }),
    );
    // Two admins: one may step down; then the other is the last.
    expect(
      (await call(admin.client, 'updatecompanyuser', { userId: admin.user.id, userRole: 2 })).body,
    ).toMatchObject({ status: true });
    expect(
      (await call(manager.client, 'updatecompanyuser', { userId: manager.user.id, userRole: 2 }))
        .body,
    ).toMatchObject({ status: false, code: 'last_admin' });
  });

  it('removes a member but never the last admin', async () => {
    const { admin, manager } = await team();
    expect(
      (await call(admin.client, 'removecompanyuser', { userId: admin.user.id })).body,
    ).toMatchObject({ code: 'last_admin' });
    expect(
      (await call(admin.client, 'removecompanyuser', { userId: manager.user.id })).body,
    ).toMatchObject({ status: true });
    expect((await staffOf(admin.client)).members.map((member) => member.userId)).toEqual([
      admin.user.id,
    ]);
    expect((await call(manager.client, 'loginCompanyDetails')).body).toMatchObject({
      company: null,
    });
  });

  it('transfers the admin role in one step', async () => {
    const { admin, manager } = await team();
    expect(
      (await call(admin.client, 'transfercompanyadmin', { userId: admin.user.id })).body,
    ).toMatchObject({ code: 'invalid_input' });
    expect(
      (await call(admin.client, 'transfercompanyadmin', { userId: manager.user.id })).body,
    ).toMatchObject({ status: true });
    const staff = await staffOf(manager.client);
    expect(staff.members.map((member) => [member.userId, member.userRole])).toEqual([
      [manager.user.id, 1],
      [admin.user.id, 2],
    ]);
    // The former admin is a manager now.
    expect((await call(admin.client, 'companyusers')).body).toMatchObject({ code: 'forbidden' });
  });

  it('refuses managers, and an admin of another company cannot change this one', async () => {
    const { admin, manager } = await team();
    for (const [action, fields] of [
      ['updatecompanyuser', { userId: manager.user.id, userRole: 1 }],
      ['removecompanyuser', { userId: admin.user.id }],
      ['transfercompanyadmin', { userId: manager.user.id }],
    ] as const) {
      expect((await call(manager.client, action, fields)).body).toMatchObject({
        code: 'forbidden',
      });
    }
    const other = await signedIn((await createCompany()).id, 1);
    for (const [action, fields] of [
      ['updatecompanyuser', { userId: manager.user.id, userRole: 1 }],
      ['removecompanyuser', { userId: manager.user.id }],
      ['transfercompanyadmin', { userId: manager.user.id }],
    ] as const) {
      expect((await call(other.client, action, fields)).statusCode).toBe(404);
    }
    const staff = await staffOf(admin.client);
    expect(staff.members.map((member) => member.userRole)).toEqual([1, 2]);
  });
});

describe('a multi-location super admin', () => {
  it('manages the active location only, and switching changes which', async () => {
    const milano = await createCompany({ name: 'Milano' });
    const roma = await createCompany({ name: 'Roma', parentId: milano.id });
    const superAdmin = await signedIn(milano.id, 1);
    await t.db
      .insert(companyMembers)
      .values({ companyId: roma.id, userId: superAdmin.user.id, userRole: 1 });
    const romaManager = await signedIn(roma.id, 2);
    await t.db.insert(companyPeople).values([
      { companyId: milano.id, name: 'Mila Nese', email: 'mila@example.com' },
      { companyId: roma.id, name: 'Romolo Romano', email: 'romolo@example.com' },
    ]);
    await t.db
      .update(users)
      .set({ activeCompanyId: milano.id })
      .where(eq(users.id, superAdmin.user.id));
    const names = async () =>
      ((await call(superAdmin.client, 'companypeople')).body.people as Array<{ name: string }>).map(
        (person) => person.name,
      );
    expect(await names()).toEqual(['Mila Nese']);
    expect((await staffOf(superAdmin.client)).members).toHaveLength(1);
    // Roma's manager is not Milano's: removing them from the active (Milano) location is 404.
    expect(
      (await call(superAdmin.client, 'removecompanyuser', { userId: romaManager.user.id }))
        .statusCode,
    ).toBe(404);

    await call(superAdmin.client, 'switchCompanyProfile', { companyId: roma.id });
    expect(await names()).toEqual(['Romolo Romano']);
    expect((await staffOf(superAdmin.client)).members.map((member) => member.userId)).toEqual([
      superAdmin.user.id,
      romaManager.user.id,
    ]);
    // Roma's manager sees Roma's people only, and may not manage staff.
    expect(
      (
        (await call(romaManager.client, 'companypeople')).body.people as Array<{ name: string }>
      ).map((person) => person.name),
    ).toEqual(['Romolo Romano']);
    expect((await call(romaManager.client, 'companyusers')).body).toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('people of the company', () => {
  it('adds, searches, edits and removes people; an e-mail is unique in the company', async () => {
    const { company, admin, manager } = await team();
    const added = await call(admin.client, 'savecompanyperson', {
      name: 'Giorgio Verdi',
      email: 'Giorgio.Verdi@Example.com',
      department: 'Sales',
    });
    expect(added.body).toMatchObject({ status: true });
    const id = added.body.id as number;
    await call(admin.client, 'savecompanyperson', { name: 'Anna Neri', department: 'HR' });
    expect(
      (
        await call(admin.client, 'savecompanyperson', {
          name: 'Dup',
          email: 'giorgio.verdi@example.com',
        })
      ).body,
    ).toMatchObject({
      code: 'invalid_input',
      fields: { email: ['companyPeople.person.emailTaken'] },
    });

    // Managers read the list (to name participants) and search it.
    const list = await call(manager.client, 'companypeople', { q: 'sales' });
    expect(list.body).toEqual({
      status: true,
      people: [
        { id, name: 'Giorgio Verdi', email: 'giorgio.verdi@example.com', department: 'Sales' },
      ],
      total: 1,
    });
    expect((await call(manager.client, 'companypeople')).body.total).toBe(2);

    expect(
      (await call(admin.client, 'savecompanyperson', { id, name: 'Giorgio Verdi', email: '' }))
        .body,
    ).toMatchObject({ status: true });
    const [edited] = await t.db.select().from(companyPeople).where(eq(companyPeople.id, id));
    expect(edited).toMatchObject({ email: null, department: null, companyId: company.id });

    expect((await call(manager.client, 'removecompanyperson', { id })).body).toMatchObject({
      code: 'forbidden',
    });
    expect((await call(manager.client, 'savecompanyperson', { name: 'X' })).body).toMatchObject({
      code: 'forbidden',
    });
    const other = await signedIn((await createCompany()).id, 1);
    expect((await call(other.client, 'removecompanyperson', { id })).statusCode).toBe(404);
    expect((await call(other.client, 'savecompanyperson', { id, name: 'Stolen' })).statusCode).toBe(
      404,
    );
    expect((await call(other.client, 'companypeople')).body.total).toBe(0);
    expect((await call(admin.client, 'removecompanyperson', { id })).body).toMatchObject({
      status: true,
    });
    expect((await call(admin.client, 'companypeople')).body.total).toBe(1);
  });

  it('imports a CSV all or nothing: bad rows come back with their lines', async () => {
    const { company, admin, manager } = await team();
    await call(admin.client, 'savecompanyperson', {
      name: 'Old Name',
      email: 'kept@example.com',
      department: 'Old',
    });
    const bad = [
      'name,email,department',
      'Ada Lovelace,ada@example.com,R&D',
      ',nobody@example.com,Sales',
      'Bad Mail,not-a-mail,Sales',
      'Ada Again,ADA@example.com,R&D',
      '',
      'Fine Person,fine@example.com,',
    ].join('\n');
    const refused = await call(admin.client, 'importcompanypeople', { csv: bad });
    expect(refused.body).toEqual({
      status: true,
      imported: false,
      created: 0,
      updated: 0,
      problems: [
        { line: 3, problems: ['companyPeople.csv.nameMissing'] },
        { line: 4, problems: ['companyPeople.csv.emailInvalid'] },
        { line: 5, problems: ['companyPeople.csv.emailDuplicate'] },
      ],
    });
    expect((await call(admin.client, 'companypeople')).body.total).toBe(1);

    const good = [
      '\uFEFFName;E-mail;Department',
      '"Lovelace, Ada";ada@example.com;R&D',
      'New Name;KEPT@example.com;Quality',
    ].join('\r\n');
    expect((await call(admin.client, 'importcompanypeople', { csv: good })).body).toEqual({
      status: true,
      imported: true,
      created: 1,
      updated: 1,
      problems: [],
    });
    const people = await t.db
      .select({
        name: companyPeople.name,
        email: companyPeople.email,
        department: companyPeople.department,
      })
      .from(companyPeople)
      .where(eq(companyPeople.companyId, company.id));
    expect(people).toEqual(
      expect.arrayContaining([
        { name: 'Lovelace, Ada', email: 'ada@example.com', department: 'R&D' },
        { name: 'New Name', email: 'kept@example.com', department: 'Quality' },
      ]),
    );
    expect(
      (await call(admin.client, 'importcompanypeople', { csv: 'first,last\nA,B' })).body,
    ).toMatchObject({
      imported: false,
      problems: [{ line: 1, problems: ['companyPeople.csv.header'] }],
    });
    expect((await call(manager.client, 'importcompanypeople', { csv: good })).body).toMatchObject({
      code: 'forbidden',
    });
  });

  it('exports the people as CSV, formulas defused', async () => {
    const { admin, manager } = await team();
    await call(admin.client, 'importcompanypeople', {
      csv: 'name,email,department\n"Rossi, Mario",mario@example.com,Sales\n=cmd,cmd@example.com,\n',
    });
    const exported = await call(admin.client, 'exportcompanypeople');
    expect(exported.body.status).toBe(true);
    expect(exported.body.csv).toBe(
      'name,email,department\r\n"\'=cmd",cmd@example.com,\r\n"Rossi, Mario",mario@example.com,Sales',
    );
    expect(exported.body.filename).toMatch(/^people-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await call(manager.client, 'exportcompanypeople')).body).toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('last sign-in', () => {
  it('is recorded when a user signs in with a password', async () => {
    const user = await createUser(t.db);
    const before = await t.db
      .select({ at: users.lastLoginAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(before[0]?.at).toBeNull();
    await new TestClient(t.app).login(user.username, user.password);
    const [after] = await t.db
      .select({ at: users.lastLoginAt })
      .from(users)
      .where(and(eq(users.id, user.id)));
    expect(Date.now() - (after?.at?.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('a company booking', () => {
  it('links each participant named with an e-mail to the company’s people, adding new ones', async () => {
    const { company, admin, manager } = await team();
    await call(admin.client, 'savecompanyperson', {
      name: 'Known Person',
      email: 'known@example.com',
      department: 'Sales',
    });
    const provider = await createProvider(t.db);
    const topic = await insertTopic(t.db, provider.id, { priceMinor: 10_000 });
    const inDays = (days: number) =>
      new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
    const response = await manager.client.action(
      'requestbooking',
      {
        topicId: topic.id,
        dates: JSON.stringify([inDays(10)]),
        participants: 3,
        named: JSON.stringify([
          { name: 'Known (typed differently)', email: 'KNOWN@example.com' },
          { name: 'New Colleague', email: 'new.colleague@example.com' },
          { name: 'No Address' },
        ]),
        delivery: 'online',
        forCompany: true,
      },
      { endpoint: 'selling' },
    );
    const booking = response.json<{ status: boolean; booking: { id: number } }>();
    expect(booking.status, response.body).toBe(true);
    const people = await t.db
      .select()
      .from(companyPeople)
      .where(eq(companyPeople.companyId, company.id));
    expect(people.map((person) => [person.name, person.email])).toEqual(
      expect.arrayContaining([
        ['Known Person', 'known@example.com'],
        ['New Colleague', 'new.colleague@example.com'],
      ]),
    );
    expect(people).toHaveLength(2);
    const participants = await t.db
      .select({ name: bookingParticipants.name, personId: bookingParticipants.companyPersonId })
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, booking.booking.id));
    const idOf = (email: string) => people.find((person) => person.email === email)?.id;
    expect(participants).toEqual(
      expect.arrayContaining([
        { name: 'Known (typed differently)', personId: idOf('known@example.com') },
        { name: 'New Colleague', personId: idOf('new.colleague@example.com') },
        { name: 'No Address', personId: null },
      ]),
    );
  });
});

describe('locations', () => {
  type Location = {
    id: number;
    name: string;
    isGroupRoot: boolean;
    userRole: number;
    active: boolean;
  };
  const locationsOf = async (client: TestClient) => {
    const response = await client.action('companylocations', {}, { endpoint: 'second' });
    return response.json<{ status: boolean; list: Location[]; code?: string }>();
  };

  it('a super admin adds a location of their group, becomes its admin and invites further admins', async () => {
    const milano = await createCompany({ name: 'Gruppo Milano', kind: 'sme' });
    const roma = await createCompany({ name: 'Gruppo Roma', parentId: milano.id, kind: 'sme' });
    const superAdmin = await signedIn(milano.id, 1);
    await t.db
      .insert(companyMembers)
      .values({ companyId: roma.id, userId: superAdmin.user.id, userRole: 1 });
    await t.db
      .update(users)
      .set({ activeCompanyId: roma.id })
      .where(eq(users.id, superAdmin.user.id));
    const response = await superAdmin.client.action(
      'addcompanylocation',
      {
        name: 'Gruppo Torino',
        address: 'Via Po 1, Torino',
        vatNumber: 'IT09876543210',
        country: 'it',
        admins: `torino.admin@example.com, ${superAdmin.user.email}`,
      },
      { endpoint: 'second' },
    );
    const added = response.json<{ status: boolean; id: number; invited: number }>();
    expect(added, response.body).toMatchObject({ status: true, invited: 1 });
    const [torino] = await t.db.select().from(companies).where(eq(companies.id, added.id));
    // A location of the group's first profile, even when added from another location.
    expect(torino).toMatchObject({
      name: 'Gruppo Torino',
      parentId: milano.id,
      kind: 'sme',
      address: 'Via Po 1, Torino',
      vatNumber: 'IT09876543210',
      country: 'IT',
    });
    expect(tokenOf(lastMailTo('torino.admin@example.com'))).toBeTruthy();
    expect(
      (await locationsOf(superAdmin.client)).list.map((location) => [
        location.name,
        location.isGroupRoot,
        location.active,
      ]),
    ).toEqual([
      ['Gruppo Milano', true, false],
      ['Gruppo Roma', false, true],
      ['Gruppo Torino', false, false],
    ]);
    // Its data is its own: no people, the creator its only staff, until they switch to it.
    await call(superAdmin.client, 'switchCompanyProfile', { companyId: added.id });
    expect((await call(superAdmin.client, 'companypeople')).body.total).toBe(0);
    const staff = await staffOf(superAdmin.client);
    expect(staff.members.map((member) => [member.userId, member.userRole])).toEqual([
      [superAdmin.user.id, 1],
    ]);
    expect(staff.invitations.map((invitation) => invitation.userRole)).toEqual([1]);
  });

  it("a location's admin sees only the locations they belong to, and cannot switch to another", async () => {
    const milano = await createCompany({ name: 'Sede Milano' });
    const roma = await createCompany({ name: 'Sede Roma', parentId: milano.id });
    await t.db
      .insert(companyPeople)
      .values({ companyId: milano.id, name: 'Milanese', email: 'm@example.com' });
    const romaAdmin = await signedIn(roma.id, 1);
    expect((await locationsOf(romaAdmin.client)).list.map((location) => location.name)).toEqual([
      'Sede Roma',
    ]);
    const switched = await call(romaAdmin.client, 'switchCompanyProfile', { companyId: milano.id });
    expect(switched.body).toMatchObject({ code: 'not_company_member' });
    expect((await call(romaAdmin.client, 'companypeople')).body.total).toBe(0);
    // A manager may not list or add locations; nor may someone of another company see these.
    const romaManager = await signedIn(roma.id, 2);
    expect(await locationsOf(romaManager.client)).toMatchObject({ code: 'forbidden' });
    const outsider = await signedIn((await createCompany({ name: 'Altro' })).id, 1);
    expect((await locationsOf(outsider.client)).list.map((location) => location.name)).toEqual([
      'Altro',
    ]);
    const refused = await romaManager.client.action(
      'addcompanylocation',
      { name: 'Abusiva' },
      { endpoint: 'second' },
    );
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    const invalid = await romaAdmin.client.action(
      'addcompanylocation',
      { name: 'Sede Napoli', admins: 'not-an-address' },
      { endpoint: 'second' },
    );
    expect(invalid.json()).toMatchObject({
      code: 'invalid_input',
      fields: { admins: ['validation.email.pattern'] },
    });
  });
});
