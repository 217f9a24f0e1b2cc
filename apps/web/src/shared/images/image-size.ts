/**
 * A listing's cover is drawn up to 1200 px wide (the topic and event pages); a smaller picture is
 * accepted, but looks blurred there. The check reads the file's own size in the browser before it
 * uploads.
 */
export const recommendedImageSize = { width: 1200, height: 675 } as const;

/** The picture's size when it is smaller than recommended; null when it is large enough. */
export async function smallImageSize(
  file: Blob,
): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width < recommendedImageSize.width || size.height < recommendedImageSize.height
      ? size
      : null;
  } catch {
    // A picture the browser cannot read is the server's to refuse.
    return null;
  }
}
