import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDetailsProblems } from '@app/contracts/billing';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { billingDetails, companies, users } from '../schema.ts';
import { demoCompanyBilling, demoUserBilling, seedBillingDetails } from './billing.ts';

/** The demo's billing details pass the rules a user saving them would meet, and seed once. */
describe('demo billing details', () => {
  it.each(Object.entries(demoUserBilling))('%s’s are complete', (username, details) => {
    const owner = username === 'mario_rossi' ? 'buyer' : 'provider';
    expect(billingDetailsProblems(details, owner)).toEqual({});
  });

  it.each(Object.entries(demoCompanyBilling))('company %s’s are complete', (_slug, details) => {
    expect(billingDetailsProblems(details, 'company')).toEqual({});
  });

  it('has a provider under each VAT regime', () => {
    expect(new Set(Object.values(demoUserBilling).map((details) => details.vatRegime))).toEqual(
      new Set(['standard', 'exempt_training', 'flat_rate', 'reverse_charge']),
    );
  });
});

describe('seeding them', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('fills what is missing, keeps what exists, and sets untaxed providers to 0 %', async () => {
    const { db } = database.handle;
    const people = await db
      .insert(users)
      .values(
        Object.keys(demoUserBilling).map((username) => ({
          username,
          email: `${username}@example.com`,
          passwordHash: 'x',
          serviceType: username === 'mario_rossi' ? ('seeker' as const) : ('provider' as const),
        })),
      )
      .returning({ id: users.id, username: users.username });
    await db.insert(companies).values(
      Object.keys(demoCompanyBilling).map((slug) => ({
        slug,
        name: slug,
        kind: 'company' as const,
      })),
    );
    const giulia = people.find((person) => person.username === 'giulia_bianchi')!;
    await db
      .insert(billingDetails)
      .values({ ...demoUserBilling.giulia_bianchi!, userId: giulia.id, city: 'Asti' });

    await seedBillingDetails(db);
    await seedBillingDetails(db);

    const rows = await db.select().from(billingDetails);
    expect(rows).toHaveLength(
      Object.keys(demoUserBilling).length + Object.keys(demoCompanyBilling).length,
    );
    expect(rows.find((row) => row.userId === giulia.id)?.city).toBe('Asti');
    const rates = await db
      .select({ username: users.username, rate: users.vatRateBasisPoints })
      .from(users);
    expect(Object.fromEntries(rates.map((row) => [row.username, row.rate]))).toEqual({
      giulia_bianchi: 2200,
      formazione_nordest: 0,
      francesca_russo: 0,
      daniel_murphy: 0,
      mario_rossi: 2200,
    });
  });
});
