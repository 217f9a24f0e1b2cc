import {
  callApi,
  demoAccounts,
  expect,
  forEachLanguage,
  test,
  uniqueName,
  type App,
} from '../fixtures.ts';
import { registerFields } from '../support/auth-dialog.ts';
import type { Locator, Page } from '@playwright/test';

const companies = {
  acme: 'ACME S.p.A. – Milano',
  sme: 'Officine Marino S.r.l.',
} as const;

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

forEachLanguage(() => {
  test.describe('join a company through its link', () => {
    test('an e-mail the company did not approve is refused clearly, and no account is made', async ({
      app,
      page,
    }) => {
      for (const [slug, company] of [
        ['acme', companies.acme],
        ['officine-marino', companies.sme],
      ] as const) {
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
      loginAs,
    }) => {
      await loginAs(demoAccounts.seeker);
      await app.goto('/company/acme');
      const dialog = joinDialog(app, page, companies.acme);
      await expect(dialog.getByTestId('join-invitation')).toContainText(demoAccounts.seeker);
      await expect(registerFields(app, dialog).username).toHaveCount(0);
      await dialog
        .getByRole('button', { name: app.t('auth.join.button', { company: companies.acme }) })
        .click();
      await expect(dialog.getByTestId('join-error')).toHaveText(
        app.t('errors.not_approved_provider'),
      );
    });
  });
});

// The demo approves a few e-mail addresses once; these run once per run (desktop, Italian).
test.describe('join a company: approved providers', () => {
  test('an approved address registers and joins, after an unapproved one was refused @once', async ({
    app,
    page,
  }) => {
    await app.goto('/company/acme');
    const dialog = joinDialog(app, page, companies.acme);
    const name = uniqueName('formatore');
    await submitJoinForm(app, dialog, { name, email: `${name}@example.com` });
    await expect(dialog.getByTestId('register-error')).toHaveText(
      app.t('errors.not_approved_provider'),
    );
    await registerFields(app, dialog).email.fill('nuovo.formatore@example.com');
    await dialog
      .getByRole('button', { name: app.t('auth.register.submitJoin'), exact: true })
      .click();
    const success = page.getByRole('dialog', { name: app.t('auth.success.title') });
    await expect(success).toContainText(
      app.t('auth.success.joinedMessage', { company: companies.acme }),
    );
    await success.getByRole('button', { name: app.t('auth.success.ok') }).click();
    await expect(success).toHaveCount(0);
  });

  test('signed-in approved providers join with the button: a company and an SME @once', async ({
    app,
    page,
    loginAs,
  }) => {
    for (const [username, slug, company] of [
      ['luca_ferrari', 'acme', companies.acme],
      ['sara_fontana', 'officine-marino', companies.sme],
    ] as const) {
      await page.context().clearCookies();
      await loginAs(username);
      await app.goto(`/company/${slug}`);
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
