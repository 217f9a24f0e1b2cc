import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SitePageSlug } from '@app/contracts/site-pages';
import { useLanguage } from '../../hooks/use-language.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import {
  blogArticleQueryOptions,
  blogListQueryOptions,
  sitePageQueryOptions,
  BlogArticleView,
  BlogList,
  SitePageView,
} from '../../features/site/index.ts';
import { ListingQueryStates, throwServerFaults } from './listing-query-states.tsx';

/** A footer page (`/terms`, `/privacy`, `/faq`, `/support`…) in the page's language. */
export function SitePage({ page }: { page: SitePageSlug }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery({
    ...sitePageQueryOptions(page, language),
    throwOnError: throwServerFaults,
  });
  usePageTitle(query.data?.title ?? t('app.loading'));
  return (
    <ListingQueryStates query={query}>{(data) => <SitePageView page={data} />}</ListingQueryStates>
  );
}

/** `/blog`: the articles. */
export function BlogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery({ ...blogListQueryOptions(language), throwOnError: throwServerFaults });
  usePageTitle(t('site.blog.title'));
  return (
    <ListingQueryStates query={query}>
      {(articles) => <BlogList articles={articles} />}
    </ListingQueryStates>
  );
}

/** `/blog/{slug}`: one article; an unknown one is the not-found page. */
export function BlogArticlePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { slug = '' } = useParams();
  const query = useQuery({
    ...blogArticleQueryOptions(slug, language),
    throwOnError: throwServerFaults,
  });
  usePageTitle(query.data?.title ?? t('app.loading'));
  return (
    <ListingQueryStates query={query}>
      {(article) => <BlogArticleView article={article} />}
    </ListingQueryStates>
  );
}
