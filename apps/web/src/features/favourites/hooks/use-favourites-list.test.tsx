import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { dropFavourite, type FavouritesPage } from '../api/get-favourites.ts';
import { useFavouritesList } from './use-favourites-list.ts';

/**
 * The network boundary: each `favlist` call takes the next queued reply (a page, or a failure)
 * and is recorded as (start, limit), so the tests read like the product's rule.
 */
const fetchPage = vi.fn<(start: number, limit: number) => Promise<FavouritesPage>>();
vi.stubGlobal(
  'fetch',
  vi.fn(async (_url: string, init: RequestInit) => {
    const { start, limit } = JSON.parse(init.body as string) as { start: number; limit: number };
    return new Response(JSON.stringify(await fetchPage(start, limit)));
  }),
);

const page = (ids: number[], total: number): FavouritesPage => ({
  status: true,
  recordsTotal: total,
  topicDetail: ids.map((id) => ({
    id,
    image: null,
    title: `Topic ${id}`,
    rating: 0,
    reviewCount: 0,
    link: `/topic/t-${id}`,
    url: `t-${id}`,
    username: 'trainer',
    price: 0,
    currency: 'EUR',
  })),
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

function renderList(limit?: number) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useFavouritesList(limit), { wrapper }) };
}

afterEach(() => fetchPage.mockReset());

describe('useFavouritesList', () => {
  it('loads the first page, then appends the next one (limit 20)', async () => {
    fetchPage.mockResolvedValueOnce(page(range(1, 20), 25));
    const { result } = renderList();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenLastCalledWith(0, 20);
    expect(result.current.items).toHaveLength(20);
    expect(result.current.hasMore).toBe(true);

    let answer: (reply: FavouritesPage) => void = () => undefined;
    fetchPage.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.inlineLoading).toBe(true));
    expect(result.current.loading).toBe(false);
    answer(page(range(21, 5), 25));
    await waitFor(() => expect(result.current.inlineLoading).toBe(false));
    expect(fetchPage).toHaveBeenLastCalledWith(20, 20);
    expect(result.current.items.map((item) => item.id)).toEqual(range(1, 25));
    expect(result.current.hasMore).toBe(false);
  });

  it('replaces the list when the limit is below 20', async () => {
    fetchPage.mockResolvedValueOnce(page([1, 2], 4));
    const { result } = renderList(2);
    await waitFor(() => expect(result.current.loading).toBe(false));
    fetchPage.mockResolvedValueOnce(page([3, 4], 4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([3, 4]));
    expect(fetchPage).toHaveBeenLastCalledWith(2, 2);
    expect(result.current.inlineLoading).toBe(false);
    expect(result.current.hasMore).toBe(false);
  });

  it('clears both flags when a call fails, and keeps what is shown', async () => {
    fetchPage.mockRejectedValueOnce(new Error('offline'));
    const { result } = renderList();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.loaded).toBe(false);
    expect(fetchPage).toHaveBeenCalledOnce();

    fetchPage.mockResolvedValueOnce(page(range(1, 20), 30));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.loaded).toBe(true));
    fetchPage.mockRejectedValueOnce(new Error('offline'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(result.current.inlineLoading).toBe(false));
    expect(result.current.loading).toBe(false);
    expect(result.current.items).toHaveLength(20);
  });

  it('asks for one more page at a time', async () => {
    fetchPage.mockResolvedValueOnce(page(range(1, 20), 45));
    const { result } = renderList();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    fetchPage.mockResolvedValueOnce(page(range(21, 20), 45));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.items).toHaveLength(40));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('continues after what is shown when a favourite was removed meanwhile', async () => {
    fetchPage.mockResolvedValueOnce(page(range(1, 20), 25));
    const { result, client } = renderList();
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => dropFavourite(client, 3));
    await waitFor(() => expect(result.current.total).toBe(24));
    expect(result.current.items).toHaveLength(19);
    fetchPage.mockResolvedValueOnce(page(range(21, 4), 24));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(23));
    expect(fetchPage).toHaveBeenLastCalledWith(19, 20);
  });
});
