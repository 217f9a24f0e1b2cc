import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  type App,
  clearCookiesButLanguage,
  createUser,
  expect,
  forEachLanguage,
  logIn,
  test,
} from '../fixtures.ts';
import { loginDialog, submitLogin } from '../support/auth-dialog.ts';
import { isSignedIn } from '../support/profile-settings.ts';

/** The authenticator app: the code of the key for a moment (the next step: a code works once). */
function codeOf(key: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function signInWithPassword(
  app: App,
  page: Page,
  user: { username: string; password: string },
) {
  await clearCookiesButLanguage(page.context());
  await app.goto('/login');
  const login = loginDialog(app, page);
  await submitLogin(login, user.username, user.password);
  const step = page.getByTestId('two-factor-step');
  await expect(step).toBeVisible();
  await expect(step).toContainText(app.t('auth.twoFactor.title'));
  return step;
}

forEachLanguage(() => {
  test.describe('two-factor sign-in', () => {
    test('turned on in settings; signing in asks for the code, or a recovery code once', async ({
      app,
      page,
    }) => {
      test.setTimeout(90_000);
      const user = await createUser(page);
      await logIn(page, user.username, user.password);
      await app.goto('/settings');
      const card = page.getByTestId('settings-two-factor');
      await card.getByRole('button', { name: app.t('settings.twoFactor.start') }).click();
      await expect(card.getByRole('img')).toBeVisible();
      const key = (await card.getByTestId('two-factor-key').textContent()) ?? '';
      expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);

      const code = card.getByLabel(app.t('settings.twoFactor.code'));
      await code.fill('000000');
      await card.getByRole('button', { name: app.t('settings.twoFactor.confirm') }).click();
      await expect(card.getByTestId('two-factor-setup-error')).toHaveText(
        app.t('errors.two_factor_code_invalid'),
      );
      await code.fill(codeOf(key));
      await card.getByRole('button', { name: app.t('settings.twoFactor.confirm') }).click();
      const codes = card.getByTestId('recovery-codes').getByRole('listitem');
      await expect(codes).toHaveCount(10);
      const [recovery = '', spare = ''] = (await codes.allTextContents()).map((text) =>
        text.trim(),
      );
      expect(recovery).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      await card.getByRole('button', { name: app.t('settings.twoFactor.saved') }).click();
      await expect(card.getByTestId('two-factor-on')).toContainText(
        app.t('settings.twoFactor.codesLeft', { count: '10' }),
      );
      // This sign-in proved a code: the sessions list says so.
      await expect(
        page.getByTestId('session-item').filter({ hasText: app.t('settings.sessions.twoFactor') }),
      ).toHaveCount(1);

      // Signing in: the password, then the app's code (the next one: each works once).
      let step = await signInWithPassword(app, page, user);
      const appCode = step.getByLabel(app.t('auth.twoFactor.code'));
      await appCode.fill('123456');
      await step.getByRole('button', { name: app.t('auth.twoFactor.submit') }).click();
      await expect(step.getByTestId('two-factor-error')).toHaveText(
        app.t('errors.two_factor_code_invalid'),
      );
      await appCode.fill(codeOf(key, 1));
      await step.getByRole('button', { name: app.t('auth.twoFactor.submit') }).click();
      await expect(loginDialog(app, page).success).toBeVisible();
      // On to the page the session ended on (settings), as after any sign-in.
      await expect.poll(() => app.appUrl(), { timeout: 5_000 }).toBe('/settings');
      expect(await isSignedIn(page)).toBe(true);

      // Or a recovery code instead, which then works no more.
      step = await signInWithPassword(app, page, user);
      await step.getByRole('button', { name: app.t('auth.twoFactor.useRecovery') }).click();
      await step.getByLabel(app.t('auth.twoFactor.recoveryCode')).fill(recovery);
      await step.getByRole('button', { name: app.t('auth.twoFactor.submit') }).click();
      await expect(loginDialog(app, page).success).toBeVisible();
      expect(await isSignedIn(page)).toBe(true);

      // Off again: the password and a recovery code confirm it.
      await app.goto('/settings');
      await expect(card.getByTestId('two-factor-on')).toContainText(
        app.t('settings.twoFactor.codesLeft', { count: '9' }),
      );
      await card.getByRole('button', { name: app.t('settings.twoFactor.disable') }).click();
      await card.getByLabel(app.t('settings.twoFactor.password')).fill(user.password);
      await card.getByLabel(app.t('settings.twoFactor.proof')).fill(recovery);
      await card.getByRole('button', { name: app.t('settings.twoFactor.disableSubmit') }).click();
      await expect(card.getByRole('alert')).toHaveText(app.t('errors.two_factor_code_invalid'));
      await card.getByLabel(app.t('settings.twoFactor.proof')).fill(spare);
      await card.getByRole('button', { name: app.t('settings.twoFactor.disableSubmit') }).click();
      await expect(card.getByRole('status')).toHaveText(app.t('settings.twoFactor.turnedOff'));
      await expect(
        card.getByRole('button', { name: app.t('settings.twoFactor.start') }),
      ).toBeVisible();
    });
  });
});
