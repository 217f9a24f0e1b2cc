import type { Page } from '@playwright/test';
import { callApi, expect, forEachLanguage, test, uniqueName, type App } from '../fixtures.ts';

/** The server's popup pages speak the interface's language (the button sends ?lang=). */
const notConfiguredTitle = {
  it: 'Accesso con Facebook non disponibile',
  en: 'Sign-in with Facebook is not available',
} as const;

async function openSocialPopup(app: App, page: Page, provider: string) {
  await app.goto('/');
  await app.header().getByTestId('header-login').click();
  const dialog = page.getByRole('dialog', { name: app.t('auth.login.title') });
  const popupEvent = page.waitForEvent('popup');
  await dialog.locator(`[data-provider="${provider}"]`).click();
  const popup = await popupEvent;
  // The popup (docs/product.md, Constants): 520 wide, 500 high (540 for Microsoft).
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([520, 500]);
  return { dialog, popup };
}

forEachLanguage((lang) => {
  test.describe('social login', () => {
    test('a new person signs in with Google in the popup, chooses to train their company and creates it', async ({
      app,
      page,
    }) => {
      const email = `${uniqueName('g')}@example.com`;
      const { popup } = await openSocialPopup(app, page, 'google');

      // The provider's own pages, inside the popup: sign in, then allow the app.
      await popup.locator('input[name="login"]').fill(email);
      await popup.locator('input[name="password"]').fill('any-password');
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Sign-in' }).click();
      await popup.getByRole('button', { name: 'Continue' }).click();

      // The popup told its opener and closed itself; the account is new, so the dialog asks how
      // it will be used: the register dialog's three choices.
      await closed;
      const welcome = page.getByRole('dialog', { name: app.t('auth.welcome.title') });
      const details = await callApi(page, 'loginuserdetail');
      expect(details.body).toMatchObject({ status: true, email });
      await expect(app.header().getByTestId('header-login')).toHaveCount(0);
      await welcome
        .getByRole('radio', { name: new RegExp(app.t('auth.register.roles.company')) })
        .check();
      await welcome.getByRole('button', { name: app.t('auth.welcome.continue') }).click();
      await expect.poll(() => app.appUrl()).toBe('/dashboard/c/add-company-profile');
      expect(page.url()).toContain(lang === 'en' ? '/dashboard' : '/it/dashboard');

      // The company, created from there: its admin works in it at once.
      const companyName = `Social ${uniqueName('co')}`;
      const form = page.getByTestId('create-company-form');
      await form.getByLabel(app.t('auth.register.company.name')).fill(companyName);
      await page.getByTestId('create-company-submit').click();
      await expect.poll(() => app.appUrl()).toBe('/dashboard');
      await expect(page.getByTestId('dashboard-kind')).toContainText(companyName);
    });

    test('an unconfigured provider shows a clear page with a Close button', async ({
      app,
      page,
    }) => {
      const { dialog, popup } = await openSocialPopup(app, page, 'facebook');
      await expect(popup.locator('html')).toHaveAttribute('lang', lang);
      await expect(popup.getByRole('heading', { level: 1 })).toHaveText(notConfiguredTitle[lang]);
      const closed = popup.waitForEvent('close', { timeout: 15_000 });
      // The click closes the page it happens in: Playwright may report that as an error, or wait
      // on the closed page for what follows a click; a short limit keeps that from taking the
      // test's whole time when the page is gone already.
      await popup
        .getByRole('button', { name: lang === 'it' ? 'Chiudi' : 'Close' })
        .click({ timeout: 10_000 })
        .catch((error: unknown) => {
          if (!popup.isClosed()) throw error;
        });
      await closed;
      // Nothing changed for the opener: still signed out, the dialog still open.
      await expect(dialog).toBeVisible();
      expect((await callApi(page, 'loginuserdetail')).status).toBe(401);
    });
  });
});
