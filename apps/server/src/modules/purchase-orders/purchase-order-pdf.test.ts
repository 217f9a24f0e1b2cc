import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { logoPngOf } from '../invoices/index.ts';
import { renderOrderPdf, type OrderDocument } from './purchase-order-pdf.ts';
import { folderStorageOf } from '../../lib/storage.ts';

/** The order's PDF on its own: an uploaded logo (WebP) drawn in, every figure from the snapshot. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'po-pdf-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const party = {
  legalName: 'ACME S.p.A.',
  street: 'Via Roma 1',
  postalCode: '20100',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  vatId: 'IT01234567890',
  taxCode: null,
  sdiCode: 'ABC1234',
  pec: null,
  email: null,
};

const order: OrderDocument = {
  number: 'PO-2026-0042',
  state: 'issued',
  issueDate: '2026-11-25',
  language: 'en',
  buyer: party,
  provider: { ...party, legalName: 'Giulia Bianchi', vatId: null, sdiCode: null },
  lines: [
    {
      description: 'Negotiation — 12/01/2027',
      quantity: 3,
      unitPriceMinor: 33_333,
      netMinor: 99_999,
      vatRateBasisPoints: 2200,
      vatMinor: 22_000,
    },
    {
      description: 'Materials',
      quantity: 1,
      unitPriceMinor: 5_000,
      netMinor: 5_000,
      vatRateBasisPoints: 0,
      vatMinor: 0,
    },
  ],
  netMinor: 104_999,
  vatMinor: 22_000,
  grossMinor: 126_999,
  currency: 'EUR',
  reference: null,
  department: null,
};

describe('the purchase order PDF', () => {
  it('draws a stored WebP logo, and says nothing of a missing one', async () => {
    const name = `${'a'.repeat(32)}-original.webp`;
    fs.mkdirSync(path.join(dataDir, 'uploads', 'company'), { recursive: true });
    await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1d4ed8' } })
      .webp()
      .toFile(path.join(dataDir, 'uploads', 'company', name));
    const png = await logoPngOf(folderStorageOf(dataDir), {
      original: `/uploads/company/${name}`,
      thumb90: `/uploads/company/${name}`,
    });
    expect(png?.subarray(1, 4).toString()).toBe('PNG');
    const missing = await logoPngOf(folderStorageOf(dataDir), {
      original: `/uploads/company/${'b'.repeat(32)}-original.webp`,
      thumb90: '',
    });
    expect(missing).toBeNull();
    expect(
      await logoPngOf(folderStorageOf(dataDir), { original: '/etc/passwd', thumb90: '' }),
    ).toBeNull();

    const logo = `data:image/png;base64,${png!.toString('base64')}`;
    const bytes = await renderOrderPdf(order, logo);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('prints the lines, the VAT of each rate and the totals in the order’s language', async () => {
    const { text } = await extractText(new Uint8Array(await renderOrderPdf(order, null)), {
      mergePages: true,
    });
    expect(text).toContain('Purchase order');
    expect(text).toContain('PO-2026-0042');
    expect(text).toContain('€999.99');
    expect(text).toContain('€220.00');
    expect(text).toContain('€1,269.99');
    // One summary line per rate: 22 % and 0 %.
    expect(text).toMatch(/22%\s+€999\.99\s+€220\.00/);
    expect(text).toMatch(/0%\s+€50\.00\s+€0\.00/);
    expect(text).not.toContain('CANCELLED');
  });

  it('says across the page and under its number that a cancelled order is cancelled', async () => {
    const { text } = await extractText(
      new Uint8Array(await renderOrderPdf({ ...order, state: 'cancelled', language: 'it' }, null)),
      { mergePages: true },
    );
    expect(text).toContain('ANNULLATO');
    expect(text).toContain('Ordine annullato: non va più evaso né fatturato.');
  });
});
