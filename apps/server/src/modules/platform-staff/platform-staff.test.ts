import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';
import { staffSession } from '../../test/staff.ts';

/**
 * Platform roles (docs/product.md, "The operator console"): the console's actions admit operators
 * (and, where said, support) signed in with their second factor; everyone else is refused. An
 * operator changes others' roles, never their own, and every change is in the operators' audit,
 * written with it.
 */

type Reply = Record<string, unknown> & { status: boolean; code?: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
});
afterAll(() => t.close());

async function call(client: TestClient, action: string, fields: Record<string, string> = {}) {
  const response = await client.action(action, fields, { json: true });
  return { http: response.statusCode, body: response.json<Reply>() };
}

const staff = (role: 'operator' | 'support' | null, secondFactor = true) =>
  staffSession(t, role, secondFactor);

describe('the console’s gate', () => {
  it('admits an operator signed in with the second factor, and tells one without it why not', async () => {
    const operator = await staff('operator');
    expect((await call(operator.client, 'adminPlatformStaff')).body).toMatchObject({
      status: true,
    });
    const withoutCode = await staff('operator', false);
    expect((await call(withoutCode.client, 'adminPlatformStaff')).body).toMatchObject({
      status: false,
      code: 'two_factor_required',
    });
    const person = await staff(null);
    expect(await call(person.client, 'adminPlatformStaff')).toMatchObject({
      http: 403,
      body: { code: 'forbidden' },
    });
    // Support does not change roles.
    const support = await staff('support');
    expect(
      await call(support.client, 'adminSetPlatformRole', {
        username: person.username,
        role: 'support',
      }),
    ).toMatchObject({ http: 403, body: { code: 'forbidden' } });
    expect((await call(person.client, 'loginuserdetail')).body).toMatchObject({
      platformRole: null,
    });
  });
});

describe('platform roles', () => {
  it('an operator gives and takes a role; the person’s details and the audit say so', async () => {
    const operator = await staff('operator');
    const person = await staff(null);
    const given = await call(operator.client, 'adminSetPlatformRole', {
      username: person.username.toUpperCase(),
      role: 'support',
    });
    expect(given.body).toMatchObject({ status: true });
    expect((await call(person.client, 'loginuserdetail')).body).toMatchObject({
      platformRole: 'support',
    });
    const list = (await call(operator.client, 'adminPlatformStaff')).body.list as Array<{
      username: string;
      platformRole: string;
      isSelf: boolean;
    }>;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: person.username, platformRole: 'support' }),
        expect.objectContaining({ username: operator.username, isSelf: true }),
      ]),
    );

    await call(operator.client, 'adminSetPlatformRole', {
      username: person.username,
      role: 'none',
    });
    const rows = await t.db
      .select({ actorId: auditEvents.actorId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, person.id), eq(auditEvents.kind, 'platform_role_changed')))
      .orderBy(auditEvents.id);
    expect(rows).toEqual([
      { actorId: operator.id, detail: { role: 'support' } },
      { actorId: operator.id, detail: { role: 'none' } },
    ]);
  });

  it('never changes one’s own role, and refuses an unknown name or role', async () => {
    const operator = await staff('operator');
    expect(
      (
        await call(operator.client, 'adminSetPlatformRole', {
          username: operator.username,
          role: 'none',
        })
      ).body,
    ).toMatchObject({ status: false, code: 'own_platform_role' });
    expect(
      await call(operator.client, 'adminSetPlatformRole', { username: 'nobody77', role: 'none' }),
    ).toMatchObject({ http: 404 });
    expect(
      await call(operator.client, 'adminSetPlatformRole', {
        username: operator.username,
        role: 'root',
      }),
    ).toMatchObject({ http: 400 });
    const [row] = await t.db
      .select({ role: users.platformRole })
      .from(users)
      .where(eq(users.id, operator.id));
    expect(row?.role).toBe('operator');
  });
});
