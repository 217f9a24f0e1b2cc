import { callApi, expect, forEachLanguage, test, uniqueName } from '../fixtures.ts';
import { registerFields } from '../support/auth-dialog.ts';
import { axe } from '../support/axe.ts';
import { fillDateField } from '../support/date-fields.ts';
import { daysAheadInput } from '../support/quotes.ts';
import { elapse } from '../support/trainings.ts';

/**
 * A company that has never heard of the product signs itself up (issue 31, docs/product.md, "A
 * company's lifecycle"): from the home page's register dialog, signed in at once, on the company
 * dashboard; it asks for a plan from Billing; when its trial ends it is told why it can no longer
 * commit money and how to continue. Desktop in Italian and phone in English (both run: the
 * dialog's layout at each width is part of the point). What the company does next (threshold,
 * invitations, a manager's request, approval, order, invoice) is the walk in money-flow.spec.ts.
 */

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
    const { violations } = await axe(page).include('[data-testid="register-dialog"]').analyze();
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
    await fillDateField(request.getByTestId('booking-date-0'), daysAheadInput(10));
    await request.getByTestId('booking-request-submit').click();
    await expect(request.getByTestId('booking-request-error')).toHaveText(
      app.t('errors.subscription_expired'),
    );
    const mine = await callApi(page, 'mybookings', {});
    expect((mine.body.list as unknown[] | undefined) ?? []).toEqual([]);
  });
});
