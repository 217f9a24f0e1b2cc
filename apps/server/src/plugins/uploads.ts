import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { limits } from '@app/contracts/validation';
import { AppError, InputError } from '../lib/app-error.ts';
import { storedImageKey } from '../lib/images.ts';
import type { ObjectStorage } from '../lib/storage.ts';

export interface UploadsOptions {
  storage: ObjectStorage;
}

/** Names are random and never reused, so a stored file can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/{kind}/{name}: stored images, and nothing else. Only names of the exact shape
 * lib/images.ts writes are looked up, always as image/webp with nosniff, so no upload can be
 * read as a page; anything else is a JSON 404 (never the web app's HTML). An ETag answers a
 * revalidation with 304.
 */
const uploadsPlugin: FastifyPluginCallback<UploadsOptions> = (app, { storage }, done) => {
  app.get('/uploads/*', async (request, reply) => {
    const relative = (request.params as { '*'?: string })['*'] ?? '';
    const key = storedImageKey(relative);
    if (!key) throw new AppError('not_found');
    const stat = await storage.stat(key);
    if (!stat) throw new AppError('not_found');
    // A revalidation (a reload, a cache that kept the file past its age) is answered without it.
    reply
      .header('etag', stat.etag)
      .header('last-modified', stat.lastModified.toUTCString())
      .header('cache-control', IMMUTABLE);
    if (request.headers['if-none-match'] === stat.etag) return reply.code(304).send();
    const body = await storage.read(key);
    if (!body) throw new AppError('not_found');
    return reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-length', String(body.byteLength))
      .send(body);
  });
  done();
};

export default fp(uploadsPlugin, { name: 'uploads' });

/**
 * Multipart parsing for the upload routes of the calling plugin only (register it inside an
 * encapsulated plugin, not through fastify-plugin): one file of at most limits.imageBytesMax and
 * a few short text fields. Every other route keeps refusing multipart bodies.
 */
export async function acceptImageUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: limits.imageBytesMax,
      files: 1,
      fields: 8,
      fieldSize: 1024,
      fieldNameSize: 64,
      parts: 9,
      headerPairs: 32,
    },
  });
}

export interface ReceivedUpload {
  /** The bytes of the `file` field, or null when none was sent. */
  file: Buffer | null;
  /** The text fields, by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
}

const invalidForm = (field = 'file') => new InputError({ [field]: ['validation.invalid'] });

/**
 * Reads a multipart upload whole (it is bounded by the limits above). A body that is not multipart
 * is 415; a file over the size limit 413 payload_too_large; a second file, a file in another field
 * or a malformed body 400 invalid_input.
 */
export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const received: ReceivedUpload = { file: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw invalidForm(part.fieldname);
        received.file = await part.toBuffer();
      } else {
        if (part.valueTruncated || typeof part.value !== 'string')
          throw invalidForm(part.fieldname);
        received.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large');
    if (code === 'FST_FILES_LIMIT') throw invalidForm();
    throw invalidForm('_');
  }
  return received;
}
