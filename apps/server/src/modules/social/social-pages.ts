import { preferredLanguages } from '@app/contracts/language-url';
import { isLanguage, type Language } from '@app/contracts/locales';
import type { SocialProviderName } from '../../config/env.ts';
import { socialMessages, type SocialPageKind } from './social-messages.ts';
import { escapeHtml } from '../../lib/html.ts';

export const providerDisplayNames: Record<SocialProviderName, string> = {
  facebook: 'Facebook',
  google: 'Google',
  twitter: 'X (Twitter)',
  live: 'Microsoft',
};

/** `?lang=` from the web app's button, else the browser's Accept-Language, else the default. */
export function pickLanguage(
  requested: unknown,
  acceptLanguage: string | undefined,
  fallback: Language,
): Language {
  if (isLanguage(requested)) return requested;
  return preferredLanguages(acceptLanguage)[0] ?? fallback;
}

export interface PageOptions {
  kind: SocialPageKind;
  language: Language;
  provider: SocialProviderName | null;
  productName: string;
  /** A success that created the account: the opener then asks how the person will use it. */
  isNewAccount?: boolean;
}

/**
 * The popup's own page. It carries no inline script or style (the CSP forbids both): popup.js
 * reads data-outcome, tells the opener and closes the window (see socialPopupScript).
 */
export function renderSocialPage({
  kind,
  language,
  provider,
  productName,
  isNewAccount = false,
}: PageOptions): string {
  const catalogue = socialMessages[language];
  const fill = (text: string) =>
    escapeHtml(text.replaceAll('{provider}', provider ? providerDisplayNames[provider] : ''));
  const page = catalogue.pages[kind];
  // Half a success: the provider vouched, and the opener now asks for the second factor.
  const isSuccess = kind === 'success' || kind === 'two_factor';
  const outcome =
    kind === 'two_factor'
      ? 'two_factor'
      : isSuccess
        ? 'success'
        : kind === 'unknown_provider'
          ? 'none'
          : 'failure';
  const actions = isSuccess
    ? `<a class="button primary" href="/dashboard">${escapeHtml(catalogue.continue)}</a>`
    : `<button type="button" class="button primary" data-action="close" autofocus>${escapeHtml(catalogue.close)}</button>
      <a class="button" href="/">${escapeHtml(catalogue.home)}</a>`;
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${fill(page.title)} · ${escapeHtml(productName)}</title>
    <link rel="stylesheet" href="/social/popup.css">
    <script src="/social/popup.js" defer></script>
  </head>
  <body data-outcome="${outcome}" data-page="${kind}"${isNewAccount && isSuccess ? ' data-new-account="true"' : ''}>
    <main class="card" aria-labelledby="social-title">
      <p class="product">${escapeHtml(productName)}</p>
      <div class="mark ${isSuccess ? 'ok' : 'problem'}" aria-hidden="true">${isSuccess ? '✓' : '!'}</div>
      <h1 id="social-title">${fill(page.title)}</h1>
      <p class="message" role="${isSuccess ? 'status' : 'alert'}">${fill(page.body)}</p>
      <div class="actions">
      ${actions}
      </div>
    </main>
  </body>
</html>
`;
}

/**
 * Success: post {type:'social-login', status:true} to the opener (only to our own origin) and
 * close, with newAccount:true when the sign-in created the account (the opener offers the same
 * three choices as the register dialog); without an opener (popup blocked, link opened directly)
 * go to the dashboard instead.
 * Two-factor: the same with twoFactor:true (the opener asks for the code), or /login alone.
 * Failure: post status false, and the Close button closes the window (or goes home when the
 * browser will not close a window it did not open by script).
 */
export const socialPopupScript = `(function () {
  'use strict';
  var outcome = document.body.getAttribute('data-outcome');
  var opener = null;
  try {
    opener = window.opener && !window.opener.closed ? window.opener : null;
  } catch (error) {
    opener = null;
  }
  if (opener && (outcome === 'success' || outcome === 'failure' || outcome === 'two_factor')) {
    try {
      opener.postMessage(
        {
          type: 'social-login',
          status: outcome !== 'failure',
          twoFactor: outcome === 'two_factor',
          newAccount: document.body.getAttribute('data-new-account') === 'true'
        },
        window.location.origin
      );
    } catch (error) {
      opener = null;
    }
  }
  if (outcome === 'success' || outcome === 'two_factor') {
    if (opener) window.close();
    else window.location.replace(outcome === 'success' ? '/dashboard' : '/login');
    return;
  }
  var close = document.querySelector('[data-action="close"]');
  if (close) {
    close.addEventListener('click', function () {
      window.close();
      window.setTimeout(function () {
        window.location.href = '/';
      }, 300);
    });
  }
})();
`;

export const socialPopupStylesheet = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem;
  font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;
  font-size:1rem;line-height:1.55;color:#14232b;background:#f5f8f8}
.card{width:100%;max-width:440px;background:#fff;border:1px solid #d5dfe2;border-radius:16px;
  box-shadow:0 6px 20px rgb(16 40 44 / 12%);padding:2rem 1.5rem;text-align:center}
.product{margin:0 0 1rem;font-weight:700;letter-spacing:.02em;color:#0f5f63}
.mark{width:3rem;height:3rem;margin:0 auto 1rem;border-radius:50%;display:flex;align-items:center;
  justify-content:center;font-size:1.5rem;font-weight:700}
.mark.ok{background:#e3f4ec;color:#17694a}
.mark.problem{background:#fdecea;color:#b42318}
h1{margin:0 0 .75rem;font-size:1.375rem;line-height:1.25}
.message{margin:0 0 1.5rem;color:#4a5b63}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.5rem 1.25rem;
  border-radius:999px;border:1px solid #a9b8bd;background:#fff;color:#14232b;font:inherit;font-weight:600;
  text-decoration:none;cursor:pointer}
.button.primary{background:#0f5f63;border-color:#0f5f63;color:#fff}
.button:hover{border-color:#0a4649}
.button.primary:hover{background:#0a4649}
.button:focus-visible{outline:2px solid #0a4649;outline-offset:2px;box-shadow:0 0 0 3px rgb(242 169 59 / 85%)}
@media (prefers-reduced-motion:no-preference){.button{transition:background-color .15s ease,border-color .15s ease}}
`;
