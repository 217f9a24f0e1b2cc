import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setUpI18n } from '../../../lib/i18n.ts';
import { favouritesQueryOptions, shownFavourites } from '../api/get-favourites.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';

type Reply = { status: number; body: unknown };

/** Answers each call with the next reply, after `release()` when `hold` is set. */
function stubServer(replies: Reply[], hold = false) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(init.body as string));
      if (hold) await gate;
      const reply = replies.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return { calls, release };
}

async function renderToggle(
  props: { isFavourite: boolean; onRequireLogin?: () => void; variant?: 'icon' | 'button' },
  client: QueryClient = createQueryClient(),
) {
  const i18n = await setUpI18n('en', 'Skillvia');
  const router = createMemoryRouter(
    [
      {
        path: '/topic/x',
        element: <FavouriteToggle topicId={7} topicTitle="Excel basics" {...props} />,
      },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/topic/x'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('FavouriteToggle', () => {
  it('shows the new state at once and keeps it when the server agrees', async () => {
    const server = stubServer([{ status: 200, body: { status: true, isFavourite: true } }], true);
    await renderToggle({ isFavourite: false });
    fireEvent.click(screen.getByRole('button', { name: 'Add Excel basics to favourites' }));
    const pressed = screen.getByRole('button', { name: 'Remove Excel basics from favourites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    server.release();
    await waitFor(() => expect(server.calls).toEqual([{ topicId: 7, action: 'addfavorite' }]));
    await waitFor(() => expect(pressed.getAttribute('aria-busy')).toBe('false'));
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
  });

  it("as the topic page's button, is named by the words it shows (label in name)", async () => {
    const server = stubServer([{ status: 200, body: { status: true, isFavourite: true } }]);
    await renderToggle({ isFavourite: false, variant: 'button' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.textContent).toBe('Save');
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    await waitFor(() => expect(server.calls).toEqual([{ topicId: 7, action: 'addfavorite' }]));
    const saved = screen.getByRole('button', { name: 'Saved' });
    expect(saved.textContent).toBe('Saved');
    expect(saved.getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls back with a short message when the server refuses', async () => {
    stubServer([
      { status: 200, body: { status: false, msg: 'Not found', code: 'listing_not_found' } },
    ]);
    await renderToggle({ isFavourite: true });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Excel basics from favourites' }));
    expect(
      await screen.findByText('Could not update your favourites. Please try again.'),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Remove Excel basics from favourites' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('asks a visitor to sign in, remembering the page', async () => {
    stubServer([
      { status: 401, body: { status: false, msg: 'Log in', code: 'auth_required' } },
      { status: 401, body: { status: false, msg: 'Log in', code: 'auth_required' } },
    ]);
    const onRequireLogin = vi.fn();
    await renderToggle({ isFavourite: false, onRequireLogin });
    const button = screen.getByRole('button', { name: 'Add Excel basics to favourites' });
    fireEvent.click(button);
    await waitFor(() => expect(onRequireLogin).toHaveBeenCalledOnce());
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('attemptedUrl')).toBe('/topic/x');
    expect(screen.queryByText('Could not update your favourites. Please try again.')).toBeNull();
  });

  it('without a dialog to open, sends a visitor to /login', async () => {
    stubServer([{ status: 401, body: { status: false, msg: 'Log in', code: 'auth_required' } }]);
    const router = await renderToggle({ isFavourite: false });
    fireEvent.click(screen.getByRole('button', { name: 'Add Excel basics to favourites' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('takes a removed topic out of the cached favourites list once the server agrees', async () => {
    const client = createQueryClient();
    const favourite = (id: number) => ({
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
    });
    client.setQueryData(favouritesQueryOptions().queryKey, {
      pages: [
        { status: true as const, recordsTotal: 2, topicDetail: [favourite(7), favourite(8)] },
      ],
      pageParams: [{ start: 0, limit: 20 }],
    });
    stubServer([{ status: 200, body: { status: true, isFavourite: false } }]);
    await renderToggle({ isFavourite: true }, client);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Excel basics from favourites' }));
    await waitFor(() => {
      const data = client.getQueryData(favouritesQueryOptions().queryKey);
      expect(data && shownFavourites(data).map(({ id }) => id)).toEqual([8]);
    });
    expect(client.getQueryData(favouritesQueryOptions().queryKey)?.pages[0]?.recordsTotal).toBe(1);
  });
});
