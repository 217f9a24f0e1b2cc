import type { Page } from '@playwright/test';
import {
  demoAccounts,
  expect,
  forEachLanguage,
  recordActions,
  test,
  type App,
} from '../fixtures.ts';
import { axe } from '../support/axe.ts';
import { nextYear } from '../support/events.ts';
import { createSearchWorld } from '../support/search.ts';
import { pauseClock, requestsSettled } from '../support/signals.ts';
import { fillDateField } from '../support/date-fields.ts';

const cardTitles = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('.catalogue-card-title').allTextContents();

/** On a narrow screen the filters sit behind their button. */
async function openFilters(page: Page) {
  const toggle = page.getByTestId('search-filters-toggle');
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByTestId('search-filters');
}

const countText = (app: App, key: string, count: number) =>
  app.t(`search.results.${key}_${count === 1 ? 'one' : 'other'}`, { count: String(count) });

forEachLanguage(() => {
  test.describe('global search box', () => {
    test('asks nothing for 2 characters or fewer, and more only after a 500 ms pause', async ({
      app,
      page,
    }) => {
      const actions = recordActions(page);
      const suggestions = () => actions.filter((action) => action === 'searchBar');
      await page.clock.install();
      await app.goto('/');
      const box = app.header().getByRole('combobox', { name: app.t('search.label') });
      await expect(box).toBeVisible();
      await pauseClock(page);
      await box.fill('ma');
      await page.clock.runFor(1_000);
      await box.fill('  ma  ');
      await page.clock.runFor(1_000);
      await requestsSettled(page);
      expect(suggestions()).toEqual([]);
      await expect(app.header().getByTestId('header-search-panel')).toBeHidden();

      // Three characters: asked once the text has stood still for 500 ms, not before.
      await box.fill('mar');
      await page.clock.runFor(499);
      await requestsSettled(page);
      expect(suggestions()).toEqual([]);
      const asked = page.waitForRequest(
        (request) => request.postData()?.includes('"searchBar"') ?? false,
      );
      await page.clock.runFor(1);
      expect((await asked).postDataJSON()).toMatchObject({ action: 'searchBar', search: 'mar' });
      await page.clock.resume();
      await expect(app.header().getByTestId('header-search-panel')).toBeVisible();
    });

    test('suggests trainers after the 500 ms pause, grouped, with keyboard navigation', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      const box = app.header().getByRole('combobox', { name: app.t('search.label') });
      // Measured in the page: the last keystroke and the moment the suggestion request leaves.
      await page.evaluate(() => {
        const timing = { lastInput: 0, searchAt: 0 };
        Object.assign(window, { searchTiming: timing });
        document.addEventListener('input', () => (timing.lastInput = performance.now()), true);
        const originalFetch = window.fetch.bind(window);
        window.fetch = (input, init) => {
          if (
            typeof init?.body === 'string' &&
            init.body.includes('"searchBar"') &&
            !timing.searchAt
          ) {
            timing.searchAt = performance.now();
          }
          return originalFetch(input, init);
        };
      });
      await box.click();
      await box.pressSequentially('giulia', { delay: 60 });
      const panel = app.header().getByTestId('header-search-panel');
      await expect(panel.getByRole('option').first()).toBeVisible();
      const timing = await page.evaluate(
        () =>
          (window as unknown as { searchTiming: { lastInput: number; searchAt: number } })
            .searchTiming,
      );
      expect(timing.searchAt - timing.lastInput).toBeGreaterThanOrEqual(495);
      expect(timing.searchAt - timing.lastInput).toBeLessThan(1_500);

      await expect(panel).toBeVisible();
      await expect(panel).toHaveCSS('max-height', '250px');
      // A trainer by name, the handle after it (a seeker is no trainer, and not suggested).
      const trainers = panel.getByRole('group', { name: app.t('search.trainers') });
      await expect(
        trainers.getByRole('option', { name: 'Giulia Bianchi @giulia_bianchi' }),
      ).toBeVisible();
      // Empty groups are left out.
      await expect(panel.getByRole('group', { name: app.t('search.topics') })).toHaveCount(0);
      await expect(box).toHaveAttribute('aria-expanded', 'true');

      await box.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      expect(active).toBeTruthy();
      await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`[id="${active}"]`)).toContainText('Giulia Bianchi');
      await box.press('Enter');
      await expect.poll(() => app.appUrl()).toBe(`/${demoAccounts.provider}`);
      await expect(page.getByTestId('public-profile')).toBeVisible();
    });

    test('Enter finds the trainer the box suggests: her name opens the Trainers tab', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      const box = app.header().getByRole('combobox', { name: app.t('search.label') });
      await box.fill('Giulia Bianchi');
      const panel = app.header().getByTestId('header-search-panel');
      await expect(
        panel
          .getByRole('group', { name: app.t('search.trainers') })
          .getByRole('option', { name: 'Giulia Bianchi @giulia_bianchi' }),
      ).toBeVisible();
      await box.press('Enter');
      await expect.poll(() => app.appUrl()).toBe('/search?topic=Giulia%20Bianchi');

      // No topic has her name: the page opens on the tab that finds her, counts on every tab.
      const tabs = page.getByRole('navigation', { name: app.t('search.tabs.label') });
      const trainersTab = tabs.getByRole('link', {
        name: new RegExp(`^${app.t('search.trainers')} \\d`),
      });
      await expect(trainersTab).toHaveAttribute('aria-current', 'page');
      await expect(trainersTab).toContainText(/\d/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        app.t('search.pages.trainersFor', { text: 'Giulia Bianchi' }),
      );
      const results = page.getByTestId('search-results');
      const card = results.getByTestId('trainer-card').first();
      await expect(card.getByRole('link', { name: 'Giulia Bianchi' })).toBeVisible();
      await expect(card).toContainText(`@${demoAccounts.provider}`);
      const { violations } = await axe(page).include('[data-testid="trainer-search"]').analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);

      // The other tabs keep the text; the Topics tab, named, stays on the topics.
      await tabs.getByRole('link', { name: new RegExp(`^${app.t('search.topics')} \\d`) }).click();
      await expect.poll(() => app.appUrl()).toBe('/search?topic=Giulia+Bianchi&tab=topics');
      await expect(page.getByTestId('topic-search')).toBeVisible();
      await page.goBack();
      await card.getByRole('link', { name: 'Giulia Bianchi' }).click();
      await expect.poll(() => app.appUrl()).toBe(`/${demoAccounts.provider}`);
      await expect(page.getByTestId('public-profile')).toBeVisible();
    });

    test('no-results state; Enter and the hero box go to the search page', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      const box = app.header().getByRole('combobox', { name: app.t('search.label') });
      await box.fill('zzqxwv');
      await expect(page.getByTestId('search-no-results')).toHaveText(
        app.t('search.noResults', { text: 'zzqxwv' }),
      );
      await box.fill('data science');
      await box.press('Enter');
      await expect.poll(() => app.appUrl()).toBe('/search?topic=data%20science');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        app.t('search.pages.topicsFor', { text: 'data science' }),
      );
      await app.goto('/');
      const hero = page.getByTestId('hero-search');
      await hero.getByRole('combobox').fill('leadership');
      await hero.getByRole('button', { name: app.t('search.submit') }).click();
      await expect.poll(() => app.appUrl()).toBe('/search?topic=leadership');
      await expect(page.getByTestId('topic-card').first()).toBeVisible();
    });
  });
});

