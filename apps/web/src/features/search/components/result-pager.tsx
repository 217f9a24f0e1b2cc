import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The pages to offer around the current one: always the first and the last, two either side of
 * the current, and `null` where pages are skipped (shown as an ellipsis).
 */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const shown = new Set([1, pageCount]);
  for (let near = page - 2; near <= page + 2; near += 1) {
    if (near >= 1 && near <= pageCount) shown.add(near);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const withGaps: Array<number | null> = [];
  for (const [index, current] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && current - previous > 1) withGaps.push(null);
    withGaps.push(current);
  }
  return withGaps;
}

interface ResultPagerProps {
  page: number;
  pageCount: number;
  /** The query string of a page (the URL holds the page, so each is a real, shareable link). */
  searchOf: (page: number) => string;
}

/** Numbered pages with previous and next; nothing when everything fits on one page. */
export function ResultPager({ page, pageCount, searchOf }: ResultPagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const link = (target: number, label: string, extra: Record<string, string> = {}) => (
    <Link to={{ search: searchOf(target) }} className="search-pager-link" {...extra}>
      {label}
    </Link>
  );
  return (
    <nav className="search-pager" aria-label={t('search.pager.label')} data-testid="search-pager">
      <ul>
        <li>
          {page > 1 ? (
            link(page - 1, `← ${t('search.pager.previous')}`, { rel: 'prev' })
          ) : (
            <span className="search-pager-link" aria-disabled="true">
              ← {t('search.pager.previous')}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} className="search-pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                // A span takes no name of its own (aria-label): its text says the page.
                <span className="search-pager-link search-pager-current" aria-current="page">
                  <span className="visually-hidden">{t('search.pager.page', { page: entry })}</span>
                  <span aria-hidden="true">{entry}</span>
                </span>
              ) : (
                link(entry, String(entry), {
                  'aria-label': t('search.pager.page', { page: entry }),
                })
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            link(page + 1, `${t('search.pager.next')} →`, { rel: 'next' })
          ) : (
            <span className="search-pager-link" aria-disabled="true">
              {t('search.pager.next')} →
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
