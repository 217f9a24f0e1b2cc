import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  searchevents,
  searchrequirements,
  searchtopics,
  searchtrainers,
} from '@app/contracts/actions/search';
import { searchEventsQueryOptions } from '../api/search-events.ts';
import { searchRequirementsQueryOptions } from '../api/search-requirements.ts';
import { searchTopicsQueryOptions } from '../api/search-topics.ts';
import { searchTrainersQueryOptions } from '../api/search-trainers.ts';
import { shownTab, type SearchTab, type ShownTab, type TabCounts } from './search-tabs.ts';
import { toActionInput } from './search-url.ts';

export interface SearchTabsState extends ShownTab {
  /** The text searched (trimmed); '' shows no tabs. */
  text: string;
  counts: TabCounts;
}

/**
 * The URL's text and tab, what each tab finds for the text alone (one result asked of each search,
 * for its total) and the tab to show. Server-rendered pages load the counts before their last
 * draw, so the browser starts from the same tab.
 */
export function useSearchTabs(): SearchTabsState {
  const [params] = useSearchParams();
  const text = params.get('topic')?.trim() ?? '';
  const asked = params.get('tab');
  const only = { topic: text, pageSize: '1' };
  const enabled = text !== '';
  const results = useQueries({
    queries: [
      {
        ...searchTopicsQueryOptions(toActionInput(searchtopics.request, only), null),
        enabled,
      },
      { ...searchTrainersQueryOptions(toActionInput(searchtrainers.request, only)), enabled },
      {
        ...searchEventsQueryOptions(toActionInput(searchevents.request, only), null),
        enabled,
      },
      {
        ...searchRequirementsQueryOptions(toActionInput(searchrequirements.request, only), null),
        enabled,
      },
    ],
  });
  const [topics, trainers, events, requirements] = results;
  const counts: TabCounts = {
    topics: topics.data?.recordsTotal,
    trainers: trainers.data?.recordsTotal,
    events: events.data?.recordsTotal,
    requirements: requirements.data?.recordsTotal,
  } satisfies Record<SearchTab, number | undefined>;
  const isCounted = results.every((result) => !result.isPending);
  return { text, counts, ...shownTab(text, asked, counts, isCounted) };
}
