import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions, type ActionBody } from '../../../test/render-in-app.tsx';
import { useSearchTabs } from '../hooks/use-search-tabs.ts';
import { SearchTabs } from './search-tabs.tsx';
import { TrainerSearch } from './trainer-search.tsx';

const giulia = {
  userId: 2,
  username: 'giulia_bianchi',
  name: 'Giulia Bianchi',
  headline: 'Agile coach and certified Scrum trainer',
  thumbImage: null,
  location: 'Torino',
  rating: 4.5,
  reviewCount: 3,
  topicCount: 2,
};
const nameless = { ...giulia, userId: 3, username: 'tobia_x', name: 'tobia_x', headline: null };

/** The four searches of the page, answering `totals` as their totals. */
function stubSearches(totals: Record<string, number>) {
  return stubActions((body: ActionBody) => {
    const total = totals[String(body.action)] ?? 0;
    switch (body.action) {
      case 'searchtopics':
        return { status: true, topics: [], recordsTotal: total, categories: [] };
      case 'searchtrainers':
        return { status: true, trainers: total > 0 ? [giulia, nameless] : [], recordsTotal: total };
      case 'searchevents':
        return { status: true, events: [], recordsTotal: total };
      default:
        return { status: true, requirements: [], recordsTotal: total };
    }
  });
}

/** The tabs and the tab they open, as the search page composes them. */
function Tabs() {
  const shown = useSearchTabs();
  return (
    <>
      <SearchTabs text={shown.text} tab={shown.tab} counts={shown.counts} />
      <p data-testid="shown">{shown.isChoosing ? 'choosing' : shown.tab}</p>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the tabs of the search page', () => {
  it('opens the trainers when the topics find nothing, each tab with its count', async () => {
    const calls = stubSearches({ searchtrainers: 1, searchrequirements: 2 });
    await renderInApp(<Tabs />, 'en', '/?topic=Giulia%20Bianchi');
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('trainers'));
    const tabs = within(screen.getByRole('navigation', { name: 'Results by kind' }));
    const trainers = tabs.getByRole('link', { name: 'Trainers 1 result' });
    expect(trainers.getAttribute('aria-current')).toBe('page');
    expect(trainers.getAttribute('href')).toBe('/?topic=Giulia+Bianchi&tab=trainers');
    expect(tabs.getByRole('link', { name: 'Requirements 2 results' })).toBeTruthy();
    expect(tabs.getByRole('link', { name: 'Topics 0 results' }).getAttribute('href')).toBe(
      '/?topic=Giulia+Bianchi&tab=topics',
    );
    // One result asked of each search, for its total, with the text alone.
    expect(calls.map((call) => [call.action, call.topic, call.pageSize]).sort()).toEqual([
      ['searchevents', 'Giulia Bianchi', 1],
      ['searchrequirements', 'Giulia Bianchi', 1],
      ['searchtopics', 'Giulia Bianchi', 1],
      ['searchtrainers', 'Giulia Bianchi', 1],
    ]);
  });

  it('keeps the tab the URL names', async () => {
    stubSearches({ searchtopics: 4, searchtrainers: 1 });
    await renderInApp(<Tabs />, 'en', '/?topic=excel&tab=events');
    expect(screen.getByTestId('shown').textContent).toBe('events');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Topics 4 results' })).toBeTruthy(),
    );
    expect(screen.getByTestId('search-tab-events').getAttribute('aria-current')).toBe('page');
  });
});

describe('the trainers tab', () => {
  it('names each trainer with the handle after, once, linking to the public profile', async () => {
    stubSearches({ searchtrainers: 2 });
    await renderInApp(<TrainerSearch />, 'it', '/?topic=Giulia%20Bianchi&tab=trainers');
    const list = await screen.findByRole('list', { name: 'Formatori trovati' });
    const [first, second] = within(list).getAllByTestId('trainer-card');
    const link = within(first!).getByRole('link', { name: 'Giulia Bianchi' });
    expect(link.getAttribute('href')).toBe('/giulia_bianchi');
    expect(within(first!).getByText('@giulia_bianchi')).toBeTruthy();
    expect(within(first!).getByText('2 argomenti')).toBeTruthy();
    expect(within(second!).getByRole('link', { name: 'tobia_x' })).toBeTruthy();
    expect(within(second!).queryByText('@tobia_x')).toBeNull();
    expect(screen.getByTestId('search-count').textContent).toBe('2 formatori');
  });
});
