import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { languagePrefix, languages, type Language } from '@app/contracts/locales';
import type { Config } from '../../config/env.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { siteContentOf, type BlogArticle } from './site-content.ts';
import { xmlDocument } from '../../lib/xml.ts';

export interface SiteRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'port' | 'contentDir' | 'productName' | 'operator'>;
}

const feedTitles: Record<Language, (product: string) => string> = {
  it: (product) => `Il blog di ${product}`,
  en: (product) => `The ${product} blog`,
  de: (product) => `Der ${product}-Blog`,
  fr: (product) => `Le blog de ${product}`,
  es: (product) => `El blog de ${product}`,
};

/**
 * An article's HTML for a feed reader, which has no page to read links against: its addresses
 * (already in the article's language) made absolute.
 */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

/** RSS 2.0 of a language's blog: every article, whole (content:encoded), newest first. */
export function blogFeedXml(
  origin: string,
  language: Language,
  productName: string,
  articles: readonly BlogArticle[],
): string {
  const blogUrl = `${origin}${languagePrefix(language)}/blog`;
  const item = articles.map((article) => ({
    title: article.title,
    link: `${blogUrl}/${article.slug}`,
    guid: { '@isPermaLink': 'true', '#': `${blogUrl}/${article.slug}` },
    description: article.description,
    'content:encoded': { $: absoluteLinks(article.html, origin) },
    pubDate: new Date(`${article.date}T08:00:00Z`).toUTCString(),
  }));
  return xmlDocument(
    {
      rss: {
        '@version': '2.0',
        '@xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
        '@xmlns:atom': 'http://www.w3.org/2005/Atom',
        channel: {
          title: feedTitles[language](productName),
          link: blogUrl,
          description: feedTitles[language](productName),
          language,
          'atom:link': {
            '@href': `${blogUrl}/rss.xml`,
            '@rel': 'self',
            '@type': 'application/rss+xml',
          },
          ...(articles[0]
            ? { lastBuildDate: new Date(`${articles[0].date}T08:00:00Z`).toUTCString() }
            : {}),
          item,
        },
      },
    },
    { prettyPrint: true },
  );
}

/** GET /blog/rss.xml (English) and /{code}/blog/rss.xml: the blog's feed in that language. */
const siteRoutes: FastifyPluginCallback<SiteRoutesOptions> = (app, { config }, done) => {
  const feed = (language: Language) => async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        blogFeedXml(
          publicBaseUrl(config),
          language,
          config.productName,
          siteContentOf(config).articles(language),
        ),
      );
  for (const language of languages) {
    app.get(`${languagePrefix(language)}/blog/rss.xml`, feed(language));
  }
  done();
};

export default siteRoutes;
