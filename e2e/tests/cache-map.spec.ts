import { expect, logIn, test as base } from '../fixtures.ts';
import { openPerson } from '../support/messages.ts';
import { languageByWidth } from '../support/profile-settings.ts';
import { becomeProvider, publishTopic } from '../support/trainings.ts';
import { fillDateField } from '../support/date-fields.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

/** A `datetime-local` value some days ahead, at 09:00 in the browser's zone. */
function daysAheadInput(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:00`;
}

declare global {
  interface Window {
    /** Set by the test in the page: still there afterwards means the page was never reloaded. */
    cacheMapProbe?: boolean;
  }
}

test.describe('cache map', () => {
  test('an approval in fee approval shows on the booking page at once, in the same tab, without a reload', async ({
    app,
    page,
    browser,
    lang,
    companies,
  }, testInfo) => {
    test.slow();
    const provider = await openPerson(browser, testInfo, lang);
    await becomeProvider(provider.page);
    const title = `Mappa della cache ${Math.random().toString(36).slice(2, 7)}`;
    const topic = await publishTopic(provider.page, title);
    await provider.close();

    // The admin sets a threshold of 500 €: the manager's booking of two (732,00 €) waits for it.
    await logIn(page, companies.admin.username, companies.admin.password);
    await app.goto('/dashboard/c/feeapproval');
    await page.getByTestId('fee-threshold').fill('500');
    await page.getByTestId('fee-settings-save').click();
    await expect(page.getByText(app.t('feeApproval.settings.saved'))).toBeVisible();

    await logIn(page, companies.manager.username, companies.manager.password);
    await app.goto(`/topic/${topic.url}`);
    await page.getByTestId('request-booking').click();
    const dialog = page.getByRole('dialog', {
      name: app.t('bookings.request.title', { title }),
    });
    await dialog.getByTestId('participants-mode-named').check();
    await dialog.getByTestId('booking-named-name-0').fill('Marco Bruno');
    await dialog.getByRole('button', { name: app.t('bookings.named.add') }).click();
    await dialog.getByTestId('booking-named-name-1').fill('Elena Conti');
    await fillDateField(dialog.getByTestId('booking-date-0'), daysAheadInput(10));
    await dialog
      .getByRole('radio', {
        name: app.t('bookings.request.forCompany', { company: companies.company.name }),
      })
      .check();
    await dialog.getByTestId('booking-request-submit').click();
    await expect.poll(() => app.appUrl()).toMatch(/^\/mybooking\/\d+$/);
    const bookingPath = app.appUrl();

    // The admin opens the booking from fee approval: it waits for approval.
    await logIn(page, companies.admin.username, companies.admin.password);
    await app.goto('/dashboard/c/feeapproval');
    await page.evaluate(() => {
      window.cacheMapProbe = true;
    });
    const card = page.getByTestId('fee-booking').filter({ hasText: title });
    await card.getByRole('link', { name: title }).click();
    await expect.poll(() => app.appUrl()).toBe(bookingPath);
    const state = page.getByTestId('booking-state').first();
    await expect(state).toHaveAttribute('data-state', 'awaiting_approval');

    // Back in fee approval (the same page, not loaded again), the admin approves it…
    await page.goBack();
    await expect.poll(() => app.appUrl()).toBe('/dashboard/c/feeapproval');
    await card.getByTestId('fee-approve').click();
    await page.getByTestId('fee-approve-confirm').click();
    await expect(card).toHaveCount(0);

    // …and the booking page, shown again from the tab's history, is current at once.
    await page.goForward();
    await expect.poll(() => app.appUrl()).toBe(bookingPath);
    await expect(state).toHaveAttribute('data-state', 'requested');
    expect(await page.evaluate(() => window.cacheMapProbe)).toBe(true);
  });
});
