import { limits } from '@app/contracts/validation';

/** The picture types the server accepts, for a file input's `accept`. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Why a chosen file cannot be uploaded (the error's message key), or null. Checked here first so
 * a wrong file fails at once; the server decides again by content.
 */
export function imageFileProblem(
  file: File,
): 'errors.invalid_image' | 'errors.payload_too_large' | null {
  if (!acceptedImageTypes.includes(file.type)) return 'errors.invalid_image';
  if (file.size > limits.imageBytesMax) return 'errors.payload_too_large';
  return null;
}
