import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  callApi,
  createUser,
  expect,
  logIn,
  type App,
  type TestUser,
  signOutThroughApi,
} from '../fixtures.ts';
import { loginDialog, submitLogin } from './auth-dialog.ts';

/**
 * People who run the marketplace, for the console's tests: an account of the test's own that sets
 * up two-factor sign-in through the API, is given a platform role by the server's test control
 * (`POST /__test/platform-role`, what `npm run admin -- grant` does on the server's machine), and
 * then signs in through the login dialog with its password and its app's code.
 */

export interface StaffMember extends TestUser {
  secret: string;
}

/** The authenticator app's code, `offsetSteps` 30-second steps from now (each works once). */
export function codeOf(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

export async function createStaffMember(
  page: Page,
  role: 'operator' | 'support',
): Promise<StaffMember> {
  const user = await createUser(page);
  await logIn(page, user.username, user.password);
  const setup = await callApi(page, 'twofactorsetup');
  expect(setup.body, JSON.stringify(setup.body)).toMatchObject({ status: true });
  const secret = String(setup.body.secret);
  const enabled = await callApi(page, 'twofactorenable', { code: codeOf(secret) });
  expect(enabled.body, JSON.stringify(enabled.body)).toMatchObject({ status: true });
  await signOutThroughApi(page);
  const granted = await page.context().request.post('/__test/platform-role', {
    data: { username: user.username, role },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  return { ...user, secret };
}

/** Signs in through the login dialog: the password, then the next code of the app. */
export async function signInWithCode(app: App, page: Page, staff: StaffMember): Promise<void> {
  await app.goto('/login');
  await submitLogin(loginDialog(app, page), staff.username, staff.password);
  const step = page.getByTestId('two-factor-step');
  await step.getByLabel(app.t('auth.twoFactor.code')).fill(codeOf(staff.secret, 1));
  await step.getByRole('button', { name: app.t('auth.twoFactor.submit') }).click();
  await expect(step).toBeHidden();
}
