import type { APIRequestContext } from '@playwright/test';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { demoAccounts, expect, test } from '../fixtures.ts';

/**
 * The server-rendered HTML of every public page kind is valid (issue 34, item 3), checked by
 * html-validate's recommended rules as a crawler without cookies gets it. The exceptions, each
 * for a reason:
 */
const config: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // How React and Vite write valid HTML: `<!doctype html>`, `<meta />`, `autoComplete=`,
    // `hidden=""`, `selected=""`. HTML reads each the same in any case and either form.
    'doctype-style': 'off',
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    // React's useId ids (`_R_1l5_`) are valid HTML ids; the strict form asks more, for old CSS.
    'valid-id': ['error', { relaxed: true }],
    // A combobox's suggestions are grouped options with pictures and counts, which a native
    // <select> cannot hold (the ARIA combobox pattern).
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // The header's search box is sent with Enter or by picking a suggestion, as site headers do; a
    // button of its own would add a stop to every page's keyboard path (H32 is one technique of
    // WCAG 3.2.2, which a search sent only on the user's Enter meets).
    'wcag/h32': 'off',
    // A listing's page is titled with the listing's own name, however long its author wrote it.
    'long-title': 'off',
  },
};

/** The first address a sitemap file of this kind lists, as a path. */
async function firstListed(request: APIRequestContext, file: string) {
  const xml = await (await request.get(`/sitemaps/${file}`)).text();
  const address = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (!address) throw new Error(`${file} lists nothing`);
  return new URL(address).pathname;
}

test('every public page kind is valid HTML, in Italian and in English', async ({
  playwright,
  baseURL,
}) => {
  // A crawler: no cookies, no stored language, any type accepted.
  const request = await playwright.request.newContext({ baseURL });
  const pages = [
    '/it/',
    '/search?q=excel',
    '/it/search?q=excel&tab=trainers',
    '/it/event',
    '/requirement/search',
    '/it/blog',
    '/terms',
    '/it/faq',
    `/${demoAccounts.provider}`,
    await firstListed(request, 'topics-it-0.xml'),
    await firstListed(request, 'topics-en-0.xml'),
    await firstListed(request, 'events-it-0.xml'),
    await firstListed(request, 'profiles-en-0.xml'),
    '/it/error-pages/not-found',
  ];
  const validator = new HtmlValidate(config);
  const problems: string[] = [];
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path.includes('not-found') ? 404 : 200);
    const html = await response.text();
    // Drawn on the server, not an empty shell for the browser to fill.
    expect(html, path).toMatch(/<main[^>]*id="main-content"[^>]*>(\s|<!--[^>]*-->)*<[a-z]/);
    const report = await validator.validateString(html, path);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
      }
    }
  }
  await request.dispose();
  expect(problems).toEqual([]);
});
