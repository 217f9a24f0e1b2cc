import crypto from 'node:crypto';
import path from 'node:path';
import type { Sharp, SharpConstructor } from 'sharp';
import type { ImageCrop } from '@app/contracts/uploads';
import { AppError, InputError } from './app-error.ts';
import type { ObjectStorage } from './storage.ts';

/**
 * Uploaded images, in one place for every kind (profile pictures, company logos, topic and event
 * images). An upload is accepted by its bytes, never by its name or declared type, and is never
 * stored as sent: it is decoded, turned upright by its EXIF orientation, stripped of metadata and
 * re-encoded as WebP in each of the asked sizes. Files live in the uploads storage (lib/storage.ts:
 * DATA_DIR/uploads, or object storage) as {kind}/{random}-{variant}.webp, outside the web root,
 * and are served by plugins/uploads.ts as image/webp only.
 */

export const imageKinds = ['profile', 'company', 'topic', 'event'] as const;
export type ImageKind = (typeof imageKinds)[number];

/** What the product accepts, told by content. */
export const acceptedImageTypes: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
];

/** A decoded image larger than this is refused: a small compressed file can decode to gigabytes. */
const MAX_INPUT_PIXELS = 70_000_000;
const WEBP_QUALITY = 82;
/**
 * libwebp's effort, 0 to 6 (sharp's default 4): at 2 a picture took about a third less time to
 * encode here for 2.5 % more bytes (the demo's artwork, 3 variants each: 140 ms and 11.8 KB at 4,
 * 95 ms and 12.1 KB at 2), for uploads and the demo's first start alike.
 */
const WEBP_EFFORT = 2;
/** The encoder's settings: part of what names a picture rendered ahead (db/seed/catalogue-images.ts). */
export const webpSettings = { quality: WEBP_QUALITY, effort: WEBP_EFFORT } as const;

/**
 * sharp (libvips) is loaded with the first picture, not when the server starts: about 50 ms and
 * 20 MiB that a server which is never sent a picture does not pay. Every user of sharp takes it
 * from here.
 */
let sharpLoaded: Promise<SharpConstructor> | undefined;
export const loadSharp = () => (sharpLoaded ??= import('sharp').then((module) => module.default));

export interface ImageVariant {
  width: number;
  height: number;
  /** inside: fits within the box, never enlarged; cover: fills the box, cropped. */
  fit: 'inside' | 'cover';
}

/** Variant names become part of file names, so they are short lower-case words. */
export type ImageVariants<Name extends string> = Record<Name, ImageVariant>;

export const profileImageVariants = {
  original: { width: 800, height: 800, fit: 'inside' },
  thumb90: { width: 90, height: 90, fit: 'cover' },
} as const satisfies ImageVariants<'original' | 'thumb90'>;

/** The sizes topic and event pages show: the gallery (3:2, never enlarged), cards and lists. */
export const catalogueImageVariants = {
  large: { width: 1200, height: 800, fit: 'inside' },
  card: { width: 480, height: 320, fit: 'cover' },
  thumb: { width: 160, height: 107, fit: 'cover' },
} as const satisfies ImageVariants<'large' | 'card' | 'thumb'>;

export type CatalogueImageUrls = Record<keyof typeof catalogueImageVariants, string>;

/** Every stored file of some topic or event images, to delete them. */
export const catalogueImageFiles = (images: readonly CatalogueImageUrls[]) =>
  images.flatMap((image) => [image.large, image.card, image.thumb]);

const variantNamePattern = /^[a-z][a-z0-9]{0,15}$/;
/** A stored image's file name: random, its variant, WebP (the API reference describes it too). */
export const storedNamePattern = /^[a-f0-9]{32}-[a-z][a-z0-9]{0,15}\.webp$/;
const urlPrefix = '/uploads/';

export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

/** The MIME type the bytes really are, when it is one we accept; otherwise invalid_image. */
export async function detectImageType(input: Uint8Array): Promise<string> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !acceptedImageTypes.includes(detected.mime)) {
    throw new AppError('invalid_image');
  }
  return detected.mime;
}

/**
 * Every variant as WebP bytes, of the part `crop` names when given (in pixels of the upright
 * picture); invalid_image when the content is not a decodable image, invalid_input when the crop
 * reaches outside it.
 */
