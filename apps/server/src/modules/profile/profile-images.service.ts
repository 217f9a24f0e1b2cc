import type { Database } from '../../db/client.ts';
import type { StoredProfileImage } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteStoredImages, profileImageVariants, storeImage } from '../../lib/images.ts';
import {
  findActiveMembership,
  replaceCompanyLogo,
  replaceProfileImage,
} from './profile.repository.ts';

const ADMIN_ROLE = 1;

const urlsOf = (image: StoredProfileImage | null) => (image ? [image.original, image.thumb90] : []);

/**
 * Stores the new files, points the record at them, then deletes the files it pointed at before.
 * When the record cannot be updated, the new files are removed again.
 */
async function replaceImage(
  dataDir: string,
  kind: 'profile' | 'company',
  file: Buffer,
  swap: (image: StoredProfileImage) => Promise<StoredProfileImage | null>,
): Promise<StoredProfileImage> {
  const image = await storeImage(dataDir, kind, file, profileImageVariants);
  let previous: StoredProfileImage | null;
  try {
    previous = await swap(image);
  } catch (error) {
    await deleteStoredImages(dataDir, urlsOf(image));
    throw error;
  }
  await deleteStoredImages(dataDir, urlsOf(previous));
  return image;
}

export function uploadProfileImage(
  db: Database,
  dataDir: string,
  userId: number,
  file: Buffer,
): Promise<StoredProfileImage> {
  return replaceImage(dataDir, 'profile', file, (image) => replaceProfileImage(db, userId, image));
}

export async function removeProfileImage(
  db: Database,
  dataDir: string,
  userId: number,
): Promise<void> {
  const previous = await replaceProfileImage(db, userId, null);
  await deleteStoredImages(dataDir, urlsOf(previous));
}

/** Only an admin (userRole 1) of the user's active company or SME profile may change its logo. */
export async function assertCanChangeCompanyLogo(db: Database, userId: number): Promise<number> {
  const membership = await findActiveMembership(db, userId);
  if (!membership || membership.userRole !== ADMIN_ROLE) throw new AppError('forbidden');
  return membership.companyId;
}

export async function uploadCompanyLogo(
  db: Database,
  dataDir: string,
  userId: number,
  file: Buffer,
): Promise<StoredProfileImage> {
  const companyId = await assertCanChangeCompanyLogo(db, userId);
  return replaceImage(dataDir, 'company', file, (logo) => replaceCompanyLogo(db, companyId, logo));
}
