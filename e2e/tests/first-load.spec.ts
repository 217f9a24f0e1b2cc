import { createUser, expect, logIn, test } from '../fixtures.ts';
import { firstLoadCeilingBytes, measureFirstLoad } from '../support/first-load.ts';
import { becomeProvider } from '../support/trainings.ts';

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

test.describe('content security policy', () => {
  test('the topic and event editors and their date fields add no style the policy refuses', async ({
    app,
    page,
  }) => {
    // An account of this test's own, made a provider (the worker's shared one stays a seeker).
    const person = await createUser(page);
    await logIn(page, person.username, person.password);
    await becomeProvider(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const path of ['/addtopic', '/event/addevent']) {
      await app.goto(path);
      const editor = page.locator('.ProseMirror').first();
      await expect(editor).toBeVisible();
      await editor.click();
      await page.keyboard.type('Pivot tables');
      expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
    }
    // The event's date fields (React Aria's, which would add a style of their own) and their calendar.
    await page.locator('#event-startDate').getByRole('button').click();
    await expect(page.getByRole('grid')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.cspViolations), 'date field').toEqual([]);
    expect(violations).toEqual([]);
  });
});

test.describe('first load size', { tag: '@lang-it' }, () => {
  test('the home page starts with no more JavaScript than its ceiling, and without zod', () => {
    // The build as served (npm run build before the e2e run): Brotli bytes of the entry's static
    // import graph, as e2e/scripts/first-load-size.ts prints them chunk by chunk.
    const { chunks, total } = measureFirstLoad(process.env.E2E_WEB_DIST_DIR);
    expect(total.brotli).toBeLessThanOrEqual(firstLoadCeilingBytes);
    // The schemas stay with the pages that build them (forms), not in the first load.
    expect(
      chunks.map((chunk) => chunk.file).filter((file) => /\/zod-[\w-]{8}\.js$/.test(file)),
    ).toEqual([]);
  });
});
