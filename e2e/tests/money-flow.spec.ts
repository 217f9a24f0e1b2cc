import fs from 'node:fs';
import type { Browser, Page, TestInfo } from '@playwright/test';
import {
  callApi,
  confirmEmail,
  expect,
  logIn,
  test as base,
  uniqueName,
  type App,
  type Lang,
  signOutThroughApi,
} from '../fixtures.ts';
import { registerAndAcceptInvitation } from '../support/auth-dialog.ts';
import type { CompanyPoolEntry } from '../support/company-pool.ts';
import { fillDateField } from '../support/date-fields.ts';
import { waitForMail } from '../support/mail.ts';
import { openPerson } from '../support/messages.ts';
import { saveCompanyBilling, uniqueItalianVatId } from '../support/money.ts';
import { daysAheadInput } from '../support/quotes.ts';
import { languageByWidth } from '../support/profile-settings.ts';
import { becomeProvider, elapse, hoursToPass, publishTopic } from '../support/trainings.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

/**
 * The walk of one company training (issue 33), every figure it shows read against the others: a
 * new company's admin sets the approval threshold and invites a manager → the manager requests a
 * training for the company (over the threshold, said before sending) → the admin approves it and
 * issues the purchase order → the trainer accepts the request and acknowledges the order → the
 * training completes (real jobs, time moved by the test control) → the trainer invoices it → the
 * company downloads the PDF and sees it matches the order → the trainer marks it paid → revenue,
 * the dashboard's budget and spending show the same gross → attendance and thanks → the manager's
 * verified review. And a cancelled booking whose invoice the provider cancels with a credit note.
 * The API only sets up people, billing details (their form has billing.spec.ts), time and the
 * cancelled booking (bookings.spec.ts); every step of the walk is clicked.
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
    password: provider.person.password,
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
    password: companies.admin.password,
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
  return submitOrder(app);
}

/** On the booking's page (already open), the order is issued with a reference: its number. */
async function submitOrder(app: App): Promise<string> {
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
  test('the walk: a manager requests, the admin approves and orders, the trainer accepts and invoices, the buyer sees the invoice and spending, attendance, thanks and a verified review, every figure the same', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    // Three people, two jobs and some twenty pages: the longest walk of the suite.
    test.setTimeout(6 * 60_000);
    const provider = await providerWithTopic(browser, testInfo, lang);
    const title = provider.topic.title;

    // A company signed up (its dialog is company-signup.spec's), its admin's address confirmed
    // and its billing details saved (Billing's form is billing.spec's).
    const companyName = `Ufficio ${uniqueName('co')}`;
    const admin = { username: uniqueName('admin'), password: 'Company-2026-ok' };
    const adminEmail = `${admin.username}@example.com`;
    const joined = await callApi(page, 'join', {
      susername: admin.username,
      semail: adminEmail,
      spassword: admin.password,
      accountKind: 'company',
      companyName,
      country: 'IT',
    });
    expect(joined.body, JSON.stringify(joined.body)).toMatchObject({ status: true });
    await confirmEmail(page, adminEmail);
    const legalName = `${companyName} S.r.l.`;
    await saveCompanyBilling(page, admin, legalName, { pec: 'amministrazione@pec.example.it' });

    // From the checklist: the approval threshold (200 €), then a manager invited by e-mail.
    await app.goto('/dashboard');
    const setup = page.getByTestId('company-setup');
    await setup.getByRole('link', { name: app.t('companyHome.setup.steps.approvalRules') }).click();
    await expect.poll(() => app.appUrl()).toBe('/dashboard/c/feeapproval');
    await page.getByTestId('fee-threshold').fill('200');
    await page.getByTestId('fee-settings-save').click();
    await expect(page.getByText(app.t('feeApproval.settings.saved'))).toBeVisible();
    await app.goto('/dashboard');
    await setup
      .getByRole('link', { name: app.t('companyHome.setup.steps.inviteManagers') })
      .click();
    await expect.poll(() => app.appUrl()).toBe('/dashboard/c/userroles');
    // Two managers at once, pasted as from a mail: each gets an invitation.
    const manager = uniqueName('mgr');
    const managerEmail = `${manager}@example.com`;
    const bulk = page.getByTestId('bulk-invite');
    await bulk.getByText(app.t('companyPeople.bulkInvite.title')).click();
    await bulk
      .getByLabel(app.t('companyPeople.bulkInvite.emails'))
      .fill(`${managerEmail},\n${uniqueName('mgr')}@example.com`);
    await expect(bulk.getByTestId('bulk-invite-count')).toHaveText(
      app.t('companyPeople.bulkInvite.count_other', { count: '2' }),
    );
    await bulk.getByRole('button', { name: app.t('companyPeople.bulkInvite.submit') }).click();
    await expect(bulk.getByTestId('bulk-invite-sent')).toContainText(
      app.t('companyPeople.bulkInvite.sent_other', { count: '2' }),
    );
    await expect(page.getByTestId('invitation-row')).toHaveCount(2);

    // The manager opens the e-mailed link, registers (signed in at once) and accepts.
    const mail = await waitForMail(managerEmail);
    const link = /https?:\/\/[^\s"<>]+\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    await signOutThroughApi(page);
    await app.goto(new URL(link!).pathname.replace(/^\/(it|de|fr|es)(?=\/)/, ''));
    const card = page.getByTestId('invitation');
    await expect(card.getByTestId('invitation-company')).toHaveText(companyName);
    await registerAndAcceptInvitation(app, page, { username: manager, email: managerEmail });
    await expect.poll(() => app.appUrl()).toBe('/dashboard');

    // The manager requests the training: for the company by default, and told before sending
    // that 366,00 € is above the company's 200 € and waits for approval.
    await app.goto(`/topic/${provider.topic.url}`);
    await page.getByRole('button', { name: app.t('bookings.request.open') }).click();
    const dialog = page.getByRole('dialog', { name: app.t('bookings.request.title', { title }) });
    await fillDateField(dialog.getByTestId('booking-date-0'), daysAheadInput(10));
    await expect(
      dialog.getByRole('radio', {
        name: app.t('bookings.request.forCompany', { company: companyName }),
      }),
    ).toBeChecked();
    await expect(dialog.getByTestId('booking-outcome-approval')).toBeVisible();
    await expect(dialog.getByTestId('booking-price-total')).toHaveText(gross(lang));
    await dialog.getByTestId('booking-request-submit').click();
    await expect.poll(() => app.appUrl()).toMatch(/^\/mybooking\/\d+$/);
    const bookingPath = app.appUrl();
    const bookingId = Number(bookingPath.split('/').at(-1));
    await expect(page.getByTestId('booking-state').first()).toHaveAttribute(
      'data-state',
      'awaiting_approval',
    );
    await expect(page.getByTestId('booking-price-total')).toHaveText(gross(lang));

    // The admin approves it in fee approval, the same gross on its card, and issues the order
    // from the step the approval offers.
    await signOutThroughApi(page);
    await logIn(page, admin.username, admin.password);
    await app.goto('/dashboard/c/feeapproval');
    const waiting = page.getByTestId('fee-booking').filter({ hasText: title });
    await expect(waiting.getByTestId('fee-reason-threshold')).toBeVisible();
    await expect(waiting.getByTestId('fee-gross')).toHaveText(gross(lang));
    await waiting.getByTestId('fee-approve').click();
    await page.getByTestId('fee-approve-confirm').click();
    await expect(waiting).toHaveCount(0);
    // The approval says what it did and offers the next step, where the focus now is.
    const note = page.getByTestId('fee-decision-note');
    await expect(note).toBeFocused();
    await expect(note).toContainText(title);
    await note.getByTestId('fee-issue-order').click();
    await expect.poll(() => app.appUrl()).toBe(bookingPath);
    const orderNumber = await submitOrder(app);

    // The checklist has ticked what they did; only approving trainers is left.
    await app.goto('/dashboard');
    await expect(setup.getByTestId('company-setup-progress')).toHaveText(
      app.t('companyHome.setup.progress', { done: '5', total: '6' }),
    );
    await expect(setup.getByTestId('setup-approveTrainers')).toHaveAttribute('data-state', 'todo');

    // The trainer accepts the request under Bookings, then acknowledges the order: the same gross.
    await provider.app.goto('/mybooking');
    const request = provider.page
      .getByTestId('approval-provider')
      .getByTestId('booking-row')
      .filter({ hasText: title });
    await request.getByTestId('booking-action-accept').click();
    await provider.page.getByTestId('booking-accept-dialog').getByTestId('booking-confirm').click();
    await expect(request).toHaveCount(0);
    await provider.app.goto('/dashboard/i/purchase-orders');
    const row = provider.page.getByTestId('po-row').filter({ hasText: orderNumber });
    // Told apart from another company's PO-…-0001 by the company and its city.
    await expect(row).toContainText(companyName, { timeout: 15_000 });
    await expect(row.getByTestId('po-buyer-city')).toHaveText('Milano');
    await expect(row).toContainText(gross(lang));
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
    const { startsAt, endsAt } = detail.body.booking as { startsAt: string; endsAt: string };
    await elapse(provider.page, { bookingId }, hoursToPass(endsAt));
    await provider.app.goto(bookingPath);
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

    // The trainer invoices the completed training; the invoice quotes the order.
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
    const companyOrder = page.getByTestId('po-row').filter({ hasText: orderNumber });
    await expect(companyOrder.getByTestId('po-row-state')).toHaveAttribute(
      'data-state',
      'invoiced',
    );

    // The money arrives: the trainer marks the invoice paid today.
    await provider.app.goto('/dashboard/i/invoice');
    await provider.page
      .getByTestId(`invoice-row-${invoiceNumber}`)
      .getByRole('button', { name: invoiceNumber })
      .click();
    const issued = provider.page.getByTestId('invoice-detail');
    await issued.getByTestId('invoice-mark-paid').click();
    const paidDialog = provider.page.getByTestId('mark-paid-dialog');
    // The day it was paid is asked first: its first part has the focus.
    await expect(
      paidDialog.getByTestId('mark-paid-date').getByRole('spinbutton').first(),
    ).toBeFocused();
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
    await expect(companyOrder.getByTestId('po-row-state')).toHaveAttribute('data-state', 'closed');

    // Revenue: this trainer's year holds this one invoice, paid, billed to the company.
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
    await expect(revenue.getByTestId('revenue-topics')).toContainText(title);
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
    if (new Date(startsAt).getFullYear() === year) {
      await expect(budgetLine.getByTestId('budget-booked')).toHaveText(gross(lang));
    }

    // Spending: the company location's committed (the order) and actual (the invoice).
    await openSpending(app);
    await expect(page.getByTestId('spending-committed')).toContainText(gross(lang));
    await expect(page.getByTestId('spending-actual')).toContainText(gross(lang));
    await expect(page.getByTestId('spending-providers')).toContainText(provider.legalName);
    await expectNoSidewaysScroll(page);

    // After the training: the trainer records that the manager came and thanks them.
    await provider.app.goto('/dashboard/i/eventapproval');
    const closing = provider.page
      .getByTestId('after-event')
      .getByTestId('closing-training')
      .filter({ hasText: title });
    await closing.getByTestId('attendance-present').first().click();
    await expect(closing.getByTestId('closing-progress')).toHaveText(
      provider.app.t('bookings.attendance.progress', { recorded: '1', total: '1' }),
    );
    const message = 'Grazie per la giornata: ecco le slide.';
    await closing.getByTestId('thanks-open').click();
    await closing.getByTestId('thanks-message').fill(message);
    await closing.getByTestId('thanks-send').click();
    await expect(closing.getByTestId('thanks-card')).toContainText(message);
    await provider.close();

    // The manager reads the thanks on the booking and reviews the training: a verified review
    // on the topic's page.
    await signOutThroughApi(page);
    await logIn(page, manager, 'Train-2026-ok');
    await app.goto(bookingPath);
    await expect(
      page
        .getByTestId('booking-page')
        .getByTestId('thanks-card')
        .getByTestId('thanks-card-message'),
    ).toHaveText(message);
    await page.getByTestId('booking-review-link').click();
    const pending = page.getByTestId('review-pending').filter({ hasText: title });
    // Five stars by keyboard: onto the stars, End.
    await pending
      .getByRole('radio', { name: app.t('reviews.rating.option_one', { value: '1' }) })
      .focus();
    await page.keyboard.press('End');
    await expect(
      pending.getByRole('radio', {
        name: app.t('reviews.rating.option_other', { value: '5' }),
        exact: true,
      }),
    ).toHaveAttribute('aria-checked', 'true');
    const text = 'Chiara, pratica e subito utile per il nostro ufficio.';
    await pending.getByTestId('review-text').fill(text);
    await pending.getByTestId('review-submit').click();
    await expect(page.getByTestId('review-written').filter({ hasText: title })).toBeVisible();
    await app.goto(`/topic/${provider.topic.url}`);
    const reviews = page.getByTestId('topic-reviews');
    await expect(reviews.getByTestId('topic-review')).toContainText(text);
    await expect(reviews.getByTestId('topic-review-verified')).toBeVisible();
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
