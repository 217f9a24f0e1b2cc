import { callApi, demoAccounts, expect, productName, test as base } from '../fixtures.ts';
import { languageByWidth, signUpAndLogIn } from '../support/profile-settings.ts';

const test = base.extend(languageByWidth);

test.describe('home', () => {
  test('a visitor finds search, categories and the demo marketplace', async ({ app, page }) => {
    await app.goto('/');
    await expect(page).toHaveTitle(`${app.t('titles.home')} | ${productName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.t('home.hero.title'));
    await expect(page.getByTestId('hero-stats').getByRole('listitem')).toHaveCount(4);

    const categoryChip = page.getByTestId('hero-category').first();
    await expect(categoryChip).toHaveAttribute('href', app.href('/search?category=leadership'));

    const categories = page.getByTestId('home-categories');
    await expect(categories.getByTestId('category-tile')).toHaveCount(12);
    await expect(categories.getByTestId('category-tile').first()).toHaveAttribute(
      'href',
      /\/search\?category=[a-z-]+$/,
    );

    const topics = page.getByTestId('home-topics');
    await expect(topics.getByTestId('topic-card')).toHaveCount(8);
    await expect(
      topics.getByTestId('topic-card').first().getByTestId('favourite-toggle'),
    ).toBeVisible();

    const trainers = page.getByTestId('home-trainers');
    await expect(trainers.getByTestId('trainer-card')).toHaveCount(8);
    await expect(page.getByTestId('home-events').getByTestId('event-card')).toHaveCount(6);
    await expect(page.getByTestId('home-requirements').getByTestId('requirement-card')).toHaveCount(
      6,
    );
    await expect(page.getByTestId('home-events-more')).toHaveAttribute('href', app.href('/event'));
    await expect(page.getByTestId('home-requirements-more')).toHaveAttribute(
      'href',
      app.href('/requirement/search'),
    );

    // A featured trainer's card opens their public profile with their topics.
    const trainerLink = trainers.getByTestId('trainer-card').first().getByRole('link');
    const href = await trainerLink.getAttribute('href');
    await trainerLink.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByTestId('public-profile')).toBeVisible();
    await expect(
      page.getByTestId('profile-topics').getByTestId('topic-card').first(),
    ).toBeVisible();
  });

  test('the big search and a category go to the search page', async ({ app, page }) => {
    await app.goto('/');
    const hero = page.getByTestId('hero-search');
    await hero.getByRole('combobox').fill('excel');
    // Until the search page exists an unknown path moves on: remember where the app went.
    const reached = async (param: string, act: () => Promise<void>) => {
      let seen: URL | null = null;
      await Promise.all([
        page.waitForURL((url) => {
          const hit = url.pathname.endsWith('/search') && url.searchParams.has(param);
          if (hit) seen = url;
          return hit;
        }),
        act(),
      ]);
      return (seen as URL | null)?.searchParams.get(param);
    };
    expect(await reached('topic', () => hero.getByRole('combobox').press('Enter'))).toBe('excel');

    await app.goto('/');
    const tile = page.getByTestId('home-categories').getByTestId('category-tile').first();
    expect(await reached('category', () => tile.click())).toMatch(/^[a-z-]+$/);
  });

  test('the trainer setup: sign up for a visitor, live steps for a new member', async ({
    app,
    page,
  }) => {
    await app.goto('/');
    const setup = page.getByTestId('trainer-setup');
    await expect(setup.getByRole('listitem')).toHaveCount(5);
    await setup.getByRole('button', { name: app.t('home.trainer.ctaSignup') }).click();
    await expect(page.getByRole('dialog', { name: app.t('auth.register.title') })).toBeVisible();

    await signUpAndLogIn(page);
    await app.goto('/');
    await expect(setup.getByTestId('setup-step-account')).toHaveAttribute('data-state', 'done');
    await expect(setup.getByTestId('setup-step-role')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('trainer-cta')).toHaveAttribute('href', app.href('/settings'));
    await expect(page.getByTestId('trainer-progress')).toHaveText(
      app.t('home.trainer.progress', { done: '1', total: '5' }),
    );

    // Becoming a provider and filling the profile tick the next steps.
    await callApi(page, 'serviceType', { Provider: true, Seeker: false });
    await callApi(page, 'updateprofile', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Data trainer',
      bio: 'Workshops for teams.',
      skills: 'Excel',
    });
    await page.reload();
    await expect(setup.getByTestId('setup-step-role')).toHaveAttribute('data-state', 'done');
    await expect(setup.getByTestId('setup-step-profile')).toHaveAttribute('data-state', 'done');
    await expect(setup.getByTestId('setup-step-topic')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('trainer-cta')).toHaveAttribute('href', app.href('/addtopic'));

    const added = await callApi(page, 'addtopic', {
      title: 'Excel for managers',
      category: 'office-tools',
      description: '<p>Pivot tables and charts.</p>',
      price: 30_000,
    });
    await page.reload();
    await expect(setup.getByTestId('setup-step-topic')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('trainer-cta')).toHaveAttribute(
      'href',
      app.href('/manage_topic'),
    );

    await callApi(page, 'publishtopic', {
      id: (added.body.topic as { id: number }).id,
      publish: true,
    });
    await page.reload();
    await expect(setup.getByRole('heading', { level: 2 })).toHaveText(
      app.t('home.trainer.doneTitle'),
    );
    await expect(page.getByTestId('trainer-cta')).toHaveAttribute('href', app.href('/addtopic'));
  });

  test("a provider's public profile lists rating, topics and upcoming events", async ({
    app,
    page,
  }) => {
    await app.goto(`/${demoAccounts.provider}`);
    await expect(page.getByTestId('public-profile-rating').getByRole('img')).toBeVisible();
    const topics = page.getByTestId('profile-topics');
    await expect(topics.getByTestId('topic-card').first()).toBeVisible();
    await expect(topics.getByTestId('profile-all-topics')).toHaveAttribute(
      'href',
      app.href(`/search?username=${demoAccounts.provider}`),
    );
    await expect(
      page.getByTestId('profile-events').getByTestId('event-card').first(),
    ).toBeVisible();
  });
});
