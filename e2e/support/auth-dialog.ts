import type { Locator, Page } from '@playwright/test';
import type { App } from '../fixtures.ts';

/** The login dialog's parts, found by their visible names in the test's language. */
export function loginDialog(app: App, page: Page) {
  const dialog = page.getByRole('dialog', { name: app.t('auth.login.title') });
  return {
    dialog,
    username: dialog.getByLabel(app.t('auth.login.username')),
    password: dialog.getByLabel(app.t('auth.login.password'), { exact: true }),
    remember: dialog.getByRole('checkbox', { name: app.t('auth.login.remember') }),
    submit: dialog.getByRole('button', { name: app.t('auth.login.submit'), exact: true }),
    error: dialog.getByTestId('login-error'),
    success: dialog.getByTestId('login-success'),
    captcha: dialog.getByTestId('captcha-area'),
  };
}

/** Types the credentials and presses Log in. */
export async function submitLogin(
  parts: { username: Locator; password: Locator; submit: Locator },
  username: string,
  password: string,
): Promise<void> {
  await parts.username.fill(username);
  await parts.password.fill(password);
  await parts.submit.click();
}

/** The register (or join) dialog's fields. */
export function registerFields(app: App, dialog: Locator) {
  return {
    username: dialog.getByLabel(app.t('auth.register.username')),
    email: dialog.getByLabel(app.t('auth.register.email')),
    password: dialog.getByLabel(app.t('auth.register.password'), { exact: true }),
    phone: dialog.getByLabel(app.t('auth.phone.label'), { exact: true }),
    industry: dialog.getByLabel(app.t('auth.register.industry')),
    terms: dialog.getByRole('checkbox', { name: app.t('auth.register.terms') }),
  };
}
