import { expect, forEachLanguage, test } from '../fixtures.ts';

forEachLanguage(() => {
  test.describe('login dialog', () => {
    test('has its fields, remember-me on, the reset link and four social popups', async ({
      app,
      page,
      context,
    }) => {
      await app.goto('/login');
      const dialog = page.getByRole('dialog', { name: app.t('auth.login.title') });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByLabel(app.t('auth.login.username'))).toBeFocused();
      await expect(
        dialog.getByRole('checkbox', { name: app.t('auth.login.remember') }),
      ).toBeChecked();
      await expect(dialog.getByRole('link', { name: app.t('auth.login.forgot') })).toHaveAttribute(
        'href',
        app.path('/reset'),
      );
      const social = dialog.locator('[data-provider]');
      await expect(social).toHaveCount(4);
      // The route sees the popup's first request whatever the timing (a 'request' event can be
      // missed while the popup is still being attached); the server's social flow is issue 3's.
      const opened: string[] = [];
      await context.route('**/social/login/**', (route) => {
        opened.push(new URL(route.request().url()).pathname);
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' });
      });
      const popupEvent = page.waitForEvent('popup');
      await dialog.locator('[data-provider="live"]').click();
      const popup = await popupEvent;
      await expect.poll(() => opened).toEqual(['/social/login/live']);
      await popup.close();
    });

    test('toggles to the register dialog and back; Escape closes; focus stays inside', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      await page.getByTestId('header-login').click();
      const login = page.getByRole('dialog', { name: app.t('auth.login.title') });
      await login.getByRole('button', { name: app.t('auth.login.switchToRegister') }).click();
      const register = page.getByRole('dialog', { name: app.t('auth.register.title') });
      await expect(register).toBeVisible();
      await expect(login).toHaveCount(0);
      for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
      expect(await register.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await register.getByRole('button', { name: app.t('auth.register.switchToLogin') }).click();
      await expect(login).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(login).toHaveCount(0);
    });
  });
});
