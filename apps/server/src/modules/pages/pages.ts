import type { FastifyRequest } from 'fastify';
import type { Language } from '@app/contracts/locales';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { siteContentOf } from '../site/index.ts';
import { describePage, type PageHead } from './page-heads.ts';
import {
  findPublicProfile,
  findPublishedEvent,
  findPublishedTopic,
} from './page-heads.repository.ts';

/** What the static plugin asks before it sends the web app's page: its status and <head>. */
export function createPageDescriber(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port' | 'productName' | 'contentDir' | 'operator'>,
): (request: FastifyRequest) => Promise<PageHead> {
  const finders = {
    sitePage: (page: string, language: Language) => siteContentOf(config).heading(page, language),
    topic: (url: string) => findPublishedTopic(db, url),
    event: (url: string) => findPublishedEvent(db, url),
    profile: (key: string) => findPublicProfile(db, key),
  };
  return (request) => {
    const path = request.url === '/index.html' ? '/' : request.url;
    return describePage(finders, publicBaseUrl(config), config.productName, path);
  };
}
