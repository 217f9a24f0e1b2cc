import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchtrainers } from '@app/contracts/actions/search';
import { TrainerCard } from '../../../components/catalogue/trainer-card.tsx';
import { useSearchTrainers } from '../api/search-trainers.ts';
import { useSearchPage } from '../hooks/use-search-page.ts';
import { useSearchTitle } from '../hooks/use-search-title.ts';
import { tabSearch } from '../hooks/search-tabs.ts';
import { SearchScreen } from './search-screen.tsx';

const noFilters = [] as const;

/**
 * The trainers tab of `/search`: trainers by their full name, last name or username (typos
 * forgiven), as the header box suggests them; each card opens their public profile.
 */
export function TrainerSearch({ tabs }: { tabs?: ReactNode }) {
  const { t } = useTranslation();
  const search = useSearchPage(noFilters, searchtrainers.request);
  const { input } = search;
  const query = useSearchTrainers(input);
  const data = query.data;
  const title = useSearchTitle('trainers', input.topic);

  return (
    <SearchScreen
      testId="trainer-search"
      search={search}
      query={query}
      title={title}
      placeholder={t('search.placeholders.trainers')}
      tabs={tabs}
      countText={(count) => t('search.results.trainers', { count })}
      sort={null}
      filters={[]}
      isEmpty={data !== undefined && data.trainers.length === 0}
      empty={{
        title: t('search.empty.trainersTitle'),
        hint: t('search.empty.hintTrainers'),
        suggestionsTitle: t('search.empty.elsewhere'),
        suggestions: input.topic
          ? [
              {
                label: t('search.empty.topicsFor', { text: input.topic }),
                to: { search: tabSearch(input.topic, 'topics') },
              },
            ]
          : [],
      }}
    >
      <ul className="trainer-grid" aria-label={t('search.results.trainersLabel')}>
        {(data?.trainers ?? []).map((trainer) => (
          <li key={trainer.userId}>
            <TrainerCard trainer={trainer} />
          </li>
        ))}
      </ul>
    </SearchScreen>
  );
}
