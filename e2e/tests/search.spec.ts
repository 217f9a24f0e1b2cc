import { demoAccounts, expect, forEachLanguage, recordActions, test } from '../fixtures.ts';

forEachLanguage(() => {
  test.describe('global search box', () => {
    test('asks nothing for 2 characters or fewer', async ({ app, page }) => {
      const actions = recordActions(page);
      await app.goto('/');
      const box = app.header().getByRole('combobox', { name: app.t('search.label') });
      await box.fill('ma');
      await page.waitForTimeout(700);
      await box.fill('  ma  ');
      await page.waitForTimeout(700);
      expect(actions.filter((action) => action === 'searchBar')).toEqual([]);
      await expect(app.header().getByTestId('header-search-panel')).toBeHidden();
    });

    test('suggests users after the 500 ms pause, grouped, with keyboard navigation', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      const box = app.header().getByRole('combobox', { name: app.t('search.label') });
      // Measured in the page: the last keystroke and the moment the suggestion request leaves.
      await page.evaluate(() => {
        const timing = { lastInput: 0, searchAt: 0 };
        Object.assign(window, { searchTiming: timing });
        document.addEventListener('input', () => (timing.lastInput = performance.now()), true);
        const originalFetch = window.fetch.bind(window);
        window.fetch = (input, init) => {
          if (
            typeof init?.body === 'string' &&
            init.body.includes('"searchBar"') &&
            !timing.searchAt
          ) {
            timing.searchAt = performance.now();
          }
          return originalFetch(input, init);
        };
      });
      await box.click();
      await box.pressSequentially('mario', { delay: 60 });
      const panel = app.header().getByTestId('header-search-panel');
      await expect(panel.getByRole('option').first()).toBeVisible();
      const timing = await page.evaluate(
        () =>
          (window as unknown as { searchTiming: { lastInput: number; searchAt: number } })
            .searchTiming,
      );
      expect(timing.searchAt - timing.lastInput).toBeGreaterThanOrEqual(495);
      expect(timing.searchAt - timing.lastInput).toBeLessThan(1_500);

      await expect(panel).toBeVisible();
      await expect(panel).toHaveCSS('max-height', '250px');
      const users = panel.getByRole('group', { name: app.t('search.users') });
      await expect(users.getByRole('option', { name: /Mario Rossi/ })).toBeVisible();
      // Empty groups are left out.
      await expect(panel.getByRole('group', { name: app.t('search.topics') })).toHaveCount(0);
      await expect(box).toHaveAttribute('aria-expanded', 'true');

      await box.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      expect(active).toBeTruthy();
      await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`[id="${active}"]`)).toContainText('Mario Rossi');
      await box.press('Enter');
      await expect.poll(() => app.appUrl()).toBe(`/${demoAccounts.seeker}`);
      await expect(page.getByTestId('public-profile')).toBeVisible();
    });

    test('no-results state; Enter and the hero box go to the search page', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      const box = app.header().getByRole('combobox', { name: app.t('search.label') });
      await box.fill('zzqxwv');
      await expect(page.getByTestId('search-no-results')).toHaveText(
        app.t('search.noResults', { text: 'zzqxwv' }),
      );
      await box.fill('data science');
      await box.press('Enter');
      // The search page arrives with the catalogue; until then the route is unknown.
      await expect(page.getByTestId('not-found-requested')).toContainText(
        '/search?topic=data%20science',
      );
      await app.goto('/');
      const hero = page.getByTestId('hero-search');
      await hero.getByRole('combobox').fill('leadership');
      await hero.getByRole('button', { name: app.t('search.submit') }).click();
      await expect(page.getByTestId('not-found-requested')).toContainText(
        '/search?topic=leadership',
      );
    });
  });
});
