import type { Page } from '@playwright/test';
import {
  type App,
  createUser,
  expect,
  forEachLanguage,
  logIn,
  productName,
  test,
  uniqueName,
} from '../fixtures.ts';
import { confirmationLinkOf, waitForMail } from '../support/mail.ts';

/** The app path of the newest confirmation link mailed to the address (the `count`th one). */
async function confirmationPath(address: string, count = 1): Promise<string> {
  const link = confirmationLinkOf(await waitForMail(address, count, '/verify-email/'));
  // The link names the page in the user's language; the test opens it in its own.
  return link.pathname.replace(/^\/(it|de|fr|es)(?=\/)/, '');
}

async function openLink(app: App, page: Page, path: string) {
  await app.goto(path);
  await expect(page).toHaveTitle(`${app.t('titles.verifyEmail')} | ${productName}`);
}

forEachLanguage(() => {
  test.describe('e-mail verification', () => {
    test('a new account confirms its address from the dashboard reminder and the link', async ({
      app,
      page,
    }) => {
      const user = await createUser(page);
      await logIn(page, user.username, user.password);
      await app.goto('/dashboard');
      const reminder = page.getByTestId('email-reminder');
      await expect(reminder).toContainText(app.t('emailVerification.reminder'));
      await expect(reminder).toContainText(user.email);

      // The first link is replaced by the one sent again: only the newest works.
      const first = await confirmationPath(user.email);
      await reminder.getByRole('button', { name: app.t('emailVerification.resend') }).click();
      await expect(reminder.getByRole('status')).toHaveText(
        app.t('emailVerification.sent', { email: user.email }),
      );
      const second = await confirmationPath(user.email, 2);
      expect(second).not.toBe(first);

      await openLink(app, page, first);
      await expect(page.getByTestId('verify-email-failed')).toContainText(
        app.t('errors.verification_link_invalid'),
      );
      await openLink(app, page, second);
      const done = page.getByTestId('verify-email-done');
      await expect(done).toContainText(app.t('emailVerification.done', { email: user.email }));
      await done.getByRole('link', { name: app.t('emailVerification.toDashboard') }).click();
      await expect.poll(() => app.appUrl()).toBe('/dashboard');
      await expect(page.getByTestId('dashboard-overview')).toBeVisible();
      await expect(page.getByTestId('email-reminder')).toHaveCount(0);
    });

    test('a new address replaces the old one only once its link is followed', async ({
      app,
      page,
    }) => {
      const user = await createUser(page);
      await logIn(page, user.username, user.password);
      await app.goto('/settings');
      const card = page.getByTestId('settings-email');
      await expect(card.getByTestId('current-email')).toContainText(user.email);
      await expect(card.getByTestId('current-email')).toContainText(
        app.t('settings.email.unconfirmed'),
      );

      const newEmail = `${uniqueName('moved')}@example.com`;
      const address = card.getByLabel(app.t('settings.email.newEmail'));
      const password = card.getByLabel(app.t('settings.email.password'));
      const submit = card.getByRole('button', { name: app.t('settings.email.submit') });
      await address.fill(newEmail);
      await password.fill('not my password');
      await submit.click();
      await expect(card.getByTestId('email-message')).toHaveText(app.t('errors.wrong_password'));
      await expect(password).toHaveAttribute('aria-invalid', 'true');

      await password.fill(user.password);
      await submit.click();
      await expect(card.getByText(app.t('settings.email.sent', { email: newEmail }))).toBeVisible();
      await expect(card.getByTestId('pending-email')).toContainText(newEmail);
      await expect(card.getByTestId('current-email')).toContainText(user.email);

      await openLink(app, page, await confirmationPath(newEmail));
      await expect(page.getByTestId('verify-email-done')).toContainText(
        app.t('emailVerification.done', { email: newEmail }),
      );
      await app.goto('/settings');
      await expect(card.getByTestId('current-email')).toContainText(newEmail);
      await expect(card.getByTestId('current-email')).toContainText(
        app.t('settings.email.confirmed'),
      );
      await expect(card.getByTestId('pending-email')).toHaveCount(0);
    });
  });
});
