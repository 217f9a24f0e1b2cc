import type { Locator, Page } from '@playwright/test';
import { createUser, expect, forEachLanguage, test } from '../fixtures.ts';
import { loginDialog } from '../support/auth-dialog.ts';
import { axe } from '../support/axe.ts';
import { openProvider } from '../support/discovery.ts';

/**
 * Keyboard only (issue 14): a person signs in, searches, opens a topic and keeps it among their
 * favourites without touching the mouse. Every step moves the focus with Tab and
 * acts with Enter or by typing, as someone who cannot use a pointer does. Then where the focus
 * goes (accessibility review): to a new page's heading, into the phone's side-menu drawer and
 * back, and staying on a settings switch while its change is saved.
 */

/** Presses Tab until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 150; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} never took the focus`);
}

/** The page's main heading: a new page gives it the focus, so a screen reader reads it out. */
function mainHeading(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

test.describe('keyboard only', { tag: '@lang-it' }, () => {
  test.use({ lang: 'it' });

  test('sign in, search, open a topic and add it to the favourites', async ({
    app,
    page,
    browser,
  }, testInfo) => {
    // Two browsers and a whole flow: more than the default 30 s on a 2-core machine.
    test.setTimeout(60_000);
    // A provider's topic with a word of its own, and an account to sign in with.
    const word = `tastiera${Date.now().toString(36)}`;
    const provider = await openProvider(browser, testInfo);
    const topic = await provider.publishTopic(`Corso ${word} per tutti`);
    await provider.done();
    const user = await createUser(page);

    await app.goto('/');
    const header = app.header();
    await tabTo(page, header.getByRole('button', { name: app.t('header.login') }));
    await page.keyboard.press('Enter');
    const login = loginDialog(app, page);
    await expect(login.dialog).toBeVisible();
    await tabTo(page, login.username);
    await page.keyboard.type(user.username);
    await tabTo(page, login.password);
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(login.dialog).toBeHidden();
    await expect(header.getByRole('button', { name: app.t('header.accountMenu') })).toBeVisible();
    // Signed in, on the dashboard: its heading has the focus, not the page's <body>.
    await expect.poll(() => app.appUrl()).toBe('/dashboard');
    await expect(mainHeading(page)).toBeFocused();

    const search = header.getByRole('combobox', { name: app.t('search.label') });
    await tabTo(page, search);
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await expect.poll(() => app.appUrl()).toBe(`/search?topic=${word}`);
    await expect(mainHeading(page)).toBeFocused();

    const result = page.getByRole('link', { name: topic.title }).first();
    await tabTo(page, result);
    await page.keyboard.press('Enter');
    await expect.poll(() => app.appUrl()).toBe(`/topic/${topic.url}`);
    await expect(mainHeading(page)).toHaveText(topic.title);
    await expect(mainHeading(page)).toBeFocused();

    const add = page.getByRole('button', { name: app.t('favourites.toggle.save'), exact: true });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const saved = page.getByRole('button', { name: app.t('favourites.toggle.saved'), exact: true });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    // Kept once the server has answered (the button is no longer busy).
    await expect(saved).toHaveAttribute('aria-busy', 'false');

    // It is kept: the favourites page lists it.
    await app.goto('/myfavorite');
    await expect(page.getByTestId('favourite-card').getByRole('heading', { level: 3 })).toHaveText([
      topic.title,
    ]);

    // The account menu answers the arrow keys: Down opens it at its first item.
    const account = header.getByRole('button', { name: app.t('header.accountMenu') });
    await tabTo(page, account);
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('link', { name: app.t('header.profile') })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const settings = header.getByRole('link', { name: app.t('header.settings') });
    await expect(settings).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => app.appUrl()).toBe('/settings');
    await expect(mainHeading(page)).toHaveText(app.t('settings.title'));
    await expect(mainHeading(page)).toBeFocused();
  });
});

