import type { FastifyPluginAsync } from 'fastify';
import { topicId, topicImageUploadResponse } from '@app/contracts/actions/topic';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { InputError } from '../../plugins/error-handler.ts';
import { acceptImageUploads, receiveUpload } from '../../plugins/uploads.ts';
import { uploadTopicImage } from './topic-images.service.ts';

export interface TopicRoutesOptions {
  db: Database;
  config: Config;
}

const HOUR = 60 * 60 * 1000;
/** Re-encoding costs CPU: generous for a person, bounded for a script. */
const uploadLimit = { max: 60, windowMs: HOUR };

/**
 * POST /inc/upload (multipart, fields `topicId` and `file`): adds an image to an own topic and
 * answers all its images. CSRF is checked before (plugins/csrf.ts covers every non-GET /inc/*
 * request); multipart is accepted in this plugin's scope only.
 */
const topicRoutes: FastifyPluginAsync<TopicRoutesOptions> = async (app, { db, config }) => {
  await acceptImageUploads(app);

  app.post('/inc/upload', async (request, reply) => {
    const user = request.user;
    if (!user) throw new AppError('auth_required');
    const limit = config.actionRateLimits
      ? await app.limiter.hit(`upload:topic:${user.id}`, uploadLimit)
      : null;
    if (limit && !limit.allowed) {
      throw Object.assign(new AppError('rate_limited'), {
        retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000),
      });
    }

    const upload = await receiveUpload(request);
    const id = topicId.safeParse(upload.fields.topicId);
    if (!id.success) throw new InputError({ topicId: ['validation.invalid'] });
    if (!upload.file || upload.file.length === 0) {
      throw new InputError({ file: ['validation.required'] });
    }

    const images = await uploadTopicImage(db, config.dataDir, user.id, id.data, upload.file);
    return reply.code(200).send(topicImageUploadResponse.parse({ status: true, images }));
  });
};

export default topicRoutes;
