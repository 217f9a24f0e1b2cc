import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatNumber } from '../../../lib/format.ts';
import { searchTabs, tabSearch, type SearchTab, type TabCounts } from '../hooks/search-tabs.ts';

interface SearchTabsProps {
  text: string;
  tab: SearchTab;
  counts: TabCounts;
}

/**
 * Topics, trainers, events and requirements for the text, each with how many it finds: links
 * (the URL holds the tab, so each is a page of its own to share, reload or go back to), the open
 * one marked as the current page.
 */
export function SearchTabs({ text, tab, counts }: SearchTabsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav className="search-tabs" aria-label={t('search.tabs.label')} data-testid="search-tabs">
      <ul>
        {searchTabs.map((kind) => {
          const count = counts[kind];
          return (
            <li key={kind}>
              <Link
                to={{ search: tabSearch(text, kind) }}
                className="search-tab"
                aria-current={kind === tab ? 'page' : undefined}
                data-testid={`search-tab-${kind}`}
              >
                {t(`search.${kind}`)}
                {/* Shown as a badge, read as "Trainers 1 result". */}
                {count === undefined ? null : (
                  <>
                    {' '}
                    <span className="search-tab-count" aria-hidden="true">
                      {formatNumber(count, language)}
                    </span>
                    <span className="visually-hidden">{t('search.tabs.results', { count })}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
