import type { FastifyPluginCallback } from 'fastify';
import { invoiceDetail } from '@app/contracts/actions/invoice';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { authorize } from '../../shared/authorization.ts';
import { invoicePdf, invoiceXml } from './invoice-files.service.ts';

export interface InvoicesRoutesOptions {
  db: Database;
}

/**
 * GET /inc/documents/invoices/{id}.pdf and {id}.xml (FatturaPA, Italian sellers): an invoice or
 * credit note for its parties only (the same rule as invoiceDetail, checked here by the
 * authorisation table, as the purchase-order download does), made from its stored snapshot;
 * never cached by a shared proxy.
 */
const invoicesRoutes: FastifyPluginCallback<InvoicesRoutesOptions> = (app, { db }, done) => {
  app.get<{ Params: { file: string } }>('/inc/documents/invoices/:file', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const match = /^(\d{1,10})\.(pdf|xml)$/.exec(request.params.file);
    const id = match ? Number(match[1]) : NaN;
    if (!match || !Number.isSafeInteger(id) || id > 2_147_483_647) {
      throw new AppError('not_found');
    }
    await authorize(db, invoiceDetail.access, request.user, { id });
    const file = match[2] === 'pdf' ? await invoicePdf(db, id) : await invoiceXml(db, id);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);
  });
  done();
};

export default invoicesRoutes;
