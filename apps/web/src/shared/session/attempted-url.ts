import { readStored, removeStored, storageKeys, writeStored } from '../../lib/storage.ts';

/** The guard remembers where a visitor wanted to go; login returns there (router-relative). */
export function rememberAttemptedUrl(url: string): void {
  writeStored(storageKeys.attemptedUrl, url);
}

export function takeAttemptedUrl(): string | null {
  const url = readStored(storageKeys.attemptedUrl);
  removeStored(storageKeys.attemptedUrl);
  // Only same-app paths: never an absolute or protocol-relative address.
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

export function forgetAttemptedUrl(): void {
  removeStored(storageKeys.attemptedUrl);
}
