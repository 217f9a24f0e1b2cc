import type { z } from 'zod';
import { companyAdmins, ownerOf, signedIn, type Access } from './access.ts';
import { listingImagesResponse } from './actions/listing.ts';
import { imageUploadResponse } from './actions/profile.ts';

/**
 * The multipart upload routes of the public contract (field `file`), with their lines of the
 * authorisation table: like every action, each declares who may call it and on what.
 */
export interface UploadDefinition {
  path: '/inc/upload' | '/inc/event-upload' | '/inc/imgupload';
  summary: string;
  /** The text fields sent beside the file. */
  fields: Readonly<Record<string, string>>;
  access: Access;
  response: z.ZodType;
}

export const uploads = {
  topicImage: {
    path: '/inc/upload',
    summary: 'One more image of an own topic; answers all its images.',
    fields: { topicId: 'the topic' },
    access: ownerOf('topic', 'topicId'),
    response: listingImagesResponse,
  },
  eventImage: {
    path: '/inc/event-upload',
    summary: 'One more image of an own event; answers all its images.',
    fields: { eventId: 'the event' },
    access: ownerOf('event', 'eventId'),
    response: listingImagesResponse,
  },
  profileImage: {
    path: '/inc/imgupload',
    summary: 'The profile picture (target absent or `profile`).',
    fields: { target: '`profile`' },
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
