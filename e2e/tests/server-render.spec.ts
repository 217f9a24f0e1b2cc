import type { Browser, Page, TestInfo } from '@playwright/test';
import { demoAccounts, expect, forEachLanguage, test, type Lang } from '../fixtures.ts';

/** The first published topic and event of the language's sitemap (the demo catalogue). */
async function firstListing(page: Page, kind: 'topics' | 'events', lang: Lang): Promise<string> {
  const sitemap = await (await page.request.get(`/sitemaps/${kind}-${lang}-0.xml`)).text();
  const address = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!address) throw new Error(`The ${kind} sitemap lists nothing`);
  return new URL(address).pathname;
}

/** A browser without scripts, as a crawler or a phone before the code arrives sees the page. */
async function withoutScripts(browser: Browser, testInfo: TestInfo, timezoneId?: string) {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: false,
    ...(timezoneId ? { timezoneId } : {}),
  });
}

/** Errors the page reports: a failed hydration is one (React's #418 and #419, in production). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

forEachLanguage((lang) => {
  test.describe('server-rendered public pages', () => {
    test('without scripts, a visitor reads a topic, an event, a profile and search results', async ({
      app,
      browser,
      page,
    }, testInfo) => {
      const topic = await firstListing(page, 'topics', lang);
      const event = await firstListing(page, 'events', lang);
      const context = await withoutScripts(browser, testInfo);
      const bare = await context.newPage();

      await bare.goto(topic);
      const topicTitle = (await bare.getByRole('heading', { level: 1 }).innerText()).trim();
      expect(topicTitle.length).toBeGreaterThan(0);
      await expect(bare.getByTestId('topic-page')).toBeVisible();
      // Styled before any script: the page's own stylesheet is linked in the head.
      await expect(bare.getByTestId('topic-page')).not.toHaveCSS('display', 'inline');
      await expect(bare).toHaveTitle(`${topicTitle} | Skillvia`);

      await bare.goto(event);
      await expect(bare.getByTestId('event-page')).toBeVisible();
      await expect(bare.getByTestId('event-when').first()).not.toBeEmpty();

      await bare.goto(app.path(`/${demoAccounts.provider}`));
      await expect(bare.getByTestId('public-profile')).toBeVisible();

      await bare.goto(app.path('/search'));
      await expect(bare.getByTestId('search-results')).toBeVisible();
      await expect(bare.getByTestId('search-results').getByRole('article').first()).toBeVisible();

      await bare.goto(app.path('/'));
      await expect(bare.getByTestId('home-page')).toBeVisible();
      await context.close();
    });

    test('an unknown path answers 404 with the not-found page in its HTML', async ({
      app,
      browser,
    }, testInfo) => {
      const context = await withoutScripts(browser, testInfo);
      const bare = await context.newPage();
      const reply = await bare.goto(app.path('/no/such/page?x=1'));
      expect(reply?.status()).toBe(404);
      await expect(bare.getByTestId('not-found-page')).toBeVisible();
      await expect(bare.getByTestId('not-found-requested')).toContainText('/no/such/page?x=1');
      await context.close();
    });

    test('the browser takes the page over without a hydration error, and it works', async ({
      app,
      page,
    }) => {
      const errors = recordErrors(page);
      const topic = await firstListing(page, 'topics', lang);
      const event = await firstListing(page, 'events', lang);
      for (const path of [
        app.path('/'),
        app.path('/search'),
        // Without a tab: the tabs' counts choose the trainers, on the server as in the browser.
        app.path('/search?topic=Giulia%20Bianchi'),
        app.path('/event'),
        app.path('/requirement/search'),
        app.path(`/${demoAccounts.provider}`),
        event,
        topic,
      ]) {
        await page.goto(path);
        // The first draw in the browser is the server's: once hydrated, no error was reported.
        await expect(page.locator('#main-content')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
      }
      expect(errors).toEqual([]);

      // The hydrated topic page answers: a visitor's favourite asks them to sign in first.
      await page.getByTestId('favourite-toggle').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });
});

test.describe('server-rendered times', { tag: '@lang-it' }, () => {
  test('are written in the product’s zone, then shown in the viewer’s own', async ({
    app,
    browser,
    page,
  }, testInfo) => {
    const event = await firstListing(page, 'events', 'it');
    const context = await withoutScripts(browser, testInfo, 'America/New_York');
    const bare = await context.newPage();
    await bare.goto(event);
    const when = bare.getByTestId('event-when').first();
    const startsAt = await when.getAttribute('datetime');
    if (!startsAt) throw new Error('The event’s time has no datetime');
    const hour = (timeZone: string) =>
      new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone }).format(
        new Date(startsAt),
      );
    // The server's HTML: Rome (RENDER_TIME_ZONE's default).
    await expect(when).toContainText(hour('Europe/Rome'));
    await context.close();

    // A viewer in New York, once the page is theirs: New York's clock.
    const viewer = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      timezoneId: 'America/New_York',
    });
    const viewerPage = await viewer.newPage();
    const errors = recordErrors(viewerPage);
    await viewerPage.goto(event);
    await expect(viewerPage.getByTestId('event-when').first()).toContainText(
      hour('America/New_York'),
    );
    expect(errors).toEqual([]);
    await viewer.close();
    void app;
  });
});
