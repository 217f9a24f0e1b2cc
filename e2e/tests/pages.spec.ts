import { callApi, demoAccounts, expect, forEachLanguage, productName, test } from '../fixtures.ts';
import { signUpAndLogIn } from '../support/profile-settings.ts';

forEachLanguage(() => {
  test.describe('pages', () => {
    // The catalogue sections and the trainer setup are covered by home.spec.ts.
    test('home: hero and how it works', async ({ app, page }) => {
      await app.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.t('home.hero.title'));
      await expect(page.getByRole('heading', { name: app.t('home.how.title') })).toBeVisible();
    });

    test('dashboard: welcome, account and service type, quick links', async ({ app, page }) => {
      await signUpAndLogIn(page);
      for (const [action, fields] of [
        ['serviceType', { Provider: true, Seeker: false }],
        ['updateprofile', { firstName: 'Ada', lastName: 'Lovelace' }],
      ] as const) {
        const reply = await callApi(page, action, fields);
        expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
      }
      await app.goto('/dashboard');
      const overview = page.getByTestId('dashboard-overview');
      await expect(overview.getByRole('heading', { level: 1 })).toHaveText(
        app.t('dashboard.welcome', { name: 'Ada Lovelace' }),
      );
      await expect(page.getByTestId('account-type')).toHaveText(
        app.t('dashboard.accountTypes.individual'),
      );
      await expect(page.getByTestId('service-type')).toHaveText(
        app.t('dashboard.serviceTypes.provider'),
      );
      await expect(
        overview.getByRole('link', { name: app.t('dashboard.links.createTopic') }),
      ).toHaveAttribute('href', app.path('/addtopic'));
      await expect(page).toHaveTitle(`${app.t('titles.dashboard')} | ${productName}`);
    });

    test('not-found page: message, home link and a search box', async ({ app, page }) => {
      await app.goto('/error-pages/not-found');
      const notFound = page.getByTestId('not-found-page');
      await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(app.t('notFound.title'));
      await expect(notFound.getByRole('combobox')).toBeVisible();
      await notFound.getByRole('link', { name: app.t('notFound.home') }).click();
      await expect(page.getByTestId('home-page')).toBeVisible();
    });

    test('a page that fails shows the error page with reload and home', async ({
      app,
      page,
      freshUser,
    }) => {
      // Signed in: the browser renders the page and asks for it itself (for a visitor the server
      // would have rendered it, asking in-process, out of the test's reach).
      void freshUser;
      await page.route('**/inc/main', async (route) => {
        const body = route.request().postDataJSON() as { action?: string } | null;
        if (body?.action !== 'publicprofile') return route.fallback();
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ status: false, msg: 'Something went wrong!!', code: 'internal' }),
        });
      });
      await app.goto(`/${demoAccounts.provider}`);
      const panel = page.getByTestId('error-panel');
      await expect(panel.getByRole('heading', { level: 1 })).toHaveText(app.t('error.title'));
      await expect(panel.getByRole('button', { name: app.t('error.reload') })).toBeVisible();
      await expect(panel.getByRole('link', { name: app.t('error.home') })).toHaveAttribute(
        'href',
        app.href('/'),
      );
      await expect(app.header()).toBeVisible();
      await page.unroute('**/inc/main');
      await panel.getByRole('button', { name: app.t('error.reload') }).click();
      await expect(page.getByTestId('public-profile')).toBeVisible();
    });
  });
});
