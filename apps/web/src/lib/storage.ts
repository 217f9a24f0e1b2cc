import { useSyncExternalStore } from 'react';
import { languageCookie } from '@app/contracts/language-url';
import { isLanguage, type Language } from '@app/contracts/locales';

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

function readLanguageCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageCookie.name && value) return decodeURIComponent(value);
  }
  return null;
}

function writeLanguageCookie(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookie.name}=${language}; Path=/; Max-Age=${languageCookie.maxAgeSeconds}; SameSite=Lax${secure}`;
}

/**
 * The visitor's language choice: the cookie the server decided by (decision 018), else the choice
 * stored before the cookie existed, which is then copied into the cookie for the next request.
 */
export function readLanguageChoice(): string | null {
  const cookie = readLanguageCookie();
  const stored = readStored(storageKeys.language);
  const choice = isLanguage(cookie) ? cookie : stored;
  if (isLanguage(choice)) {
    if (choice !== cookie) writeLanguageCookie(choice);
    if (choice !== stored) writeStored(storageKeys.language, choice);
  }
  return choice;
}

/** Remembers the choice for the browser (storage) and for the server (the cookie). */
export function storeLanguageChoice(language: Language): void {
  writeStored(storageKeys.language, language);
  writeLanguageCookie(language);
}
