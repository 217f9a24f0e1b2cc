import type { Page } from '@playwright/test';
import { expect, productName, test as base } from '../fixtures.ts';
import { addFavourites, openProvider, type CreatedTopic } from '../support/discovery.ts';
import { languageByWidth, signUpAndLogIn } from '../support/profile-settings.ts';

const test = base.extend(languageByWidth);

const cardTitles = (page: Page) =>
  page.getByTestId('favourite-card').getByRole('heading', { level: 3 });

test.describe('favourites', () => {
  test('add from cards and a topic page, see them on myfavorite, remove them', async ({
    app,
    page,
    browser,
  }, testInfo) => {
    const provider = await openProvider(browser, testInfo);
    const suffix = Date.now().toString(36);
    const first = await provider.publishTopic(`Excel per analisti ${suffix}`);
    const second = await provider.publishTopic(`Power BI in pratica ${suffix}`);
    await provider.done();
    await signUpAndLogIn(page);

    // From a card on the provider's public profile.
    await app.goto(`/${provider.user.username}`);
    const addFirst = page.getByRole('button', {
      name: app.t('favourites.toggle.add', { title: first.title }),
    });
    await expect(addFirst).toHaveAttribute('aria-pressed', 'false');
    await addFirst.press('Enter');
    // The heart fills at once; it is kept once the server has answered (no longer busy).
    const added = page.getByRole('button', {
      name: app.t('favourites.toggle.remove', { title: first.title }),
    });
    await expect(added).toHaveAttribute('aria-pressed', 'true');
    await expect(added).toHaveAttribute('aria-busy', 'false');

    // From the topic page.
    // Its visible words are its accessible name (label in name).
    await app.goto(`/topic/${second.url}`);
    const save = page.getByRole('button', { name: app.t('favourites.toggle.save'), exact: true });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    const saved = page.getByRole('button', { name: app.t('favourites.toggle.saved'), exact: true });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(saved).toHaveAttribute('aria-busy', 'false');

    await app.goto('/myfavorite');
    await expect(page).toHaveTitle(`${app.t('favourites.page.documentTitle')} | ${productName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      app.t('favourites.page.title'),
    );
    const breadcrumb = page.getByRole('navigation', { name: app.t('favourites.page.breadcrumb') });
    await expect(
      breadcrumb.getByRole('link', { name: app.t('favourites.page.home') }),
    ).toHaveAttribute('href', app.href('/'));
    // The newest favourite first; each card links to its topic and shows its rating.
    await expect(cardTitles(page)).toHaveText([second.title, first.title]);
    const card = page.getByTestId('favourite-card').first();
    await expect(card.getByRole('link', { name: second.title })).toHaveAttribute(
      'href',
      app.href(`/topic/${second.url}`),
    );
    await expect(card.getByText(app.t('catalogue.noReviews'))).toBeVisible();
    await expect(card.getByTestId('favourite-image')).toHaveAttribute('src', '/img/qt_default.jpg');

    // Removing takes the card away, and it stays away.
    await page
      .getByRole('button', { name: app.t('favourites.toggle.remove', { title: first.title }) })
      .click();
    await expect(cardTitles(page)).toHaveText([second.title]);
    await page.reload();
    await expect(cardTitles(page)).toHaveText([second.title]);
    await page
      .getByRole('button', { name: app.t('favourites.toggle.remove', { title: second.title }) })
      .click();
    const empty = page.getByTestId('favourites-empty');
    await expect(empty.getByRole('heading')).toHaveText(app.t('favourites.page.emptyTitle'));
    await expect(
      empty.getByRole('link', { name: app.t('favourites.page.browse') }),
    ).toHaveAttribute('href', app.href('/search'));
  });

  test('more than 20: the next page is appended and the first ones stay', async ({
    app,
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(60_000);
    const provider = await openProvider(browser, testInfo);
    const suffix = Date.now().toString(36);
    const topics: CreatedTopic[] = [];
    for (let i = 1; i <= 23; i += 1) {
      topics.push(
        await provider.publishTopic(`Corso numero ${String(i).padStart(2, '0')} ${suffix}`),
      );
    }
    await provider.done();
    await signUpAndLogIn(page);
    await addFavourites(page, topics);
    const newestFirst = topics.map((topic) => topic.title).reverse();

    const requests: Array<{ start: number; limit: number }> = [];
    page.on('request', (request) => {
      const body = request.postDataJSON() as {
        action?: string;
        start?: number;
        limit?: number;
      } | null;
      if (body?.action === 'favlist')
        requests.push({ start: body.start ?? 0, limit: body.limit ?? 0 });
    });
    await app.goto('/myfavorite');
    await expect(cardTitles(page)).toHaveCount(20);
    await expect(cardTitles(page)).toHaveText(newestFirst.slice(0, 20));
    await expect(page.getByTestId('favourites-count')).toHaveText(
      app.t('favourites.page.count_other', { count: '23' }),
    );

    // Scrolling to the end (where the "show more" button waits) asks for the next page.
    const more = page.getByTestId('favourites-load-more');
    await expect(more).toHaveText(app.t('favourites.page.loadMore'));
    await more.scrollIntoViewIfNeeded();
    await expect(cardTitles(page)).toHaveCount(23);
    await expect(cardTitles(page)).toHaveText(newestFirst);
    await expect(more).toBeHidden();
    await expect(page.getByTestId('favourites-inline-loading')).toBeHidden();
    expect(requests).toEqual([
      { start: 0, limit: 20 },
      { start: 20, limit: 20 },
    ]);
  });

  test('a broken image falls back to the default topic image', async ({
    app,
    page,
    browser,
  }, testInfo) => {
    const provider = await openProvider(browser, testInfo);
    const topic = await provider.publishTopic(`Tableau per tutti ${Date.now().toString(36)}`, true);
    await provider.done();
    await signUpAndLogIn(page);
    await addFavourites(page, [topic]);

    await page.route('**/uploads/**', (route) => route.abort('failed'));
    await app.goto('/myfavorite');
    const image = page.getByTestId('favourite-card').getByTestId('favourite-image');
    await expect(image).toHaveAttribute('src', '/img/qt_default.jpg');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a visitor pressing a heart is asked to sign in', async ({ app, page }) => {
    await app.goto('/');
    const heart = page.getByTestId('home-topics').getByTestId('favourite-toggle').first();
    await heart.click();
    await expect(page.getByRole('dialog', { name: app.t('auth.login.title') })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('myfavorite needs a session', async ({ app, page }) => {
    await app.goto('/myfavorite');
    await expect(page.getByRole('dialog', { name: app.t('auth.login.title') })).toBeVisible();
    expect(app.appUrl()).toBe('/login');
  });
});
