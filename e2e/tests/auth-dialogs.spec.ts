import { expect, forEachLanguage, recordActions, test, uniqueName } from '../fixtures.ts';

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

    test('empty fields get a red border and send nothing', async ({ app, page }) => {
      const actions = recordActions(page);
      await app.goto('/login');
      const dialog = page.getByRole('dialog', { name: app.t('auth.login.title') });
      await dialog.getByRole('button', { name: app.t('auth.login.submit'), exact: true }).click();
      const username = dialog.getByLabel(app.t('auth.login.username'));
      await expect(username).toHaveAttribute('aria-invalid', 'true');
      await expect(
        dialog.getByLabel(app.t('auth.login.password'), { exact: true }),
      ).toHaveAttribute('aria-invalid', 'true');
      await expect(username).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
      await page.waitForTimeout(300);
      expect(actions).not.toContain('login');
    });

    test('a wrong password shows the message and clears both fields', async ({ app, page }) => {
      await app.goto('/login');
      const dialog = page.getByRole('dialog', { name: app.t('auth.login.title') });
      // An unknown name: failed logins of the demo accounts would soon demand a captcha.
      await dialog.getByLabel(app.t('auth.login.username')).fill(uniqueName('nobody'));
      await dialog.getByLabel(app.t('auth.login.password'), { exact: true }).fill('wrong-password');
      await dialog.getByRole('button', { name: app.t('auth.login.submit'), exact: true }).click();
      await expect(dialog.getByTestId('login-error')).toHaveText(
        app.t('errors.invalid_credentials'),
      );
      await expect(dialog.getByLabel(app.t('auth.login.username'))).toHaveValue('');
      await expect(dialog.getByLabel(app.t('auth.login.password'), { exact: true })).toHaveValue(
        '',
      );
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

  test.describe('register dialog', () => {
    test('shows the contract messages and blocks an invalid form', async ({ app, page }) => {
      const actions = recordActions(page);
      await app.goto('/');
      await page.getByTestId('header-signup').click();
      const dialog = page.getByRole('dialog', { name: app.t('auth.register.title') });
      const username = dialog.getByLabel(app.t('auth.register.username'));
      await expect(username).toHaveAttribute(
        'placeholder',
        app.t('auth.register.usernamePlaceholder'),
      );
      await expect(
        dialog.getByRole('checkbox', { name: app.t('auth.register.terms') }),
      ).toBeChecked();
      await username.fill('1mario');
      await username.blur();
      await expect(dialog.getByTestId('susername-error')).toHaveText(
        app.t('validation.username.pattern'),
      );
      const email = dialog.getByLabel(app.t('auth.register.email'));
      await email.fill('mario@example');
      await email.blur();
      await expect(dialog.getByTestId('semail-error')).toHaveText(
        app.t('validation.email.pattern'),
      );
      const password = dialog.getByLabel(app.t('auth.register.password'), { exact: true });
      await password.focus();
      await password.blur();
      await expect(dialog.getByTestId('spassword-error')).toHaveText(
        app.t('validation.password.required'),
      );
      await password.fill('12345');
      await expect(dialog.getByTestId('spassword-error')).toHaveText(
        app.t('validation.password.min'),
      );
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await email.fill('mario@example.it');
      await password.fill('123456');
      await dialog.getByRole('checkbox', { name: app.t('auth.register.terms') }).uncheck();
      await dialog
        .getByRole('button', { name: app.t('auth.register.submit'), exact: true })
        .click();
      await expect(dialog.getByTestId('terms-error')).toHaveText(
        app.t('validation.terms.required'),
      );
      await page.waitForTimeout(300);
      expect(actions).not.toContain('join');
    });

    test('taken names are told as the user types, and only valid ones are asked', async ({
      app,
      page,
    }) => {
      const actions = recordActions(page);
      await app.goto('/');
      await page.getByTestId('header-signup').click();
      const dialog = page.getByRole('dialog', { name: app.t('auth.register.title') });
      const username = dialog.getByLabel(app.t('auth.register.username'));
      const email = dialog.getByLabel(app.t('auth.register.email'));

      await username.fill('1ab');
      await page.waitForTimeout(500);
      expect(actions).not.toContain('usernamecheck');

      await username.fill('Mario_Rossi');
      await expect(dialog.getByTestId('susername-error')).toHaveText(
        app.t('errors.username_taken'),
      );
      await expect(username).toHaveAttribute('aria-invalid', 'true');
      await email.fill('MARIO.rossi@example.com');
      await expect(dialog.getByTestId('semail-error')).toHaveText(app.t('errors.email_taken'));
      expect(actions).toContain('usernamecheck');
      expect(actions).toContain('emailcheck');

      await username.fill(uniqueName('free'));
      await expect(dialog.getByTestId('susername-error')).toHaveCount(0);
      await email.fill(`${uniqueName('free')}@example.com`);
      await expect(dialog.getByTestId('semail-error')).toHaveCount(0);
    });

    test('a new account gets the success dialog; a taken name gets the server message', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      await page.getByTestId('header-signup').click();
      let dialog = page.getByRole('dialog', { name: app.t('auth.register.title') });
      const name = uniqueName('reg');
      await dialog.getByLabel(app.t('auth.register.username')).fill(name);
      await dialog.getByLabel(app.t('auth.register.email')).fill(`${name}@example.com`);
      await dialog
        .getByLabel(app.t('auth.register.password'), { exact: true })
        .fill('Train-2026-ok');
      await dialog
        .getByRole('button', { name: app.t('auth.register.submit'), exact: true })
        .click();
      const success = page.getByRole('dialog', { name: app.t('auth.success.title') });
      await expect(success).toContainText(app.t('auth.success.message'));
      await success.getByRole('button', { name: app.t('auth.success.ok') }).click();
      await expect(success).toHaveCount(0);

      await page.getByTestId('header-signup').click();
      dialog = page.getByRole('dialog', { name: app.t('auth.register.title') });
      await dialog.getByLabel(app.t('auth.register.username')).fill(name);
      await dialog.getByLabel(app.t('auth.register.email')).fill(`other_${name}@example.com`);
      await dialog
        .getByLabel(app.t('auth.register.password'), { exact: true })
        .fill('Train-2026-ok');
      await dialog
        .getByRole('button', { name: app.t('auth.register.submit'), exact: true })
        .click();
      await expect(dialog.getByTestId('register-error')).toHaveText(app.t('errors.username_taken'));
    });
  });
});
