import { z } from 'zod';
import { companyAdmins, ownerOf, signedIn, type Access } from './access.ts';
import { listingImagesResponse } from './actions/listing.ts';
import { formInteger } from './catalogue.ts';
import { imageUploadResponse } from './actions/profile.ts';

/** A crop smaller than this on either side is refused: it would only blur. */
export const imageCropMin = 100;

/**
 * The multipart upload routes of the public contract (field `file`), with their lines of the
 * authorisation table: like every action, each declares who may call it and on what.
 */
export interface UploadDefinition {
  path: '/inc/upload' | '/inc/event-upload' | '/inc/imgupload';
  summary: string;
  /** The text fields sent beside the file, each described; `optional: ...` when it may be left out. */
  fields: Readonly<Record<string, string>>;
  access: Access;
  response: z.ZodType;
}

/**
 * The part of a topic or event picture to keep, in pixels of the picture as it is seen (turned
 * upright by its EXIF orientation): all four fields or none. The server cuts it out of the
 * original before it makes the sizes, so a crop loses nothing to a second encoding.
 */
export const imageCropSchema = z
  .object({
    cropLeft: formInteger(0, 100_000),
    cropTop: formInteger(0, 100_000),
    cropWidth: formInteger(imageCropMin, 100_000),
    cropHeight: formInteger(imageCropMin, 100_000),
  })
  .strict();

export type ImageCrop = z.output<typeof imageCropSchema>;

const cropFields = {
  cropLeft: 'optional: the crop, from the left edge (px)',
  cropTop: 'optional: the crop, from the top edge (px)',
  cropWidth: `optional: the crop's width (px, at least ${imageCropMin})`,
  cropHeight: `optional: the crop's height (px, at least ${imageCropMin})`,
} as const;

export const uploads = {
  topicImage: {
    path: '/inc/upload',
    summary: 'One more image of an own topic; answers all its images.',
    fields: { topicId: 'the topic', ...cropFields },
    access: ownerOf('topic', 'topicId'),
    response: listingImagesResponse,
  },
  eventImage: {
    path: '/inc/event-upload',
    summary: 'One more image of an own event; answers all its images.',
    fields: { eventId: 'the event', ...cropFields },
    access: ownerOf('event', 'eventId'),
    response: listingImagesResponse,
  },
  profileImage: {
    path: '/inc/imgupload',
    summary: 'The profile picture (target absent or `profile`).',
    fields: { target: 'optional: `profile` (the default)' },
    access: signedIn,
    response: imageUploadResponse,
  },
  companyLogo: {
    path: '/inc/imgupload',
    summary: 'The logo of the company the caller works in and administers (target `company`).',
    fields: { target: '`company`' },
    access: companyAdmins,
    response: imageUploadResponse,
  },
} as const satisfies Record<string, UploadDefinition>;

export type UploadName = keyof typeof uploads;
