import { startTransition, useCallback, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setRenderTimeZone, shownTimeZone } from '../lib/intl.ts';
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

/**
 * The app in the browser. A page the server rendered is hydrated in the zone the server wrote its
 * times in (`renderTimeZone`); once the page is hydrated, when the viewer's own zone reads
 * differently, the pages are drawn once more in it.
 */
export function App({
  i18n,
  basename,
  queryClient,
  renderTimeZone,
}: {
  i18n: i18n;
  basename: string;
  queryClient: QueryClient;
  renderTimeZone?: string;
}) {
  const [router] = useState(() => createBrowserRouter(appRoutes, { basename }));
  const [zone, setZone] = useState(renderTimeZone);
  const onPageShown = useCallback(() => {
    if (zone !== undefined) {
      setRenderTimeZone(undefined);
      if (shownTimeZone() !== zone) {
        startTransition(() => setZone(undefined));
        return;
      }
    }
    // The page is the browser's now (hydrated, in the viewer's zone): what end-to-end tests wait
    // for before they press anything on a server-rendered page (e2e/fixtures.ts).
    document.documentElement.dataset.appReady = 'true';
  }, [zone]);
  return (
    <AppProviders i18n={i18n} basename={basename} queryClient={queryClient}>
      <PageShownContext.Provider value={onPageShown}>
        <RouterProvider key={zone ?? 'viewer'} router={router} />
      </PageShownContext.Provider>
    </AppProviders>
  );
}
