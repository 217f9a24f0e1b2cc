import { languagePrefix, type Language } from '@app/contracts/locales';
import type { Config } from '../config/env.ts';

/**
 * Where users reach the product: the configured public address, else in development the local one
 * (PUBLIC_URL is required in production). Every absolute address the server writes (e-mails,
 * robots.txt, sitemaps, canonical addresses, feeds, the social sign-in's return) starts with it,
 * never with a request's Host or forwarded host, which whoever sends the request chooses.
 */
export function publicBaseUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** A page of the product in a language: English at /path, the others under /{code}/path. */
export function publicPageUrl(
  config: Pick<Config, 'publicUrl' | 'port'>,
  language: Language,
  path: string,
): string {
  return `${publicBaseUrl(config)}${languagePrefix(language)}${path}`;
}
