// Before anything that builds a zod schema (the contract): no code generation in the browser.
import './lib/zod-config.ts';
// Global styles first, so that each component's stylesheet can refine them.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getAppConfig } from './lib/app-config.ts';
import { resolveLanguage } from './lib/language-url.ts';
import { readStored, storageKeys } from './lib/storage.ts';
import { setUpI18n } from './lib/i18n.ts';
import { App } from './app/app.tsx';

async function boot(): Promise<void> {
  const config = getAppConfig();
  const resolution = resolveLanguage(
    window.location,
    readStored(storageKeys.language),
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
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} basename={resolution.basename} />
    </StrictMode>,
  );
}

void boot();
