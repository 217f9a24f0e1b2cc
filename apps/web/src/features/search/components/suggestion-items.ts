import type { SearchSuggestions } from '../api/get-search-suggestions.ts';

export type SuggestionGroup = 'topics' | 'trainers' | 'requirements' | 'events';

export interface SuggestionItem {
  group: SuggestionGroup;
  label: string;
  detail?: string;
  href: string;
  /** Position among all suggestions, for keyboard navigation. */
  index: number;
}

/**
 * Only an app path is used in a link (`/topic/x`): anything with a scheme or a host
 * (`https://…`, `//evil.example`) is dropped.
 */
export function appPath(value: string): string {
  const path = value.trim();
  return path.startsWith('/') && !path.startsWith('//') && !/^[^?#]*:/.test(path) ? path : '/';
}

/** One path segment (a username) as a path. */
const segmentPath = (value: string) => `/${encodeURIComponent(value.trim())}`;

/**
 * A trainer as people know them: the name, the handle after it; someone without a name (the
 * server then sends their username as the name) by the username alone, not twice.
 */
export function personText(person: { username: string; name: string }): {
  label: string;
  detail?: string;
} {
  const name = person.name.trim();
  return name === '' || name === person.username
    ? { label: person.username }
    : { label: name, detail: `@${person.username}` };
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
        href: appPath(item.url),
      })),
    },
    {
      group: 'trainers',
      items: reply.user.map((item) => ({
        group: 'trainers',
        index: 0,
        ...personText(item),
        href: segmentPath(item.username),
      })),
    },
    {
      group: 'requirements',
      items: reply.requirement.map((item) => ({
        group: 'requirements',
        index: 0,
        label: item.topic,
        href: appPath(item.url),
      })),
    },
    {
      group: 'events',
      items: reply.event.map((item) => ({
        group: 'events',
        index: 0,
        label: item.topic,
        href: appPath(item.url),
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