forEachLanguage(() => {
  test.describe('the focus where the work is', () => {
    test('a new page focuses its heading; an open dialog and a new query keep the focus', async ({
      app,
      page,
    }) => {
      const user = await createUser(page);
      // A private page sends a visitor to the login dialog: the dialog keeps the focus.
      await app.goto('/settings');
      const login = loginDialog(app, page);
      await expect(login.username).toBeFocused();
      await page.keyboard.type(user.username);
      await tabTo(page, login.password);
      await page.keyboard.type(user.password);
      await page.keyboard.press('Enter');
      await expect(login.dialog).toBeHidden();
      // Signed in, on the page they asked for: its heading has the focus.
      await expect.poll(() => app.appUrl()).toBe('/settings');
      await expect(mainHeading(page)).toHaveText(app.t('settings.title'));
      await expect(mainHeading(page)).toBeFocused();

      // On a search page, a new query (the same page) leaves the focus in the search field.
      const search = page.getByRole('main').getByRole('combobox', { name: app.t('search.label') });
      await app.goto('/search?topic=excel');
      await tabTo(page, search);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('python');
      await page.keyboard.press('Enter');
      await expect.poll(() => app.appUrl()).toContain('topic=python');
      await expect(search).toBeFocused();

      // The header's link to the home page is a new page.
      const home = app.header().getByTestId('header-logo');
      await tabTo(page, home);
      await page.keyboard.press('Enter');
      await expect.poll(() => app.appUrl()).toBe('/');
      await expect(mainHeading(page)).toBeFocused();
    });

    test('a settings switch keeps the focus while its change is saved, and says so once', async ({
      app,
      page,
      loginAs,
    }) => {
      await loginAs(await createUser(page));
      await app.goto('/settings');
      const messages = page
        .getByTestId('settings-notifications')
        .getByRole('switch', { name: app.t('settings.notifications.messages') });
      const wasOn = await messages.isChecked();
      // The server's reply is held back until the switch has been looked at while it is saved.
      let reply = () => {};
      const replied = new Promise<void>((resolve) => {
        reply = resolve;
      });
      await page.route('**/inc/main', async (route) => {
        const body = route.request().postDataJSON() as { action?: string } | null;
        if (body?.action === 'changeNotificationSetting') await replied;
        await route.fallback();
      });
      // Every toast that appears is counted.
      await page.evaluate(() => {
        const counter = window as unknown as { toastsShown: number };
        counter.toastsShown = 0;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of Array.from(record.addedNodes)) {
              if (node instanceof Element && node.matches('[data-testid="toast"]')) {
                counter.toastsShown += 1;
              }
            }
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
      const saving = page.waitForRequest((request) =>
        (request.postData() ?? '').includes('"changeNotificationSetting"'),
      );

      await tabTo(page, messages);
      await page.keyboard.press('Space');
      await saving;
      // Saving: switched, still usable, still focused.
      await expect(messages).toBeChecked({ checked: !wasOn });
      await expect(messages).toBeEnabled();
      await expect(messages).toBeFocused();
      reply();
      const toast = page.getByTestId('toast');
      await expect(toast).toHaveText(app.t('settings.updated'));
      await expect(messages).toBeFocused();
      // The toast goes after 4 s: it was the only one.
      await expect(toast).toBeHidden({ timeout: 10_000 });
      expect(
        await page.evaluate(() => (window as unknown as { toastsShown: number }).toastsShown),
      ).toBe(1);
      await expect(messages).toBeFocused();
      await expect(messages).toBeChecked({ checked: !wasOn });
    });
  });
});

test.describe('the side menu on a phone', { tag: '@lang-en' }, () => {
  test.use({ lang: 'en' });

  test('is a modal drawer: the focus goes in, stays in, and comes back to the toggle', async ({
    app,
    page,
    freshUser,
  }, testInfo) => {
    expect(testInfo.project.name).toBe('mobile');
    expect(freshUser.username).toBeTruthy();
    await app.goto('/dashboard');
    await expect(mainHeading(page)).toBeVisible();
    const toggle = page.getByTestId('side-menu-toggle');
    const drawer = page.getByTestId('side-menu');
    const close = drawer.getByRole('button', { name: app.t('nav.close') });

    // Opened, it covers the toggle: its own close button, in view, takes the focus.
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(close).toBeFocused();
    await expect(close).toBeInViewport();

    // Tab goes round the drawer (by way of the browser's own controls), never behind it.
    const focusedPlace = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'outside the page';
        if (document.getElementById('side-menu')?.contains(active)) return 'drawer';
        return `behind the drawer: ${active.outerHTML.slice(0, 120)}`;
      });
    const linkCount = await drawer.getByRole('link').count();
    expect(linkCount).toBeGreaterThan(3);
    for (let presses = 0; presses <= linkCount; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedPlace()).toBe(presses < linkCount ? 'drawer' : 'outside the page');
    }
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    for (let presses = 0; presses <= linkCount; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedPlace()).not.toMatch(/^behind/);
    }
    await close.focus();

    // axe finds nothing wrong with the open drawer (nor the page under it).
    const { violations } = await axe(page).analyze();
    expect(
      violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);

    // Escape closes it and gives the focus back to the toggle; so does the close button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    // A link closes it too: the new page's heading has the focus, and nothing stays inert.
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    const favourites = drawer.getByRole('link', { name: app.t('nav.favourites') });
    await tabTo(page, favourites);
    await page.keyboard.press('Enter');
    await expect.poll(() => app.appUrl()).toBe('/myfavorite');
    await expect(drawer).toBeHidden();
    await expect(mainHeading(page)).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);
  });
});
