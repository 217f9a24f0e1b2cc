import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { imageUploadResponse, imageUploadTargets } from '@app/contracts/actions/profile';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { InputError } from '../../plugins/error-handler.ts';
import { acceptImageUploads, receiveUpload } from '../../plugins/uploads.ts';
import { uploadCompanyLogo, uploadProfileImage } from './profile-images.service.ts';

export interface ProfileRoutesOptions {
  db: Database;
  config: Config;
}

const HOUR = 60 * 60 * 1000;
/** Re-encoding costs CPU: generous for a person, bounded for a script. */
const uploadLimit = { max: 60, windowMs: HOUR };
const targetSchema = z.enum(imageUploadTargets).default('profile');

/**
 * POST /inc/imgupload (multipart, field `file`, optional `target` = profile | company): the profile
 * picture or the active company's logo. CSRF is checked before (plugins/csrf.ts covers every non-GET
 * /inc/* request); multipart is accepted in this plugin's scope only.
 */
const profileRoutes: FastifyPluginAsync<ProfileRoutesOptions> = async (app, { db, config }) => {
  await acceptImageUploads(app);

  app.post('/inc/imgupload', async (request, reply) => {
    const user = request.user;
    if (!user) throw new AppError('auth_required');
    const limit = config.actionRateLimits
      ? await app.limiter.hit(`upload:image:${user.id}`, uploadLimit)
      : null;
    if (limit && !limit.allowed) {
      throw Object.assign(new AppError('rate_limited'), {
        retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000),
      });
    }

    const upload = await receiveUpload(request);
    const target = targetSchema.safeParse(upload.fields.target);
    if (!target.success) throw new InputError({ target: ['validation.invalid'] });
    if (!upload.file || upload.file.length === 0) {
      throw new InputError({ file: ['validation.required'] });
    }

    const image =
      target.data === 'company'
        ? await uploadCompanyLogo(db, config.dataDir, user.id, upload.file)
        : await uploadProfileImage(db, config.dataDir, user.id, upload.file);
    return reply.code(200).send(imageUploadResponse.parse({ status: true, image }));
  });
};

export default profileRoutes;
