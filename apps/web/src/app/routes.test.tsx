import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
    expect(leafOf('/review')).toBe('review');
  });

  it('sends paths of two or more segments to the unknown route', () => {
    expect(leafOf('/dashboard/i/nothing-here')).toBe('unknown');
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

/**
 * These tests render the whole app, and the app's own work (first render, the session check, the
 * redirect, the dialog) is CPU-bound: in a full parallel run on two shared cores it takes many
 * times longer than alone. They looked for the dialog with findByRole over the whole page, which
 * computes the role and name of every element of the home page again at each DOM change and ate
 * most of Testing Library's one-second budget, so the guard test failed in some full runs. Now
 * the waits look for a test id (one querySelector) and the name is checked once inside the
 * dialog; the budgets are set for rendering an app on a busy machine, not left at defaults meant
 * for a timer; and the first render's one-off cost (compiling every module) is paid in beforeAll.
 */
const appWork = { timeout: 15_000 };

/** Waits for the dialog by its test id, then checks its role and accessible name there. */
async function findDialog(testId: string, name: string) {
  const dialog = await screen.findByTestId(testId, {}, appWork);
  expect(within(dialog.parentElement!).getByRole('dialog', { name })).toBe(dialog);
  return dialog;
}

describe('route redirects (rendered)', { timeout: 20_000 }, () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await setUpI18n('en', 'Skillvia');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const warmUp = render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/'] })} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await screen.findByTestId('home-page', {}, appWork);
    warmUp.unmount();
    vi.unstubAllGlobals();
  }, 30_000);

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
  // Whatever a test leaves (a failed one too), the next starts from an empty page and cache.
  const queryClients: Array<ReturnType<typeof createQueryClient>> = [];
  afterEach(() => {
    cleanup();
    queryClients.splice(0).forEach((client) => client.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function renderAt(path: string) {
    const queryClient = createQueryClient();
    queryClients.push(queryClient);
    const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
    const view = render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    return { router, view };
  }

  it('/company/x goes to /?company=x and opens the register dialog', async () => {
    const { router } = renderAt('/company/acme');
    await waitFor(() => expect(router.state.location.search).toBe('?company=acme'), appWork);
    expect(router.state.location.pathname).toBe('/');
    await findDialog('register-dialog', 'Create your account');
  });

  it('an unknown path goes to the not-found page', async () => {
    const { router } = renderAt('/no/such/page');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/error-pages/not-found'),
      appWork,
    );
    const requested = await screen.findByTestId('not-found-requested', {}, appWork);
    expect(requested.textContent).toBe('Requested address: /no/such/page');
  });

  it('the guard stores the attempted URL and sends a visitor to /login', async () => {
    const { router } = renderAt('/dashboard?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), appWork);
    expect(localStorage.getItem('attemptedUrl')).toBe('/dashboard?tab=1');
    await findDialog('login-dialog', 'Welcome back');
  });

  it('a username nobody has is not found', async () => {
    const { router } = renderAt('/nobody_here');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/error-pages/not-found'),
      appWork,
    );
  });
});
