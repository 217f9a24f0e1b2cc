import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isActionName, type ActionName } from '@app/contracts/registry';
import { actionsChangedBy, cacheMap, refreshAfter } from './cache-map.ts';

/** The web's own code, as text: which actions its queries read and its mutations call. */
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

const callsAction = (text: string, action: string) =>
  new RegExp(`callAction(?:OrThrow|OrNull)?\\(\\s*'${action}'`).test(text);
const readsDeclared = (text: string) =>
  [...text.matchAll(/reads: \[([^\]]*)\]/g)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/'(\w+)'/g)].map((name) => name[1]),
  );

const mapped = Object.entries(cacheMap) as [ActionName, readonly ActionName[]][];

describe('the cache map', () => {
  it('reads the web app sources', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('names only actions of the contract', () => {
    for (const [action, reads] of mapped) {
      expect(isActionName(action), action).toBe(true);
      for (const read of reads) expect(isActionName(read), `${action} → ${read}`).toBe(true);
    }
  });

  it('names as changed only actions a query reads and declares it reads', () => {
    const declared = new Set(sources.flatMap(([, text]) => readsDeclared(text)));
    for (const [action, reads] of mapped) {
      for (const read of reads) {
        expect(declared.has(read), `${action} → ${read}: no query declares it reads it`).toBe(true);
      }
    }
  });

  it('every query of an action it names says so, and every mutation it names says what it calls', () => {
    const readActions = new Set(mapped.flatMap(([, reads]) => reads));
    for (const [file, text] of sources) {
      if (/queryOptions\(|useQuery\(/.test(text)) {
        for (const read of readActions) {
          if (callsAction(text, read)) {
            expect(readsDeclared(text), `${file} reads ${read}`).toContain(read);
          }
        }
      }
      if (text.includes('useMutation(')) {
        for (const [action] of mapped) {
          if (callsAction(text, action)) {
            expect(text, `${file} calls ${action}`).toContain(`meta: { action: '${action}' }`);
          }
        }
      }
    }
  });

  it('lists what one feature changes for another (issue 30)', () => {
    expect(cacheMap.bookingtransition).toEqual(
      expect.arrayContaining(['mybookings', 'trainingschedule', 'companybudgets']),
    );
    expect(cacheMap.requestbooking).toEqual(
      expect.arrayContaining(['mybookings', 'companydashboard', 'dashboardsummary']),
    );
    expect(cacheMap.bookevent).toEqual(expect.arrayContaining([...cacheMap.requestbooking]));
    for (const invoiceAction of ['issueInvoice', 'creditInvoice', 'markInvoicePaid'] as const) {
      expect(cacheMap[invoiceAction]).toContain('spendingreport');
    }
    expect(actionsChangedBy('login')).toEqual([]);
  });

  it('refreshes the queries that read what a mutation changed, and only those', async () => {
    const queryClient = new QueryClient();
    const bookings = { queryKey: ['bookings', 'list'], meta: { reads: ['mybookings'] as const } };
    const topics = { queryKey: ['topics', 'list'], meta: { reads: ['topicdetail'] as const } };
    await queryClient.prefetchQuery({ ...bookings, queryFn: () => 1 });
    await queryClient.prefetchQuery({ ...topics, queryFn: () => 2 });
    await refreshAfter(queryClient, 'bookingtransition');
    const cache = queryClient.getQueryCache();
    expect(cache.find({ queryKey: bookings.queryKey })?.state.isInvalidated).toBe(true);
    expect(cache.find({ queryKey: topics.queryKey })?.state.isInvalidated).toBe(false);
  });

  it('leaves a query its own feature fetched again after the mutation was sent', async () => {
    const queryClient = new QueryClient();
    const bookings = { queryKey: ['bookings', 'list'], meta: { reads: ['mybookings'] as const } };
    await queryClient.prefetchQuery({ ...bookings, queryFn: () => 1 });
    const fetchedAt = queryClient.getQueryState(bookings.queryKey)?.dataUpdatedAt ?? 0;
    await refreshAfter(queryClient, 'bookingtransition', fetchedAt - 1);
    expect(queryClient.getQueryState(bookings.queryKey)?.isInvalidated).toBe(false);
    await refreshAfter(queryClient, 'bookingtransition', fetchedAt + 1);
    expect(queryClient.getQueryState(bookings.queryKey)?.isInvalidated).toBe(true);
  });
});