export async function renderImageVariants<Name extends string>(
  input: Buffer,
  variants: ImageVariants<Name>,
  crop?: ImageCrop,
): Promise<Record<Name, Buffer>> {
  await detectImageType(input);
  const sharp = await loadSharp();
  try {
    // One decoder, cloned per variant. Only the first frame of an animated GIF or WebP is used;
    // metadata (EXIF, GPS, comments) is not copied, since sharp writes none unless asked.
    let source = sharp(input, {
      autoOrient: true,
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated: false,
    });
    if (crop) source = await cropped(source, crop);
    const entries = await Promise.all(
      (Object.entries(variants) as Array<[Name, ImageVariant]>).map(async ([name, variant]) => {
        const output = await source
          .clone()
          .resize(variant.width, variant.height, {
            fit: variant.fit,
            withoutEnlargement: variant.fit === 'inside',
            position: sharp.strategy.attention,
          })
          .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
          .toBuffer();
        return [name, output] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<Name, Buffer>;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_image');
  }
}

/** The part of the upright picture `crop` names; invalid_input when it reaches outside it. */
async function cropped(source: Sharp, crop: ImageCrop): Promise<Sharp> {
  const { autoOrient } = await source.metadata();
  if (
    crop.cropLeft + crop.cropWidth > autoOrient.width ||
    crop.cropTop + crop.cropHeight > autoOrient.height
  ) {
    throw new InputError({ cropWidth: ['validation.invalid'], cropHeight: ['validation.invalid'] });
  }
  return source.extract({
    left: crop.cropLeft,
    top: crop.cropTop,
    width: crop.cropWidth,
    height: crop.cropHeight,
  });
}

/**
 * Renders and writes the variants of one upload; answers each variant's URL
 * (`/uploads/{kind}/{random}-{variant}.webp`). When a write fails, those already written go.
 */
export async function storeImage<Name extends string>(
  storage: ObjectStorage,
  kind: ImageKind,
  input: Buffer,
  variants: ImageVariants<Name>,
  crop?: ImageCrop,
): Promise<Record<Name, string>> {
  return storeImageVariants(storage, kind, await renderImageVariants(input, variants, crop));
}

/** Variants already rendered (renderImageVariants) written to storage under one new random name. */
export async function storeImageVariants<Name extends string>(
  storage: ObjectStorage,
  kind: ImageKind,
  rendered: Record<Name, Buffer>,
): Promise<Record<Name, string>> {
  for (const name of Object.keys(rendered)) {
    if (!variantNamePattern.test(name)) throw new Error(`Bad image variant name: ${name}`);
  }
  const id = crypto.randomBytes(16).toString('hex');
  const urls = {} as Record<Name, string>;
  const written: string[] = [];
  try {
    for (const [name, bytes] of Object.entries(rendered) as Array<[Name, Buffer]>) {
      const key = `${kind}/${id}-${name}.webp`;
      await storage.put(key, bytes, 'image/webp');
      written.push(`${urlPrefix}${key}`);
      urls[name] = `${urlPrefix}${key}`;
    }
  } catch (error) {
    await deleteStoredImages(storage, written);
    throw error;
  }
  return urls;
}

/**
 * The storage key of `{kind}/{name}` (the part of an upload URL after /uploads/), or null when it
 * is not exactly the shape storeImage writes: no other name, folder or path trick gets through.
 */
export function storedImageKey(relative: string): string | null {
  const [kind, name, ...rest] = relative.split('/');
  if (rest.length > 0 || !kind || !name) return null;
  if (!(imageKinds as readonly string[]).includes(kind) || !storedNamePattern.test(name)) {
    return null;
  }
  return `${kind}/${name}`;
}

/** The storage key behind an upload URL as stored in the database, or null for anything else. */
export function keyOfImageUrl(url: string): string | null {
  return url.startsWith(urlPrefix) ? storedImageKey(url.slice(urlPrefix.length)) : null;
}

/** The bytes behind an upload URL (a logo for a PDF, a copy of one's data), or null. */
export async function readStoredImage(storage: ObjectStorage, url: string): Promise<Buffer | null> {
  const key = keyOfImageUrl(url);
  return key ? storage.read(key) : null;
}

/** Deletes the files behind upload URLs; other URLs and files already gone are ignored. */
export async function deleteStoredImages(
  storage: ObjectStorage,
  urls: Iterable<string | null | undefined>,
): Promise<void> {
  const keys = [...urls].flatMap((url) => {
    const key = typeof url === 'string' ? keyOfImageUrl(url) : null;
    return key ? [key] : [];
  });
  if (keys.length > 0) await storage.delete(keys).catch(() => undefined);
}

/**
 * Stores an upload (cut to `crop` when given) in the catalogue sizes and hands it to `attach`,
 * which writes it to its row; when attaching fails, the new files are removed again.
 */
export async function storeCatalogueImage<Result>(
  storage: ObjectStorage,
  kind: 'topic' | 'event',
  input: Buffer,
  crop: ImageCrop | undefined,
  attach: (image: CatalogueImageUrls) => Promise<Result>,
): Promise<Result> {
  const image = await storeImage(storage, kind, input, catalogueImageVariants, crop);
  try {
    return await attach(image);
  } catch (error) {
    await deleteStoredImages(storage, catalogueImageFiles([image]));
    throw error;
  }
}
