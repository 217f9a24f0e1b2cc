import type { Browser, Page, TestInfo } from '@playwright/test';
import {
  callApi,
  chooseLanguage,
  expect,
  test as base,
  productName,
  uniqueName,
  type Lang,
} from '../fixtures.ts';
import { axe } from '../support/axe.ts';
import { shownEuros } from '../support/money.ts';
import { languageByWidth, signUpAndLogIn, solidPng } from '../support/profile-settings.ts';
import { becomeProvider } from '../support/trainings.ts';

const test = base.extend(languageByWidth);
// Controls in the page are used from the keyboard (press) where a pointer could miss: at 375 px
// the header turning sticky after some scroll moves the page under a pointer.

/** A new account that is a provider, signed in in the page's context. */
async function signUpAsProvider(page: Page) {
  const user = await signUpAndLogIn(page);
  await becomeProvider(page);
  return user;
}

/** A visitor's browser (no session) in the test's language, cookies already accepted. */
async function visitorPage(browser: Browser, testInfo: TestInfo, lang: Lang) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? undefined,
  });
  await chooseLanguage(context, lang, testInfo.project.use.baseURL ?? '');
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'all'));
  return { page: await context.newPage(), close: () => context.close() };
}

/** The amount as the browser formats it for the language (the page uses the same Intl). */
test.describe('topics', () => {
  test('a provider creates a topic in steps with an image, previews and publishes it; a visitor sees it', async ({
    app,
    page,
    lang,
    browser,
  }, testInfo) => {
    // Four steps, an image upload and a visitor's browser: past 30 s on a loaded machine.
    test.slow();
    const provider = await signUpAsProvider(page);
    const title = `Excel per il controllo ${uniqueName('t')}`;
    await app.goto('/addtopic');
    await expect(page).toHaveTitle(`${app.t('topics.titles.add')} | ${productName}`);
    const form = page.getByTestId('topic-details-form');
    // Optional fields say so in their names, so names are matched from their start.
    const field = (key: string) =>
      form.getByRole('textbox', { name: new RegExp(`^${app.t(`topics.form.${key}`)}`) });
    const outcome = (number: number) =>
      form.getByRole('textbox', {
        name: app.t('topics.form.outcomeLabel', { number: String(number) }),
        exact: true,
      });

    // Saving an empty form points at what is missing.
    await form.getByRole('button', { name: app.t('topics.wizard.saveAndContinue') }).press('Enter');
    await expect(field('title')).toBeFocused();
    await expect(form.getByText(app.t('validation.required')).first()).toBeVisible();

    await field('title').fill(title);
    await form
      .getByRole('combobox', { name: app.t('topics.form.category') })
      .selectOption('office-tools');
    const editor = form.locator('#topic-description');
    await editor.click();
    await page.keyboard.type('Un corso pratico ');
    const bold = form.getByRole('button', { name: app.t('topics.editor.bold') });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('con esercizi');
    await outcome(1).fill('Tabelle pivot');
    await outcome(1).press('Enter');
    await expect(outcome(2)).toBeFocused();
    await page.keyboard.type('Cruscotti');
    await field('audience').fill('Controller e analisti');
    await form.getByRole('radio', { name: app.t('catalogue.delivery.blended') }).check();
    await form.getByRole('spinbutton', { name: app.t('topics.form.duration') }).fill('16');
    await field('location').fill('Milano');
    await field('price').fill(lang === 'it' ? '1.250,50' : '1,250.50');
    await form.getByRole('button', { name: app.t('topics.wizard.saveAndContinue') }).press('Enter');

    // Step 2: images, on the saved draft.
    const images = page.getByTestId('topic-images-step');
    await expect(images).toBeVisible();
    expect(app.appUrl()).toMatch(/^\/addtopic\?id=\d+&step=images$/);
    await images.getByLabel(app.t('topics.images.add')).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await solidPng(600, [15, 95, 99]),
    });
    // The picture is square: the dialog offers its widest 3:2 part and says it is small.
    const crop = page.getByRole('dialog', { name: app.t('images.crop.title') });
    await expect(crop.getByTestId('image-crop-size')).toHaveText(
      app.t('images.crop.kept', { width: '600', height: '400' }),
    );
    await expect(crop.getByTestId('image-crop-small')).toContainText('600 × 400');
    const { violations } = await axe(page).include('[role="dialog"]').analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    // The frame moves from the keyboard; the zoom slider keeps the shape.
    await crop.getByRole('slider', { name: app.t('images.crop.zoom') }).fill('2');
    await expect(crop.getByTestId('image-crop-size')).toHaveText(
      app.t('images.crop.kept', { width: '300', height: '200' }),
    );
    await crop.getByRole('slider', { name: app.t('images.crop.zoom') }).fill('1');
    await crop.getByLabel(app.t('images.crop.area')).press('ArrowUp');
    await crop.getByRole('button', { name: app.t('images.crop.confirm') }).click();
    await expect(crop).toBeHidden();
    await expect(images.getByTestId('topic-images-status')).toHaveText(
      app.t('topics.images.uploaded'),
    );
    await expect(images.getByTestId('topic-image')).toHaveCount(1);
    await expect(images.getByTestId('topic-image').locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/topic\/[a-f0-9]{32}-card\.webp$/,
    );
    // A 600 × 400 cover is blurred on the page: the step says so, and the picture is kept.
    await expect(images.getByTestId('topic-image-small')).toContainText('600 × 400');
    // A second picture can be made the cover, from the keyboard.
    await images.getByLabel(app.t('topics.images.add')).setInputFiles({
      name: 'second.png',
      mimeType: 'image/png',
      buffer: await solidPng(1400, [200, 120, 20]),
    });
    await crop.getByRole('button', { name: app.t('images.crop.whole') }).click();
    await expect(images.getByTestId('topic-image')).toHaveCount(2);
    const secondSrc = await images
      .getByTestId('topic-image')
      .nth(1)
      .locator('img')
      .getAttribute('src');
    await images
      .getByRole('button', { name: app.t('images.makeCoverOf', { number: '2' }) })
      .press('Enter');
    await expect(images.getByTestId('topic-images-status')).toHaveText(
      app.t('images.moved', { number: '1' }),
    );
    await expect(images.getByTestId('topic-image').first().locator('img')).toHaveAttribute(
      'src',
      secondSrc ?? '',
    );
    await images.getByRole('button', { name: app.t('topics.wizard.toPreview') }).press('Enter');

    // Step 3: the preview, then publish.
    const overview = page.getByTestId('topic-overview');
    await expect(overview).toBeVisible();
    expect(app.appUrl()).toMatch(/^\/addtopic\/overview\?id=\d+$/);
    const expectedPrice = shownEuros(lang, 1250.5);
    await expect(overview.getByTestId('topic-title')).toHaveText(title);
    await expect(overview.getByTestId('topic-price')).toHaveText(expectedPrice);
    await expect(overview.getByTestId('topic-description').locator('strong')).toHaveText(
      'con esercizi',
    );
    await expect(overview.getByTestId('topic-status-badge').first()).toHaveText(
      app.t('topics.status.draft'),
    );
    await overview.getByTestId('topic-publish-button').press('Enter');
    const published = overview.getByTestId('topic-published');
    await expect(published).toContainText(app.t('topics.overview.publishedTitle'));
    const publicHref = await published
      .getByRole('link', { name: app.t('topics.overview.viewPublic') })
      .getAttribute('href');
    expect(publicHref).toMatch(/\/topic\/excel-per-il-controllo-/);

    // The provider's list shows it as published.
    await published.getByRole('link', { name: app.t('topics.overview.toManage') }).press('Enter');
    await expect(page).toHaveTitle(`${app.t('topics.titles.manage')} | ${productName}`);
    const row = page.getByTestId('manage-topic-row').filter({ hasText: title });
    await expect(row.getByTestId('topic-status-badge')).toHaveText(
      app.t('topics.status.published'),
    );
    await expect(row).toContainText(expectedPrice);

    // A visitor opens the public page.
    const visitor = await visitorPage(browser, testInfo, lang);
    try {
      await visitor.page.goto(publicHref!);
      const topicPage = visitor.page.getByTestId('topic-page');
      await expect(topicPage.getByTestId('topic-title')).toHaveText(title);
      await expect(visitor.page).toHaveTitle(`${title} | ${productName}`);
      await expect(topicPage.getByTestId('topic-price')).toHaveText(expectedPrice);
      await expect(topicPage.getByTestId('topic-gallery-image')).toHaveAttribute(
        'src',
        /^\/uploads\/topic\/[a-f0-9]{32}-large\.webp$/,
      );
      await expect(topicPage.getByText('Tabelle pivot')).toBeVisible();
      await expect(topicPage.getByTestId('topic-owner-bar')).toHaveCount(0);
      await expect(
        topicPage.getByTestId('topic-summary').getByTestId('favourite-toggle'),
      ).toBeVisible();
      await expect(
        topicPage.getByTestId('topic-provider').getByRole('link').first(),
      ).toHaveAttribute('href', new RegExp(`/${provider.username}$`));
    } finally {
      await visitor.close();
    }
  });

  test('unpublishing hides a topic from visitors; deleting asks first', async ({
    app,
    page,
    lang,
    browser,
  }, testInfo) => {
    await signUpAsProvider(page);
    const title = `Negoziazione ${uniqueName('n')}`;
    const added = await callApi(page, 'addtopic', {
      title,
      category: 'negotiation',
      description: '<p>Tecniche di negoziazione.</p>',
      price: 0,
    });
    const topic = added.body.topic as { id: number; url: string };
    await callApi(page, 'publishtopic', { id: topic.id, publish: true });

    await app.goto('/manage_topic');
    const row = page.getByTestId('manage-topic-row').filter({ hasText: title });
    await expect(row).toContainText(app.t('catalogue.free'));
    await row.getByRole('button', { name: app.t('topics.manage.unpublish') }).press('Enter');
    await expect(page.getByTestId('manage-topics-message')).toHaveText(
      app.t('topics.manage.unpublished', { title }),
    );
    await expect(row.getByTestId('topic-status-badge')).toHaveText(app.t('topics.status.draft'));

    const visitor = await visitorPage(browser, testInfo, lang);
    try {
      await visitor.page.goto(app.path(`/topic/${topic.url}`));
      await expect(visitor.page.getByTestId('not-found-page')).toBeVisible();
    } finally {
      await visitor.close();
    }
    // Its owner still sees the draft, with a banner saying so.
    await app.goto(`/topic/${topic.url}`);
    await expect(page.getByTestId('topic-owner-bar')).toContainText(
      app.t('topics.owner.draftText'),
    );

    await app.goto('/manage_topic?status=draft');
    await row.getByRole('button', { name: app.t('topics.manage.delete') }).press('Enter');
    const dialog = page.getByTestId('delete-topic-dialog');
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: app.t('topics.delete.cancel') }).press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: app.t('topics.manage.delete') }).press('Enter');
    await dialog.getByTestId('confirm-delete-topic').press('Enter');
    await expect(page.getByTestId('manage-topics-message')).toHaveText(
      app.t('topics.manage.deleted', { title }),
    );
    await expect(page.getByTestId('manage-topics-empty')).toContainText(
      app.t('topics.manage.emptyTitle'),
    );
  });

  test('a seeker is told that only providers publish topics', async ({ app, page }) => {
    await signUpAndLogIn(page);
    await app.goto('/addtopic');
    const notice = page.getByTestId('topic-seeker-notice');
    await expect(notice.getByRole('heading', { level: 1 })).toHaveText(
      app.t('topics.seeker.title'),
    );
    await notice.getByRole('link', { name: app.t('topics.seeker.settings') }).press('Enter');
    expect(app.appUrl()).toBe('/settings');
  });
});
