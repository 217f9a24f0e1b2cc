import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listingImagesResponse, recordId } from '@app/contracts/actions/listing';
import type { CatalogueImage } from '@app/contracts/catalogue';
import { AppError } from '../lib/app-error.ts';
import { InputError } from './error-handler.ts';
import { receiveUpload } from './uploads.ts';

const HOUR = 60 * 60 * 1000;
/** Re-encoding costs CPU: generous for a person, bounded for a script. */
const uploadLimit = { max: 60, windowMs: HOUR };

export interface ImageUpload<Fields> {
  userId: number;
  fields: Fields;
  file: Buffer;
}

export interface ImageUploadOptions<Fields> {
  /** Config.actionRateLimits: whether the per-user upload limit applies. */
  rateLimited: boolean;
  /** Names the rate-limit bucket: each upload route counts on its own. */
  kind: string;
  /** Reads the route's own text fields; throws InputError for a bad one. */
  readFields: (fields: Record<string, string>) => Fields;
}

/**
 * How every image upload route starts (call it inside a plugin that ran acceptImageUploads): a
 * signed-in user within the upload limit, then the route's own fields, then a non-empty file.
 */
export async function receiveImageUpload<Fields>(
  app: FastifyInstance,
  request: FastifyRequest,
  { rateLimited, kind, readFields }: ImageUploadOptions<Fields>,
): Promise<ImageUpload<Fields>> {
  const user = request.user;
  if (!user) throw new AppError('auth_required');
  const limit = rateLimited
    ? await app.limiter.hit(`upload:${kind}:${user.id}`, uploadLimit)
    : null;
  if (limit && !limit.allowed) {
    throw Object.assign(new AppError('rate_limited'), {
      retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000),
    });
  }

  const upload = await receiveUpload(request);
  const fields = readFields(upload.fields);
  if (!upload.file || upload.file.length === 0) {
    throw new InputError({ file: ['validation.required'] });
  }
  return { userId: user.id, fields, file: upload.file };
}

export interface ListingImageRouteOptions {
  url: string;
  kind: string;
  /** The multipart field naming the listing, e.g. `topicId`. */
  idField: string;
  rateLimited: boolean;
  /** Checks ownership and the cap, stores the image; answers all the listing's images. */
  addImage: (userId: number, listingId: number, file: Buffer) => Promise<CatalogueImage[]>;
}

/**
 * POST `url` (multipart: `file` and the listing's id in `idField`): one more image of the caller's
 * own topic or event, answered with all its images.
 */
export function addListingImageRoute(app: FastifyInstance, options: ListingImageRouteOptions) {
  const { url, kind, idField, rateLimited, addImage } = options;
  const readFields = (fields: Record<string, string>) => {
    const id = recordId.safeParse(fields[idField]);
    if (!id.success) throw new InputError({ [idField]: ['validation.invalid'] });
    return id.data;
  };

  app.post(url, async (request, reply) => {
    const upload = await receiveImageUpload(app, request, { rateLimited, kind, readFields });
    const images = await addImage(upload.userId, upload.fields, upload.file);
    return reply.code(200).send(listingImagesResponse.parse({ status: true, images }));
  });
}
