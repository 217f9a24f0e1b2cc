import {
  type App,
  callApi,
  clearCookiesButLanguage,
  confirmEmail,
  createUser,
  expect,
  forEachLanguage,
  logIn,
  test,
  uniqueName,
} from '../fixtures.ts';
import { registerFields } from '../support/auth-dialog.ts';
import { confirmationLinkOf, waitForMail } from '../support/mail.ts';
import type { PoolCompany } from '../support/company-pool.ts';
import { signUpAndLogIn } from '../support/profile-settings.ts';
import type { Locator, Page } from '@playwright/test';

function joinDialog(app: App, page: Page, company: string) {
  return page.getByRole('dialog', { name: app.t('auth.join.title', { company }) });
}

/** Fills the join form (phone: +39 and ten digits) and sends it. */
async function submitJoinForm(app: App, dialog: Locator, account: { name: string; email: string }) {
  const fields = registerFields(app, dialog);
  await fields.username.fill(account.name);
  await fields.email.fill(account.email);
  await fields.password.fill('Train-2026-ok');
  await fields.phone.fill('333 123 4567');
  await fields.industry.fill('Formazione');
  await dialog
    .getByRole('button', { name: app.t('auth.register.submitJoin'), exact: true })
    .click();
}

/** A training provider whose e-mail the company approved, signed in in a fresh session. */
async function approvedProvider(page: Page, company: PoolCompany) {
  await clearCookiesButLanguage(page.context());
  const user = await createUser(page, company.trainerEmail);
  await confirmEmail(page, user.email);
  await logIn(page, user.username, user.password);
  const role = await callApi(page, 'serviceType', { Provider: true, Seeker: false });
  expect(role.body, JSON.stringify(role.body)).toMatchObject({ status: true });
  return user;
}

forEachLanguage(() => {
  test.describe('join a company through its link', () => {
    test('an e-mail the company did not approve is refused clearly, and no account is made', async ({
      app,
      page,
      companies,
    }) => {
      for (const { slug, name: company } of [companies.company, companies.sme]) {
        await app.goto(`/company/${slug}`);
        await expect.poll(() => app.appUrl()).toBe(`/?company=${slug}`);
        const dialog = joinDialog(app, page, company);
        const name = uniqueName('nojoin');
        await submitJoinForm(app, dialog, { name, email: `${name}@example.com` });
        await expect(dialog.getByTestId('register-error')).toHaveText(
          app.t('errors.not_approved_provider'),
        );
        const check = await callApi(page, 'usernamecheck', { susername: name });
        expect(check.body).toMatchObject({ status: false });
      }
    });

    test('a link naming no company says so and offers the plain registration', async ({
      app,
      page,
    }) => {
      await app.goto('/comp/branch/no-such-company');
      await expect.poll(() => app.appUrl()).toBe('/?comp=no-such-company');
      const dialog = page.getByRole('dialog', { name: app.t('auth.register.title') });
      await expect(dialog.getByTestId('invite-error')).toContainText(
        app.t('errors.company_not_found'),
      );
      await expect(registerFields(app, dialog).phone).toHaveCount(0);
      await expect(
        dialog.getByRole('button', { name: app.t('auth.register.submit'), exact: true }),
      ).toBeVisible();
    });

    test('a signed-in user gets a Join button instead of the form; not approved: refused', async ({
      app,
      page,
      companies,
    }) => {
      const user = await signUpAndLogIn(page);
      const { slug, name: company } = companies.company;
      await app.goto(`/company/${slug}`);
      const dialog = joinDialog(app, page, company);
      await expect(dialog.getByTestId('join-invitation')).toContainText(user.username);
      await expect(registerFields(app, dialog).username).toHaveCount(0);
      await dialog.getByRole('button', { name: app.t('auth.join.button', { company }) }).click();
      await expect(dialog.getByTestId('join-error')).toHaveText(
        app.t('errors.not_approved_provider'),
      );
    });
  });

  test.describe('join a company: approved providers', () => {
    test('an approved address registers and joins, after an unapproved one was refused', async ({
      app,
      page,
      companies,
    }) => {
      const { slug, name: company, trainerEmail } = companies.company;
      await app.goto(`/company/${slug}`);
      const dialog = joinDialog(app, page, company);
      const name = uniqueName('formatore');
      await submitJoinForm(app, dialog, { name, email: `${name}@example.com` });
      await expect(dialog.getByTestId('register-error')).toHaveText(
        app.t('errors.not_approved_provider'),
      );
      await registerFields(app, dialog).email.fill(trainerEmail);
      await dialog
        .getByRole('button', { name: app.t('auth.register.submitJoin'), exact: true })
        .click();
      const success = page.getByRole('dialog', { name: app.t('auth.success.title') });
      await expect(success).toContainText(app.t('auth.success.joinedMessage', { company }));
      await success.getByRole('button', { name: app.t('auth.success.continue') }).click();
      await expect(success).toHaveCount(0);
      await expect.poll(() => app.appUrl()).toBe('/dashboard');

      // The company is joined when the address's owner follows the link mailed to it.
      const link = confirmationLinkOf(await waitForMail(trainerEmail, 1, '/verify-email/'));
      await app.goto(link.pathname.replace(/^\/(it|de|fr|es)(?=\/)/, ''));
      await expect(page.getByTestId('verify-email-joined')).toHaveText(
        app.t('emailVerification.joined', { company }),
      );
    });

    test('signed-in approved providers join with the button: a company and an SME', async ({
      app,
      page,
      companies,
    }) => {
      for (const pooled of [companies.company, companies.sme]) {
        const company = pooled.name;
        await approvedProvider(page, pooled);
        await app.goto(`/company/${pooled.slug}`);
        const dialog = joinDialog(app, page, company);
        const join = dialog.getByRole('button', { name: app.t('auth.join.button', { company }) });
        await join.click();
        const success = page.getByRole('dialog', { name: app.t('auth.join.joinedTitle') });
        await expect(success).toContainText(app.t('auth.join.joined', { company }));
        await success.getByRole('button', { name: app.t('auth.success.ok') }).click();
        // Once joined, the link says so.
        await page.reload();
        await joinDialog(app, page, company)
          .getByRole('button', { name: app.t('auth.join.button', { company }) })
          .click();
        await expect(joinDialog(app, page, company).getByTestId('join-error')).toHaveText(
          app.t('errors.already_joined'),
        );
      }
    });
  });
});
