import { render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { setUpI18n } from '../lib/i18n.ts';
import { appRoutes } from './routes.tsx';
import { companyRedirectTarget, isProfileCandidate } from './route-rules.ts';

const leafOf = (path: string) => matchRoutes(appRoutes, path)?.at(-1)?.route.id;

describe('route table', () => {
  it('matches fixed routes before the public profile catch-all', () => {
    expect(leafOf('/')).toBe('home');
    expect(leafOf('/dashboard')).toBe('dashboard');
    expect(leafOf('/login')).toBe('login');
    expect(leafOf('/login/anything')).toBe('login');
    expect(leafOf('/error-pages/not-found')).toBe('not-found');
    expect(leafOf('/company/acme')).toBe('company');
    expect(leafOf('/comp/a/b/c')).toBe('comp');
    expect(leafOf('/mario_rossi')).toBe('public-profile');
    expect(leafOf('/settings')).toBe('settings');
    expect(leafOf('/profile')).toBe('profile');
    expect(leafOf('/trainerprofile')).toBe('trainerprofile');
    expect(leafOf('/profile/company-details')).toBe('company-details');
  });

  it('sends paths of two or more segments to the unknown route', () => {
    expect(leafOf('/dashboard/i/invoice')).toBe('unknown');
    expect(leafOf('/mario_rossi/extra')).toBe('unknown');
    expect(leafOf('/error-pages/other')).toBe('unknown');
  });

  it('does not take a reserved word or an impossible username for a profile', () => {
    expect(isProfileCandidate('mario_rossi')).toBe(true);
    expect(isProfileCandidate('settings')).toBe(false);
    expect(isProfileCandidate('Search')).toBe(false);
    expect(isProfileCandidate('abc')).toBe(false);
    expect(isProfileCandidate('1mario')).toBe(false);
  });

  it('redirects companies to / with the last segment', () => {
    expect(companyRedirectTarget('company', 'acme')).toBe('/?company=acme');
    expect(companyRedirectTarget('comp', 'x/y/acme-spa/')).toBe('/?comp=acme-spa');
    expect(companyRedirectTarget('company', '')).toBe('/');
  });
});

describe('route redirects (rendered)', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    // The network boundary: nobody is signed in, searches and profiles find nobody.
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const { action } = JSON.parse(init.body as string) as { action: string };
        const publicReplies: Record<string, unknown> = {
          searchBar: { status: true, topicDetail: [], user: [], requirement: [], event: [] },
          publicprofile: { status: false, msg: 'Not found', code: 'profile_not_found' },
        };
        const body = publicReplies[action] ?? {
          status: false,
          msg: 'Please log in to continue',
          code: 'auth_required',
        };
        return Promise.resolve(
          new Response(JSON.stringify(body), { status: action in publicReplies ? 200 : 401 }),
        );
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  async function renderAt(path: string) {
    const i18n = await setUpI18n('en', 'Skillvia');
    const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
    const view = render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    return { router, view };
  }

  it('/company/x goes to /?company=x and opens the register dialog', async () => {
    const { router, view } = await renderAt('/company/acme');
    await waitFor(() => expect(router.state.location.search).toBe('?company=acme'));
    expect(router.state.location.pathname).toBe('/');
    expect(await view.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    view.unmount();
  });

  it('an unknown path goes to the not-found page', async () => {
    const { router, view } = await renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error-pages/not-found'));
    expect(await view.findByText('Requested address: /no/such/page')).toBeTruthy();
    view.unmount();
  });

  it('the guard stores the attempted URL and sends a visitor to /login', async () => {
    const { router, view } = await renderAt('/dashboard?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('attemptedUrl')).toBe('/dashboard?tab=1');
    expect(await view.findByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
    view.unmount();
  });

  it('a username nobody has is not found', async () => {
    const { router, view } = await renderAt('/nobody_here');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error-pages/not-found'));
    view.unmount();
  });
});
