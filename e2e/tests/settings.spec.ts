import type { Locator, Page } from '@playwright/test';
import {
  callApi,
  confirmEmail,
  createUser,
  expect,
  logIn,
  test as base,
  productName,
  recordActions,
  type App,
} from '../fixtures.ts';
import { loginDialog, submitLogin } from '../support/auth-dialog.ts';
import {
  isSignedIn,
  secondDevice,
  signUpAndLogIn,
  languageByWidth,
} from '../support/profile-settings.ts';

const test = base.extend(languageByWidth);
// Controls in the page are used from the keyboard (press), which also checks they are reachable:
// at 375 px the header turning sticky after 250 px of scroll moves the page under a pointer.

function settingsCards(page: Page) {
  return {
    visibility: page.getByTestId('settings-visibility'),
    role: page.getByTestId('settings-role'),
    profileType: page.getByTestId('settings-profile-type'),
    notifications: page.getByTestId('settings-notifications'),
    password: page.getByTestId('settings-password'),
    sessions: page.getByTestId('settings-sessions'),
    deactivate: page.getByTestId('settings-deactivate'),
    toast: page.getByTestId('toast'),
  };
}

/**
 * The settings toast (docs/product.md): 'Profile updated successfully!!', 1000 ms after the reply.
 * Both moments are taken inside the page, so a busy test runner cannot blur the delay.
 */
