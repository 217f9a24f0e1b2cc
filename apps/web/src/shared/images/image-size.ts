/**
 * A listing's cover is drawn up to 1200 px wide (the topic and event pages); a smaller picture is
 * accepted, but looks blurred there.
 */
export const recommendedImageSize = { width: 1200, height: 675 } as const;

export interface ImageSize {
  width: number;
  height: number;
}

/** Whether a picture of this size (or the part of it kept) would look blurred as a cover. */
export const isSmallImage = (size: ImageSize) =>
  size.width < recommendedImageSize.width || size.height < recommendedImageSize.height;
