import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { SearchBox } from '../../features/search/index.ts';
import type { NotFoundState } from './unknown-path.tsx';
import './not-found-page.css';

/** `from`: the unknown path asked for, while it is still the address (unknown-path.tsx). */
export function NotFoundPage({ from }: { from?: string } = {}) {
  const { t } = useTranslation();
  usePageTitle(t('titles.notFound'));
  const state = useLocation().state as NotFoundState | null;
  const requested = from ?? state?.from;
  return (
    <div className="container page not-found" data-testid="not-found-page">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      {requested ? (
        <p className="not-found-requested" data-testid="not-found-requested">
          {t('notFound.requested', { path: requested })}
        </p>
      ) : null}
      <Link to="/" className="btn btn-primary">
        {t('notFound.home')}
      </Link>
      <p className="not-found-hint">{t('notFound.searchHint')}</p>
      <div className="not-found-search">
        <SearchBox variant="page" testId="not-found-search" />
      </div>
    </div>
  );
}
