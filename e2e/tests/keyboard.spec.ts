import type { Locator, Page } from '@playwright/test';
import { createUser, expect, test } from '../fixtures.ts';
import { loginDialog } from '../support/auth-dialog.ts';
import { openProvider } from '../support/discovery.ts';

/**
 * Keyboard only (issue 14): a person signs in, searches, opens a topic and keeps it among their
 * favourites without touching the mouse. Every step moves the focus with Tab and
 * acts with Enter or by typing, as someone who cannot use a pointer does.
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

    const search = header.getByRole('combobox', { name: app.t('search.label') });
    await tabTo(page, search);
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await expect.poll(() => app.appUrl()).toBe(`/search?topic=${word}`);

    const result = page.getByRole('link', { name: topic.title }).first();
    await tabTo(page, result);
    await page.keyboard.press('Enter');
    await expect.poll(() => app.appUrl()).toBe(`/topic/${topic.url}`);

    const add = page.getByRole('button', { name: app.t('favourites.toggle.save'), exact: true });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('button', { name: app.t('favourites.toggle.saved'), exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');

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
  });
});
