import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPasswords } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { bookingParticipants, bookings, companies, trainingAssessments } from '../schema.ts';
import { seedDemoData } from '../seed.ts';
import { seedCompanySchedule } from './company-schedule-seed.ts';
import { folderStorageOf } from '../../lib/storage.ts';

let database: TestDatabase;
let db: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-schedule-'));
  await seedDemoData(db, testPasswords, folderStorageOf(dataDir));
}, 240_000);

afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('ACME’s demo schedule and assessments', () => {
  it('fills the coming months and keeps three past trainings with answers', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme'));
    expect(acme?.assessmentQuestions).toHaveLength(4);
    const rows = await db.select().from(bookings).where(eq(bookings.companyId, acme!.id));
    const upcoming = rows.filter(
      (row) =>
        ['accepted', 'requested', 'awaiting_approval'].includes(row.state) &&
        (row.startsAt ?? new Date(row.proposedDates[0]!)) > new Date(),
    );
    expect(upcoming.length).toBeGreaterThanOrEqual(8);
    const months = new Set(
      upcoming.map((row) => (row.startsAt ?? new Date(row.proposedDates[0]!)).getUTCMonth()),
    );
    expect(months.size).toBeGreaterThanOrEqual(3);
    const answered = await db
      .select()
      .from(trainingAssessments)
      .where(
        and(
          eq(trainingAssessments.companyId, acme!.id),
          isNotNull(trainingAssessments.submittedAt),
        ),
      );
    expect(new Set(answered.map((row) => row.bookingId)).size).toBe(3);
    const soon = await db
      .select()
      .from(bookingParticipants)
      .where(isNotNull(bookingParticipants.certificateExpiresOn));
    const inDays = soon.map(
      (row) => (Date.parse(row.certificateExpiresOn!) - Date.now()) / (24 * 60 * 60 * 1000),
    );
    expect(inDays.some((days) => days > 0 && days <= 30)).toBe(true);
  });

  it('runs once', async () => {
    const before = await db.select({ id: bookings.id }).from(bookings);
    await seedCompanySchedule(db);
    const after = await db.select({ id: bookings.id }).from(bookings);
    expect(after.length).toBe(before.length);
  });
});
