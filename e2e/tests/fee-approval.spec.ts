import { callApi, expect, logIn, test as base } from '../fixtures.ts';
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

test.describe('fee approval', () => {
  test('a manager books for two colleagues above the threshold; the admin approves it in fee approval and the budget follows', async ({
    app,
    page,
    browser,
    lang,
    companies,
  }, testInfo) => {
    test.slow();
    // A provider outside the company's list: 300,00 € a head + 22 % VAT.
    const provider = await openPerson(browser, testInfo, lang);
    await becomeProvider(provider.page);
    const title = `Budget e controllo ${Math.random().toString(36).slice(2, 7)}`;
    const topic = await publishTopic(provider.page, title);
    await provider.close();

    // The admin sets the threshold (500 €) and the location's budget (10 000 €) of the training's year.
    await logIn(page, companies.admin.username, companies.admin.password);
    await app.goto('/dashboard/c/feeapproval');
    await expect(page.getByTestId('fee-empty')).toBeVisible();
    await page.getByTestId('fee-threshold').fill('500');
    await page.getByTestId('fee-settings-save').click();
    await expect(page.getByText(app.t('feeApproval.settings.saved'))).toBeVisible();
    const year = daysAheadInput(10).slice(0, 4);
    await page.getByTestId('budget-year').selectOption(year);
    await page.getByTestId('budget-amount').fill('10000');
    await page.getByTestId('budget-save').click();
    const budget = page.getByTestId('fee-budgets').getByTestId('budget-line');
    await expect(budget).toHaveCount(1);
    await expect(budget.getByTestId('budget-booked')).toHaveText(/0[.,]00/);

    // The manager books the topic for two named colleagues, for the company: 732,00 € waits.
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
    // For the company by default; before sending, the form says it will wait for approval, and why.
    await expect(
      dialog.getByRole('radio', {
        name: app.t('bookings.request.forCompany', { company: companies.company.name }),
      }),
    ).toBeChecked();
    await expect(dialog.getByTestId('booking-price-total')).toHaveText(/732[.,]00/);
    const outcome = dialog.getByTestId('booking-outcome-approval');
    await expect(outcome).toContainText(app.t('budgets.outcome.waits'));
    await expect(outcome.getByTestId('booking-outcome-threshold')).toHaveText(/500[.,]00/);
    await expect(outcome.getByTestId('booking-outcome-outsideList')).toHaveCount(0);
    await dialog.getByTestId('booking-request-submit').click();
    await expect.poll(() => app.appUrl()).toMatch(/^\/mybooking\/\d+$/);
    await expect(page.getByTestId('booking-state').first()).toHaveAttribute(
      'data-state',
      'awaiting_approval',
    );
    // A manager sees it waiting in fee approval, and cannot decide it.
    await app.goto('/dashboard/c/feeapproval');
    await expect(page.getByTestId('fee-read-only')).toBeVisible();
    await expect(page.getByTestId('fee-booking').filter({ hasText: title })).toBeVisible();
    await expect(page.getByTestId('fee-approve')).toHaveCount(0);

    // The admin reaches fee approval from Event Approval and approves it.
    await logIn(page, companies.admin.username, companies.admin.password);
    await app.goto('/dashboard/i/eventapproval');
    await page
      .getByTestId('fee-approval-link')
      .getByRole('link', { name: app.t('feeApproval.linkDecide') })
      .click();
    await expect.poll(() => app.appUrl()).toBe('/dashboard/c/feeapproval');
    const card = page.getByTestId('fee-booking').filter({ hasText: title });
    await expect(card.getByTestId('fee-reason-threshold')).toBeVisible();
    await expect(card.getByTestId('fee-gross')).toHaveText(/732[.,]00/);
    await expect(card.getByTestId('fee-booker')).toContainText('Manager');
    await page.getByTestId('budget-year').selectOption(year);
    await expect(budget.getByTestId('budget-booked')).toHaveText(/0[.,]00/);
    await card.getByTestId('fee-approve').click();
    await expect(page.getByTestId('fee-approve-dialog')).toContainText(/732[.,]00/);
    await page.getByTestId('fee-approve-confirm').click();
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('fee-empty')).toBeVisible();
    await expect(budget.getByTestId('budget-booked')).toHaveText(/732[.,]00/);

    // The booking went on to the provider.
    const list = await callApi(page, 'mybookings', { side: 'company' });
    const booked = (list.body.list as Array<{ title: string; state: string }>).find(
      (each) => each.title === title,
    );
    expect(booked?.state).toBe('requested');
  });
});
