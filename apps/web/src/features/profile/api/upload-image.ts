import type { imageUploadTargets } from '@app/contracts/actions/profile';
import { imageUploadResponse } from '@app/contracts/actions/profile';
import { uploadFileOrThrow } from '../../../lib/api-client.ts';

export type ImageTarget = (typeof imageUploadTargets)[number];

/** POST /inc/imgupload: the profile picture, or the company logo for a company admin. */
export async function uploadImage(file: File, target: ImageTarget) {
  const result = await uploadFileOrThrow('/inc/imgupload', file, { target }, imageUploadResponse);
  return result.image;
}
