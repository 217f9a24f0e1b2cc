import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { ErrorPanel } from '../components/ui/error-panel.tsx';
import { appRoutes } from './routes.tsx';

export function App({ i18n, basename }: { i18n: i18n; basename: string }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(appRoutes, { basename }));
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
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
