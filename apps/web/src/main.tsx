// Before anything that builds a zod schema (the contract): no code generation in the browser.
import './lib/zod-config.ts';
// Global styles first, so that each component's stylesheet can refine them.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preferredLanguages, resolveLanguage } from '@app/contracts/language-url';
import { getAppConfig } from './lib/app-config.ts';
import { setRenderTimeZone } from './lib/intl.ts';
import { createQueryClient, hydrateServerPage } from './lib/query-client.ts';
import { readServerRender } from './lib/server-render.ts';
import { readLanguageChoice } from './lib/storage.ts';
import { setUpI18n } from './lib/i18n.ts';
import { noteFirstSessionCheck } from './shared/session/get-user-details.ts';
import { App } from './app/app.tsx';
import { preloadPages } from './app/lazy-page.tsx';

async function boot(): Promise<void> {
  const config = getAppConfig();
  // The server has already sent a request of `/` to its language (the same rule); this covers a
  // browser that keeps no cookies.
  const resolution = resolveLanguage(
    window.location,
    { stored: readLanguageChoice(), preferred: preferredLanguages(navigator.languages) },
    config.defaultLanguage,
  );
  if (resolution.redirectTo) {
    window.location.replace(resolution.redirectTo);
    return;
  }
  document.documentElement.lang = resolution.language;
  const i18n = await setUpI18n(resolution.language, config.productName);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A signed-in user's shell (header panels, side menu) is a chunk of its own: fetched now, beside
  // the session's own check, rather than after it.
  if (config.signedIn) void import('./app/signed-in-chrome.tsx').catch(() => undefined);
  const queryClient = createQueryClient();
  // A page the server rendered (for a visitor) is hydrated from the queries it was drawn from, in
  // the time zone it was written in (docs/decisions/018-server-rendering.md).
  const rendered = readServerRender(document);
  if (rendered) {
    hydrateServerPage(queryClient, rendered.queries);
    noteFirstSessionCheck();
    setRenderTimeZone(rendered.timeZone);
    await preloadPages(rendered.pages);
  }
  const app = (
    <StrictMode>
      <App i18n={i18n} basename={resolution.basename} queryClient={queryClient} />
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds (a plain
  // hydration is one task: on a phone, hundreds of milliseconds in which a tap waits); the page is
  // already drawn, so nothing is shown later for it.
  if (rendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void boot();
