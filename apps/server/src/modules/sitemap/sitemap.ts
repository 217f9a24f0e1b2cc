import { languagePrefix, languages, type Language } from '@app/contracts/locales';
import { sitePageSlugs } from '@app/contracts/site-pages';
import { hasEnglishAddress } from '@app/contracts/language-url';
import type { SiteContent } from '../site/index.ts';
import type { SitemapEntry, SitemapFile } from './sitemap.repository.ts';
import { xmlDocument } from '../../lib/xml.ts';

/**
 * sitemap.xml (an index of one file per kind, language and id range) and each file (the listings'
 * pages in that language, each with its alternates in the five languages and x-default, the
 * English page at the root, but for the home page, whose English address is the chooser `/`), as
 * the sitemaps protocol and Google's hreflang rules write them.
 * robots.txt keeps crawlers out of the API and the signed-in pages and points at the index.
 */

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

/** What the index names: the listings' files, and the one file of the site's own pages. */
export type IndexedFile = Omit<SitemapFile, 'kind'> & { kind: SitemapFile['kind'] | 'site' };

export const sitemapFileName = (file: Pick<IndexedFile, 'kind' | 'page'>, language: Language) =>
  `${file.kind}-${language}-${file.page}.xml`;

export function sitemapIndexXml(origin: string, files: readonly IndexedFile[]): string {
  const sitemap = files.flatMap((file) =>
    languages.map((language) => ({
      loc: `${origin}/sitemaps/${sitemapFileName(file, language)}`,
      lastmod: file.lastModified.toISOString(),
    })),
  );
  return xmlDocument(
    {
      sitemapindex: { '@xmlns': sitemapNamespace, sitemap },
    },
    { prettyPrint: false },
  );
}

/**
 * The site's own pages (content/): the home page, the blog and each article written in every
 * language, and the footer's pages, each last changed when its newest language was.
 */
export function siteEntries(content: SiteContent): SitemapEntry[] {
  const newest = (dates: readonly string[]) =>
    new Date(Math.max(...dates.map((date) => Date.parse(date)).filter(Number.isFinite), 0));
  const pages = sitePageSlugs.map((slug) => ({
    path: `/${slug}`,
    lastModified: newest(languages.map((language) => content.page(slug, language).updated)),
  }));
  const everywhere = content
    .articles('en')
    .filter((article) => languages.every((language) => content.article(article.slug, language)));
  const articles = everywhere.map((article) => ({
    path: `/blog/${article.slug}`,
    lastModified: newest(
      languages.map((language) => content.article(article.slug, language)?.date ?? ''),
    ),
  }));
  const latest = newest([...pages, ...articles].map((entry) => entry.lastModified.toISOString()));
  return [
    { path: '/', lastModified: latest },
    {
      path: '/blog',
      lastModified: newest(articles.map((article) => article.lastModified.toISOString())),
    },
    ...articles,
    ...pages,
  ];
}

export function sitemapXml(
  origin: string,
  language: Language,
  entries: readonly SitemapEntry[],
): string {
  const pageUrl = (path: string, of: Language) =>
    `${origin}${languagePrefix(of)}${encodeURI(path)}`;
  const hasAddressIn = (path: string, of: Language) => of !== 'en' || hasEnglishAddress(path);
  const url = entries
    .filter((entry) => hasAddressIn(entry.path, language))
    .map((entry) => ({
      loc: pageUrl(entry.path, language),
      lastmod: entry.lastModified.toISOString(),
      'xhtml:link': [
        ...languages
          .filter((other) => hasAddressIn(entry.path, other))
          .map((other) => ({
            '@rel': 'alternate',
            '@hreflang': other,
            '@href': pageUrl(entry.path, other),
          })),
        { '@rel': 'alternate', '@hreflang': 'x-default', '@href': pageUrl(entry.path, 'en') },
      ],
    }));
  return xmlDocument(
    {
      urlset: { '@xmlns': sitemapNamespace, '@xmlns:xhtml': xhtmlNamespace, url },
    },
    { prettyPrint: false },
  );
}

/**
 * Pages only a signed-in person sees (apps/web/src/app/routes.tsx), in every language: each as the
 * page itself (`$`: a profile such as /profile_maker stays listed) and everything under it.
 */
const privatePages = [
  'dashboard',
  'myfavorite',
  'settings',
  'profile',
  'trainerprofile',
  'manage_requirement',
  'requirement/addrequirement',
  'addtopic',
  'manage_topic',
  'event/addevent',
  'event/manage_event',
  'message',
  'mybooking',
  'review',
  'revenue',
  'reset',
  'assessment',
  'invitation',
  'login',
];

export function robotsTxt(origin: string): string {
  const disallowed = languages.flatMap((language) =>
    privatePages.flatMap((page) => [
      `Disallow: ${languagePrefix(language)}/${page}$`,
      `Disallow: ${languagePrefix(language)}/${page}/`,
    ]),
  );
  return [
    'User-agent: *',
    'Disallow: /inc/',
    'Disallow: /social/',
    ...disallowed,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
