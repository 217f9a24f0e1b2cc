import fs from 'node:fs';
import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLogos, invoices } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  fileOf,
  fileParts,
  signedIn,
  upload,
  type ImageReply,
} from '../../test/upload-fixtures.ts';
import {
  bookingToInvoice,
  buyerDetails,
  companyOf,
  person,
  sellerDetails,
  setBilling,
} from './invoice-fixtures.ts';

/**
 * An invoice keeps the seller's logo it was issued with (decision 015): a new profile picture, or
 * none, deletes the old picture's files, and the issued invoice's PDF still draws the old one; the
 * next invoice draws the new one. Every invoice of one picture shares one kept PNG.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const square = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: colour } })
    .png()
    .toBuffer();
const blue = { r: 20, g: 60, b: 220 };
const red = { r: 220, g: 30, b: 30 };

/** Whether the kept logo's middle pixel is mostly red or blue (uploads are lossy WebP). */
async function keptColour(invoiceId: number) {
  const [row] = await t.db
    .select({ png: documentLogos.png })
    .from(invoices)
    .innerJoin(documentLogos, eq(documentLogos.id, invoices.logoId))
    .where(eq(invoices.id, invoiceId));
  if (!row) return null;
  const { data } = await sharp(row.png)
    .extract({ left: 60, top: 60, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (data[0] ?? 0) > (data[2] ?? 0) ? 'red' : 'blue';
}

const drawsAnImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');

describe('the logo on an invoice', () => {
  it('is the one it was issued with, whatever the seller’s picture becomes', async () => {
    const seller = await signedIn(t, 'provider');
    const buyer = await person(t);
    const companyId = await companyOf(t, [buyer.id]);
    await setBilling(t, { companyId }, buyerDetails);
    await setBilling(t, { userId: seller.id }, sellerDetails());
    const issue = async () => {
      const bookingId = await bookingToInvoice(t, {
        buyerId: buyer.id,
        providerId: seller.id,
        companyId,
      });
      const reply = await seller.client.action(
        'issueInvoice',
        { bookingId },
        { endpoint: 'selling', json: true },
      );
      const body = reply.json<{ status: boolean; invoice: { id: number } }>();
      expect(body, JSON.stringify(body)).toMatchObject({ status: true });
      return body.invoice.id;
    };
    const pdfOf = async (id: number) => {
      const reply = await seller.client.request({
        method: 'GET',
        url: `/inc/documents/invoices/${id}.pdf`,
      });
      expect(reply.statusCode).toBe(200);
      return reply.rawPayload;
    };

    // No picture: no logo.
    const plain = await issue();
    expect(drawsAnImage(await pdfOf(plain))).toBe(false);

    const first = (await upload(seller.client, fileParts(await square(blue)))).json<ImageReply>();
    expect(first.status).toBe(true);
    const withBlue = await issue();
    const alsoBlue = await issue();
    expect(drawsAnImage(await pdfOf(withBlue))).toBe(true);
    expect(await keptColour(withBlue)).toBe('blue');

    // A new picture deletes the old one's files; the issued invoices keep theirs.
    const second = (await upload(seller.client, fileParts(await square(red)))).json<ImageReply>();
    expect(second.status).toBe(true);
    expect(fs.existsSync(fileOf(t, first.image.original))).toBe(false);
    const withRed = await issue();
    expect(await keptColour(withBlue)).toBe('blue');
    expect(drawsAnImage(await pdfOf(withBlue))).toBe(true);
    expect(await keptColour(withRed)).toBe('red');

    // The picture removed: old invoices still draw theirs, a new one draws none.
    const removed = await seller.client.action('removeprofileimage', {});
    expect(removed.json()).toMatchObject({ status: true });
    expect(drawsAnImage(await pdfOf(withRed))).toBe(true);
    expect(drawsAnImage(await pdfOf(await issue()))).toBe(false);

    // One kept PNG per picture, shared by the invoices issued with it.
    const ids = await t.db
      .select({ logoId: invoices.logoId })
      .from(invoices)
      .where(eq(invoices.providerId, seller.id));
    const logoIds = ids.map((row) => row.logoId);
    expect(new Set(logoIds.filter((id) => id !== null)).size).toBe(2);
    const [blueRow, alsoBlueRow] = await Promise.all(
      [withBlue, alsoBlue].map(async (id) => {
        const [row] = await t.db
          .select({ logoId: invoices.logoId })
          .from(invoices)
          .where(eq(invoices.id, id));
        return row?.logoId;
      }),
    );
    expect(alsoBlueRow).toBe(blueRow);
  });

  it('is part of the issued invoice, which never changes', async () => {
    const [row] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(isNotNull(invoices.logoId))
      .limit(1);
    await expect(
      t.db.update(invoices).set({ logoId: null }).where(eq(invoices.id, row!.id)),
    ).rejects.toThrow();
  });
});
