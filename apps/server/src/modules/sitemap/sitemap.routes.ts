import type { FastifyPluginCallback } from 'fastify';
import { isLanguage } from '@app/contracts/locales';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { siteContentOf } from '../site/index.ts';
import { robotsTxt, siteEntries, sitemapIndexXml, sitemapXml } from './sitemap.ts';
import {
  selectSitemapEntries,
  selectSitemapFiles,
  sitemapKinds,
  type SitemapEntry,
  type SitemapKind,
} from './sitemap.repository.ts';

export interface SitemapRoutesOptions {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'port' | 'contentDir' | 'productName' | 'operator'>;
}

/** Crawlers may keep these for an hour; the listings they name change far less often. */
const cacheFor = 'public, max-age=3600';
const filePattern = /^([a-z]+)-([a-z]{2})-(\d{1,6})\.xml$/;

/**
 * GET /robots.txt, /sitemap.xml and /sitemaps/{kind}-{language}-{page}.xml (sitemap.ts); besides
 * the listings' files, `site-{language}-0.xml` names the home page, the blog, its articles and
 * the site pages (content/).
 */
const sitemapRoutes: FastifyPluginCallback<SitemapRoutesOptions> = (app, { db, config }, done) => {
  // Drawn with the first sitemap asked for, not when the server starts: it reads and renders
  // every page and article of the site in every language.
  let site: SitemapEntry[] | undefined;
  const siteOf = () => (site ??= siteEntries(siteContentOf(config)));
  const siteFile = () =>
    ({
      kind: 'site',
      page: 0,
      lastModified: new Date(Math.max(...siteOf().map((entry) => entry.lastModified.getTime()))),
    }) as const;

  /** The pages a file names: the site's one file, or one id range of listings; none for others. */
  const entriesOf = async (kind: string | undefined, page: number) => {
    if (kind === 'site') return page === 0 ? siteOf() : [];
    if (!sitemapKinds.includes(kind as SitemapKind)) return [];
    return selectSitemapEntries(db, kind as SitemapKind, page);
  };

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheFor)
      .send(robotsTxt(publicBaseUrl(config))),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheFor)
      .send(
        sitemapIndexXml(publicBaseUrl(config), [siteFile(), ...(await selectSitemapFiles(db))]),
      ),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = filePattern.exec(request.params.file);
    const kind = match?.[1];
    const language = match?.[2];
    if (!match || !isLanguage(language)) throw new AppError('not_found');
    const entries = await entriesOf(kind, Number(match[3]));
    if (entries.length === 0) throw new AppError('not_found');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheFor)
      .send(sitemapXml(publicBaseUrl(config), language, entries));
  });
  done();
};

export default sitemapRoutes;
