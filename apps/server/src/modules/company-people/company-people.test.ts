import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvitations, companyMembers, companyPeople, users } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { sha256 } from '../../lib/tokens.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import { capturingMailer, peopleFixtures } from '../../test/company-staff.ts';

const sent: MailMessage[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    mailer: capturingMailer(sent),
    config: { actionRateLimits: false, publicUrl: 'https://skillvia.example' },
  });
});
afterAll(() => t.close());

const { unique, createCompany, signedIn, team, call, staffOf, tokenOf, lastMailTo } =
  peopleFixtures(() => t, sent);

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
    const mail = await lastMailTo(email);
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
    const token = tokenOf(await lastMailTo(existing.user.email.toLowerCase()));
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
    const first = tokenOf(await lastMailTo(email));
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
    const second = tokenOf(await lastMailTo(email));
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

  it('invites several addresses at once, each by its own link, and skips the staff', async () => {
    const { company, admin, manager } = await team();
    const first = `bulk-a-${unique()}@example.com`;
    const second = `bulk-b-${unique()}@example.com`;
    const answer = await call(admin.client, 'invitecompanyusers', {
      emails: `${first.toUpperCase()}, ${second}\n${manager.user.email}; ${first}`,
      userRole: 2,
      department: 'Sales',
    });
    expect(answer.body).toMatchObject({
      status: true,
      invited: [first, second],
      alreadyMembers: [manager.user.email.toLowerCase()],
    });
    const [one, two] = [await lastMailTo(first), await lastMailTo(second)];
    expect(one?.subject).toContain(company.name);
    expect(tokenOf(one)).not.toBe(tokenOf(two));
    expect((await staffOf(admin.client)).invitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: first, department: 'Sales' }),
        expect.objectContaining({ email: second, department: 'Sales' }),
      ]),
    );

    // One address that is not one: nothing is sent, and the box is told so.
    const wrong = await call(admin.client, 'invitecompanyusers', {
      emails: `ok-${unique()}@example.com not-an-address`,
      userRole: 2,
    });
    expect(wrong.body).toMatchObject({
      code: 'invalid_input',
      fields: { emails: ['validation.emails.invalid'] },
    });
    const many = Array.from({ length: 51 }, (_, index) => `m${index}@example.com`).join(' ');
    expect(
      (await call(admin.client, 'invitecompanyusers', { emails: many, userRole: 2 })).body,
    ).toMatchObject({ fields: { emails: ['validation.emails.tooMany'] } });
    expect(
      (await call(admin.client, 'invitecompanyusers', { emails: ' , ', userRole: 2 })).body,
    ).toMatchObject({ fields: { emails: ['validation.required'] } });
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
