import { languagePrefix, type Language } from '@app/contracts/locales';
import type { Config } from '../config/env.ts';

/**
 * Where users reach the product, for links in e-mails sent without a request (jobs): the
 * configured public address, never a request header.
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
