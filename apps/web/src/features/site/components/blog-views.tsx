import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languagePrefix } from '@app/contracts/locales';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate } from '../../../lib/format.ts';
import type { BlogArticleData, BlogSummary } from '../api/get-blog.ts';
import { SiteProse } from './site-prose.tsx';
import './site-pages.css';

/** /blog: the articles, newest first, and the feed to follow them. */
export function BlogList({ articles }: { articles: BlogSummary[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="site-page" data-testid="blog-page">
      <header className="site-page-header">
        <h1 className="page-title">{t('site.blog.title')}</h1>
        <p className="muted">
          {t('site.blog.intro')}{' '}
          <a href={`${languagePrefix(language)}/blog/rss.xml`} type="application/rss+xml">
            {t('site.blog.feed')}
          </a>
        </p>
      </header>
      {articles.length === 0 ? (
        <p className="muted">{t('site.blog.empty')}</p>
      ) : (
        <ul className="blog-list">
          {articles.map((article) => (
            <li key={article.slug} className="blog-card card">
              <h2 className="blog-card-title">
                <Link to={`/blog/${article.slug}`}>{article.title}</Link>
              </h2>
              <p className="muted blog-meta">
                <time dateTime={article.date}>{formatDate(article.date, language)}</time> ·{' '}
                {article.author}
              </p>
              <p>{article.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /blog/{slug}: one article. */
export function BlogArticleView({ article }: { article: BlogArticleData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="site-page" data-testid="blog-article">
      <nav aria-label={t('site.blog.breadcrumb')} className="blog-back">
        <Link to="/blog">{t('site.blog.all')}</Link>
      </nav>
      <header className="site-page-header">
        <h1 className="page-title">{article.title}</h1>
        <p className="muted blog-meta">
          <time dateTime={article.date}>{formatDate(article.date, language)}</time> ·{' '}
          {article.author}
        </p>
      </header>
      <SiteProse html={article.html} />
    </article>
  );
}
