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

/**
 * From an invitation card (`/invitation/{token}`, opened as a visitor): registers there, signed
 * in at once, comes back to the card and accepts; the app then shows the dashboard.
 */
export async function registerAndAcceptInvitation(
  app: App,
  page: Page,
  account: { username: string; email: string },
): Promise<void> {
  const card = page.getByTestId('invitation');
  await card.getByRole('button', { name: app.t('companyPeople.invitation.register') }).click();
  const register = page.getByRole('dialog', { name: app.t('auth.register.title') });
  const fields = registerFields(app, register);
  await fields.username.fill(account.username);
  await fields.email.fill(account.email);
  await fields.password.fill('Train-2026-ok');
  await register.getByRole('button', { name: app.t('auth.register.submit'), exact: true }).click();
  const success = page.getByRole('dialog', { name: app.t('auth.success.title') });
  await success.getByRole('button', { name: app.t('auth.success.continue') }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await card.getByRole('button', { name: app.t('companyPeople.invitation.accept') }).click();
}
