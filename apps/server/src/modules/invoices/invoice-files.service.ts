import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { documentLogoDataUrl } from './document-logos.ts';
import { fatturaFileName, fatturaXml, hasFatturaXml } from './fatturapa.ts';
import { invoiceDocument } from './invoice-pdf.ts';
import { findInvoice, type InvoiceRow } from './invoices.repository.ts';

export interface InvoiceFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

/**
 * The invoice a download names. Who may download it is the route's check (the authorisation
 * table's party rule, as for purchase orders), made before this is called.
 */
async function invoiceToDownload(db: Queryable, id: number) {
  const invoice = await findInvoice(db, id);
  if (!invoice) throw new AppError('not_found');
  return invoice;
}

async function creditedOf(db: Queryable, invoice: InvoiceRow) {
  if (invoice.creditedInvoiceId === null) return null;
  const credited = await findInvoice(db, invoice.creditedInvoiceId);
  return credited ? { number: credited.number, issueDate: credited.issueDate } : null;
}

export async function invoicePdf(db: Queryable, id: number): Promise<InvoiceFile> {
  const invoice = await invoiceToDownload(db, id);
  const [credited, logo] = await Promise.all([
    creditedOf(db, invoice),
    documentLogoDataUrl(db, invoice.logoId),
  ]);
  return {
    body: await renderPdf(invoiceDocument({ invoice, credited, logo })),
    contentType: 'application/pdf',
    fileName: `${invoice.number}.pdf`,
  };
}

/** FatturaPA XML, for a seller whose country is Italy (404 for any other). */
export async function invoiceXml(db: Queryable, id: number): Promise<InvoiceFile> {
  const invoice = await invoiceToDownload(db, id);
  if (!hasFatturaXml(invoice)) throw new AppError('not_found');
  return {
    body: fatturaXml(invoice, await creditedOf(db, invoice)),
    contentType: 'application/xml; charset=utf-8',
    fileName: fatturaFileName(invoice),
  };
}
