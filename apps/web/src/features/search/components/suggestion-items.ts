import type { SearchSuggestions } from '../api/get-search-suggestions.ts';

export type SuggestionGroup = 'topics' | 'users' | 'requirements' | 'events';

export interface SuggestionItem {
  group: SuggestionGroup;
  label: string;
  detail?: string;
  href: string;
  /** Position among all suggestions, for keyboard navigation. */
  index: number;
}

/** Only a relative slug is used in a link: anything with a scheme or host is dropped. */
function slug(value: string): string {
  const trimmed = value.trim().replace(/^\/+/, '');
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? '' : trimmed;
}

/** The search reply as ordered groups of links (empty groups are left out). */
export function groupSuggestions(
  reply: SearchSuggestions,
): Array<{ group: SuggestionGroup; items: SuggestionItem[] }> {
  const groups: Array<{ group: SuggestionGroup; items: SuggestionItem[] }> = [
    {
      group: 'topics',
      items: reply.topicDetail.map((item) => ({
        group: 'topics',
        index: 0,
        label: item.topic,
        href: `/topic/${slug(item.url)}`,
      })),
    },
    {
      group: 'users',
      items: reply.user.map((item) => ({
        group: 'users',
        index: 0,
        label: item.name || item.username,
        detail: `@${item.username}`,
        href: `/${slug(item.username)}`,
      })),
    },
    {
      group: 'requirements',
      items: reply.requirement.map((item) => ({
        group: 'requirements',
        index: 0,
        label: item.topic,
        href: `/requirement/${slug(item.url)}`,
      })),
    },
    {
      group: 'events',
      items: reply.event.map((item) => ({
        group: 'events',
        index: 0,
        label: item.topic,
        href: `/event/Q/${slug(item.url)}`,
      })),
    },
  ];
  let index = 0;
  return groups
    .filter((entry) => entry.items.length > 0)
    .map((entry) => ({
      ...entry,
      items: entry.items.map((item) => ({ ...item, index: index++ })),
    }));
}

export const searchPageHref = (text: string) => `/search?topic=${encodeURIComponent(text.trim())}`;
