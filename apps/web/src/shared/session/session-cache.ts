import { readStored, removeStored, storageKeys, writeStored } from '../../lib/storage.ts';

type SessionCacheKey =
  | typeof storageKeys.userDetails
  | typeof storageKeys.companyDetails
  | typeof storageKeys.multiLocation;

/** What the signed-in session keeps locally, so the header can render before the server answers. */
export function readSessionCache<T>(
  key: SessionCacheKey,
  isValid: (value: unknown) => value is T,
): T | undefined {
  const raw = readStored(key);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionCache(key: SessionCacheKey, value: unknown): void {
  writeStored(key, JSON.stringify(value));
}

/** Logged out: user details, company details and the multi-location list all go. */
export function clearSessionCache(): void {
  removeStored(storageKeys.userDetails);
  removeStored(storageKeys.companyDetails);
  removeStored(storageKeys.multiLocation);
}
