import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  useEffect,
  type ComponentType,
  type ReactElement,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { Loading } from './routes/loading.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

/**
 * While the server renders a page: the lazy pages it drew, by their file under `src/app/routes/`
 * (`topic-page`), so that the page's HTML can link their stylesheets and preload their code
 * (entry-server.tsx). Null in the browser.
 */
export const RenderedPagesContext = createContext<Set<string> | null>(null);

/**
 * A page whose code is a chunk of its own, fetched the first time the page is shown (issue 14:
 * the first page does not load every other page). `file` names its module in `./routes/`, as the
 * import does (lazy-page.test.ts checks that they agree).
 */
export function lazyPage<Props extends object>(
  file: string,
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => ReactElement {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  pageLoaders.set(file, loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function LazyPage(props: Props) {
    useContext(RenderedPagesContext)?.add(file);
    // Once loaded (preloadPages), drawn at once: nothing to wait for while hydrating.
    return loaded ? createElement(loaded, props) : <Lazy {...props} />;
  }
  LazyPage.displayName = `LazyPage(${file})`;
  return LazyPage;
}

/**
 * Called once a page is on screen: the browser hydrates the page inside its Suspense boundary in
 * a pass of its own, after the shell around it (app.tsx).
 */
export const PageShownContext = createContext<(() => void) | null>(null);

function PageShown() {
  const onShown = useContext(PageShownContext);
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

const pageLoaders = new Map<string, () => Promise<unknown>>();

/**
 * Loads the named pages' code before the browser hydrates the server's HTML of them, so that the
 * whole page hydrates in one pass (its times still in the zone the server wrote them in).
 */
export async function preloadPages(files: readonly string[]): Promise<void> {
  await Promise.all(
    files.flatMap((file) => {
      const load = pageLoaders.get(file);
      return load ? [load()] : [];
    }),
  );
}

/**
 * Where a lazy page waits for its chunk: a block as tall as the window, so the footer stays
 * below the fold instead of jumping up under the header and back down when the page arrives.
 * A page that fails to draw, or whose chunk fails to load, shows the error page in the layout
 * until the address changes.
 */
export function PageSuspense() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<RouteErrorPage />} resetKey={pathname}>
      <Suspense fallback={<Loading label={t('app.loading')} fullHeight />}>
        <Outlet />
        <PageShown />
      </Suspense>
    </ErrorBoundary>
  );
}
