/**
 * The tabs of `/search?topic=…`: what the text finds, kind by kind, matched as the header box's
 * suggestions match it, so that Enter never hides what the box offered. The URL says which tab
 * is open (`&tab=trainers`, also without a text: every trainer); a search without a tab (the box's
 * Enter, "see all") opens the topics,
 * unless they find nothing and another kind finds something: then the first such tab, so that
 * "Giulia Bianchi" opens on her.
 */

export const searchTabs = ['topics', 'trainers', 'events', 'requirements'] as const;
export type SearchTab = (typeof searchTabs)[number];

/** How many each tab finds for the text alone; undefined while unknown (or not answered). */
export type TabCounts = Partial<Record<SearchTab, number>>;

export const isSearchTab = (value: unknown): value is SearchTab =>
  (searchTabs as readonly unknown[]).includes(value);

export interface ShownTab {
  tab: SearchTab;
  /**
   * No tab asked for and the counts not all in yet: the topics are shown, but an empty list is
   * not final (another tab may be chosen), so it shows as loading rather than as "nothing found".
   */
  isChoosing: boolean;
}

/**
 * The tab to show. `asked` is the URL's `tab`; `isCounted` says every count has answered (a count
 * that failed is unknown for good, and then the topics stay).
 */
export function shownTab(
  text: string,
  asked: string | null,
  counts: TabCounts,
  isCounted: boolean,
): ShownTab {
  // A tab asked for is shown, with a text or without (the menu's Providers: every trainer).
  if (isSearchTab(asked)) return { tab: asked, isChoosing: false };
  if (text === '') return { tab: 'topics', isChoosing: false };
  if (!isCounted) return { tab: 'topics', isChoosing: true };
  if (counts.topics !== 0) return { tab: 'topics', isChoosing: false };
  const found = searchTabs.find((tab) => (counts[tab] ?? 0) > 0);
  return { tab: found ?? 'topics', isChoosing: false };
}

/**
 * A tab's link: the text and the tab, nothing else (each kind has filters of its own). The tab is
 * always named, the topics too: without it, a text that finds no topics would open another tab.
 */
export function tabSearch(text: string, tab: SearchTab): string {
  return `?${new URLSearchParams({ topic: text, tab }).toString()}`;
}
