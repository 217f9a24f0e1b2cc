import type { FastifyPluginAsync } from 'fastify';
import { uploads } from '@app/contracts/uploads';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { addListingImageRoute } from '../../plugins/image-upload-routes.ts';
import { acceptImageUploads } from '../../plugins/uploads.ts';
import { addTopicImage } from './topics.service.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

export interface TopicRoutesOptions {
  db: Database;
  config: Config;
  storage: ObjectStorage;
}

/**
 * POST /inc/upload (multipart, fields `topicId` and `file`): adds an image to an own topic and
 * answers all its images. CSRF is checked before (plugins/csrf.ts covers every non-GET /inc/*
 * request); multipart is accepted in this plugin's scope only.
 */
const topicRoutes: FastifyPluginAsync<TopicRoutesOptions> = async (
  app,
  { db, config, storage },
) => {
  await acceptImageUploads(app);
  addListingImageRoute(app, {
    db,
    upload: uploads.topicImage,
    kind: 'topic',
    idField: 'topicId',
    rateLimited: config.actionRateLimits,
    addImage: (userId, topicId, file, crop) =>
      addTopicImage(db, storage, userId, topicId, file, crop),
  });
};

export default topicRoutes;
