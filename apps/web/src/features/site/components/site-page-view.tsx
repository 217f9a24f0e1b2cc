import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate } from '../../../lib/format.ts';
import type { SitePageData } from '../api/get-site-page.ts';
import { ReportForm } from './report-form.tsx';
import { SiteProse } from './site-prose.tsx';
import './site-pages.css';

/**
 * A footer page: its title, the date of its last change, the text drawn by the server from the
 * repository's content (trusted HTML, never user input) and, on pages that ask the reader to act,
 * the form that sends a report to the operators.
 */
export function SitePageView({ page }: { page: SitePageData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="site-page" data-testid="site-page">
      <header className="site-page-header">
        <h1 className="page-title">{page.title}</h1>
        <p className="muted">{t('site.updated', { date: formatDate(page.updated, language) })}</p>
      </header>
      <SiteProse html={page.html} />
      {page.form ? <ReportForm kind={page.form} /> : null}
    </article>
  );
}
