import {
  createUser,
  demoAccounts,
  expect,
  forEachLanguage,
  productName,
  test,
} from '../fixtures.ts';

forEachLanguage((lang) => {
  test.describe('route table', () => {
    test('a fixed route wins over the public profile; a username shows the profile', async ({
      app,
      page,
    }) => {
      await app.goto('/error-pages/not-found');
      await expect(page.getByTestId('not-found-page')).toBeVisible();
      await app.goto(`/${demoAccounts.seeker}`);
      const profile = page.getByTestId('public-profile');
      await expect(profile).toBeVisible();
      await expect(profile.getByRole('heading', { level: 1 })).toHaveText('Mario Rossi');
      await expect(profile).toContainText(`@${demoAccounts.seeker}`);
      await expect(page).toHaveTitle(
        `${app.t('titles.profile', { username: demoAccounts.seeker })} | ${productName}`,
      );
    });

    test('unknown paths go to not-found: reserved words, unknown users, several segments', async ({
      app,
      page,
    }) => {
      await app.goto('/administrator');
      await expect(page).toHaveURL(new RegExp(`${app.path('/error-pages/not-found')}$`));
      await app.goto('/nobody_has_this');
      await expect(page.getByTestId('not-found-page')).toBeVisible();
      expect(app.appUrl()).toBe('/error-pages/not-found');
      await app.goto('/some/unknown/page?x=1');
      await expect(page.getByTestId('not-found-requested')).toContainText('/some/unknown/page?x=1');
      expect(app.appUrl()).toBe('/error-pages/not-found');
      await expect(page).toHaveTitle(`${app.t('titles.notFound')} | ${productName}`);
    });

    test('/company/x and /comp/x redirect home with the last segment and open the register dialog', async ({
      app,
      page,
    }) => {
      await app.goto('/company/acme-spa');
      await expect.poll(() => app.appUrl()).toBe('/?company=acme-spa');
      await expect(page.getByRole('dialog', { name: app.t('auth.register.title') })).toBeVisible();
      await app.goto('/comp/group/branch/milano');
      await expect.poll(() => app.appUrl()).toBe('/?comp=milano');
      await expect(page.getByRole('dialog', { name: app.t('auth.register.title') })).toBeVisible();
    });

    test('/login and deeper /login paths open the login dialog on the home page', async ({
      app,
      page,
    }) => {
      await app.goto('/login');
      await expect(page.getByRole('dialog', { name: app.t('auth.login.title') })).toBeVisible();
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect(page).toHaveTitle(
        lang === 'en'
          ? 'Global Training Marketplace | Skillvia'
          : `${app.t('titles.home')} | ${productName}`,
      );
      await app.goto('/login/again');
      await expect(page.getByRole('dialog', { name: app.t('auth.login.title') })).toBeVisible();
    });

    test('the guard stores the URL, sends to /login, and returns there about 1 s after login', async ({
      app,
      page,
    }) => {
      const user = await createUser(page);
      await app.goto('/dashboard?from=guard');
      await expect.poll(() => app.appUrl()).toBe('/login');
      expect(await page.evaluate(() => localStorage.getItem('attemptedUrl'))).toBe(
        '/dashboard?from=guard',
      );
      const dialog = page.getByRole('dialog', { name: app.t('auth.login.title') });
      await dialog.getByLabel(app.t('auth.login.username')).fill(user.username);
      await dialog.getByLabel(app.t('auth.login.password'), { exact: true }).fill(user.password);
      // Timed by the browser's own clock (the test process may hear of events late under load):
      // from the success message to the router's navigation.
      await page.evaluate(() => {
        const marks = { successAt: -1, navigatedAt: -1 };
        Object.assign(window, { loginMarks: marks });
        new MutationObserver(() => {
          if (marks.successAt < 0 && document.querySelector('[data-testid="login-success"]')) {
            marks.successAt = performance.now();
          }
        }).observe(document.body, { childList: true, subtree: true });
        for (const method of ['pushState', 'replaceState'] as const) {
          const original = history[method].bind(history);
          history[method] = (...args: Parameters<History['pushState']>) => {
            if (marks.successAt >= 0 && marks.navigatedAt < 0)
              marks.navigatedAt = performance.now();
            original(...args);
          };
        }
      });
      await dialog.getByRole('button', { name: app.t('auth.login.submit'), exact: true }).click();
      await expect(dialog.getByTestId('login-success')).toBeVisible();
      await expect
        .poll(() => app.appUrl(), { timeout: 5_000, intervals: [50] })
        .toBe('/dashboard?from=guard');
      const marks = await page.evaluate(
        () =>
          (window as unknown as { loginMarks: { successAt: number; navigatedAt: number } })
            .loginMarks,
      );
      expect(marks.successAt).toBeGreaterThanOrEqual(0);
      // The observer hears of the message a little after it rendered (later on a busy machine),
      // so the wait it sees is somewhat under the second the app holds; an immediate navigation
      // would show 0.
      expect(marks.navigatedAt - marks.successAt).toBeGreaterThanOrEqual(600);
      await expect(page.getByTestId('dashboard-overview')).toBeVisible();
      await expect(page).toHaveTitle(`${app.t('titles.dashboard')} | ${productName}`);
    });

    test('after login without a stored URL the dashboard is the landing page', async ({
      app,
      page,
    }) => {
      const user = await createUser(page);
      await app.goto('/');
      await page.getByTestId('header-login').click();
      const dialog = page.getByRole('dialog', { name: app.t('auth.login.title') });
      await dialog.getByLabel(app.t('auth.login.username')).fill(user.username);
      await dialog.getByLabel(app.t('auth.login.password'), { exact: true }).fill(user.password);
      await dialog.getByRole('button', { name: app.t('auth.login.submit'), exact: true }).click();
      await expect.poll(() => app.appUrl(), { timeout: 5_000 }).toBe('/dashboard');
    });

    test('the scroll position is restored on back navigation', async ({ app, page }) => {
      await app.goto('/');
      // The sections' placeholders are not as tall as what replaces them: scroll once it is there.
      await expect(page.getByTestId('home-page').locator('[aria-busy="true"]')).toHaveCount(0);
      const faq = page
        .getByTestId('site-footer')
        .getByRole('link', { name: app.t('footer.links.faq') });
      await faq.scrollIntoViewIfNeeded();
      const saved = await page.evaluate(() => Math.round(window.scrollY));
      expect(saved).toBeGreaterThan(300);
      await faq.click();
      await expect(page.getByTestId('site-page')).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect
        .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - saved))
        .toBeLessThan(60);
    });
  });
});
