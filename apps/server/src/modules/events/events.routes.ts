import type { FastifyPluginAsync } from 'fastify';
import { eventImageUploadResponse } from '@app/contracts/actions/event';
import { formInteger } from '@app/contracts/catalogue';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { InputError } from '../../plugins/error-handler.ts';
import { acceptImageUploads, receiveUpload } from '../../plugins/uploads.ts';
import { addEventImage } from './event-images.service.ts';

export interface EventRoutesOptions {
  db: Database;
  config: Config;
}

const HOUR = 60 * 60 * 1000;
/** Re-encoding costs CPU: generous for a person, bounded for a script (as /inc/imgupload). */
const uploadLimit = { max: 60, windowMs: HOUR };
const eventIdSchema = formInteger(1, 2_147_483_647);

/**
 * POST /inc/event-upload (multipart: `file`, `eventId`): one more image of the caller's own event,
 * answered with all its images. CSRF is checked before (plugins/csrf.ts); multipart is accepted in
 * this plugin's scope only.
 */
const eventRoutes: FastifyPluginAsync<EventRoutesOptions> = async (app, { db, config }) => {
  await acceptImageUploads(app);

  app.post('/inc/event-upload', async (request, reply) => {
    const user = request.user;
    if (!user) throw new AppError('auth_required');
    const limit = config.actionRateLimits
      ? await app.limiter.hit(`upload:event:${user.id}`, uploadLimit)
      : null;
    if (limit && !limit.allowed) {
      throw Object.assign(new AppError('rate_limited'), {
        retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000),
      });
    }

    const upload = await receiveUpload(request);
    const eventId = eventIdSchema.safeParse(upload.fields.eventId);
    if (!eventId.success) throw new InputError({ eventId: ['validation.invalid'] });
    if (!upload.file || upload.file.length === 0) {
      throw new InputError({ file: ['validation.required'] });
    }

    const images = await addEventImage(db, config.dataDir, user.id, eventId.data, upload.file);
    return reply.code(200).send(eventImageUploadResponse.parse({ status: true, images }));
  });
};

export default eventRoutes;
