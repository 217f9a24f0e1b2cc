import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface SearchResultsProps {
  /** No answer yet (first load). */
  isLoading: boolean;
  /** The last request failed and there is nothing to show. */
  isError: boolean;
  onRetry: () => void;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/** The results area: placeholders, a failure with a retry, the empty state, or the cards. */
export function SearchResults({
  isLoading,
  isError,
  onRetry,
  isEmpty,
  empty,
  children,
}: SearchResultsProps) {
  const { t } = useTranslation();
  if (isError) {
    return (
      <div className="alert alert-error search-error" role="alert" data-testid="search-error">
        <p>{t('search.results.error')}</p>
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          {t('search.results.retry')}
        </button>
      </div>
    );
  }
  if (isLoading) {
    return (
      <ul className="card-grid" aria-hidden="true" data-testid="search-skeletons">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="search-skeleton" />
        ))}
      </ul>
    );
  }
  return isEmpty ? empty : children;
}

export interface Suggestion {
  label: string;
  /** A path with its query string, or only a query string for this page. */
  to: string | { search: string };
}

/** Nothing found: what to try instead (fewer filters, other words, popular categories). */
export function SearchEmpty({
  title,
  hint,
  clearSearch,
  suggestions,
  suggestionsTitle,
}: {
  title: string;
  hint: string;
  /** The query string without filters; absent when there are none to clear. */
  clearSearch: string | null;
  suggestions: Suggestion[];
  suggestionsTitle: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="search-empty" data-testid="search-empty">
      <h2>{title}</h2>
      <p className="muted">{hint}</p>
      {clearSearch !== null ? (
        <Link to={{ search: clearSearch }} className="btn btn-primary">
          {t('search.filters.clear')}
        </Link>
      ) : null}
      {suggestions.length > 0 ? (
        <>
          <h3>{suggestionsTitle}</h3>
          <ul className="search-empty-links">
            {suggestions.map((suggestion) => (
              <li key={suggestion.label}>
                <Link to={suggestion.to} className="search-chip">
                  {suggestion.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
