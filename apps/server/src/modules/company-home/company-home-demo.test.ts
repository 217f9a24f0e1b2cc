import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompanyDashboard } from './company-home.service.ts';
import { listCompanyTrainers } from './company-trainers.service.ts';
import { findActiveMembership } from '../../shared/memberships.repository.ts';
import { testPasswords } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { bookings, companyTrainers, demoSeedParts, siteReports, users } from '../../db/schema.ts';
import { seedDemoData } from '../../db/seed.ts';
import { folderStorageOf } from '../../lib/storage.ts';

let database: TestDatabase;
let db: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-company-trainers-'));
  await seedDemoData(db, testPasswords, folderStorageOf(dataDir));
}, 180_000);

afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function membershipOf(username: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no ${username}`);
  const membership = await findActiveMembership(db, user.id);
  if (!membership) throw new Error(`${username} works in no company`);
  return { userId: user.id, membership };
}

/** The demo (db/seed/company-trainers-seed.ts) as the company dashboard shows it. */
describe('demo approved trainers of ACME', () => {
  it('gives two trainers a note and real figures from ACME', async () => {
    const { membership } = await membershipOf('laura_ferrara');
    const { canEdit, list } = await listCompanyTrainers(db, membership);
    expect(canEdit).toBe(false);
    const noted = list.filter((row) => row.note !== null);
    expect(noted.map((row) => row.trainer?.username).sort()).toEqual([
      'giulia_bianchi',
      'luca_ferrari',
    ]);
    for (const row of noted) {
      expect(row.bookings).toBeGreaterThanOrEqual(2);
      expect(row.reviewCount).toBe(2);
      expect(row.rating).toBeGreaterThanOrEqual(3.5);
      expect(row.spend[0]?.amountMinor).toBeGreaterThan(0);
      expect(row.topicCount).toBeGreaterThan(0);
    }
    // The address nobody joined with yet stays an approval without an account.
    expect(list.some((row) => row.trainer === null && row.status === 'approved')).toBe(true);
  });

  it("fills the admin's home: upcoming trainings, recent activity and both locations", async () => {
    const { userId, membership } = await membershipOf('acme_admin');
    const home = await getCompanyDashboard(db, userId, membership);
    expect(home.isAdmin).toBe(true);
    expect(home.upcoming.length).toBeGreaterThanOrEqual(2);
    expect(home.activity.length).toBeGreaterThanOrEqual(5);
    expect(home.locations.map((row) => row.name)).toEqual([
      'ACME S.p.A. – Milano',
      'ACME S.p.A. – Roma',
    ]);
  });

  it('is seeded once', async () => {
    const before = await db.$count(bookings);
    const notes = await db.$count(companyTrainers);
    await seedDemoData(db, testPasswords, folderStorageOf(dataDir));
    expect(await db.$count(bookings)).toBe(before);
    expect(await db.$count(companyTrainers)).toBe(notes);
  });

  it('asks every part again when the parts done are not written down, and doubles nothing', async () => {
    const before = await db.$count(bookings);
    const notes = await db.$count(companyTrainers);
    const parts = await db.$count(demoSeedParts);
    await db.delete(demoSeedParts);
    await seedDemoData(db, testPasswords, folderStorageOf(dataDir));
    expect(await db.$count(bookings)).toBe(before);
    expect(await db.$count(companyTrainers)).toBe(notes);
    expect(await db.$count(demoSeedParts)).toBe(parts);
  });

  it('runs on the next start a part that a later build adds', async () => {
    // A demo seeded before the operator's part existed: neither the part nor its reports are here.
    await db.delete(siteReports);
    await db.delete(demoSeedParts).where(eq(demoSeedParts.part, 'operator'));
    await seedDemoData(db, testPasswords, folderStorageOf(dataDir));
    expect(await db.$count(siteReports)).toBeGreaterThan(0);
    // A part written down is not asked again, even when its rows are gone.
    await db.delete(siteReports);
    await seedDemoData(db, testPasswords, folderStorageOf(dataDir));
    expect(await db.$count(siteReports)).toBe(0);
  });
});
