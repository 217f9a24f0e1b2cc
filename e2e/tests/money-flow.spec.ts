import fs from 'node:fs';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { callApi, expect, logIn, test as base, type App, type Lang } from '../fixtures.ts';
import type { CompanyPoolEntry } from '../support/company-pool.ts';
import { openPerson } from '../support/messages.ts';
import { uniqueItalianVatId } from '../support/money.ts';
import { languageByWidth } from '../support/profile-settings.ts';
import { becomeProvider, elapse, hoursToPass, publishTopic } from '../support/trainings.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

/**
 * The money of one training, followed as the company and the provider see it (issue 13's central
 * flow): an approved company booking → purchase order → the provider acknowledges it → the training
 * completes (real jobs, time moved by the test control) → the provider issues the invoice → the
 * company downloads its PDF and sees it matches the order → the provider marks it paid → revenue
 * and spending show it. And a cancelled booking whose invoice the provider cancels with a credit
 * note. The API only sets up people, billing details (their form has billing.spec.ts) and the
 * booking (bookings.spec.ts); every money step is clicked.
 */

/** 1 × 300,00 € + 22 % VAT: the gross of every document here, in the viewer's locale. */
const gross = (lang: Lang) => (lang === 'it' ? /366,00\s€/ : /€366\.00/);
const zero = (lang: Lang) => (lang === 'it' ? /(?<![\d.,])0,00\s€/ : /€0\.00/);

/** Nothing sticks out sideways: the page scrolls only downwards (the 375 px layout). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(9, 0, 0, 0);
  return date.toISOString();
};

/** A fresh provider (own browser) with a published topic and billing details that can invoice. */
async function providerWithTopic(browser: Browser, testInfo: TestInfo, lang: Lang) {
  const provider = await openPerson(browser, testInfo, lang);
  await becomeProvider(provider.page);
  const topic = await publishTopic(
    provider.page,
    `Contabilità per formatori ${Math.random().toString(36).slice(2, 7)}`,
  );
  const legalName = `Formazione ${provider.person.username}`;
  const saved = await callApi(provider.page, 'saveMyBillingDetails', {
    legalName,
    street: 'Via Garibaldi 7',
    postalCode: '10122',
    city: 'Torino',
    province: 'TO',
    country: 'IT',
    vatId: 'IT00743110157',
    iban: 'IT60X0542811101000000123456',
    vatRegime: 'standard',
  });
  expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ status: true });
  return { ...provider, topic, legalName };
}

/** The pool company's first location gets billing details; its admin books the topic for it. */
async function companyBooking(
  page: Page,
  companies: CompanyPoolEntry,
  provider: Page,
  topicId: number,
) {
  await logIn(page, companies.admin.username, companies.admin.password);
  const legalName = `${companies.company.name} S.p.A.`;
  const saved = await callApi(page, 'saveCompanyBillingDetails', {
    legalName,
    street: 'Via Tortona 25',
    postalCode: '20144',
    city: 'Milano',
    province: 'MI',
    country: 'IT',
    vatId: uniqueItalianVatId(),
    pec: 'amministrazione@pec.example.it',
  });
  expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ status: true });
  const requested = await callApi(page, 'requestbooking', {
    topicId,
    dates: JSON.stringify([inDays(12)]),
    participants: 1,
    delivery: 'online',
    forCompany: true,
  });
  expect(requested.body, JSON.stringify(requested.body)).toMatchObject({ status: true });
  const bookingId = (requested.body.booking as { id: number }).id;
  const accepted = await callApi(provider, 'bookingtransition', {
    id: bookingId,
    transition: 'accept',
    dateIndex: 0,
  });
  expect(accepted.body, JSON.stringify(accepted.body)).toMatchObject({ status: true });
  return { bookingId, legalName };
}

/** The company's staff issue the order on the booking's page: its number. */
async function issueOrder(app: App, bookingId: number): Promise<string> {
  await app.goto(`/mybooking/${bookingId}`);
  await app.page.getByTestId('po-reference').fill('CDC-42');
  await app.page.getByTestId('po-issue-submit').click();
  const number = app.page.getByTestId('po-panel-number');
  await expect(number).toHaveText(/^PO-\d{4}-0001$/);
  await expect(app.page.getByTestId('po-panel-state')).toHaveAttribute('data-state', 'issued');
  return (await number.textContent()) ?? '';
}

/**
 * The provider issues the invoice on the booking's page (before the training, as an advance,
 * ticked as such) and opens it: its number.
 */
