import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Loading } from './routes/loading.tsx';

/**
 * A page whose code is a chunk of its own, fetched the first time the page is shown (issue 14:
 * the first page does not load every other page).
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await load() }));
}

/**
 * Where a lazy page waits for its chunk: a block as tall as the window, so the footer stays
 * below the fold instead of jumping up under the header and back down when the page arrives.
 * A chunk that fails to load throws to the route's error element.
 */
export function PageSuspense() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loading label={t('app.loading')} fullHeight />}>
      <Outlet />
    </Suspense>
  );
}
