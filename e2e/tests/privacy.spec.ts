import fs from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { createUser, expect, forEachLanguage, logIn, productName, test } from '../fixtures.ts';
import { loginDialog, submitLogin } from '../support/auth-dialog.ts';
import { waitForMail } from '../support/mail.ts';
import { isSignedIn } from '../support/profile-settings.ts';

/** The app path of the data-export link in the newest such e-mail to the address. */
async function exportPath(address: string): Promise<string> {
  const mail = await waitForMail(address, 1, '/data-export/');
  const match = /https?:\/\/[^\s"<>]+\/data-export\/\d+\/[^\s"<>/]+/.exec(mail.text);
  if (!match) throw new Error(`No data export link in: ${mail.text}`);
  // The link names the page in the user's language; the test opens it in its own.
  return new URL(match[0]).pathname.replace(/^\/(it|de|fr|es)(?=\/)/, '');
}

forEachLanguage(() => {
  test.describe('my data (GDPR)', () => {
    test('a copy of my data is e-mailed as a link that downloads once; then I erase my account', async ({
      app,
      page,
    }) => {
      test.setTimeout(90_000);
      const user = await createUser(page);
      await logIn(page, user.username, user.password);
      await app.goto('/settings');

      // Asking for a copy: prepared in the background, then the link arrives by e-mail.
      const card = page.getByTestId('settings-data-export');
      await expect(card).toContainText(app.t('settings.dataExport.text'));
      await card.getByRole('button', { name: app.t('settings.dataExport.button') }).click();
      await expect(card.getByTestId('data-export-state')).toHaveAttribute('data-state', 'ready', {
        timeout: 20_000,
      });
      const path = await exportPath(user.email);

      await app.goto(path);
      await expect(page).toHaveTitle(`${app.t('titles.dataExport')} | ${productName}`);
      const ready = page.getByTestId('data-export-ready');
      await expect(ready).toContainText(app.t('dataExport.once'));
      const downloading = page.waitForEvent('download');
      await ready.getByRole('link', { name: app.t('dataExport.download') }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^skillvia-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const zip = unzipSync(new Uint8Array(await fs.readFile(await download.path())));
      const profile = JSON.parse(strFromU8(zip['profile.json'] ?? new Uint8Array())) as Record<
        string,
        unknown
      >;
      expect(profile).toMatchObject({ username: user.username, email: user.email });
      expect(profile).not.toHaveProperty('password_hash');
      await expect(page.getByTestId('data-export-started')).toHaveText(app.t('dataExport.started'));

      // The link works once.
      await page.reload();
      await expect(page.getByTestId('data-export-failed')).toContainText(
        app.t('errors.data_export_link_invalid'),
      );
      await page.getByRole('link', { name: app.t('dataExport.toSettings') }).click();
      await expect(card.getByTestId('data-export-state')).toHaveAttribute(
        'data-state',
        'downloaded',
      );
      await expect(page.getByTestId('settings-security-log')).toContainText(
        app.t('audit.kinds.data_exported'),
      );

      // Erasing: a clear warning, the password and a tick, then the account is gone.
      const erase = page.getByTestId('settings-erase');
      await erase.getByRole('button', { name: app.t('settings.erase.button') }).click();
      const dialog = page.getByTestId('erase-dialog');
      await expect(dialog).toContainText(app.t('settings.erase.invoices'));
      await dialog.getByLabel(app.t('settings.erase.password')).fill('not-my-password');
      await dialog.getByRole('button', { name: app.t('settings.erase.ok') }).click();
      await expect(dialog.getByTestId('erase-message')).toHaveText(
        app.t('settings.erase.confirmRequired'),
      );
      await dialog.getByLabel(app.t('settings.erase.confirm')).check();
      await dialog.getByRole('button', { name: app.t('settings.erase.ok') }).click();
      await expect(dialog.getByTestId('erase-message')).toHaveText(app.t('errors.wrong_password'));
      await dialog.getByLabel(app.t('settings.erase.password')).fill(user.password);
      await dialog.getByRole('button', { name: app.t('settings.erase.ok') }).click();
      await expect(dialog.getByTestId('erase-done')).toHaveText(app.t('settings.erase.done'));
      await dialog.getByRole('button', { name: app.t('settings.erase.toHome') }).click();
      await expect.poll(() => app.appUrl()).toBe('/');
      expect(await isSignedIn(page)).toBe(false);

      // The old name and password open nothing any more.
      await app.goto('/login');
      const login = loginDialog(app, page);
      await submitLogin(login, user.username, user.password);
      await expect(login.error).toBeVisible();
      expect(await isSignedIn(page)).toBe(false);
    });
  });
});
