import path from 'node:path';
import { expect, forEachLanguage, test } from '../fixtures.ts';

// A visual record of the search screens (demo data), for reviewers: `npm run screenshots`.
const outDir =
  process.env.SCREENSHOT_DIR ??
  path.resolve(import.meta.dirname, '../../playwright-report/screenshots');

forEachLanguage((lang) => {
  test.describe('screenshots', () => {
    test('search screens', async ({ app, page }, testInfo) => {
      const name = (screen: string) =>
        path.join(outDir, `${testInfo.project.name}-${lang}-${screen}.png`);
      const isMobile = (page.viewportSize()?.width ?? 0) < 768;

      await app.goto('/');
      await app.header().getByRole('combobox').fill('excel');
      await expect(app.header().getByRole('option').first()).toBeVisible();
      await page.screenshot({ path: name('search-suggestions') });

      await app.goto('/search?topic=excel');
      await expect(page.getByTestId('topic-card').first()).toBeVisible();
      await page.screenshot({ path: name('search-topics'), fullPage: !isMobile });
      if (isMobile) {
        await page.getByTestId('search-filters-toggle').click();
        await page.screenshot({ path: name('search-filters-open') });
      }
      await app.goto('/search?topic=zzqxwvk&category=sales');
      await expect(page.getByTestId('search-empty')).toBeVisible();
      await page.screenshot({ path: name('search-empty') });

      await app.goto('/event');
      await expect(page.getByTestId('event-search')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: name('events-upcoming'), fullPage: !isMobile });

      await app.goto('/requirement/search?sort=budget_desc');
      await expect(page.getByTestId('requirement-search')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: name('requirements-search') });
    });
  });
});
