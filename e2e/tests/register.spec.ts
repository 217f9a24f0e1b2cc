import {
  clearCookiesButLanguage,
  createUser,
  expect,
  forEachLanguage,
  recordActions,
  test,
  uniqueName,
} from '../fixtures.ts';
import { registerFields } from '../support/auth-dialog.ts';
import { pauseClock, requestsSettled } from '../support/signals.ts';

forEachLanguage((lang) => {
  test.describe('register dialog', () => {
    test('shows the contract messages word for word and blocks an invalid form', async ({
      app,
      page,
    }) => {
      const actions = recordActions(page);
      await app.goto('/');
      await page.getByTestId('header-signup').click();
      const dialog = page.getByRole('dialog', { name: app.t('auth.register.title') });
      const fields = registerFields(app, dialog);
      await expect(fields.username).toHaveAttribute(
        'placeholder',
        app.t('auth.register.usernamePlaceholder'),
      );
      await expect(fields.terms).toBeChecked();
      // Without a company link there is no phone field.
      await expect(fields.phone).toHaveCount(0);
      await fields.username.fill('1mario');
      await fields.username.blur();
      await expect(dialog.getByTestId('susername-error')).toHaveText(
        app.t('validation.username.pattern'),
      );
      await fields.email.fill('mario@example');
      await fields.email.blur();
      await expect(dialog.getByTestId('semail-error')).toHaveText(
        app.t('validation.email.pattern'),
      );
      await fields.password.focus();
      await fields.password.blur();
      await expect(dialog.getByTestId('spassword-error')).toHaveText(
        app.t('validation.password.required'),
      );
      await fields.password.fill('12345');
      await expect(dialog.getByTestId('spassword-error')).toHaveText(
        app.t('validation.password.min'),
      );
      await expect(fields.password).toHaveAttribute('aria-invalid', 'true');
      await fields.email.fill('mario@example.it');
      await fields.password.fill('123456');
      await fields.terms.uncheck();
      await dialog
        .getByRole('button', { name: app.t('auth.register.submit'), exact: true })
        .click();
      await expect(dialog.getByTestId('terms-error')).toHaveText(
        app.t('validation.terms.required'),
      );
      await requestsSettled(page);
      expect(actions).not.toContain('join');
    });

    test('taken names are told as the user types, and only valid ones are asked', async ({
      app,
      page,
    }) => {
      const taken = await createUser(page);
      const actions = recordActions(page);
      await page.clock.install();
      await app.goto('/');
      await page.getByTestId('header-signup').click();
      const dialog = page.getByRole('dialog', { name: app.t('auth.register.title') });
      const { username, email } = registerFields(app, dialog);
      await pauseClock(page);

      // Not a valid name: never asked, however long the pause.
      await username.fill('1ab');
      await page.clock.runFor(1_000);
      await requestsSettled(page);
      expect(actions).not.toContain('usernamecheck');

      // A valid name is asked 200 ms after the last keystroke: here a taken one, in other capitals.
      await username.fill(taken.username.toUpperCase());
      await page.clock.runFor(199);
      await requestsSettled(page);
      expect(actions).not.toContain('usernamecheck');
      const asked = page.waitForRequest(
        (request) => request.postData()?.includes('"usernamecheck"') ?? false,
      );
      await page.clock.runFor(1);
      expect((await asked).postDataJSON()).toMatchObject({
        susername: taken.username.toUpperCase(),
      });
      await page.clock.resume();
      await expect(dialog.getByTestId('susername-error')).toHaveText(
        app.t('errors.username_taken'),
      );
      await expect(username).toHaveAttribute('aria-invalid', 'true');
      await email.fill(taken.email.toUpperCase());
      await expect(dialog.getByTestId('semail-error')).toHaveText(app.t('errors.email_taken'));
      expect(actions).toContain('usernamecheck');
      expect(actions).toContain('emailcheck');

      await username.fill(uniqueName('free'));
      await expect(dialog.getByTestId('susername-error')).toHaveCount(0);
      await email.fill(`${uniqueName('free')}@example.com`);
      await expect(dialog.getByTestId('semail-error')).toHaveCount(0);
    });

    test('a new account gets the success dialog; a taken name and e-mail get the server message', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      await page.getByTestId('header-signup').click();
      let dialog = page.getByRole('dialog', { name: app.t('auth.register.title') });
      const name = uniqueName('reg');
      let fields = registerFields(app, dialog);
      await fields.username.fill(name);
      await fields.email.fill(`${name}@example.com`);
      await fields.password.fill('Train-2026-ok');
      await dialog
        .getByRole('button', { name: app.t('auth.register.submit'), exact: true })
        .click();
      // Signed in at once: the dialog's button continues to the new account's dashboard.
      const success = page.getByRole('dialog', { name: app.t('auth.success.title') });
      await expect(success).toContainText(app.t('auth.success.message'));
      await success.getByRole('button', { name: app.t('auth.success.continue') }).click();
      await expect(success).toHaveCount(0);
      await expect.poll(() => app.appUrl()).toBe('/dashboard');
      await expect(page.getByTestId('dashboard-overview')).toBeVisible();

      // Signed out again, someone else tries the same names.
      await clearCookiesButLanguage(page.context());
      await app.goto('/');

      // Submitted before the type-ahead check has answered: the server's refusal is shown.
      for (const [field, taken] of [
        ['username', 'errors.username_taken'],
        ['email', 'errors.email_taken'],
      ] as const) {
        await page.getByTestId('header-signup').click();
        dialog = page.getByRole('dialog', { name: app.t('auth.register.title') });
        fields = registerFields(app, dialog);
        const other = uniqueName('oth');
        await fields.username.fill(field === 'username' ? name : other);
        await fields.email.fill(field === 'email' ? `${name}@example.com` : `${other}@example.com`);
        await fields.password.fill('Train-2026-ok');
        await dialog
          .getByRole('button', { name: app.t('auth.register.submit'), exact: true })
          .click();
        await expect(dialog.getByTestId('register-error')).toHaveText(app.t(taken));
        await page.keyboard.press('Escape');
      }
    });

    test('joining a company asks for a phone: 12 digits with the dial code, from a searchable list', async ({
      app,
      page,
      companies,
    }) => {
      const actions = recordActions(page);
      const { slug, name: company } = companies.company;
      await app.goto(`/company/${slug}`);
      const dialog = page.getByRole('dialog', { name: app.t('auth.join.title', { company }) });
      await expect(dialog).toContainText(app.t('auth.join.subtitle', { company }));
      const fields = registerFields(app, dialog);
      const picker = dialog.getByTestId('country-picker');
      // Italy, +39, by default.
      await expect(picker).toHaveText(/IT\s*\+39/);
      await expect(fields.industry).toBeVisible();

      await fields.phone.fill('333 123');
      await fields.phone.blur();
      await expect(dialog.getByTestId('phone-error')).toHaveText(app.t('validation.phone.pattern'));
      await expect(fields.phone).toHaveAttribute('aria-invalid', 'true');
      await fields.phone.fill('333 123 4567');
      await expect(dialog.getByTestId('phone-error')).toHaveCount(0);

      // The picker: searchable by name, keyboard driven; Escape closes the list, not the dialog.
      const unitedStates = new Intl.DisplayNames([lang], { type: 'region' }).of('US') ?? '';
      await picker.click();
      const search = dialog.getByRole('combobox', { name: app.t('auth.phone.searchCountry') });
      await expect(search).toBeFocused();
      await search.fill(unitedStates);
      await expect(dialog.getByRole('option').first()).toContainText(unitedStates);
      await search.press('Enter');
      await expect(picker).toHaveText(/US\s*\+1/);
      await expect(fields.phone).toBeFocused();
      // +1 and ten digits make eleven: not enough.
      await expect(dialog.getByTestId('phone-error')).toHaveText(app.t('validation.phone.pattern'));

      await picker.click();
      await search.fill('+39');
      await search.press('ArrowDown');
      await search.press('ArrowUp');
      await search.press('Enter');
      await expect(picker).toHaveText(/\+39/);
      await expect(dialog.getByTestId('phone-error')).toHaveCount(0);
      await picker.click();
      await expect(search).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(search).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await expect(picker).toBeFocused();

      // An empty phone blocks the submission in join mode.
      await fields.phone.fill('');
      await dialog
        .getByRole('button', { name: app.t('auth.register.submitJoin'), exact: true })
        .click();
      await expect(dialog.getByTestId('phone-error')).toHaveText(app.t('validation.required'));
      await requestsSettled(page);
      expect(actions).not.toContain('join');
    });
  });
});
