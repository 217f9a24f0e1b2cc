import path from 'node:path';
import { callApi, expect, forEachLanguage, test } from '../fixtures.ts';
import { signUpAndLogIn } from '../support/profile-settings.ts';

// A visual record of the requirement screens for reviewers: `npm run screenshots`.
const outDir =
  process.env.SCREENSHOT_DIR ??
  path.resolve(import.meta.dirname, '../../playwright-report/screenshots');

const year = new Date().getUTCFullYear() + 1;

forEachLanguage((lang) => {
  test.describe('screenshots', () => {
    test('requirement screens', async ({ app, page }, testInfo) => {
      const name = (screen: string) =>
        path.join(outDir, `${testInfo.project.name}-${lang}-requirements-${screen}.png`);
      await signUpAndLogIn(page);
      await callApi(page, 'updateprofile', { firstName: 'Chiara', lastName: 'Galli' });

      await app.goto('/manage_requirement');
      await expect(page.getByTestId('my-requirements-empty')).toBeVisible();
      await page.screenshot({ path: name('manage-empty') });

      await app.goto('/requirement/addrequirement');
      await expect(page.getByTestId('requirement-form')).toBeVisible();
      await page.screenshot({ path: name('form'), fullPage: true });
      await page.getByTestId('requirement-form').getByRole('button').last().press('Enter');
      await expect(page.getByTestId('requirement-form-error')).toBeVisible();
      await page.screenshot({ path: name('form-errors'), fullPage: true });
      const form = page.getByTestId('requirement-form');
      await form.getByRole('textbox').first().fill('Excel');
      await form.locator('input[name=budgetMin]').fill('900');
      await form.locator('input[name=budgetMax]').fill('500');
      await form.locator('input[name=deadline]').fill('2020-01-01');
      await form.locator('input[name=budgetMax]').focus();
      await page.screenshot({ path: name('form-budget-error') });

      const samples = [
        {
          title: 'Corso di Excel avanzato per l’ufficio vendite',
          category: 'office-tools',
          participants: 12,
          delivery: 'blended',
          location: 'Milano',
          language: 'it',
          budgetMin: 150000,
          budgetMax: 250000,
          preferredStart: `${year}-03-02`,
          preferredEnd: `${year}-03-27`,
          deadline: `${year}-02-14`,
        },
        {
          title: 'Leadership training for new team leads',
          category: 'leadership',
          participants: 8,
          delivery: 'online',
          language: 'en',
          budgetMax: 400000,
        },
        { title: 'GDPR refresher for the HR office', category: 'compliance-privacy' },
      ];
      const urls: string[] = [];
      for (const sample of samples) {
        const reply = await callApi(page, 'addrequirement', {
          description:
            'Il team vendite usa Excel ogni giorno ma conosce solo le basi.\n\nObiettivi: tabelle pivot, grafici dinamici, funzioni di ricerca e un cruscotto mensile condiviso. Preferiamo due mezze giornate in sede con esercitazioni sui nostri dati.',
          ...sample,
        });
        urls.push((reply.body.requirement as { url: string }).url);
      }

      await app.goto(`/requirement/${urls[0]}`);
      await expect(page.getByTestId('requirement-page')).toBeVisible();
      await page.screenshot({ path: name('detail-owner'), fullPage: true });

      await app.goto('/manage_requirement');
      await expect(page.getByTestId('my-requirement')).toHaveCount(3);
      await page.screenshot({ path: name('manage'), fullPage: true });
      await page.getByTestId('my-requirement').first().getByRole('button').last().press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState === 'finished'),
      );
      await page.screenshot({ path: name('delete-dialog') });
      await page.keyboard.press('Escape');

      const id = (
        (await callApi(page, 'requirementdetail', { url: urls[2] })).body.requirement as {
          id: number;
        }
      ).id;
      await callApi(page, 'setrequirementstatus', { id, status: 'closed' });
      await app.goto(`/requirement/${urls[2]}`);
      await expect(page.getByTestId('requirement-closed')).toBeVisible();
      await page.screenshot({ path: name('detail-closed'), fullPage: true });
    });
  });
});
