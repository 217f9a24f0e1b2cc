import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testPasswords } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed.ts';
import { companies, companyInvitations, companyMembers, companyPeople, users } from '../schema.ts';
import { seedDemoCompanyPeople } from './company-people-seed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('gives both ACME locations staff in both roles, people and a pending invitation, once', async () => {
  const db = database.handle.db;
  await seedDemoAccounts(db, testPasswords);
  await seedDemoCompanyPeople(db, testPasswords, DEMO_PASSWORD);
  await seedDemoCompanyPeople(db, testPasswords, DEMO_PASSWORD);

  const staff = await db
    .select({
      slug: companies.slug,
      username: users.username,
      userRole: companyMembers.userRole,
      department: companyMembers.department,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(users, eq(users.id, companyMembers.userId));
  expect(staff).toEqual(
    expect.arrayContaining([
      { slug: 'acme', username: 'acme_admin', userRole: 1, department: 'HR' },
      { slug: 'acme', username: 'laura_ferrara', userRole: 2, department: 'HR' },
      { slug: 'acme', username: 'fabio_longo', userRole: 2, department: 'Sales' },
      { slug: 'acme-roma', username: 'acme_admin', userRole: 1, department: 'HR' },
      { slug: 'acme-roma', username: 'roberta_sala', userRole: 2, department: 'Operations' },
    ]),
  );
  const people = await db
    .select({ slug: companies.slug })
    .from(companyPeople)
    .innerJoin(companies, eq(companies.id, companyPeople.companyId));
  expect(people.filter((person) => person.slug === 'acme')).toHaveLength(8);
  expect(people.filter((person) => person.slug === 'acme-roma')).toHaveLength(7);
  const pending = await db
    .select()
    .from(companyInvitations)
    .where(isNull(companyInvitations.acceptedAt));
  expect(pending).toHaveLength(1);
  expect(pending[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  // The new managers sign in with the demo password.
  const [roberta] = await db.select().from(users).where(eq(users.username, 'roberta_sala'));
  expect(await testPasswords.verify(roberta?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
});
