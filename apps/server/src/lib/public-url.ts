import { languagePrefix, type Language } from '@app/contracts/locales';
import type { FastifyRequest } from 'fastify';
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

/**
 * Where the person (or crawler) making this request reaches the product: the configured public
 * address, else the request's own origin (behind a trusted proxy, its forwarded host and scheme).
 */
export function requestOrigin(
  config: Pick<Config, 'publicUrl'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  return config.publicUrl ?? new URL(`${request.protocol}://${request.host}`).origin;
}
