import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { BrowserRouter, useRoutes } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { ErrorPanel } from '../components/ui/error-panel.tsx';
import { PageShownContext } from './lazy-page.tsx';
import { appRoutes } from './routes.tsx';

/** What wraps the router, in the browser and on the server (entry-server.tsx) alike. */
export function AppProviders({
  i18n,
  basename,
  queryClient,
  children,
}: {
  i18n: i18n;
  basename: string;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const homeHref = basename === '/' ? '/' : `${basename}/`;
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary
        fallback={
          <ErrorPanel
            title={i18n.t('error.title')}
            text={i18n.t('error.text')}
            reloadLabel={i18n.t('error.reload')}
            homeLabel={i18n.t('error.home')}
            homeHref={homeHref}
          />
        }
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}

/** Set once a page is on screen: what end-to-end tests wait for (e2e/fixtures.ts). */
function markPageShown() {
  // A server-rendered page is the browser's now (hydrated, its times in the viewer's zone).
  document.documentElement.dataset.appReady = 'true';
}

/**
 * The route table drawn at the router's location, in the browser and on the server. A component
 * router, not a data router (no route loads data; TanStack Query does): about 15 KB less
 * JavaScript (Brotli) in every first load.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** The app in the browser; a page the server rendered is hydrated (main.tsx). */
export function App({
  i18n,
  basename,
  queryClient,
}: {
  i18n: i18n;
  basename: string;
  queryClient: QueryClient;
}) {
  return (
    <AppProviders i18n={i18n} basename={basename} queryClient={queryClient}>
      <PageShownContext.Provider value={markPageShown}>
        <BrowserRouter basename={basename}>
          <AppRoutes />
        </BrowserRouter>
      </PageShownContext.Provider>
    </AppProviders>
  );
}
