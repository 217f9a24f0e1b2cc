import { clearCookiesButLanguage, expect, forEachLanguage, test } from '../fixtures.ts';
import { scrollPageTo } from '../support/signals.ts';

forEachLanguage(() => {
  test.describe('header', () => {
    test('logged out: logo, search, language selector, log in and sign up', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      const header = app.header();
      await expect(header.getByTestId('header-logo')).toBeVisible();
      await expect(header.getByTestId('header-logo')).toHaveAttribute('href', app.href('/'));
      await expect(header.getByRole('combobox', { name: app.t('search.label') })).toBeVisible();
      await expect(header.getByTestId('language-selector')).toBeVisible();
      await expect(header.getByRole('button', { name: app.t('header.login') })).toBeVisible();
      await expect(header.getByRole('button', { name: app.t('header.signup') })).toBeVisible();
      await expect(header.getByTestId('profile-menu')).toHaveCount(0);
      await expect(header.getByTestId('notifications-menu')).toHaveCount(0);
      // Sticky after 250 px of scroll.
      await expect(header).toHaveAttribute('data-sticky', 'false');
      await scrollPageTo(page, 240);
      await expect(header).toHaveAttribute('data-sticky', 'false');
      await scrollPageTo(page, 400);
      await expect(header).toHaveAttribute('data-sticky', 'true');
      await expect(header).toHaveCSS('position', 'fixed');
      await expect.poll(async () => Math.round((await header.boundingBox())?.y ?? -1)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-sticky', 'false');
      await header.getByRole('button', { name: app.t('header.signup') }).click();
      await expect(page.getByRole('dialog', { name: app.t('auth.register.title') })).toBeVisible();
    });

    test('logged in: search, full screen, notifications, messages and profile', async ({
      app,
      page,
      freshUser,
    }, testInfo) => {
      await app.goto('/');
      const header = app.header();
      await expect(header.getByTestId('profile-menu')).toBeVisible();
      await expect(header.getByRole('combobox', { name: app.t('search.label') })).toBeVisible();
      const fullscreen = header.getByRole('button', { name: app.t('header.fullscreenEnter') });
      await expect(
        header.getByRole('button', { name: new RegExp(`^${app.t('header.notifications')}`) }),
      ).toBeVisible();
      await expect(header.getByRole('button', { name: app.t('header.messages') })).toBeVisible();
      await expect(header.getByRole('button', { name: app.t('header.accountMenu') })).toBeVisible();
      await expect(header.getByRole('button', { name: app.t('header.login') })).toHaveCount(0);
      await expect(header.getByRole('button', { name: app.t('header.signup') })).toHaveCount(0);
      // Full screen on a computer; a phone's browser is all screen already, so not there.
      if (testInfo.project.name === 'mobile') {
        await expect(fullscreen).toBeHidden();
      } else {
        await fullscreen.click();
        await expect
          .poll(() => page.evaluate(() => document.fullscreenElement !== null))
          .toBe(true);
        await header.getByRole('button', { name: app.t('header.fullscreenExit') }).click();
        await expect
          .poll(() => page.evaluate(() => document.fullscreenElement !== null))
          .toBe(false);
      }
      expect(freshUser.username).toBeTruthy();
    });

    test('notification and message panels: 250 px at most, links, empty states, outside click', async ({
      app,
      page,
      freshUser,
    }) => {
      expect(freshUser.username).toBeTruthy();
      await app.goto('/');
      const header = app.header();
      const notifications = header.getByTestId('notifications-menu-panel');
      // The name says how many are unread: the worker's account has its welcome notification.
      await header.getByTestId('notifications-menu').getByRole('button').first().click();
      await expect(notifications).toBeVisible();
      await expect(notifications).toHaveCSS('max-height', '250px');
      await expect(notifications).toHaveCSS('overflow-y', 'auto');
      await expect(
        notifications
          .getByTestId('notification-row')
          .or(notifications.getByText(app.t('header.noNotifications')))
          .first(),
      ).toBeVisible();
      await expect(
        notifications.getByRole('link', { name: app.t('header.seeAllNotifications') }),
      ).toHaveAttribute('href', app.path('/dashboard/type/notifi'));
      await page.locator('#hero-title').click();
      await expect(notifications).toBeHidden();

      const messages = header.getByTestId('messages-menu-panel');
      const messagesButton = header.getByRole('button', { name: app.t('header.messages') });
      await messagesButton.click();
      await expect(messages).toBeVisible();
      await expect(messagesButton).toHaveAttribute('aria-expanded', 'true');
      await expect(messages).toContainText(app.t('header.noMessages'));
      await expect(
        messages.getByRole('link', { name: app.t('header.readAllMessages') }),
      ).toHaveAttribute('href', app.path('/message'));
      await messagesButton.click();
      await expect(messages).toBeHidden();
      await messagesButton.click();
      await page.keyboard.press('Escape');
      await expect(messages).toBeHidden();
    });

    test('profile menu of an ordinary user, and logout', async ({ app, page, freshUser }) => {
      expect(freshUser.username).toBeTruthy();
      await app.goto('/dashboard');
      const header = app.header();
      await header.getByRole('button', { name: app.t('header.accountMenu') }).click();
      const panel = header.getByTestId('profile-menu-panel');
      // The account menu is as tall as what it holds (other panels stop at 250 px): nothing of it
      // is below a scroll of its own.
      expect(await panel.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(
        0,
      );
      await expect(panel.getByRole('link', { name: app.t('header.profile') })).toHaveAttribute(
        'href',
        app.path('/profile'),
      );
      await expect(panel.getByRole('link', { name: app.t('header.settings') })).toHaveAttribute(
        'href',
        app.path('/settings'),
      );
      await expect(panel.getByRole('link', { name: app.t('header.billing') })).toHaveAttribute(
        'href',
        app.path('/dashboard/c/billing'),
      );
      await expect(panel.getByRole('link', { name: app.t('header.companyDetails') })).toHaveCount(
        0,
      );
      await panel.getByRole('button', { name: app.t('header.logout') }).click();
      await expect.poll(() => app.appUrl()).toBe('/');
      await expect(header.getByRole('button', { name: app.t('header.login') })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('userDetails'))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('attemptedUrl'))).toBeNull();
      await app.goto('/dashboard');
      await expect.poll(() => app.appUrl()).toBe('/login');
    });

    test('company and SME users also see Company details', async ({
      app,
      page,
      loginAs,
      companies,
    }) => {
      for (const user of [companies.admin, companies.smeAdmin]) {
        await clearCookiesButLanguage(page.context());
        await loginAs(user);
        await app.goto('/');
        const header = app.header();
        await header.getByRole('button', { name: app.t('header.accountMenu') }).click();
        await expect(
          header
            .getByTestId('profile-menu-panel')
            .getByRole('link', { name: app.t('header.companyDetails') }),
        ).toHaveAttribute('href', app.path('/profile/company-details'));
      }
    });
  });
});
