import { describe, expect, it } from 'vitest';
import { shownTab, tabSearch } from './search-tabs.ts';

const counts = { topics: 0, trainers: 1, events: 2, requirements: 0 };

describe('the tabs of the search page', () => {
  it('opens the tab the URL names, whatever the counts', () => {
    expect(shownTab('giulia', 'events', counts, true)).toEqual({
      tab: 'events',
      isChoosing: false,
    });
    expect(shownTab('giulia', 'topics', counts, false)).toEqual({
      tab: 'topics',
      isChoosing: false,
    });
  });

  it('without a tab: the topics when they find something', () => {
    expect(shownTab('excel', null, { ...counts, topics: 3 }, true)).toEqual({
      tab: 'topics',
      isChoosing: false,
    });
  });

  it('without a tab: the first other tab that finds something when the topics find nothing', () => {
    expect(shownTab('Giulia Bianchi', null, counts, true)).toEqual({
      tab: 'trainers',
      isChoosing: false,
    });
    expect(shownTab('x', null, { ...counts, trainers: 0 }, true).tab).toBe('events');
    expect(
      shownTab('x', null, { topics: 0, trainers: 0, events: 0, requirements: 0 }, true),
    ).toEqual({ tab: 'topics', isChoosing: false });
  });

  it('keeps the topics, not yet final, while the counts come, and for good when theirs failed', () => {
    expect(shownTab('giulia', null, { topics: 0 }, false)).toEqual({
      tab: 'topics',
      isChoosing: true,
    });
    expect(shownTab('giulia', null, { trainers: 1 }, true)).toEqual({
      tab: 'topics',
      isChoosing: false,
    });
  });

  it('ignores the tab without a text, and an unknown tab', () => {
    expect(shownTab('', 'trainers', counts, true).tab).toBe('trainers');
    expect(shownTab('', null, counts, true).tab).toBe('topics');
    expect(shownTab('Giulia Bianchi', 'people', counts, true).tab).toBe('trainers');
  });

  it('links each tab with the text only, the tab named', () => {
    expect(tabSearch('Giulia Bianchi', 'trainers')).toBe('?topic=Giulia+Bianchi&tab=trainers');
    expect(tabSearch('a&b', 'topics')).toBe('?topic=a%26b&tab=topics');
  });
});