forEachLanguage(() => {
  test.describe('search pages', () => {
    test('header suggestions are grouped; the keyboard crosses groups and opens one', async ({
      app,
      page,
      browser,
    }, testInfo) => {
      const world = await createSearchWorld(browser, testInfo);
      await app.goto('/');
      const box = app.header().getByRole('combobox', { name: app.t('search.label') });
      await box.click();
      await box.pressSequentially(world.word.toLowerCase(), { delay: 20 });
      const panel = app.header().getByTestId('header-search-panel');
      const group = (key: string) => panel.getByRole('group', { name: app.t(`search.${key}`) });
      await expect(group('topics').getByRole('option')).toHaveCount(3);
      await expect(group('requirements').getByRole('option')).toHaveCount(2);
      await expect(group('events').getByRole('option')).toHaveCount(2);
      // Exact and starting titles first.
      await expect(group('topics').getByRole('option').first()).toHaveText(
        world.topics.advanced.title,
      );
      await expect(panel.getByTestId('search-see-all')).toBeVisible();

      // Down through topics (3) and requirements (2) into events, then back up.
      for (let step = 0; step < 6; step += 1) await box.press('ArrowDown');
      const active = async () => {
        const id = await box.getAttribute('aria-activedescendant');
        return page.locator(`[id="${id ?? ''}"]`);
      };
      await expect(await active()).toHaveText(world.events.summer.title);
      await expect(group('events').getByRole('option').first()).toHaveAttribute(
        'aria-selected',
        'true',
      );
      for (let step = 0; step < 5; step += 1) await box.press('ArrowUp');
      await expect(await active()).toHaveText(world.topics.advanced.title);
      await box.press('Enter');
      await expect.poll(() => app.appUrl()).toBe(`/topic/${world.topics.advanced.url}`);

      // Escape closes the list and keeps the text; Enter with nothing chosen opens the page.
      await app.goto('/');
      await box.fill(world.word);
      await expect(group('topics')).toBeVisible();
      await box.press('Escape');
      await expect(panel).toBeHidden();
      await expect(box).toHaveValue(world.word);
      await box.press('Enter');
      await expect.poll(() => app.appUrl()).toBe(`/search?topic=${world.word}`);
      await expect(page.getByTestId('search-count')).toHaveText(countText(app, 'topics', 3));
      await world.done();
    });

    test('filters and sorts topics; the URL reloads the same results, Back undoes', async ({
      app,
      page,
      browser,
    }, testInfo) => {
      const world = await createSearchWorld(browser, testInfo);
      const { analysts, advanced, managers } = world.topics;
      await app.goto(`/search?topic=${world.word}`);
      await expect(page.getByTestId('search-count')).toHaveText(countText(app, 'topics', 3));

      const filters = await openFilters(page);
      const category = filters.getByLabel(app.t('search.filters.category'));
      // The category counts come with the results.
      await expect(category.locator('option[value="data-analytics"]')).toHaveText(/\(2\)$/);
      await category.selectOption('data-analytics');
      await expect(page.getByTestId('search-count')).toHaveText(countText(app, 'topics', 2));
      await expect.poll(() => app.appUrl()).toContain('category=data-analytics');

      const filtersAgain = await openFilters(page);
      const minimum = filtersAgain.getByLabel(app.t('search.filters.priceMin'), { exact: true });
      await minimum.fill('500');
      await minimum.press('Enter');
      await expect.poll(() => app.appUrl()).toContain('priceMin=50000');
      await expect.poll(() => cardTitles(page, 'search-results')).toEqual([advanced.title]);

      await page.goBack();
      await expect(page.getByTestId('search-count')).toHaveText(countText(app, 'topics', 2));
      await page.goBack();
      await expect(page.getByTestId('search-count')).toHaveText(countText(app, 'topics', 3));

      await page.getByLabel(app.t('search.sort.label')).selectOption('price_desc');
      await expect.poll(() => app.appUrl()).toContain('sort=price_desc');
      await expect
        .poll(() => cardTitles(page, 'search-results'))
        .toEqual([advanced.title, managers.title, analysts.title]);

      // The whole state is in the URL: a new tab shows the same.
      const shared = page.url();
      const other = await page.context().newPage();
      await other.goto(shared);
      await expect
        .poll(() => cardTitles(other, 'search-results'))
        .toEqual([advanced.title, managers.title, analysts.title]);
      await expect(other.getByLabel(app.t('search.sort.label'))).toHaveValue('price_desc');
      await other.close();

      // Nothing found: the empty state offers to clear the filters.
      await app.goto(`/search?topic=${world.word}&category=finance`);
      await expect(page.getByTestId('search-empty')).toBeVisible();
      await page
        .getByTestId('search-empty')
        .getByRole('link', { name: app.t('search.filters.clear') })
        .click();
      await expect(page.getByTestId('search-count')).toHaveText(countText(app, 'topics', 3));
      await world.done();
    });

    test('event search by date, and the upcoming events page', async ({
      app,
      page,
      browser,
    }, testInfo) => {
      const world = await createSearchWorld(browser, testInfo);
      const { summer, autumn } = world.events;
      await app.goto(`/event/search?topic=${world.word}`);
      await expect
        .poll(() => cardTitles(page, 'search-results'))
        .toEqual([summer.title, autumn.title]);

      const filters = await openFilters(page);
      // Typed in the page's language, applied with Enter (not while the year is half typed).
      const from = filters.getByRole('group', { name: app.t('search.filters.from'), exact: true });
      await fillDateField(from, `${nextYear}-08-01`);
      await page.keyboard.press('Enter');
      await expect.poll(() => app.appUrl()).toContain(`from=${nextYear}-08-01`);
      await expect.poll(() => cardTitles(page, 'search-results')).toEqual([autumn.title]);

      await app.goto(`/event?topic=${world.word}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        app.t('search.pages.upcomingEvents'),
      );
      await expect(page.getByTestId('search-count')).toHaveText(countText(app, 'events', 2));
      await world.done();
    });

    test('requirement search with category and budget', async ({
      app,
      page,
      browser,
    }, testInfo) => {
      const world = await createSearchWorld(browser, testInfo);
      const { sales, finance } = world.requirements;
      await app.goto(`/requirement/search?topic=${world.word}`);
      await expect
        .poll(() => cardTitles(page, 'search-results'))
        .toEqual([finance.title, sales.title]);

      const filters = await openFilters(page);
      const budget = filters.getByLabel(app.t('search.filters.budgetMin'));
      await budget.fill('1.000');
      await budget.press('Enter');
      await expect.poll(() => app.appUrl()).toContain('budgetMin=100000');
      await expect.poll(() => cardTitles(page, 'search-results')).toEqual([sales.title]);

      await app.goto(`/requirement/search?topic=${world.word}&category=finance`);
      await expect.poll(() => cardTitles(page, 'search-results')).toEqual([finance.title]);
      await world.done();
    });
  });
});
