import { readStored, removeStored, storageKeys, writeStored } from '../../lib/storage.ts';

/** Set when the session ends in this tab; the full load that always follows starts afresh. */
let sessionEnded = false;

/** The guard remembers where a visitor wanted to go; login returns there (router-relative). */
export function rememberAttemptedUrl(url: string): void {
  if (!sessionEnded) writeStored(storageKeys.attemptedUrl, url);
}

export function takeAttemptedUrl(): string | null {
  const url = readStored(storageKeys.attemptedUrl);
  removeStored(storageKeys.attemptedUrl);
  // Only same-app paths: never an absolute or protocol-relative address.
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/**
 * The session ended (logout, deactivation, another tab's logout): the attempted URL goes, and no
 * page drawn before the full load that follows may store its own address again (the guard of a
 * protected page draws once more when the cached session is cleared).
 */
export function forgetAttemptedUrl(): void {
  sessionEnded = true;
  removeStored(storageKeys.attemptedUrl);
}
