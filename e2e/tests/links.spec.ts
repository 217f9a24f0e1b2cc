import type { Page } from '@playwright/test';
import { callApi, createUser, expect, logIn, test, type App } from '../fixtures.ts';
import { becomeProvider } from '../support/trainings.ts';

/**
 * No link of the product leads to the not-found page (issue 17): for each kind of user, every
 * link in the header (its menus opened), the side menu, the page's own content and the footer of
 * the home page and the dashboard is followed, and the page it names must exist. The server
 * answers 404 for any address no page has and for a listing that does not exist (modules/pages),
 * the same list the web app's routes are checked against (app/page-paths.test.ts); a page that
 * the app itself reports missing shows `not-found-page`, which the last step of each role checks
 * in the browser for the side menu's links.
 */

/** The internal links on the page now, with the header's menus opened first. */
async function linksOnPage(page: Page): Promise<string[]> {
  const header = page.getByTestId('site-header');
  for (const menu of await header
    .locator('button[aria-haspopup="true"], button[aria-expanded="false"]')
    .all()) {
    if (!(await menu.isVisible())) continue;
    const controls = await menu.getAttribute('aria-controls');
    // The side menu's toggle (phones) is not a header menu; its links are read from the aside.
    if (controls === 'side-menu') continue;
    await menu.click();
    await collectFrom(page, header);
    await page.keyboard.press('Escape');
  }
  return collectFrom(page, page.locator('body'));
}

const found = new Set<string>();
async function collectFrom(page: Page, scope: ReturnType<Page['locator']>): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await scope
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const internal = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/inc/'))
    .map((url) => `${url.pathname}${url.search}`);
  for (const href of internal) found.add(href);
  return [...found];
}

/** Follows every link; returns those whose page does not exist. */
async function deadLinks(page: Page, hrefs: readonly string[]): Promise<string[]> {
  const dead: string[] = [];
  for (const href of hrefs) {
    const reply = await page.request.get(href, { headers: { accept: 'text/html' } });
    if (reply.status() >= 400) dead.push(`${href} (${reply.status()})`);
  }
  return dead;
}

/** The side menu's links, each opened in the browser: none shows the not-found page. */
async function sideMenuShowsNoNotFound(app: App): Promise<string[]> {
  const menu = app.page.getByTestId('side-menu');
  const hrefs = await menu
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const missing: string[] = [];
  for (const href of hrefs) {
    await app.page.goto(href);
    await untilSignedInPageShown(app.page);
    if ((await app.page.getByTestId('not-found-page').count()) > 0) missing.push(href);
  }
  return missing;
}

/**
 * Waits until the signed-in page is drawn: a page rendered in the browser alone is still an empty
 * shell when `goto` returns, and the dashboard shows its loader until the session is known.
 */
async function untilSignedInPageShown(page: Page): Promise<void> {
  await expect(page.getByTestId('profile-menu')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('page-loading')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('main h1').first()).toBeVisible();
}

async function checkRole(app: App): Promise<void> {
  found.clear();
  await app.goto('/');
  await untilSignedInPageShown(app.page);
  await linksOnPage(app.page);
  await app.goto('/dashboard');
  await untilSignedInPageShown(app.page);
  const links = await linksOnPage(app.page);
  expect(links.length).toBeGreaterThan(20);
  expect(await deadLinks(app.page, links)).toEqual([]);
  expect(await sideMenuShowsNoNotFound(app)).toEqual([]);
}

// Tagged for the desktop project only (playwright.config.ts): the phone shows the same links.
test.describe('no link leads to the not-found page @lang-it', () => {
  test('for a visitor', async ({ app }) => {
    found.clear();
    await app.goto('/');
    const links = await linksOnPage(app.page);
    // The footer's site pages are among them.
    expect(links).toEqual(expect.arrayContaining([app.href('/terms'), app.href('/blog')]));
    expect(await deadLinks(app.page, links)).toEqual([]);
  });

  test('for a person who seeks training, then offers it', async ({ app, page }) => {
    test.setTimeout(120_000);
    const person = await createUser(page);
    await logIn(page, person.username, person.password);
    await checkRole(app);
    await becomeProvider(page);
    await checkRole(app);
  });

  test('for a company admin, a manager and an SME admin', async ({
    app,
    page,
    companies,
    loginAs,
  }) => {
    test.setTimeout(180_000);
    for (const user of [companies.admin, companies.manager, companies.smeAdmin]) {
      await loginAs(user);
      expect((await callApi(page, 'loginuserdetail')).body).toMatchObject({ status: true });
      await checkRole(app);
    }
  });
});
