import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchrequirements, requirementSorts } from '@app/contracts/actions/search';
import { requirementListStates } from '@app/contracts/catalogue';
import { CardGrid } from '../../../components/catalogue/topic-card.tsx';
import { RequirementCard } from '../../../components/catalogue/requirement-card.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSearchRequirements } from '../api/search-requirements.ts';
import { useSearchPage } from '../hooks/use-search-page.ts';
import { useSearchTitle } from '../hooks/use-search-title.ts';
import { commonFilters } from './common-filters.ts';
import { SearchScreen } from './search-screen.tsx';

const filterParams = [
  'username',
  'supplier',
  'status',
  'category',
  'budgetMin',
  'delivery',
  'language',
  'location',
] as const;

/**
 * `/requirement/search`, and the requirements tab of `/search` (with `tabs`): what seekers are
 * asking for (open ones unless asked otherwise).
 */
export function RequirementSearch({ tabs }: { tabs?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = useSearchPage(filterParams, searchrequirements.request);
  const { input, chips } = search;
  const query = useSearchRequirements(input, null);
  const data = query.data;
  const title = useSearchTitle('requirements', input.topic);
  const common = commonFilters(t, language, 'requirement');

  return (
    <SearchScreen
      testId="requirement-search"
      search={search}
      query={query}
      title={title}
      placeholder={t('search.placeholders.requirements')}
      tabs={tabs}
      countText={(count) => t('search.results.requirements', { count })}
      sort={{ id: 'requirement-sort', value: input.sort ?? 'newest', options: requirementSorts }}
      filters={[
        {
          kind: 'select',
          id: 'requirement-status',
          param: 'status',
          label: t('search.filters.status'),
          implied: 'open',
          options: requirementListStates.map((value) => ({
            value,
            label: t(`search.filters.statuses.${value}`),
          })),
        },
        common.category(),
        {
          kind: 'amount',
          id: 'requirement-budget',
          param: 'budgetMin',
          label: t('search.filters.budgetMin'),
        },
        common.delivery,
        common.language,
        common.location,
      ]}
      isEmpty={data !== undefined && data.requirements.length === 0}
      empty={{
        title: t('search.empty.requirementsTitle'),
        hint:
          input.topic || chips.length > 0
            ? t('search.empty.hintFilters')
            : t('search.empty.hintNoRequirements'),
        suggestionsTitle: t('search.empty.elsewhere'),
        suggestions: [
          { label: t('search.empty.allRequirements'), to: '/requirement/search' },
          { label: t('search.empty.postRequirement'), to: '/requirement/addrequirement' },
        ],
      }}
    >
      <CardGrid
        label={t('search.results.requirementsLabel')}
        items={data?.requirements ?? []}
        itemKey={(requirement) => requirement.id}
        renderItem={(requirement) => <RequirementCard requirement={requirement} />}
      />
    </SearchScreen>
  );
}
