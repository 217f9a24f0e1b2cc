import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordId } from '@app/contracts/actions/listing';
import type { CatalogueImage } from '@app/contracts/catalogue';
import { imageCropSchema, type ImageCrop, type UploadDefinition } from '@app/contracts/uploads';
import type { Database } from '../db/client.ts';
import { AppError, InputError } from '../lib/app-error.ts';
import { authorize, type Authorized } from '../shared/authorization.ts';
import type { SessionUser } from './sessions.ts';
import { receiveUpload } from './uploads.ts';

const HOUR = 60 * 60 * 1000;
/** Re-encoding costs CPU: generous for a person, bounded for a script. */
const uploadLimit = { max: 60, windowMs: HOUR };

export interface ImageUpload<Fields> extends Authorized {
  user: SessionUser;
  fields: Fields;
  file: Buffer;
}

export interface ImageUploadOptions<Fields> {
  db: Database;
  /** Config.actionRateLimits: whether the per-user upload limit applies. */
  rateLimited: boolean;
  /** Names the rate-limit bucket: each upload route counts on its own. */
  kind: string;
  /** Reads the route's own text fields; throws InputError for a bad one. */
  readFields: (fields: Record<string, string>) => Fields;
  /** The route's line of the authorisation table, for these fields (contracts/uploads.ts). */
  uploadOf: (fields: Fields) => UploadDefinition;
}

/**
 * How every image upload route starts (call it inside a plugin that ran acceptImageUploads): a
 * signed-in user within the upload limit, the route's own fields, the route's access rule (the
 * same check as every action's), then a non-empty file.
 */
export async function receiveImageUpload<Fields extends Record<string, unknown>>(
  app: FastifyInstance,
  request: FastifyRequest,
  { db, rateLimited, kind, readFields, uploadOf }: ImageUploadOptions<Fields>,
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
  const authorized = await authorize(db, uploadOf(fields).access, user, fields);
  if (!upload.file || upload.file.length === 0) {
    throw new InputError({ file: ['validation.required'] });
  }
  return { ...authorized, user, fields, file: upload.file };
}

export interface ListingImageRouteOptions {
  db: Database;
  upload: UploadDefinition;
  kind: string;
  /** The multipart field naming the listing, e.g. `topicId`. */
  idField: string;
  rateLimited: boolean;
  /** Checks the cap, stores the image (cut to `crop` when given); answers all the listing's images. */
  addImage: (
    userId: number,
    listingId: number,
    file: Buffer,
    crop: ImageCrop | undefined,
  ) => Promise<CatalogueImage[]>;
}

type ListingUploadFields = Record<string, unknown> & {
  listingId: number;
  crop: ImageCrop | undefined;
};

const cropFieldNames = ['cropLeft', 'cropTop', 'cropWidth', 'cropHeight'] as const;

/** The crop of the upload's fields: all four or none (contracts/uploads.ts). */
function readCrop(fields: Record<string, string>): ImageCrop | undefined {
  const given = Object.fromEntries(
    cropFieldNames.flatMap((name) => (fields[name] === undefined ? [] : [[name, fields[name]]])),
  );
  if (Object.keys(given).length === 0) return undefined;
  const crop = imageCropSchema.safeParse(given);
  if (crop.success) return crop.data;
  const problems = Object.fromEntries(
    cropFieldNames
      .filter((name) => crop.error.issues.some((issue) => issue.path[0] === name))
      .map((name) => [name, ['validation.invalid']]),
  );
  throw new InputError(
    Object.keys(problems).length > 0 ? problems : { crop: ['validation.invalid'] },
  );
}

/**
 * POST (multipart: `file` and the listing's id in `idField`): one more image of the caller's own
 * topic or event, answered with all its images.
 */
export function addListingImageRoute(app: FastifyInstance, options: ListingImageRouteOptions) {
  const { db, upload, kind, idField, rateLimited, addImage } = options;
  // The id under its own field name is what the access rule reads (ownerOf(kind, idField)).
  const readFields = (fields: Record<string, string>): ListingUploadFields => {
    const id = recordId.safeParse(fields[idField]);
    if (!id.success) throw new InputError({ [idField]: ['validation.invalid'] });
    return { [idField]: id.data, listingId: id.data, crop: readCrop(fields) };
  };

  app.post(upload.path, async (request, reply) => {
    const received = await receiveImageUpload(app, request, {
      db,
      rateLimited,
      kind,
      readFields,
      uploadOf: () => upload,
    });
    const { listingId, crop } = received.fields;
    const images = await addImage(received.user.id, listingId, received.file, crop);
    return reply.code(200).send(upload.response.parse({ status: true, images }));
  });
}
