import type { Page } from '@playwright/test';
import { expect, logIn, test as base } from '../fixtures.ts';
import { createStaffMember, signInWithCode } from '../support/operators.ts';
import { languageByWidth, signUpAndLogIn } from '../support/profile-settings.ts';
import { saveCompanyBilling, uniqueItalianVatId } from '../support/money.ts';
import { becomeProvider } from '../support/trainings.ts';
import { readDateField } from '../support/date-fields.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

/** Nothing sticks out sideways: the page scrolls only downwards (the 375 px layout). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('billing details', () => {
  test('a provider enters a wrong IBAN, reads why, fixes it and saves', async ({ app, page }) => {
    const provider = await signUpAndLogIn(page);
    await becomeProvider(page);
    await app.goto('/dashboard/c/billing');
    const form = page.getByTestId('billing-form-mine');
    await expect(form).toBeVisible();
    await expect(page.getByTestId('billing-status-mine')).toHaveText(app.t('billing.incomplete'));
    // A buyer-only page part (the subscription) is not there for someone of no company.
    await expect(page.getByTestId('billing-subscription')).toHaveCount(0);

    await form.getByTestId('billing-legalName').fill('Formazione Rossi di Anna Rossi');
    await form.getByTestId('billing-street').fill('Via Garibaldi 7');
    await form.getByTestId('billing-postalCode').fill('10122');
    await form.getByTestId('billing-city').fill('Torino');
    await form.getByTestId('billing-province').fill('TO');
    await form.getByTestId('billing-vatId').fill('07332100986');
    await form.getByTestId('billing-iban').fill('IT60 X054 2811 1010 0000 0123 457');
    // Standard VAT owes no stamp duty; an exempt training body chooses who bears it.
    await expect(form.getByTestId('billing-stamp-duty-charged')).toHaveCount(0);
    await form.getByTestId('billing-regime-exempt_training').check();
    await expect(form.getByText(/633\/1972/)).toBeVisible();
    const stampDuty = form.getByRole('checkbox', {
      name: app.t('billing.fields.stampDutyCharged'),
    });
    await expect(stampDuty).toBeChecked();
    await stampDuty.uncheck();
    // A change of billing details is confirmed with the account's password.
    await form.getByTestId('billing-password').fill(provider.password);
    await form.getByTestId('billing-save-mine').click();

    const ibanError = form.getByTestId('billing-iban-error');
    await expect(ibanError).toHaveText(app.t('billing.problems.iban'));
    await expect(form.getByTestId('billing-iban')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByTestId('billing-iban')).toBeFocused();
    await expectNoSidewaysScroll(page);

    await form.getByTestId('billing-iban').fill('IT60 X054 2811 1010 0000 0123 456');
    await form.getByTestId('billing-save-mine').click();
    await expect(form.getByTestId('billing-saved-mine')).toHaveText(app.t('billing.saved'));
    await expect(ibanError).toHaveCount(0);
    await expect(page.getByTestId('billing-status-mine')).toHaveText(app.t('billing.complete'));

    // Kept: the profile page shows the same details, IBAN in its electronic form.
    await app.goto('/profile');
    await expect(page.getByTestId('billing-iban')).toHaveValue('IT60X0542811101000000123456');
    await expect(page.getByTestId('billing-regime-exempt_training')).toBeChecked();
    await expect(page.getByTestId('billing-stamp-duty-charged')).not.toBeChecked();
    await expectNoSidewaysScroll(page);
  });

  test('a company admin sees the plan and the trial days and edits the company’s details; a manager reads them', async ({
    app,
    page,
    companies,
  }) => {
    await logIn(page, companies.admin.username, companies.admin.password);
    await app.goto('/dashboard/c/billing');
    await expect(page.getByTestId('billing-plan')).toHaveText(app.t('billing.plans.trial'));
    await expect(page.getByTestId('billing-trial-days')).toHaveText(
      app.t('billing.subscription.days_other', { count: String(companies.company.trialDays) }),
    );
    await expect(page.getByTestId('billing-includes').getByRole('listitem')).toHaveCount(8);
    await expect(page.getByTestId('trial-ended')).toHaveCount(0);

    const form = page.getByTestId('billing-form-company');
    await expect(page.getByTestId('billing-status-company')).toHaveText(
      app.t('billing.incomplete'),
    );
    await form.getByTestId('billing-legalName').fill(companies.company.name);
    await form.getByTestId('billing-street').fill('Via Tortona 25');
    await form.getByTestId('billing-postalCode').fill('20144');
    await form.getByTestId('billing-city').fill('Milano');
    await form.getByTestId('billing-province').fill('MI');
    await form.getByTestId('billing-vatId').fill(uniqueItalianVatId());
    await form.getByTestId('billing-password').fill(companies.admin.password);
    await form.getByTestId('billing-save-company').click();
    // An Italian company needs an SDI code or a PEC.
    await expect(form.getByTestId('billing-sdiCode-error')).toHaveText(
      app.t('billing.problems.sdiOrPec'),
    );
    await form.getByTestId('billing-pec').fill('amministrazione@pec.example.it');
    await form.getByTestId('billing-save-company').click();
    await expect(form.getByTestId('billing-saved-company')).toBeVisible();
    await expect(page.getByTestId('billing-status-company')).toHaveText(app.t('billing.complete'));
    await expectNoSidewaysScroll(page);

    await logIn(page, companies.manager.username, companies.manager.password);
    await app.goto('/dashboard/c/billing');
    await expect(page.getByTestId('billing-readonly')).toBeVisible();
    await expect(page.getByTestId('billing-view-company-pec')).toHaveText(
      'amministrazione@pec.example.it',
    );
    await expect(page.getByTestId('billing-view-company-sdiCode')).toHaveText('0000000');
    await expect(page.getByTestId('billing-form-company')).toHaveCount(0);
  });

  test('the profile menu’s Billing leads to the Billing page', async ({ app, page, companies }) => {
    await logIn(page, companies.admin.username, companies.admin.password);
    await app.goto('/dashboard');
    await page.getByRole('button', { name: app.t('header.accountMenu') }).click();
    await page
      .getByTestId('profile-menu-panel')
      .getByRole('link', { name: app.t('header.billing') })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/c\/billing$/);
    await expect(
      page.getByRole('heading', { level: 1, name: app.t('billing.title') }),
    ).toBeVisible();
  });

  test('a company’s plan request becomes the operator’s invoice, its payment and a new end date', async ({
    app,
    page,
    companies,
  }) => {
    test.slow();
    // The company's admin, its billing details saved, asks for the business plan from Billing.
    await logIn(page, companies.admin.username, companies.admin.password);
    await saveCompanyBilling(page, companies.admin, companies.company.name, { sdiCode: 'ABC1234' });
    await app.goto('/dashboard/c/billing');
    await page.getByTestId('plan-business').check();
    await page.getByTestId('plan-request-submit').click();
    await expect(page.getByTestId('plan-request-sent')).toBeVisible();

    // An operator sells it from the console, in three steps.
    const operator = await createStaffMember(page, 'operator');
    await signInWithCode(app, page, operator);
    await app.goto('/admin/plans');
    await expect(page.getByTestId('plan-prices').getByRole('listitem').first()).toBeVisible();
    const request = page.getByTestId('plan-request').filter({ hasText: companies.company.name });
    await request.getByTestId('plan-issue-invoice').click();
    const invoiceStep = request.getByTestId('plan-step-invoice');
    await expect(invoiceStep).toContainText(/INV-\d{4}-\d{4}/);
    const number = /INV-\d{4}-\d{4}/.exec((await invoiceStep.textContent()) ?? '')![0];
    await expect(invoiceStep.getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      /\/inc\/documents\/invoices\/\d+\.pdf$/,
    );
    await request.getByTestId('plan-record-payment').click();
    await expect(request.getByTestId('plan-step-payment')).toContainText(
      app
        .t('console.plans.paid', { date: '' })
        .replace(/[.\s]+$/, '')
        .trim(),
    );
    // The subscription's step appears once the payment is recorded, its end date filled in.
    const endDateField = request.getByTestId('plan-end-date');
    await expect.poll(() => readDateField(endDateField)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const endDate = await readDateField(endDateField);
    await request.getByTestId('plan-set-subscription').click();
    await expect(request.getByTestId('plan-step-subscription')).toContainText(
      app
        .t('console.plans.done', { date: '' })
        .replace(/[.\s]+$/, '')
        .trim(),
    );
    await expectNoSidewaysScroll(page);

    // The company's admin finds the invoice received and the plan on Billing, to its new end.
    await logIn(page, companies.admin.username, companies.admin.password);
    await app.goto('/dashboard/c/billing');
    await expect(page.getByTestId('billing-plan')).toHaveText(app.t('billing.plans.business'));
    await expect(page.getByTestId('billing-end-date')).toHaveText(
      new Intl.DateTimeFormat(app.lang === 'it' ? 'it-IT' : 'en-GB', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${endDate}T12:00:00Z`)),
    );
    await app.goto('/dashboard/c/invoicelist');
    await expect(page.getByTestId(`invoice-row-${number}`)).toContainText(
      app.t('invoices.states.paid'),
    );
  });
});
