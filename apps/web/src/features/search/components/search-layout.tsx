import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './search-pages.css';

export interface FilterChip {
  /** The URL parameters the chip stands for; removing the chip removes them. */
  params: string[];
  label: string;
  /** The query string without it. */
  search: string;
}

interface SearchLayoutProps {
  testId: string;
  title: string;
  searchBox: ReactNode;
  /** The kinds of result for the text (the tabs of `/search`), between the box and the results. */
  tabs?: ReactNode;
  /**
   * The filter fields; on narrow screens they fold into a panel opened by a button. Null: the
   * results take the whole width (the trainers tab has no filters).
   */
  filters: ReactNode | null;
  chips: FilterChip[];
  /** The query string without any filter (the text stays). */
  clearSearch: string;
  /** "24 topics", announced politely when it changes. */
  countText: string;
  sort?: ReactNode;
  isBusy: boolean;
  children: ReactNode;
}

/** A search page: title and text box, filters beside (or folded above) the results. */
export function SearchLayout({
  testId,
  title,
  searchBox,
  tabs,
  filters,
  chips,
  clearSearch,
  countText,
  sort,
  isBusy,
  children,
}: SearchLayoutProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const panelId = `${baseId}-filters`;
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const close = () => {
    setIsOpen(false);
    toggleRef.current?.focus();
  };

  // The opened panel takes the focus; Escape inside it closes it and returns to its button.
  useEffect(() => {
    const panel = panelRef.current;
    if (!isOpen || !panel) return;
    panel.querySelector<HTMLElement>('select, input, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return (
    <div className="container page search-page" data-testid={testId}>
      <header className="search-page-head">
        <h1 className="page-title">{title}</h1>
        {searchBox}
      </header>
      {tabs}
      <div
        className={
          filters === null ? 'search-page-body search-page-body-single' : 'search-page-body'
        }
      >
        {filters === null ? null : (
          <aside
            id={panelId}
            ref={panelRef}
            className="search-filters"
            data-open={isOpen}
            aria-label={t('search.filters.title')}
            data-testid="search-filters"
          >
            <div className="search-filters-head">
              <h2>{t('search.filters.title')}</h2>
              <button type="button" className="btn btn-ghost search-filters-close" onClick={close}>
                {t('search.filters.done')}
              </button>
            </div>
            {filters}
            {chips.length > 0 ? (
              <Link to={{ search: clearSearch }} className="btn btn-secondary btn-block">
                {t('search.filters.clear')}
              </Link>
            ) : null}
          </aside>
        )}
        <section className="search-results" aria-busy={isBusy} data-testid="search-results">
          {/* The results' own heading: on a phone the filters' heading is folded away, and the
              cards' titles (h3) must not follow the page's title (h1) directly. */}
          <h2 className="visually-hidden">{t('search.results.heading')}</h2>
          <div className="search-results-bar">
            <p className="search-results-count" role="status" data-testid="search-count">
              {countText}
            </p>
            {filters === null ? null : (
              <button
                ref={toggleRef}
                type="button"
                className="btn btn-secondary search-filters-toggle"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setIsOpen((open) => !open)}
                data-testid="search-filters-toggle"
              >
                {chips.length > 0
                  ? t('search.filters.toggleCount', { count: chips.length })
                  : t('search.filters.toggle')}
              </button>
            )}
            {sort}
          </div>
          {chips.length > 0 ? (
            <ul className="search-chips" aria-label={t('search.filters.active')}>
              {chips.map((chip) => (
                <li key={chip.params.join(',')}>
                  <Link
                    to={{ search: chip.search }}
                    className="search-chip"
                    aria-label={t('search.filters.remove', { filter: chip.label })}
                  >
                    <span>{chip.label}</span>
                    <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {children}
        </section>
      </div>
    </div>
  );
}
