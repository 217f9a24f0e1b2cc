import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

const titleKeys = {
  topics: ['search.pages.topics', 'search.pages.topicsFor'],
  events: ['search.pages.events', 'search.pages.eventsFor'],
  requirements: ['search.pages.requirements', 'search.pages.requirementsFor'],
  trainers: ['search.pages.trainers', 'search.pages.trainersFor'],
} as const;

export type SearchKind = keyof typeof titleKeys;

/** A search page's title: "Topics", or "Topics for “excel”" once a text is searched. */
export function useSearchTitle(kind: SearchKind, text?: string): string {
  const { t } = useTranslation();
  const [plain, withText] = titleKeys[kind];
  return text ? t(withText, { text }) : t(plain);
}

/** The title for the page's tab, from the text in the URL as typed. */
export function useSearchPageTitle(kind: SearchKind): string {
  const [params] = useSearchParams();
  return useSearchTitle(kind, params.get('topic')?.trim());
}
