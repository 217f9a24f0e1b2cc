import type { Queryable } from '../../db/client.ts';
import type { StoredProfileImage } from '../../db/schema.ts';
import { loadSharp, readStoredImage } from '../../lib/images.ts';
import { findDocumentLogo, keepDocumentLogo } from './document-logos.repository.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

/**
 * The logo on a purchase order's or invoice's PDF (the buying company's, the seller's profile
 * image): converted once, when the document is issued, to the PNG pdfmake draws (uploads are WebP)
 * and kept with the document (table document_logos), so replacing the picture later, which deletes
 * its files, never alters or blanks an issued document. Decision 015.
 */

/** The PNG of a stored upload, at most 360 px a side; null when there is none or it is unreadable. */
export async function logoPngOf(
  storage: ObjectStorage,
  image: StoredProfileImage | null | undefined,
): Promise<Buffer | null> {
  const bytes = image ? await readStoredImage(storage, image.original) : null;
  if (!bytes) return null;
  try {
    const sharp = await loadSharp();
    return await sharp(bytes)
      .resize({ width: 360, height: 360, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** Keeps the logo for a document issued in `tx`: its id for the document's `logo_id`, or null. */
export async function keepLogoOfDocument(
  tx: Queryable,
  png: Buffer | null,
): Promise<number | null> {
  return png ? keepDocumentLogo(tx, png) : null;
}

/** The logo a document was issued with, as the data URL its PDF draws, or null. */
export async function documentLogoDataUrl(
  db: Queryable,
  logoId: number | null,
): Promise<string | null> {
  if (logoId === null) return null;
  const png = await findDocumentLogo(db, logoId);
  return png ? `data:image/png;base64,${png.toString('base64')}` : null;
}