async function expectToastAfter(app: App, page: Page, action: string, act: () => Promise<void>) {
  await page.evaluate((wanted) => {
    const probe = window as unknown as ToastProbe;
    const toastNow = () => document.querySelector('[data-testid="toast"]');
    Object.assign(probe, { repliedAt: undefined, toastAt: undefined, oldToast: toastNow() });
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await originalFetch(...args);
      const body = typeof args[1]?.body === 'string' ? args[1].body : '';
      if (body.includes(`"action":"${wanted}"`)) {
        probe.repliedAt = performance.now();
        window.fetch = originalFetch;
      }
      return response;
    };
    // A new toast element: the one of an earlier action is replaced, not reused.
    const observer = new MutationObserver(() => {
      const toast = toastNow();
      if (probe.repliedAt !== undefined && toast && toast !== probe.oldToast) {
        probe.toastAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, action);
  await act();
  const delay = () =>
    page.evaluate(() => {
      const probe = window as unknown as ToastProbe;
      return probe.toastAt === undefined || probe.repliedAt === undefined
        ? null
        : probe.toastAt - probe.repliedAt;
    });
  await expect.poll(delay).not.toBeNull();
  expect(await delay()).toBeGreaterThanOrEqual(1000);
  await expect(page.getByTestId('toast')).toHaveText(app.t('settings.updated'));
}

interface ToastProbe {
  repliedAt?: number;
  toastAt?: number;
  oldToast?: Element | null;
}

function passwordFields(app: App, card: Locator) {
  return {
    current: card.getByLabel(app.t('settings.password.oldpass'), { exact: true }),
    next: card.getByLabel(app.t('settings.password.newpass'), { exact: true }),
    confirm: card.getByLabel(app.t('settings.password.confpass'), { exact: true }),
    submit: card.getByRole('button', { name: app.t('settings.password.submit') }),
    message: card.getByTestId('password-message'),
  };
}

test.describe('settings', () => {
  test('switches, role and profile type are saved, toasted and still there after a reload', async ({
    app,
    page,
  }) => {
    await signUpAndLogIn(page);
    await app.goto('/settings');
    const cards = settingsCards(page);
    await expect(cards.role).toBeVisible();
    await expect(page).toHaveTitle(`${app.t('titles.settings')} | ${productName}`);
    // A user who works for no company has no visibility card.
    await expect(cards.visibility).toHaveCount(0);

    const messages = cards.notifications.getByRole('switch', {
      name: app.t('settings.notifications.messages'),
    });
    const newsletter = cards.notifications.getByRole('switch', {
      name: app.t('settings.notifications.newsletter'),
    });
    const messagesWas = await messages.isChecked();
    const newsletterWas = await newsletter.isChecked();
    await expectToastAfter(app, page, 'changeNotificationSetting', () => messages.press('Space'));
    await expect(messages).toBeChecked({ checked: !messagesWas });
    await expectToastAfter(app, page, 'changeNotificationSetting', () => newsletter.press('Space'));
    await expect(newsletter).toBeChecked({ checked: !newsletterWas });

    const company = cards.profileType.getByRole('radio', {
      name: app.t('settings.profileType.compprofile'),
    });
    await expectToastAfter(app, page, 'profileType', () => company.press('Space'));

    const provider = cards.role.getByRole('radio', { name: app.t('settings.role.provider') });
    const seeker = cards.role.getByRole('radio', { name: app.t('settings.role.seeker') });
    const save = cards.role.getByRole('button', { name: app.t('settings.role.save') });
    await expect(seeker).toBeChecked();
    await expect(save).toBeDisabled();
    await provider.press('Space');
    await expect(seeker).not.toBeChecked();
    await expectToastAfter(app, page, 'serviceType', () => save.press('Enter'));

    await page.reload();
    await expect(messages).toBeChecked({ checked: !messagesWas });
    await expect(newsletter).toBeChecked({ checked: !newsletterWas });
    await expect(company).toBeChecked();
    await expect(
      cards.profileType.getByRole('radio', { name: app.t('settings.profileType.indprofile') }),
    ).not.toBeChecked();
    await expect(provider).toBeChecked();
    await expect(seeker).not.toBeChecked();
  });

  test('the visibility card is there for a provider associated with a company', async ({
    app,
    page,
    companies,
  }) => {
    // A provider whose e-mail the company approved joins it.
    const user = await createUser(page, companies.company.trainerEmail);
    await confirmEmail(page, user.email);
    await logIn(page, user.username, user.password);
    const invite = await callApi(page, 'companyInvite', { company: companies.company.slug });
    const companyId = (invite.body.company as { id: number }).id;
    for (const [action, fields] of [
      ['serviceType', { Provider: true, Seeker: false }],
      ['joinCompany', { companyId }],
    ] as const) {
      const reply = await callApi(page, action, fields);
      expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
    }

    await app.goto('/settings');
    const card = settingsCards(page).visibility;
    const checkbox = card.getByRole('checkbox', { name: app.t('settings.visibility.label') });
    await expect(card).toContainText(app.t('settings.visibility.title'));
    // Visible to the company until the provider says otherwise.
    await expect(checkbox).toBeChecked();
    await expectToastAfter(app, page, 'joinedcompanies', () => checkbox.press('Space'));
    await page.reload();
    await expect(checkbox).not.toBeChecked();
    await expectToastAfter(app, page, 'joinedcompanies', () => checkbox.press('Space'));
    await page.reload();
    await expect(checkbox).toBeChecked();
  });

  test('change password: nothing without all fields, mismatch, wrong current, then success', async ({
    app,
    page,
    browser,
  }, testInfo) => {
    const user = await signUpAndLogIn(page);
    const other = await secondDevice(browser, testInfo, user);
    await app.goto('/settings');
    const cards = settingsCards(page);
    await expect(cards.sessions.getByTestId('session-item')).toHaveCount(2);
    const form = passwordFields(app, cards.password);
    const actions = recordActions(page);

    await form.current.fill(user.password);
    await form.next.fill('Brand-new-2026');
    await form.submit.press('Enter');
    await expect(form.message).toHaveCount(0);
    expect(actions).not.toContain('changepassword');

    await form.confirm.fill('Brand-new-2027');
    await form.submit.press('Enter');
    await expect(form.message).toHaveText(app.t('validation.password.mismatch'));
    expect(actions).not.toContain('changepassword');

    await form.current.fill('not-my-password');
    await form.confirm.fill('Brand-new-2026');
    await form.submit.press('Enter');
    await expect(form.message).toHaveText(app.t('errors.wrong_password'));

    await form.current.fill(user.password);
    await expectToastAfter(app, page, 'changepassword', () => form.submit.press('Enter'));
    await expect(form.message).toHaveCount(0);
    for (const field of [form.current, form.next, form.confirm])
      await expect(field).toHaveValue('');
    // Every other session ended with the new password.
    const items = cards.sessions.getByTestId('session-item');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText(app.t('settings.sessions.thisDevice'));
    expect(await isSignedIn(other.page)).toBe(false);

    const oldLogin = await callApi(other.page, 'login', {
      username: user.username,
      password: user.password,
    });
    expect(oldLogin.body.status).toBe(false);
    const newLogin = await callApi(other.page, 'login', {
      username: user.username,
      password: 'Brand-new-2026',
    });
    expect(newLogin.body.status).toBe(true);
    await other.context.close();
  });

  test('active sessions: sign one out, then every other', async ({
    app,
    page,
    browser,
  }, testInfo) => {
    const user = await signUpAndLogIn(page);
    const tablet = await secondDevice(browser, testInfo, user);
    const laptop = await secondDevice(browser, testInfo, user);
    await app.goto('/settings');
    const card = settingsCards(page).sessions;
    const items = card.getByTestId('session-item');
    await expect(items).toHaveCount(3);
    const current = card.locator('[data-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(app.t('settings.sessions.thisDevice'));
    await expect(current.getByRole('button')).toHaveCount(0);

    await card
      .locator('[data-current="false"]')
      .first()
      .getByRole('button', { name: app.t('settings.sessions.endOne'), exact: false })
      .press('Enter');
    await expect(items).toHaveCount(2);
    const stillIn = [await isSignedIn(tablet.page), await isSignedIn(laptop.page)];
    expect(stillIn.filter(Boolean)).toHaveLength(1);

    await card.getByRole('button', { name: app.t('settings.sessions.endOthers') }).press('Enter');
    await expect(items).toHaveCount(1);
    await expect(card.getByRole('status')).toHaveText(
      app.t('settings.sessions.endedOthers', { number: '1' }),
    );
    await expect(
      card.getByRole('button', { name: app.t('settings.sessions.endOthers') }),
    ).toHaveCount(0);
    expect(await isSignedIn(tablet.page)).toBe(false);
    expect(await isSignedIn(laptop.page)).toBe(false);
    expect(await isSignedIn(page)).toBe(true);
    await tablet.context.close();
    await laptop.context.close();
  });

  test('deactivation asks for the password; afterwards the login says the account is deactivated', async ({
    app,
    page,
  }) => {
    const user = await signUpAndLogIn(page);
    await app.goto('/settings');
    const card = settingsCards(page).deactivate;
    const open = card.getByRole('button', { name: app.t('settings.deactivate.button') });
    const dialog = page.getByRole('dialog', { name: app.t('settings.deactivate.title') });

    await open.press('Enter');
    await expect(dialog).toContainText(app.t('settings.deactivate.prompt'));
    await dialog.getByRole('button', { name: app.t('settings.deactivate.cancel') }).click();
    await expect(dialog).toBeHidden();

    await open.press('Enter');
    const password = dialog.getByLabel(app.t('settings.deactivate.password'));
    await expect(password).toBeFocused();
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: app.t('settings.deactivate.ok') }).click();
    await expect(dialog.getByTestId('deactivate-message')).toHaveText(
      app.t('errors.wrong_password'),
    );

    await password.fill(user.password);
    await dialog.getByRole('button', { name: app.t('settings.deactivate.ok') }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
    expect(app.appUrl()).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('userDetails'))).toBeNull();
    expect(await isSignedIn(page)).toBe(false);

    await app.goto('/login');
    const login = loginDialog(app, page);
    await submitLogin(login, user.username, user.password);
    await expect(login.error).toHaveText(app.t('errors.account_deactivated'));

    // The public profile is gone too.
    await app.goto(`/${user.username}`);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });
});
