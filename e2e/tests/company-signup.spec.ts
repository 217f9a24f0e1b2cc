import AxeBuilder from '@axe-core/playwright';
import {
  callApi,
  confirmEmail,
  expect,
  forEachLanguage,
  logIn,
  test,
  uniqueName,
} from '../fixtures.ts';
import { registerAndAcceptInvitation, registerFields } from '../support/auth-dialog.ts';
import { waitForMail } from '../support/mail.ts';
import { openPerson } from '../support/messages.ts';
import { saveCompanyBilling } from '../support/money.ts';
import { daysAheadInput } from '../support/quotes.ts';
import { becomeProvider, elapse, publishTopic } from '../support/trainings.ts';

/**
 * A company that has never heard of the product signs itself up (issue 31, docs/product.md, "A
 * company's lifecycle"): from the home page's register dialog, signed in at once, on the company
 * dashboard; it asks for a plan from Billing; when its trial ends it is told why it can no longer
 * commit money and how to continue. Desktop in Italian and phone in English (both run: the
 * dialog's layout at each width is part of the point).
 */

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

forEachLanguage(() => {
  test("a company signs up, lands signed in, asks for a plan; the trial's end stops new money", async ({
    app,
    page,
  }) => {
    test.slow();
    await app.goto('/');
    await page.getByTestId('header-signup').click();
    const dialog = page.getByRole('dialog', { name: app.t('auth.register.title') });
    await dialog
      .getByRole('radio', { name: new RegExp(app.t('auth.register.roles.company')) })
      .check();
    const companyName = `Officine ${uniqueName('co')}`;
    const companyPart = dialog.getByTestId('signup-company');
    // Sent empty, the company's name is asked for beside its field.
    await dialog
      .getByRole('button', { name: app.t('auth.register.company.submit'), exact: true })
      .click();
    await expect(companyPart.getByTestId('companyName-error')).toHaveText(
      app.t('validation.companyName.short'),
    );
    await companyPart.getByLabel(app.t('auth.register.company.name')).fill(companyName);
    await companyPart.getByLabel(app.t('auth.register.company.country')).selectOption('IT');
    await companyPart.getByLabel(app.t('auth.register.company.firstName')).fill('Chiara');
    await companyPart.getByLabel(app.t('auth.register.company.lastName')).fill('Galli');
    const username = uniqueName('admin');
    const fields = registerFields(app, dialog);
    await fields.username.fill(username);
    await fields.email.fill(`${username}@example.com`);
    await fields.password.fill('Company-2026-ok');
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="register-dialog"]')
      .withTags(wcag)
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await dialog
      .getByRole('button', { name: app.t('auth.register.company.submit'), exact: true })
      .click();

    // Signed in at once; the button goes on to the company's dashboard.
    const success = page.getByRole('dialog', { name: app.t('auth.success.companyTitle') });
    await expect(success).toContainText(
      app.t('auth.success.companyMessage', { company: companyName }),
    );
    await success.getByRole('button', { name: app.t('auth.success.continue') }).click();
    await expect.poll(() => app.appUrl()).toBe('/dashboard');
    await expect(page.getByTestId('dashboard-kind')).toContainText(companyName);
    // The first steps, ticked from the company's state, each linking to where it is done.
    const setup = page.getByTestId('company-setup');
    await expect(setup.getByTestId('company-setup-progress')).toHaveText(
      app.t('companyHome.setup.progress', { done: '0', total: '6' }),
    );
    await expect(setup.getByTestId('setup-verifyEmail')).toHaveAttribute('data-state', 'todo');
    await expect(
      setup.getByRole('link', { name: app.t('companyHome.setup.steps.inviteManagers') }),
    ).toHaveAttribute('href', app.href('/dashboard/c/userroles'));

    // Billing: the trial's days, and a plan asked for.
    await app.goto('/dashboard/c/billing');
    await expect(page.getByTestId('billing-trial-days')).toHaveText(
      app.t('billing.subscription.days_other', { count: '30' }),
    );
    const plans = page.getByTestId('billing-plans');
    await plans.getByTestId('plan-business').check();
    await plans.getByTestId('plan-message').fill('Circa 40 persone, due sedi.');
    await plans.getByTestId('plan-request-submit').click();
    await expect(plans.getByTestId('plan-request-sent')).toHaveText(
      app.t('billing.planRequest.sent'),
    );
    await expect(plans.getByTestId('plan-requests')).toContainText(app.t('billing.plans.business'));

    // The trial ends: the dashboard says why money waits and where to go on.
    const details = await callApi(page, 'loginCompanyDetails');
    const companyId = (details.body.company as { id: number }).id;
    await elapse(page, { companyId }, 31 * 24);
    await app.goto('/dashboard');
    const ended = page.getByTestId('trial-ended');
    await expect(ended).toContainText(app.t('billing.trialEnded.title'));
    await expect(ended).toContainText(app.t('billing.trialEnded.text'));
    await expect(
      ended.getByRole('link', { name: app.t('billing.trialEnded.link') }),
    ).toHaveAttribute('href', app.href('/dashboard/c/billing') + '#plans');

    // A training requested for the company is refused with the reason; nothing is booked.
    const found = await callApi(page, 'searchBar', { search: 'Excel' });
    const topic = (found.body.topicDetail as Array<{ topic: string; url: string }>)[0]!;
    await app.goto(topic.url);
    await page.getByRole('button', { name: app.t('bookings.request.open') }).click();
    const request = page.getByRole('dialog', {
      name: app.t('bookings.request.title', { title: topic.topic }),
    });
    await request
      .getByRole('radio', {
        name: app.t('bookings.request.forCompany', { company: companyName }),
      })
      .check();
    await request.getByTestId('booking-date-0').fill(daysAheadInput(10));
    await request.getByTestId('booking-request-submit').click();
    await expect(request.getByTestId('booking-request-error')).toHaveText(
      app.t('errors.subscription_expired'),
    );
    const mine = await callApi(page, 'mybookings', {});
    expect((mine.body.list as unknown[] | undefined) ?? []).toEqual([]);
  });

  test('the new company’s admin invites a manager, who requests a training above the threshold; the admin approves it and issues the purchase order', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    test.slow();
    // A trainer with a topic: 300,00 € a head + 22 % VAT.
    const provider = await openPerson(browser, testInfo, lang);
    await becomeProvider(provider.page);
    const title = `Primo ordine ${Math.random().toString(36).slice(2, 7)}`;
    const topic = await publishTopic(provider.page, title);
    await provider.close();

    // The company signed up (the dialog is the test above), its admin's address confirmed and its
    // billing details saved (Billing's form is billing.spec's).
    const companyName = `Ufficio ${uniqueName('co')}`;
    const admin = { username: uniqueName('admin'), password: 'Company-2026-ok' };
    const email = `${admin.username}@example.com`;
    const joined = await callApi(page, 'join', {
      susername: admin.username,
      semail: email,
      spassword: admin.password,
      accountKind: 'company',
      companyName,
      country: 'IT',
    });
    expect(joined.body, JSON.stringify(joined.body)).toMatchObject({ status: true });
    await confirmEmail(page, email);
    await saveCompanyBilling(page, `${companyName} S.r.l.`, {
      pec: 'amministrazione@pec.example.it',
    });

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
    await callApi(page, 'logout');
    await app.goto(new URL(link!).pathname.replace(/^\/(it|de|fr|es)(?=\/)/, ''));
    const card = page.getByTestId('invitation');
    await expect(card.getByTestId('invitation-company')).toHaveText(companyName);
    await registerAndAcceptInvitation(app, page, { username: manager, email: managerEmail });
    await expect.poll(() => app.appUrl()).toBe('/dashboard');

    // The manager requests the training for the company: 366,00 € is above 200 €, so it waits.
    await app.goto(`/topic/${topic.url}`);
    await page.getByRole('button', { name: app.t('bookings.request.open') }).click();
    const dialog = page.getByRole('dialog', { name: app.t('bookings.request.title', { title }) });
    await dialog.getByTestId('booking-date-0').fill(daysAheadInput(10));
    await dialog
      .getByRole('radio', {
        name: app.t('bookings.request.forCompany', { company: companyName }),
      })
      .check();
    await expect(dialog.getByTestId('booking-price-total')).toHaveText(/366[.,]00/);
    await dialog.getByTestId('booking-request-submit').click();
    await expect.poll(() => app.appUrl()).toMatch(/^\/mybooking\/\d+$/);
    const bookingPath = app.appUrl();
    await expect(page.getByTestId('booking-state').first()).toHaveAttribute(
      'data-state',
      'awaiting_approval',
    );

    // The admin approves it in fee approval and issues the purchase order from the booking.
    await callApi(page, 'logout');
    await logIn(page, admin.username, admin.password);
    await app.goto('/dashboard/c/feeapproval');
    const waiting = page.getByTestId('fee-booking').filter({ hasText: title });
    await expect(waiting.getByTestId('fee-reason-threshold')).toBeVisible();
    await waiting.getByTestId('fee-approve').click();
    await page.getByTestId('fee-approve-confirm').click();
    await expect(waiting).toHaveCount(0);
    // The approval says what it did and offers the next step, where the focus now is.
    const note = page.getByTestId('fee-decision-note');
    await expect(note).toBeFocused();
    await expect(note).toContainText(title);
    await note.getByTestId('fee-issue-order').click();
    await expect.poll(() => app.appUrl()).toBe(bookingPath);
    await expect(page.getByTestId('po-issue')).toBeVisible();
    await page.getByTestId('po-issue-submit').click();
    await expect(page.getByTestId('po-panel-number')).toHaveText(/^PO-\d{4}-0001$/);
    await expect(page.getByTestId('po-panel-state')).toHaveAttribute('data-state', 'issued');

    // The checklist has ticked what they did; only approving trainers is left.
    await app.goto('/dashboard');
    await expect(setup.getByTestId('company-setup-progress')).toHaveText(
      app.t('companyHome.setup.progress', { done: '5', total: '6' }),
    );
    await expect(setup.getByTestId('setup-approveTrainers')).toHaveAttribute('data-state', 'todo');
  });
});
