import path from 'node:path';
import {
  clearCookiesButLanguage,
  demoPassword,
  expect,
  forEachLanguage,
  test,
} from '../fixtures.ts';

// A visual record for reviewers, not part of the test suite: `npm run screenshots`.
const outDir =
  process.env.SCREENSHOT_DIR ??
  path.resolve(import.meta.dirname, '../../playwright-report/screenshots');

forEachLanguage((lang) => {
  test.describe('screenshots', () => {
    test('key screens', async ({ app, page, freshUser }, testInfo) => {
      const name = (screen: string) =>
        path.join(outDir, `${testInfo.project.name}-${lang}-${screen}.png`);
      await clearCookiesButLanguage(page.context());
      await app.goto('/');
      await expect(page.getByTestId('home-page')).toBeVisible();
      await page.screenshot({ path: name('home-logged-out') });
      await app.goto('/error-pages/not-found');
      await page.screenshot({ path: name('not-found') });
      await app.goto('/login');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: name('login-dialog') });

      // Log the fresh user back in (the cookies were cleared above).
      await page.context().request.get('/');
      const token =
        (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ??
        '';
      await page.context().request.post('/inc/main', {
        data: {
          action: 'login',
          username: freshUser.username,
          password: freshUser.password,
          cookie: true,
        },
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
      });
      await app.goto('/');
      await expect(page.getByTestId('profile-menu')).toBeVisible();
      await page.screenshot({ path: name('home-logged-in') });
      await app.goto('/dashboard');
      await expect(page.getByTestId('dashboard-overview')).toBeVisible();
      await page.getByTestId('notifications-menu').getByRole('button').click();
      await page.waitForTimeout(200);
      await page.screenshot({ path: name('dropdown-open') });
      await page.keyboard.press('Escape');
      if ((page.viewportSize()?.width ?? 0) < 768) {
        await page.getByTestId('side-menu-toggle').click();
        await page.waitForTimeout(400); // the slide-in transition
        await page.screenshot({ path: name('mobile-menu') });
      }
    });
    test('account screens', async ({ app, page, loginAs }, testInfo) => {
      const name = (screen: string) =>
        path.join(outDir, `${testInfo.project.name}-${lang}-${screen}.png`);
      await app.goto('/company/acme');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: name('register-join-company') });
      await app.goto('/reset');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: name('reset-request') });
      // The demo's company admin: the screenshots show the demo.
      await loginAs({ username: 'acme_admin', password: demoPassword });
      await app.goto('/dashboard');
      await expect(page.getByTestId('dashboard-overview')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: name('dashboard-company'), fullPage: true });
      await app.goto('/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: name('settings'), fullPage: true });
      await app.goto('/profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: name('profile-editor'), fullPage: true });
      await app.goto('/profile/company-details');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: name('company-details'), fullPage: true });
      await app.goto('/giulia_bianchi');
      await page.waitForTimeout(800);
      await page.screenshot({ path: name('public-profile'), fullPage: true });
    });
  });
});
