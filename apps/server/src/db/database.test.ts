import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { testPasswords } from '../test/app.ts';
import { runMigrations } from './migrate.ts';
import { demoUsers, seedDemoAccounts } from './seed.ts';
import { companies, companyMembers, userSettings, users } from './schema.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('migrations', () => {
  it('can run again at every start without changes', async () => {
    await runMigrations(database.handle);
    await runMigrations(database.handle);
    const { db } = database.handle;
    const rows = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`);
    expect(rows[0]?.count).toBeGreaterThanOrEqual(2);
  });

  it('installs pg_trgm', async () => {
    const rows = await database.handle.db
      .select({ similarity: sql<number>`similarity('mario', 'maria')` })
      .from(sql`(select 1) as one`);
    expect(rows[0]?.similarity).toBeGreaterThan(0);
  });
});

describe('demo seed', () => {
  it('creates the demo accounts with settings and is idempotent', async () => {
    const { db } = database.handle;
    await seedDemoAccounts(db, testPasswords);
    await seedDemoAccounts(db, testPasswords);
    const all = await db.select({ username: users.username }).from(users);
    expect(all).toHaveLength(demoUsers.length);
    expect(all.length).toBeGreaterThanOrEqual(40);
    const memberships = await db
      .select({ username: users.username, kind: companies.kind, userRole: companyMembers.userRole })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId));
    expect(memberships).toContainEqual({ username: 'acme_admin', kind: 'company', userRole: 1 });
    expect(memberships).toContainEqual({ username: 'pmi_admin', kind: 'sme', userRole: 1 });
    expect(memberships.filter((row) => row.username === 'acme_admin')).toHaveLength(2);
    const settings = await db.select().from(userSettings);
    expect(settings).toHaveLength(demoUsers.length);
  });
});
