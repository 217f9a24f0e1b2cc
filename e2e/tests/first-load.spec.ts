import { expect, test } from '../fixtures.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test.describe('first load', () => {
  test('the home page and a lazy page run without a Content-Security-Policy violation', async ({
    app,
    page,
  }) => {
    // zod must not probe eval before its jitless setting (apps/web/src/lib/zod-config.ts): the
    // CSP refuses it and the browser reports a violation on every page.
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await app.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);

    // A page of its own chunk, fetched when first shown (apps/web/src/app/lazy-page.tsx).
    await app.goto('/search');
    await expect(page.getByTestId('search-results')).toBeVisible();
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });
});
