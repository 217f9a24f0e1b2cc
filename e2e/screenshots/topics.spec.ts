import path from 'node:path';
import type { Page } from '@playwright/test';
import { callApi, expect, forEachLanguage, test } from '../fixtures.ts';
import { signUpAndLogIn, solidPng } from '../support/profile-settings.ts';

// A visual record of the topic screens for reviewers: `npm run screenshots`.
const outDir =
  process.env.SCREENSHOT_DIR ??
  path.resolve(import.meta.dirname, '../../playwright-report/screenshots');

/** Waits until every image of the page has loaded (or failed), so none is blank in a shot. */
async function imagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
      ),
    )
    .toBe(true);
}

async function uploadImage(page: Page, topicId: number, colour: [number, number, number]) {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  const reply = await page.context().request.post('/inc/upload', {
    multipart: {
      topicId: String(topicId),
      file: { name: 'image.png', mimeType: 'image/png', buffer: await solidPng(900, colour) },
    },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') },
  });
  expect(reply.status()).toBe(200);
}

const sample = {
  title: 'Excel avanzato per il controllo di gestione',
  category: 'office-tools',
  description:
    '<p>Un percorso <strong>pratico</strong> per chi prepara report e cruscotti ogni settimana.</p><h2>Programma</h2><ul><li>Power Query per importare e pulire i dati</li><li>Tabelle pivot e grafici dinamici</li><li>Cruscotti interattivi con filtri</li></ul><blockquote>Si lavora sui file dei partecipanti.</blockquote>',
  outcomes: [
    'Automatizzare l’import dei dati con Power Query',
    'Costruire tabelle pivot in autonomia',
    'Creare un cruscotto mensile',
  ],
  audience: 'Controller, analisti e responsabili amministrativi che usano Excel ogni giorno.',
  durationHours: 16,
  delivery: 'blended',
  languages: ['it', 'en'],
  location: 'Milano',
  price: 125050,
};

forEachLanguage((lang) => {
  test.describe('screenshots', () => {
    test('topic screens', async ({ app, page }, testInfo) => {
      test.setTimeout(90_000);
      const name = (screen: string) =>
        path.join(outDir, `${testInfo.project.name}-${lang}-topics-${screen}.png`);

      await signUpAndLogIn(page);
      await app.goto('/addtopic');
      await expect(page.getByTestId('topic-seeker-notice')).toBeVisible();
      await page.screenshot({ path: name('seeker') });

      await callApi(page, 'serviceType', { Provider: true, Seeker: false });
      await callApi(page, 'updateprofile', {
        firstName: 'Giulia',
        lastName: 'Conti',
        headline: 'Formatrice Excel e Power BI',
      });
      await app.goto('/manage_topic');
      await expect(page.getByTestId('manage-topics-empty')).toBeVisible();
      await page.screenshot({ path: name('manage-empty') });

      await app.goto('/addtopic');
      const form = page.getByTestId('topic-details-form');
      await expect(form).toBeVisible();
      await page.screenshot({ path: name('wizard-details'), fullPage: true });
      await form.getByRole('button').last().press('Enter');
      await page.screenshot({ path: name('wizard-errors') });

      const added = await callApi(page, 'addtopic', sample);
      const topic = added.body.topic as { id: number; url: string };
      await uploadImage(page, topic.id, [15, 95, 99]);
      await uploadImage(page, topic.id, [242, 169, 59]);
      await app.goto(`/addtopic?id=${topic.id}`);
      await expect(form.locator('#topic-description')).toContainText('Power Query');
      await page.screenshot({ path: name('wizard-filled'), fullPage: true });
      await app.goto(`/addtopic?id=${topic.id}&step=images`);
      await expect(page.getByTestId('topic-image')).toHaveCount(2);
      await imagesLoaded(page);
      await page.screenshot({ path: name('wizard-images') });

      await app.goto(`/addtopic/overview?id=${topic.id}`);
      await expect(page.getByTestId('topic-overview')).toBeVisible();
      await expect(page.getByTestId('topic-gallery-image')).toBeVisible();
      await imagesLoaded(page);
      await page.screenshot({ path: name('overview'), fullPage: true });

      for (const [index, title] of ['Power BI per manager', 'Comunicare con i dati'].entries()) {
        const other = await callApi(page, 'addtopic', {
          ...sample,
          title,
          price: 45000 + index * 10000,
        });
        const id = (other.body.topic as { id: number }).id;
        if (index === 0) await callApi(page, 'publishtopic', { id, publish: true });
      }
      await callApi(page, 'publishtopic', { id: topic.id, publish: true });
      await app.goto('/manage_topic');
      await expect(page.getByTestId('manage-topic-row')).toHaveCount(3);
      await imagesLoaded(page);
      await page.screenshot({ path: name('manage-list'), fullPage: true });
      await page.getByTestId('manage-topic-row').first().getByRole('button').last().press('Enter');
      await expect(page.getByTestId('delete-topic-dialog')).toBeVisible();
      await page.waitForTimeout(300); // the dialog's fade-in
      await page.screenshot({ path: name('delete-dialog') });
      await page.keyboard.press('Escape');

      await app.goto(`/topic/${topic.url}`);
      await expect(page.getByTestId('topic-owner-bar')).toBeVisible();
      await imagesLoaded(page);
      await page.screenshot({ path: name('page-owner') });

      // A demo topic with reviews, as a visitor sees it.
      await callApi(page, 'logout');
      const found = await callApi(page, 'searchBar', { search: 'leadership' });
      const demo = (found.body.topicDetail as Array<{ url: string }>)[0];
      if (demo) {
        await app.goto(`/topic/${demo.url.replace(/^\/?topic\//, '')}`);
        await expect(page.getByTestId('topic-page')).toBeVisible();
        await imagesLoaded(page);
        await page.screenshot({ path: name('page-visitor'), fullPage: true });
      }
    });
  });
});
