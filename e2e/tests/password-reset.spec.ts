import {
  createUser,
  expect,
  forEachLanguage,
  productName,
  recordActions,
  test,
  uniqueName,
} from '../fixtures.ts';
import { loginDialog, submitLogin } from '../support/auth-dialog.ts';
import { resetLinkOf, waitForMail } from '../support/mail.ts';

forEachLanguage(() => {
  test.describe('password reset', () => {
    test('/reset asks for the e-mail and answers the same whether or not it has an account', async ({
      app,
      page,
    }) => {
      const user = await createUser(page);
      const actions = recordActions(page);
      await app.goto('/login');
      await page
        .getByRole('dialog', { name: app.t('auth.login.title') })
        .getByRole('link', { name: app.t('auth.login.forgot') })
        .click();
      await expect.poll(() => app.appUrl()).toBe('/reset');
      await expect(page).toHaveTitle(`${app.t('titles.reset')} | ${productName}`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const email = page.getByLabel(app.t('reset.request.email'));
      const submit = page.getByRole('button', { name: app.t('reset.request.submit') });
      await email.fill('not-an-address');
      await submit.click();
      await expect(page.getByTestId('semail-error')).toHaveText(app.t('validation.email.pattern'));
      expect(actions).not.toContain('forgotpassword');

      const answers: string[] = [];
      for (const address of [`${uniqueName('ghost')}@example.com`, user.email]) {
        await email.fill(address);
        await submit.click();
        const sent = page.getByTestId('reset-sent');
        await expect(sent).toBeVisible();
        answers.push(((await sent.textContent()) ?? '').replace(address, '<address>'));
        await sent.getByRole('button', { name: app.t('reset.request.again') }).click();
      }
      expect(answers[0]).toBe(answers[1]);
      expect(answers[0]).toContain(app.t('reset.request.sentTitle'));
    });

    test('through the e-mail: a new password works, the old one and the used link do not', async ({
      app,
      page,
    }) => {
      const user = await createUser(page);
      await app.goto('/reset');
      await page.getByLabel(app.t('reset.request.email')).fill(user.email.toUpperCase());
      await page.getByRole('button', { name: app.t('reset.request.submit') }).click();
      await expect(page.getByTestId('reset-sent')).toBeVisible();

      // The e-mail went through the SMTP receiver; its link names the page in the user's language.
      const mail = await waitForMail(user.email, 1, '/reset/');
      const link = resetLinkOf(mail);
      expect(link.pathname).toMatch(/^(\/(it|de|fr|es))?\/reset\/[^/]+\/[^/]+$/);
      expect(mail.html).toContain(link.pathname);
      // Opened in the language this visitor reads the site in.
      const appPath = link.pathname.replace(/^\/(it|de|fr|es)(?=\/)/, '');
      await app.goto(appPath);
      await expect(page).toHaveTitle(`${app.t('titles.reset')} | ${productName}`);

      const newPassword = page.getByLabel(app.t('reset.password.new'), { exact: true });
      const confirm = page.getByLabel(app.t('reset.password.confirm'), { exact: true });
      const save = page.getByRole('button', { name: app.t('reset.password.submit') });
      await expect(newPassword).toBeFocused();
      await newPassword.fill('New-pass-2026');
      await confirm.fill('New-pass-2025');
      await save.click();
      await expect(page.getByTestId('confpass-error')).toHaveText(
        app.t('validation.password.mismatch'),
      );
      await newPassword.fill('12345');
      await confirm.fill('12345');
      await save.click();
      await expect(page.getByTestId('newpass-error')).toHaveText(app.t('validation.password.min'));
      await newPassword.fill('New-pass-2026');
      await confirm.fill('New-pass-2026');
      await save.click();
      const done = page.getByTestId('reset-done');
      await expect(done).toContainText(app.t('reset.password.done'));

      // The button opens the login dialog; the old password fails, the new one logs in.
      await done.getByRole('button', { name: app.t('reset.password.login') }).click();
      const login = loginDialog(app, page);
      await submitLogin(login, user.username, user.password);
      await expect(login.error).toHaveText(app.t('errors.invalid_credentials'));
      await submitLogin(login, user.username, 'New-pass-2026');
      await expect(login.success).toBeVisible();
      await expect.poll(() => app.appUrl(), { timeout: 5_000 }).toBe('/dashboard');

      // The link worked once.
      await app.goto(appPath);
      const invalid = page.getByTestId('reset-link-invalid');
      await expect(invalid).toContainText(app.t('errors.reset_link_invalid'));
      await invalid.getByRole('link', { name: app.t('reset.password.askAgain') }).click();
      await expect.poll(() => app.appUrl()).toBe('/reset');
    });
  });
});
