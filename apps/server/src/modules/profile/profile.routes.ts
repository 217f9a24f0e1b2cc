import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { uploads } from '@app/contracts/uploads';
import { imageUploadResponse, imageUploadTargets } from '@app/contracts/actions/profile';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { InputError } from '../../lib/app-error.ts';
import { receiveImageUpload } from '../../plugins/image-upload-routes.ts';
import { acceptImageUploads } from '../../plugins/uploads.ts';
import { uploadCompanyLogo, uploadProfileImage } from './profile-images.service.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

export interface ProfileRoutesOptions {
  db: Database;
  config: Config;
  storage: ObjectStorage;
}

const targetSchema = z.enum(imageUploadTargets).default('profile');

/**
 * POST /inc/imgupload (multipart, field `file`, optional `target` = profile | company): the profile
 * picture or the active company's logo. CSRF is checked before (plugins/csrf.ts covers every non-GET
 * /inc/* request); multipart is accepted in this plugin's scope only.
 */
const profileRoutes: FastifyPluginAsync<ProfileRoutesOptions> = async (
  app,
  { db, config, storage },
) => {
  await acceptImageUploads(app);

  app.post('/inc/imgupload', async (request, reply) => {
    const { user, fields, file, membership } = await receiveImageUpload(app, request, {
      db,
      rateLimited: config.actionRateLimits,
      kind: 'image',
      readFields: (fields) => {
        const parsed = targetSchema.safeParse(fields.target);
        if (!parsed.success) throw new InputError({ target: ['validation.invalid'] });
        return { target: parsed.data };
      },
      uploadOf: ({ target }) => (target === 'company' ? uploads.companyLogo : uploads.profileImage),
    });
    const image =
      fields.target === 'company' && membership
        ? await uploadCompanyLogo(db, storage, membership.companyId, file)
        : await uploadProfileImage(db, storage, user.id, file);
    return reply.code(200).send(imageUploadResponse.parse({ status: true, image }));
  });
};

export default profileRoutes;
