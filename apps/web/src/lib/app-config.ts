import { isLanguage, type Language } from '@app/contracts/locales';

export interface AppConfig {
  productName: string;
  defaultLanguage: Language;
  /**
   * Whether the page came with a session (the server knows; the session cookie is out of the
   * script's reach); null when no server wrote it (the development server's page).
   */
  signedIn: boolean | null;
}

const fallback: AppConfig = { productName: 'Skillvia', defaultLanguage: 'it', signedIn: null };

/**
 * Parses the JSON the server writes into `<script id="app-config">`; anything odd falls back,
 * field by field. (Read by hand, not with zod: the first load carries no schema library.)
 */
export function parseAppConfig(text: string | null | undefined): AppConfig {
  if (!text) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fallback;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fallback;
  const { productName, defaultLanguage, signedIn } = value as Record<string, unknown>;
  const name = typeof productName === 'string' ? productName.trim() : '';
  return {
    productName: name.length >= 1 && name.length <= 80 ? name : fallback.productName,
    defaultLanguage: isLanguage(defaultLanguage) ? defaultLanguage : fallback.defaultLanguage,
    signedIn: typeof signedIn === 'boolean' ? signedIn : null,
  };
}

let cached: AppConfig | undefined;

/** The server's renderer has no page to read the configuration from: it says it (entry-server). */
export function setAppConfig(config: AppConfig): void {
  cached = config;
}

/** Read once at boot from the page the server delivered. */
export function getAppConfig(): AppConfig {
  cached ??= parseAppConfig(
    typeof document === 'undefined' ? null : document.getElementById('app-config')?.textContent,
  );
  return cached;
}
