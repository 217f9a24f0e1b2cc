import { callApi, createUser, expect, forEachLanguage, logIn, test } from '../fixtures.ts';

forEachLanguage(() => {
  test.describe('security activity', () => {
    test('settings list sign-ins, a failed one and a password change, newest first', async ({
      app,
      page,
    }) => {
      const user = await createUser(page);
      const wrong = await callApi(page, 'login', {
        username: user.username,
        password: 'nope-nope',
      });
      expect(wrong.body).toMatchObject({ status: false });
      await logIn(page, user.username, user.password);
      await app.goto('/settings');

      const password = page.getByTestId('settings-password');
      await password
        .getByLabel(app.t('settings.password.oldpass'), { exact: true })
        .fill(user.password);
      await password
        .getByLabel(app.t('settings.password.newpass'), { exact: true })
        .fill('Train-2027-ok');
      await password
        .getByLabel(app.t('settings.password.confpass'), { exact: true })
        .fill('Train-2027-ok');
      await password.getByRole('button', { name: app.t('settings.password.submit') }).click();

      const log = page.getByTestId('settings-security-log').getByTestId('security-log');
      const entries = log.getByRole('listitem');
      await expect(entries.first()).toContainText(app.t('audit.kinds.password_changed'));
      await expect(entries).toHaveText([
        new RegExp(escape(app.t('audit.kinds.password_changed'))),
        new RegExp(
          escape(app.t('audit.kinds.sign_in', { method: app.t('audit.methods.password') })),
        ),
        new RegExp(escape(app.t('audit.kinds.sign_in_failed'))),
        // The account was made through the API: signing up signed it in, and it signed out.
        new RegExp(escape(app.t('audit.kinds.signed_out'))),
        new RegExp(
          escape(app.t('audit.kinds.sign_in', { method: app.t('audit.methods.password') })),
        ),
      ]);
      // Where it came from: the address and the browser.
      await expect(entries.nth(1)).toContainText('Chrome');
    });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
