import { useSyncExternalStore } from 'react';

/** Every key this app keeps in localStorage, in one place. */
export const storageKeys = {
  language: 'language',
  userDetails: 'userDetails',
  companyDetails: 'companyDetails',
  multiLocation: 'multiLocation',
  attemptedUrl: 'attemptedUrl',
  cookieConsent: 'cookieConsent',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Storage can throw (privacy modes, quota); the app must keep working without it.
export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // ignored: the choice just will not be remembered
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignored
  }
}

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * A stored value for rendering: `undefined` on the server and while the browser hydrates the
 * server's page (which could not know it), then the stored value, following other tabs' changes.
 */
export function useStoredValue(key: StorageKey): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(
    subscribeToStorage,
    () => readStored(key),
    () => undefined,
  );
}