async function issueInvoice(
  app: App,
  bookingId: number,
  { advance = false }: { advance?: boolean } = {},
): Promise<string> {
  await app.goto(`/mybooking/${bookingId}`);
  const panel = app.page.getByTestId('issue-invoice');
  await expect(panel.getByTestId('issue-invoice-gross')).toHaveText(gross(app.lang));
  if (advance) await panel.getByTestId('issue-invoice-advance').check();
  await panel.getByTestId('issue-invoice-submit').click();
  // It asks first: the invoice is numbered at once and never changes.
  await expect(app.page.getByTestId('issue-invoice-confirm')).toContainText(
    app.t(advance ? 'invoices.issue.confirmAdvanceTitle' : 'invoices.issue.confirmTitle'),
  );
  await app.page.getByTestId('issue-invoice-confirm-button').click();
  const issued = app.page.getByTestId('booking-invoice');
  await expect(issued).toContainText(/INV-\d{4}-0001/);
  const number = /INV-\d{4}-0001/.exec((await issued.textContent()) ?? '')?.[0] ?? '';
  // The order beside it on the page follows at once: the invoice quotes it.
  await expect(app.page.getByTestId('po-panel-state')).toHaveAttribute('data-state', 'invoiced');
  await issued.getByRole('link').click();
  await expect(app.page).toHaveURL(/\/dashboard\/i\/invoice\?id=\d+$/);
  const detail = app.page.getByTestId('invoice-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toContainText(number);
  await expect(detail.getByTestId('invoice-detail-state')).toHaveText(
    app.t('invoices.states.issued'),
  );
  return number;
}

/** The provider's revenue of this year (the picker opens on it). */
async function openRevenue(app: App) {
  await app.goto('/revenue');
  await expect(app.page.getByRole('heading', { level: 1 })).toHaveText(app.t('revenue.title'));
  await expect(app.page.getByTestId('revenue-year')).toHaveValue(String(new Date().getFullYear()));
}

async function openSpending(app: App) {
  await app.goto('/dashboard/c/totalspending');
  await expect(app.page.getByRole('heading', { level: 1 })).toHaveText(app.t('spending.title'));
  await expect(app.page.getByTestId('spending-year')).toHaveValue(String(new Date().getFullYear()));
}

test.describe('the money of a training', () => {
  test('order, acknowledgement, completion, invoice, matched PDF, paid, revenue and spending', async ({
    app,
    page,
    browser,
    lang,
    companies,
  }, testInfo) => {
    test.slow();
    const provider = await providerWithTopic(browser, testInfo, lang);
    const { bookingId, legalName } = await companyBooking(
      page,
      companies,
      provider.page,
      provider.topic.id,
    );

    // The company admin issues the purchase order from the booking's page.
    const orderNumber = await issueOrder(app, bookingId);

    // The provider finds it among the orders received and acknowledges it.
    await provider.app.goto('/dashboard/i/purchase-orders');
    const row = provider.page.getByTestId('po-row').filter({ hasText: orderNumber });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByTestId('po-open').click();
    const order = provider.page.getByTestId('po-detail');
    await expect(order.getByTestId('po-gross')).toHaveText(gross(lang));
    await order.getByTestId('po-acknowledge').click();
    await expect(order.getByTestId('po-detail-state')).toHaveAttribute(
      'data-state',
      'acknowledged',
    );
    await expectNoSidewaysScroll(provider.page);

    // The training takes place: its end passes and the completion job runs.
    const detail = await callApi(provider.page, 'bookingdetail', { id: bookingId });
    const endsAt = (detail.body.booking as { endsAt: string }).endsAt;
    await elapse(provider.page, { bookingId }, hoursToPass(endsAt));
    await provider.app.goto(`/mybooking/${bookingId}`);
    await expect(async () => {
      await provider.page.reload();
      await expect(provider.page.getByTestId('booking-state').first()).toHaveAttribute(
        'data-state',
        'completed',
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 20_000 });
    // Its order is fulfilled by the orders' sweep, which follows bookings moved by timers: let an
    // hour more go by so the sweep runs again now that the completion is in.
    await elapse(provider.page, { bookingId }, 1);
    await expect(async () => {
      await provider.page.reload();
      await expect(provider.page.getByTestId('po-panel-state')).toHaveAttribute(
        'data-state',
        'fulfilled',
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 20_000 });

    // The provider invoices the completed training; the invoice quotes the order.
    const invoiceNumber = await issueInvoice(provider.app, bookingId);

    // The company finds the invoice, sees it matches its order and downloads the PDF.
    await app.goto('/dashboard/c/invoicelist');
    const invoiceRow = page.getByTestId(`invoice-row-${invoiceNumber}`);
    await expect(invoiceRow).toContainText(provider.legalName);
    await expect(invoiceRow).toContainText(gross(lang));
    await expect(invoiceRow).toContainText(app.t('invoices.states.issued'));
    await invoiceRow.getByRole('button', { name: invoiceNumber }).click();
    const invoice = page.getByTestId('invoice-detail');
    await expect(invoice.getByTestId('invoice-gross')).toHaveText(gross(lang));
    await expect(invoice.getByTestId('invoice-match')).toHaveText(
      app.t('invoices.detail.matches', { order: orderNumber }),
    );
    await expect(invoice.getByTestId('invoice-mark-paid')).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await invoice.getByTestId('invoice-download-pdf').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoSidewaysScroll(page);

    // The order on the company's side now says it was invoiced.
    await app.goto('/dashboard/c/purchaseorderlist');
    await expect(
      page.getByTestId('po-row').filter({ hasText: orderNumber }).getByTestId('po-row-state'),
    ).toHaveAttribute('data-state', 'invoiced');

    // The money arrives: the provider marks the invoice paid today.
    await provider.app.goto('/dashboard/i/invoice');
    await provider.page
      .getByTestId(`invoice-row-${invoiceNumber}`)
      .getByRole('button', { name: invoiceNumber })
      .click();
    const issued = provider.page.getByTestId('invoice-detail');
    await issued.getByTestId('invoice-mark-paid').click();
    const paidDialog = provider.page.getByTestId('mark-paid-dialog');
    await expect(paidDialog.getByTestId('mark-paid-date')).toBeFocused();
    await paidDialog.getByTestId('mark-paid-confirm').click();
    await expect(paidDialog).toHaveCount(0);
    await expect(issued.getByTestId('invoice-detail-state')).toHaveText(
      provider.app.t('invoices.states.paid'),
    );
    await expect(issued.getByTestId('invoice-paid-on')).toBeVisible();
    await expect(issued.getByTestId('invoice-mark-paid')).toHaveCount(0);
    await expect(issued.getByTestId('invoice-credit')).toHaveCount(0);

    // The company sees it paid, and its order closed.
    await app.goto('/dashboard/c/invoicelist');
    await expect(page.getByTestId(`invoice-row-${invoiceNumber}`)).toContainText(
      app.t('invoices.states.paid'),
    );
    await app.goto('/dashboard/c/purchaseorderlist');
    await expect(
      page.getByTestId('po-row').filter({ hasText: orderNumber }).getByTestId('po-row-state'),
    ).toHaveAttribute('data-state', 'closed');

    // Revenue: this provider's year holds this one invoice, paid, billed to the company.
    await openRevenue(provider.app);
    const revenue = provider.page;
    await expect(revenue.getByTestId('revenue-paid')).toContainText(gross(lang));
    await expect(revenue.getByTestId('revenue-paid')).toContainText(
      provider.app.t('charts.documents_one', { formatted: '1' }),
    );
    await expect(revenue.getByTestId('revenue-issued')).toContainText(gross(lang));
    await expect(revenue.getByTestId('revenue-outstanding')).toContainText(zero(lang));
    await expect(revenue.getByTestId('revenue-clients')).toContainText(legalName);
    await expect(revenue.getByTestId('revenue-clients')).toContainText(gross(lang));
    await expect(revenue.getByTestId('revenue-topics')).toContainText(provider.topic.title);
    await expect(revenue.getByTestId('revenue-months').getByRole('table')).toContainText(
      gross(lang),
    );
    await expectNoSidewaysScroll(revenue);

    // One meaning of spend: with a budget for the year, the dashboard's card reads the same order
    // (committed) and invoice (actual) as spending below, and the training as booked when it
    // falls in this year.
    const year = new Date().getFullYear();
    const budgeted = await callApi(page, 'savecompanybudget', {
      year,
      department: '',
      amountMinor: 1_000_000,
    });
    expect(budgeted.body, JSON.stringify(budgeted.body)).toMatchObject({ status: true });
    await app.goto('/dashboard');
    const budgetLine = page.locator('[data-testid="budget-line"][data-department=""]');
    await expect(budgetLine.getByTestId('budget-committed')).toHaveText(gross(lang));
    await expect(budgetLine.getByTestId('budget-actual')).toHaveText(gross(lang));
    if (new Date(inDays(12)).getFullYear() === year) {
      await expect(budgetLine.getByTestId('budget-booked')).toHaveText(gross(lang));
    }

    // Spending: the company location's committed (the order) and actual (the invoice).
    await openSpending(app);
    await expect(page.getByTestId('spending-committed')).toContainText(gross(lang));
    await expect(page.getByTestId('spending-actual')).toContainText(gross(lang));
    await expect(page.getByTestId('spending-providers')).toContainText(provider.legalName);
    await expectNoSidewaysScroll(page);
    await provider.close();
  });

  test('a cancelled training: the provider cancels its invoice with a credit note, and the figures net out', async ({
    app,
    page,
    browser,
    lang,
    companies,
  }, testInfo) => {
    test.slow();
    const provider = await providerWithTopic(browser, testInfo, lang);
    const { bookingId } = await companyBooking(page, companies, provider.page, provider.topic.id);
    const orderNumber = await issueOrder(app, bookingId);
    // The provider invoices the accepted booking in advance.
    const invoiceNumber = await issueInvoice(provider.app, bookingId, { advance: true });

    // The company cancels the booking, with a reason.
    await app.goto(`/mybooking/${bookingId}`);
    await page.getByTestId('booking-action-cancel').click();
    const cancel = page.getByTestId('booking-cancel-dialog');
    await cancel.getByTestId('booking-reason').fill('Il corso è stato annullato dal reparto');
    await cancel.getByTestId('booking-reason-confirm').click();
    await expect(page.getByTestId('booking-state').first()).toHaveAttribute(
      'data-state',
      'cancelled',
    );

    // The provider cancels the invoice: a credit note that names it.
    await provider.app.goto('/dashboard/i/invoice');
    await provider.page
      .getByTestId(`invoice-row-${invoiceNumber}`)
      .getByRole('button', { name: invoiceNumber })
      .click();
    const detail = provider.page.getByTestId('invoice-detail');
    // Issued before the training, it says it is an advance.
    await expect(detail.getByTestId('invoice-advance')).toBeVisible();
    await detail.getByTestId('invoice-credit').click();
    const dialog = provider.page.getByTestId('credit-dialog');
    await dialog.getByTestId('credit-reason').fill('Corso annullato dal cliente');
    await dialog.getByTestId('credit-confirm').click();
    await expect(dialog).toHaveCount(0);
    await expect(detail.getByTestId('invoice-detail-state')).toHaveText(
      provider.app.t('invoices.states.credited'),
    );
    const related = detail.getByTestId('invoice-related');
    await expect(related).toHaveText(/CN-\d{4}-0001/);
    const creditNumber = /CN-\d{4}-0001/.exec((await related.textContent()) ?? '')?.[0] ?? '';
    await related.click();
    await expect(detail.getByRole('heading', { level: 2 })).toContainText(
      provider.app.t('invoices.creditNoteNumber', { number: creditNumber }),
    );
    await expect(detail.getByTestId('invoice-gross')).toHaveText(gross(lang));
    await expect(detail.getByTestId('invoice-related')).toHaveText(
      provider.app.t('invoices.detail.credits', { number: invoiceNumber }),
    );

    // The company sees both documents, the credit note's PDF, and its order cancelled.
    await app.goto('/dashboard/c/invoicelist');
    await expect(page.getByTestId(`invoice-row-${invoiceNumber}`)).toContainText(
      app.t('invoices.states.credited'),
    );
    const creditRow = page.getByTestId(`invoice-row-${creditNumber}`);
    await expect(creditRow).toContainText(
      app.t('invoices.creditNoteNumber', { number: creditNumber }),
    );
    await creditRow.getByRole('button').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('invoice-detail').getByTestId('invoice-download-pdf').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${creditNumber}.pdf`);
    await app.goto('/dashboard/c/purchaseorderlist');
    await expect(
      page.getByTestId('po-row').filter({ hasText: orderNumber }).getByTestId('po-row-state'),
    ).toHaveAttribute('data-state', 'cancelled');

    // Revenue: the invoice and its credit note net out in the year's tax totals.
    await openRevenue(provider.app);
    const tax = provider.page.getByTestId('revenue-tax');
    // Each row is named with its count of documents, e.g. "Invoices (1)".
    const taxRow = (key: string, count: number) =>
      tax.getByRole('row').filter({ hasText: `${provider.app.t(key)} (${count})` });
    await expect(taxRow('revenue.invoices', 1)).toContainText(gross(lang));
    await expect(taxRow('revenue.creditNotes', 1)).toContainText(gross(lang));
    await expect(taxRow('revenue.total', 2)).toContainText(zero(lang));
    await expect(provider.page.getByTestId('revenue-outstanding')).toContainText(zero(lang));

    // Spending: nothing committed (the order is cancelled), nothing spent (credited).
    await openSpending(app);
    await expect(page.getByTestId('spending-committed')).toContainText(zero(lang));
    await expect(page.getByTestId('spending-actual')).toContainText(zero(lang));
    await provider.close();
  });
});
