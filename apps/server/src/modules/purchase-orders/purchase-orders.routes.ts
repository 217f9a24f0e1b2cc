import type { FastifyPluginCallback } from 'fastify';
import { purchaseOrderDetail } from '@app/contracts/actions/purchase-order';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { authorize } from '../../shared/authorization.ts';
import { storedOrderPdf } from './purchase-order-pdf.ts';

export interface PurchaseOrderRoutesOptions {
  db: Database;
}

/**
 * GET /inc/documents/purchase-orders/{id}.pdf: an order's PDF for its parties only (the same rule
 * as purchaseOrderDetail, checked here), as an attachment that no shared cache keeps.
 */
const purchaseOrderRoutes: FastifyPluginCallback<PurchaseOrderRoutesOptions> = (
  app,
  { db },
  done,
) => {
  app.get<{ Params: { file: string } }>(
    '/inc/documents/purchase-orders/:file',
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const match = /^(\d{1,10})\.pdf$/.exec(request.params.file);
      const id = match ? Number(match[1]) : NaN;
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
        throw new AppError('not_found');
      }
      await authorize(db, purchaseOrderDetail.access, request.user, { id });
      const pdf = await storedOrderPdf(db, id);
      if (!pdf) throw new AppError('not_found');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .send(pdf.bytes);
    },
  );
  done();
};

export default purchaseOrderRoutes;
