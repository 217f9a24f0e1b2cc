import { z } from 'zod';
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

const configSchema = z.object({
  productName: z.string().trim().min(1).max(80).catch(fallback.productName),
  defaultLanguage: z.string().refine(isLanguage).catch(fallback.defaultLanguage),
  signedIn: z.boolean().nullable().catch(null),
});

/** Parses the JSON the server writes into `<script id="app-config">`; anything odd falls back. */
export function parseAppConfig(text: string | null | undefined): AppConfig {
  if (!text) return fallback;
  try {
    const parsed = configSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

let cached: AppConfig | undefined;

/** Read once at boot from the page the server delivered. */
export function getAppConfig(): AppConfig {
  cached ??= parseAppConfig(
    typeof document === 'undefined' ? null : document.getElementById('app-config')?.textContent,
  );
  return cached;
}
