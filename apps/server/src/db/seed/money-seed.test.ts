import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPasswords } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { billingDetailsProblems } from '@app/contracts/billing';
import {
  billingDetails,
  companies,
  invoices,
  purchaseOrders,
  stateTransitions,
} from '../schema.ts';
import { seedDemoData } from '../seed.ts';
import { seedMoneyDemo } from './money.ts';
import { folderStorageOf } from '../../lib/storage.ts';
import { fatturaXml, hasFatturaXml } from '../../modules/invoices/index.ts';
import { validateFattura } from '../../test/fatturapa-schema.ts';

let database: TestDatabase;
let db: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-money-'));
  await seedDemoData(db, testPasswords, folderStorageOf(dataDir));
}, 240_000);

afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo’s billing details', () => {
  it('pass the rules its own forms apply: VAT ids, tax codes and IBANs with right check digits', async () => {
    const rows = await db.select().from(billingDetails);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const owner = row.companyId !== null ? 'company' : row.iban !== null ? 'provider' : 'buyer';
      expect({ who: row.legalName, problems: billingDetailsProblems(row, owner) }).toEqual({
        who: row.legalName,
        problems: {},
      });
    }
  });
});

describe('the demo’s FatturaPA files', () => {
  it('validate against the official 1.2.2 schema, the stamp duty of a seller without VAT declared', async () => {
    const rows = await db.select().from(invoices);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const written = rows.filter((row) => hasFatturaXml(row));
    expect(written.length).toBeGreaterThan(5);
    let stamped = 0;
    for (const row of written) {
      const credited = row.creditedInvoiceId === null ? null : byId.get(row.creditedInvoiceId);
      const xml = fatturaXml(
        row,
        credited ? { number: credited.number, issueDate: credited.issueDate } : null,
      );
      const result = await validateFattura(xml);
      expect({ number: row.number, errors: result.errors }).toEqual({
        number: row.number,
        errors: [],
      });
      if (xml.includes('<DatiBollo>')) stamped += 1;
    }
    // The exempt training body and the flat-rate trainer invoice above 77,47 €: a stamp each.
    expect(stamped).toBeGreaterThan(0);
  });
});

describe('the money demo', () => {
  it('gives ACME orders in every state and invoices paid, issued, overdue and credited', async () => {
    const acme = await db
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.slug, ['acme', 'acme-roma']));
    const ids = acme.map((row) => row.id);
    const orders = await db
      .select()
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.companyId, ids));
    expect(new Set(orders.map((row) => row.state))).toEqual(
      new Set(['issued', 'acknowledged', 'fulfilled', 'invoiced', 'closed', 'cancelled']),
    );
    const documents = await db.select().from(invoices).where(inArray(invoices.companyId, ids));
    expect(
      new Set(documents.filter((row) => row.kind === 'invoice').map((row) => row.state)),
    ).toEqual(new Set(['issued', 'overdue', 'paid', 'credited']));
    const credit = documents.find((row) => row.kind === 'credit_note');
    expect(credit?.creditedInvoiceId).toBe(documents.find((row) => row.state === 'credited')?.id);
    const months = new Set(documents.map((row) => row.issueDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(9);
    for (const row of documents) expect(row.grossMinor).toBe(row.netMinor + row.vatMinor);
    // Issued with the trainers' pictures, kept as the documents' own logos.
    expect(documents.every((row) => row.logoId !== null)).toBe(true);
  });

  it('numbers each series without gaps, and ends each history at the document’s state', async () => {
    const rows = await db.select().from(invoices);
    const series = new Map<string, number[]>();
    for (const row of rows) {
      const key = `${row.providerId}:${row.kind}:${row.year}`;
      series.set(key, [...(series.get(key) ?? []), row.sequence]);
    }
    for (const sequences of series.values()) {
      expect(sequences.sort((a, b) => a - b)).toEqual(sequences.map((_, index) => index + 1));
    }
    for (const row of rows) {
      const [last] = await db
        .select({ toState: stateTransitions.toState })
        .from(stateTransitions)
        .where(and(eq(stateTransitions.machine, 'invoice'), eq(stateTransitions.recordId, row.id)))
        .orderBy(desc(stateTransitions.createdAt), desc(stateTransitions.id))
        .limit(1);
      expect(last?.toState).toBe(row.state);
    }
  });

  it('runs once', async () => {
    const before = await db.$count(purchaseOrders);
    await seedMoneyDemo(db, folderStorageOf(dataDir));
    expect(await db.$count(purchaseOrders)).toBe(before);
  });
});
