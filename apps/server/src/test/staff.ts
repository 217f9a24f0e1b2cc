import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { createUser, TestClient, type TestApp } from './app.ts';

/**
 * A signed-in account with a platform role (or none), for the console's tests. With a role, the
 * session is marked as signed in with the second factor, as `logintwofactor` marks it; with
 * `secondFactor` false it is not (the console then answers two_factor_required).
 */
export async function staffSession(
  t: TestApp,
  role: 'operator' | 'support' | null,
  secondFactor = true,
) {
  const account = await createUser(t.db);
  await t.db.update(users).set({ platformRole: role }).where(eq(users.id, account.id));
  const client = new TestClient(t.app);
  expect((await client.login(account.username, account.password)).json()).toMatchObject({
    status: true,
  });
  if (role && secondFactor) {
    await t.db.update(sessions).set({ twoFactor: true }).where(eq(sessions.userId, account.id));
  }
  return { ...account, client };
}
