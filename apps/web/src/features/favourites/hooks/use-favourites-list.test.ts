import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFavourites, type FavouritesPage } from '../api/get-favourites.ts';
import { useFavouritesList } from './use-favourites-list.ts';

vi.mock('../api/get-favourites.ts', () => ({ getFavourites: vi.fn() }));
const fetchPage = vi.mocked(getFavourites);

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

afterEach(() => fetchPage.mockReset());

describe('useFavouritesList', () => {
  it('loads the first page, then appends the next one (limit 20)', async () => {
    fetchPage.mockResolvedValueOnce(page(range(1, 20), 25));
    const { result } = renderHook(() => useFavouritesList());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenLastCalledWith(0, 20);
    expect(result.current.items).toHaveLength(20);
    expect(result.current.hasMore).toBe(true);

    fetchPage.mockResolvedValueOnce(page(range(21, 5), 25));
    act(() => result.current.loadMore());
    expect(result.current.inlineLoading).toBe(true);
    await waitFor(() => expect(result.current.inlineLoading).toBe(false));
    expect(fetchPage).toHaveBeenLastCalledWith(20, 20);
    expect(result.current.items.map((item) => item.id)).toEqual(range(1, 25));
    expect(result.current.hasMore).toBe(false);
  });

  it('replaces the list when the limit is below 20', async () => {
    fetchPage.mockResolvedValueOnce(page([1, 2], 4));
    const { result } = renderHook(() => useFavouritesList(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    fetchPage.mockResolvedValueOnce(page([3, 4], 4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.inlineLoading).toBe(false));
    expect(fetchPage).toHaveBeenLastCalledWith(2, 2);
    expect(result.current.items.map((item) => item.id)).toEqual([3, 4]);
  });

  it('clears both flags when a call fails, and keeps what is shown', async () => {
    fetchPage.mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useFavouritesList());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.loaded).toBe(false);

    fetchPage.mockResolvedValueOnce(page(range(1, 20), 30));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.loaded).toBe(true));
    fetchPage.mockRejectedValueOnce(new Error('offline'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.inlineLoading).toBe(false));
    expect(result.current.loading).toBe(false);
    expect(result.current.items).toHaveLength(20);
  });

  it('continues after what is shown when a favourite was removed here', async () => {
    fetchPage.mockResolvedValueOnce(page(range(1, 20), 25));
    const { result } = renderHook(() => useFavouritesList());
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.forget(3));
    expect(result.current.total).toBe(24);
    fetchPage.mockResolvedValueOnce(page(range(21, 4), 24));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.inlineLoading).toBe(false));
    expect(fetchPage).toHaveBeenLastCalledWith(19, 20);
    expect(result.current.items).toHaveLength(23);
  });
});
