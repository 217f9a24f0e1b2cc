import { create } from 'xmlbuilder2';
import { languagePrefix, languages, type Language } from '@app/contracts/locales';
import type { SitemapEntry, SitemapFile } from './sitemap.repository.ts';

/**
 * sitemap.xml (an index of one file per kind, language and id range) and each file (the listings'
 * pages in that language, each with its alternates in the five languages and x-default, the
 * English page at the root), as the sitemaps protocol and Google's hreflang rules write them.
 * robots.txt keeps crawlers out of the API and the signed-in pages and points at the index.
 */

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

export const sitemapFileName = (file: Pick<SitemapFile, 'kind' | 'page'>, language: Language) =>
  `${file.kind}-${language}-${file.page}.xml`;

export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const sitemap = files.flatMap((file) =>
    languages.map((language) => ({
      loc: `${origin}/sitemaps/${sitemapFileName(file, language)}`,
      lastmod: file.lastModified.toISOString(),
    })),
  );
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      sitemapindex: { '@xmlns': sitemapNamespace, sitemap },
    },
  ).end({ prettyPrint: false });
}

export function sitemapXml(
  origin: string,
  language: Language,
  entries: readonly SitemapEntry[],
): string {
  const pageUrl = (path: string, of: Language) =>
    `${origin}${languagePrefix(of)}${encodeURI(path)}`;
  const url = entries.map((entry) => ({
    loc: pageUrl(entry.path, language),
    lastmod: entry.lastModified.toISOString(),
    'xhtml:link': [
      ...languages.map((other) => ({
        '@rel': 'alternate',
        '@hreflang': other,
        '@href': pageUrl(entry.path, other),
      })),
      { '@rel': 'alternate', '@hreflang': 'x-default', '@href': pageUrl(entry.path, 'en') },
    ],
  }));
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      urlset: { '@xmlns': sitemapNamespace, '@xmlns:xhtml': xhtmlNamespace, url },
    },
  ).end({ prettyPrint: false });
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
