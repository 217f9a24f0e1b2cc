import type { FastifyPluginCallback } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage } from '../../lib/storage.ts';
import { createAuditor, originOf } from '../../shared/audit-log.ts';
import { takeExport } from './privacy.service.ts';

export interface PrivacyRoutesOptions {
  db: Database;
  storage: ObjectStorage;
  productName: string;
}

/**
 * GET /inc/documents/data-export/{id}/{token}: the ZIP of a user's data, once, to the signed-in
 * owner of the e-mailed link only (a link alone is not enough); never kept by any cache.
 */
const privacyRoutes: FastifyPluginCallback<PrivacyRoutesOptions> = (app, options, done) => {
  app.get<{ Params: { id: string; token: string } }>(
    '/inc/documents/data-export/:id/:token',
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      if (!Number.isSafeInteger(id) || id > 2_147_483_647 || request.params.token.length > 256) {
        throw new AppError('not_found');
      }
      if (!request.user) throw new AppError('auth_required');
      const file = await takeExport(
        options.db,
        createAuditor(originOf(request, request.user.id)),
        options.storage,
        options.productName,
        request.user.id,
        { id, token: request.params.token },
      ).catch((error: unknown) => {
        // A used, expired or foreign link is a missing file to whoever follows it.
        if (error instanceof AppError && error.code === 'data_export_link_invalid') {
          throw new AppError('not_found');
        }
        throw error;
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  );
  done();
};

export default privacyRoutes;
