import type { FastifyPluginAsync } from 'fastify';
import { uploads } from '@app/contracts/uploads';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { addListingImageRoute } from '../../plugins/image-upload-routes.ts';
import { acceptImageUploads } from '../../plugins/uploads.ts';
import { addEventImage } from './events.service.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

export interface EventRoutesOptions {
  db: Database;
  config: Config;
  storage: ObjectStorage;
}

/**
 * POST /inc/event-upload (multipart: `file`, `eventId`): one more image of the caller's own event,
 * answered with all its images. CSRF is checked before (plugins/csrf.ts); multipart is accepted in
 * this plugin's scope only.
 */
const eventRoutes: FastifyPluginAsync<EventRoutesOptions> = async (
  app,
  { db, config, storage },
) => {
  await acceptImageUploads(app);
  addListingImageRoute(app, {
    db,
    upload: uploads.eventImage,
    kind: 'event',
    idField: 'eventId',
    rateLimited: config.actionRateLimits,
    addImage: (userId, eventId, file, crop) =>
      addEventImage(db, storage, userId, eventId, file, crop),
  });
};

export default eventRoutes;
