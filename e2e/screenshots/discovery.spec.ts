import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoAccounts, expect, test as base } from '../fixtures.ts';
import { addFavourites, openProvider, type CreatedTopic } from '../support/discovery.ts';
import { languageByWidth, signUpAndLogIn } from '../support/profile-settings.ts';

// A visual record of home, favourites and a public profile (Italian at 1280, English at 375).
const outDir =
  process.env.SCREENSHOT_DIR ??
  path.resolve(import.meta.dirname, '../../playwright-report/screenshots');
const test = base.extend(languageByWidth);

/**
 * Loads every lazy image before a full-page screenshot: scrolling reaches those below the fold;
 * those in the sideways-scrolling rows of a phone never enter the viewport, so they turn eager.
 */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (const image of Array.from(document.querySelectorAll('img[loading="lazy"]'))) {
      (image as HTMLImageElement).loading = 'eager';
    }
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
    .toBe(true);
}

test.describe('screenshots', () => {
  test('discovery screens', async ({ app, page, browser, lang }, testInfo) => {
    test.setTimeout(90_000);
    const name = (screen: string) =>
      path.join(outDir, `${testInfo.project.name}-${lang}-${screen}.png`);

    await app.goto('/');
    await expect(page.getByTestId('home-topics').getByTestId('topic-card')).toHaveCount(8);
    await loadLazyImages(page);
    await page.screenshot({ path: name('discovery-home'), fullPage: true });

    await app.goto(`/${demoAccounts.provider}`);
    await expect(
      page.getByTestId('profile-topics').getByTestId('topic-card').first(),
    ).toBeVisible();
    await loadLazyImages(page);
    await page.screenshot({ path: name('discovery-profile'), fullPage: true });

    const provider = await openProvider(browser, testInfo);
    const topics: CreatedTopic[] = [];
    for (let i = 1; i <= 5; i += 1) {
      topics.push(await provider.publishTopic(`Analisi dei dati ${i}`, i % 2 === 1));
    }
    await provider.done();
    await signUpAndLogIn(page);
    await app.goto('/myfavorite');
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
    await page.screenshot({ path: name('discovery-favourites-empty') });
    await addFavourites(page, topics);
    await page.reload();
    await expect(page.getByTestId('favourite-card')).toHaveCount(5);
    await loadLazyImages(page);
    await page.screenshot({ path: name('discovery-favourites'), fullPage: true });

    await app.goto('/');
    await expect(page.getByTestId('trainer-setup')).toBeVisible();
    await page.getByTestId('trainer-setup').scrollIntoViewIfNeeded();
    await page.screenshot({ path: name('discovery-home-setup') });
  });
});
