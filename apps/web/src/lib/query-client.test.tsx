import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { dehydrate, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askedEveryVisit, createQueryClient, hydrateServerPage } from './query-client.ts';

/**
 * A page the server drew for a visitor comes with the data it was drawn from: as it mounts in the
 * browser it does not ask for that data again, even where a query is asked afresh on every visit.
 */
const ask = vi.fn(() => Promise.resolve({ topics: ['fresh'] }));
const pageQuery = { queryKey: ['home', null], queryFn: ask, staleTime: askedEveryVisit };

/** The server's side: a render's query cache, dehydrated as entry-server.tsx sends it. */
function drawnPage() {
  const server = createQueryClient();
  server.setQueryData(['home', null], { topics: ['drawn'] });
  return dehydrate(server);
}

function mount(client = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useQuery(pageQuery), { wrapper }) };
}

afterEach(() => {
  ask.mockClear();
  vi.useRealTimers();
});

describe('the data of a page the server drew', () => {
  it('is shown as drawn, and not asked for again as the page mounts', async () => {
    const client = createQueryClient();
    hydrateServerPage(client, drawnPage());
    const { result } = mount(client);
    expect(result.current.data).toEqual({ topics: ['drawn'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ask).not.toHaveBeenCalled();
  });

  it('is asked again once it is invalidated (a change the visitor made)', async () => {
    const client = createQueryClient();
    hydrateServerPage(client, drawnPage());
    const { result } = mount(client);
    await client.invalidateQueries({ queryKey: ['home'] });
    await waitFor(() => expect(result.current.data).toEqual({ topics: ['fresh'] }));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('is asked again on a visit after its first 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    hydrateServerPage(client, drawnPage());
    vi.setSystemTime(Date.now() + 31_000);
    const { result } = mount(client);
    await waitFor(() => expect(result.current.data).toEqual({ topics: ['fresh'] }));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('leaves a page the browser draws alone asking on every visit', async () => {
    const client = createQueryClient();
    client.setQueryData(['home', null], { topics: ['earlier'] });
    const { result } = mount(client);
    await waitFor(() => expect(result.current.data).toEqual({ topics: ['fresh'] }));
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
