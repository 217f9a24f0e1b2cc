import { confirmEmail, expect, forEachLanguage, test, uniqueName } from '../fixtures.ts';
import { registerFields } from '../support/auth-dialog.ts';
import { axe } from '../support/axe.ts';
import { solidPng } from '../support/profile-settings.ts';

/**
 * Becoming a trainer in one flow (issue 17): "Sign up as a trainer" opens the sign-up form with
 * the trainer's role chosen, and the way to a first published topic goes through the trainer's
 * profile (name, photo, a few words, skills) without a visit to the settings.
 */
forEachLanguage(() => {
  test('a new trainer signs up as one and reaches a published topic without the settings', async ({
    app,
    page,
  }) => {
    test.setTimeout(90_000);
    await app.goto('/');
    await page.getByTestId('trainer-cta').click();
    const dialog = page.getByRole('dialog', { name: app.t('auth.register.title') });
    await expect(
      dialog.getByRole('radio', { name: new RegExp(app.t('auth.register.roles.provider')) }),
    ).toBeChecked();
    const username = uniqueName('trainer');
    const email = `${username}@example.com`;
    const password = 'Trainer-pass-2026';
    const fields = registerFields(app, dialog);
    await fields.username.fill(username);
    await fields.email.fill(email);
    await fields.password.fill(password);
    await dialog.getByRole('button', { name: app.t('auth.register.submit'), exact: true }).click();
    await expect(page.getByTestId('success-dialog')).toContainText(
      app.t('auth.success.trainerMessage'),
    );
    // Signed in at once: the button continues to the dashboard.
    await page
      .getByTestId('success-dialog')
      .getByRole('button', { name: app.t('auth.success.continue') })
      .click();
    await expect.poll(() => app.appUrl()).toBe('/dashboard');
    await confirmEmail(page, email);

    // The home page's steps: the role is done already; the next one leads to the profile.
    await app.goto('/');
    const setup = page.getByTestId('trainer-setup');
    await expect(setup.getByTestId('setup-step-role')).toHaveAttribute('data-state', 'done');
    await page.getByTestId('trainer-cta').click();

    // The profile comes first, saying what it lacks.
    const gaps = page.getByTestId('trainer-profile-gaps');
    await expect(gaps.getByRole('listitem')).toHaveText([
      app.t('topics.profileStep.items.name'),
      app.t('topics.profileStep.items.profileImage'),
      app.t('topics.profileStep.items.bio'),
      app.t('topics.profileStep.items.skills'),
    ]);
    const { violations } = await axe(page).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    const editor = page.getByTestId('profile-editor');
    const field = (key: string) =>
      editor.getByLabel(app.t(`profile.fields.${key}`), { exact: true });
    await field('firstName').fill('Livia');
    await field('lastName').fill('Conti');
    await field('bio').fill('Formatrice di Excel e analisi dati da dodici anni.');
    await field('skills').fill('Excel');
    await field('skills').press('Enter');
    const photo = page.getByTestId('profile-image');
    await photo.getByLabel(app.t('profile.image.choose')).setInputFiles({
      name: 'livia.png',
      mimeType: 'image/png',
      buffer: await solidPng(256, [40, 120, 160]),
    });
    await expect(photo.getByRole('status')).toHaveText(app.t('profile.image.uploaded'));
    await editor.getByRole('button', { name: app.t('profile.edit.save') }).press('Enter');

    // Then the topic's steps follow by themselves.
    const form = page.getByTestId('topic-details-form');
    await expect(form).toBeVisible();
    await form
      .getByRole('textbox', { name: new RegExp(`^${app.t('topics.form.title')}`) })
      .fill(`Excel per chi inizia ${username}`);
    await form
      .getByRole('combobox', { name: app.t('topics.form.category') })
      .selectOption('office-tools');
    await form.locator('#topic-description').click();
    await page.keyboard.type('Formule, tabelle e grafici in due giornate.');
    await form
      .getByRole('textbox', { name: new RegExp(`^${app.t('topics.form.price')}`) })
      .fill('900');
    await form.getByRole('button', { name: app.t('topics.wizard.saveAndContinue') }).press('Enter');
    const images = page.getByTestId('topic-images-step');
    await images.getByRole('button', { name: app.t('topics.wizard.toPreview') }).press('Enter');
    const overview = page.getByTestId('topic-overview');
    await overview.getByTestId('topic-publish-button').press('Enter');
    await expect(overview.getByTestId('topic-published')).toContainText(
      app.t('topics.overview.publishedTitle'),
    );
    expect(page.url()).not.toContain('/settings');
  });
});
