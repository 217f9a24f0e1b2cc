import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema.ts';
import type { TestClient } from '../../test/app.ts';
import { createTestApp, createUser, type TestApp } from '../../test/app.ts';
import { insertTopic } from '../../test/catalogue-rows.ts';
import { staffSession } from '../../test/staff.ts';

/**
 * The console's people (docs/product.md, "The operator console"): found by part of a name,
 * username or e-mail; a record with their listings and the reports about them; two-factor reset
 * after an identity check, recorded with how it was checked.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
});
afterAll(() => t.close());

type Body = Record<string, unknown> & { status: boolean; code?: string };
const call = async (client: TestClient, action: string, fields: Record<string, unknown> = {}) =>
  (await client.action(action, fields as Record<string, string>, { json: true })).json<Body>();

const signedIn = (role: 'operator' | 'support' | null = null) => staffSession(t, role);

describe('people', () => {
  it('are found by part of their e-mail, and their record shows what is theirs and reported', async () => {
    const support = await signedIn('support');
    const person = await createUser(t.db);
    await t.db
      .update(users)
      .set({ email: 'zanzibar.trainer@example.com', firstName: 'Zoe', lastName: 'Zanzi' })
      .where(eq(users.id, person.id));
    const topic = await insertTopic(t.db, person.id, { title: 'Zanzibar sales' });
    const reporter = await signedIn();
    await call(reporter.client, 'reportcontent', { kind: 'topic', id: topic.id, reason: 'spam' });

    const found = await call(support.client, 'adminPeople', { q: 'ZANZIBAR' });
    expect(found.people).toEqual([
      expect.objectContaining({ userId: person.id, name: 'Zoe Zanzi', suspended: false }),
    ]);
    const record = await call(support.client, 'adminPerson', { userId: person.id });
    expect(record).toMatchObject({
      status: true,
      person: { username: person.username, twoFactorEnabled: false, isSelf: false },
      listings: [{ kind: 'topic', id: topic.id, title: 'Zanzibar sales', status: 'published' }],
    });
    expect((record.reportsAbout as unknown[]).length).toBe(1);
    expect((await call(support.client, 'adminPeople', { q: 'z' })).code).toBe('invalid_input');
  });

  it('has their two-factor sign-in reset with how their identity was checked, never one’s own', async () => {
    const operator = await signedIn('operator');
    const person = await createUser(t.db);
    await t.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
      .where(eq(users.id, person.id));
    const reason = 'Video call, ID card matches the account';
    expect(
      await call(operator.client, 'adminResetTwoFactor', { userId: person.id, reason }),
    ).toMatchObject({ status: true });
    const [row] = await t.db
      .select({ enabledAt: users.totpEnabledAt })
      .from(users)
      .where(eq(users.id, person.id));
    expect(row?.enabledAt).toBeNull();
    const [audit] = await t.db
      .select({ actorId: auditEvents.actorId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'two_factor_reset'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit).toEqual({ actorId: operator.id, detail: { reason } });
    const own = await operator.client.action(
      'adminResetTwoFactor',
      { userId: String(operator.id), reason },
      { json: true },
    );
    expect(own.statusCode).toBe(403);
  });
});
