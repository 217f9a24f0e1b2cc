import type { Database } from '../../db/client.ts';
import type { StoredProfileImage } from '../../db/schema.ts';
import { deleteStoredImages, profileImageVariants, storeImage } from '../../lib/images.ts';
import {
  lockCompanyLogo,
  lockProfileImage,
  setCompanyLogo,
  setProfileImage,
} from './profile.repository.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

const urlsOf = (image: StoredProfileImage | null) => (image ? [image.original, image.thumb90] : []);

/**
 * Stores the new files, points the record at them, then deletes the files it pointed at before.
 * When the record cannot be updated, the new files are removed again.
 */
async function replaceImage(
  storage: ObjectStorage,
  kind: 'profile' | 'company',
  file: Buffer,
  swap: (image: StoredProfileImage) => Promise<StoredProfileImage | null>,
): Promise<StoredProfileImage> {
  const image = await storeImage(storage, kind, file, profileImageVariants);
  let previous: StoredProfileImage | null;
  try {
    previous = await swap(image);
  } catch (error) {
    await deleteStoredImages(storage, urlsOf(image));
    throw error;
  }
  await deleteStoredImages(storage, urlsOf(previous));
  return image;
}

/** Sets (or clears) the profile image and answers the one it replaced, in one transaction. */
function replaceProfileImage(db: Database, userId: number, image: StoredProfileImage | null) {
  return db.transaction(async (tx) => {
    const previous = await lockProfileImage(tx, userId);
    await setProfileImage(tx, userId, image);
    return previous;
  });
}

/** Sets the company logo and answers the one it replaced, in one transaction. */
function replaceCompanyLogo(db: Database, companyId: number, logo: StoredProfileImage | null) {
  return db.transaction(async (tx) => {
    const previous = await lockCompanyLogo(tx, companyId);
    await setCompanyLogo(tx, companyId, logo);
    return previous;
  });
}

export function uploadProfileImage(
  db: Database,
  storage: ObjectStorage,
  userId: number,
  file: Buffer,
): Promise<StoredProfileImage> {
  return replaceImage(storage, 'profile', file, (image) => replaceProfileImage(db, userId, image));
}

export async function removeProfileImage(
  db: Database,
  storage: ObjectStorage,
  userId: number,
): Promise<void> {
  const previous = await replaceProfileImage(db, userId, null);
  await deleteStoredImages(storage, urlsOf(previous));
}

/** The logo of the company the caller works in; the upload route checked they are its admin. */
export function uploadCompanyLogo(
  db: Database,
  storage: ObjectStorage,
  companyId: number,
  file: Buffer,
): Promise<StoredProfileImage> {
  return replaceImage(storage, 'company', file, (logo) => replaceCompanyLogo(db, companyId, logo));
}
