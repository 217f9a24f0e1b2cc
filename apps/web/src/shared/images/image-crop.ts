import { imageCropMin, type ImageCrop } from '@app/contracts/uploads';
import type { ImageSize } from './image-size.ts';

/** A cover's shape: cards show a listing's pictures at 3:2. */
export const coverAspect = 3 / 2;

/** What the provider chose for a picture: the part to keep (null: all of it) and its size (null: unknown). */
export interface CropChoice {
  crop: ImageCrop | null;
  kept: ImageSize | null;
}

/** The largest part of the picture in the cover's shape: what zoom 1 shows. */
function widestCover({ width, height }: ImageSize): ImageSize {
  const coverWidth = Math.min(width, height * coverAspect);
  return { width: coverWidth, height: coverWidth / coverAspect };
}

/**
 * How far the picture may be zoomed in: until the part kept would fall below the server's
 * smallest crop (contracts/uploads.ts), and never beyond 4×.
 */
export function maxZoomFor(picture: ImageSize): number {
  const widest = widestCover(picture);
  return Math.max(1, Math.min(4, widest.width / imageCropMin, widest.height / imageCropMin));
}

/** Whether a part in the cover's shape can be cut from the picture at all. */
export const canCrop = (picture: ImageSize) => widestCover(picture).height >= imageCropMin;

/**
 * The crop the server is sent for an area the cropper reports (in the picture's own pixels),
 * rounded to whole pixels and kept inside the picture.
 */
export function cropOfArea(
  area: { x: number; y: number; width: number; height: number },
  picture: ImageSize,
): ImageCrop {
  const width = Math.max(imageCropMin, Math.min(Math.round(area.width), picture.width));
  const height = Math.max(imageCropMin, Math.min(Math.round(area.height), picture.height));
  const left = Math.min(Math.max(0, Math.round(area.x)), picture.width - width);
  const top = Math.min(Math.max(0, Math.round(area.y)), picture.height - height);
  return { cropLeft: left, cropTop: top, cropWidth: width, cropHeight: height };
}

/** The crop as the upload's text fields (none when the whole picture is kept). */
export const cropFields = (crop: ImageCrop | null): Record<string, string> =>
  crop
    ? Object.fromEntries(Object.entries(crop).map(([name, value]) => [name, String(value)]))
    : {};
