import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testPasswords } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { companies, invoices } from '../schema.ts';
import { seedDemoData } from '../seed.ts';
import { seedDemoInvoices } from './invoices-seed.ts';

let database: TestDatabase;
let db: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-invoices-'));
  await seedDemoData(db, testPasswords, dataDir);
}, 240_000);

afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('gives ACME a year of invoices in every state, a credit note among them, once', async () => {
  const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme'));
  const rows = await db.select().from(invoices).where(eq(invoices.companyId, acme!.id));
  const states = new Set(rows.filter((row) => row.kind === 'invoice').map((row) => row.state));
  expect([...states].sort()).toEqual(['credited', 'issued', 'overdue', 'paid']);
  expect(rows.filter((row) => row.kind === 'credit_note')).toHaveLength(1);
  for (const row of rows) expect(row.grossMinor).toBe(row.netMinor + row.vatMinor);
  await seedDemoInvoices(db);
  expect(await db.select().from(invoices).where(eq(invoices.companyId, acme!.id))).toHaveLength(
    rows.length,
  );
});
