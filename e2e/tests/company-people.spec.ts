import {
  callApi,
  createUser,
  expect,
  logIn,
  test as base,
  uniqueName,
  signOutThroughApi,
} from '../fixtures.ts';
import { registerAndAcceptInvitation } from '../support/auth-dialog.ts';
import { axe } from '../support/axe.ts';
import { waitForMail } from '../support/mail.ts';
import { uniqueItalianVatId } from '../support/money.ts';
import { languageByWidth } from '../support/profile-settings.ts';

// Desktop in Italian, 375 px in English.
const test = base.extend(languageByWidth);

test.describe('people and roles', () => {
  test('an admin invites a manager by e-mail, who registers, accepts and is listed as Manager', async ({
    app,
    page,
    companies,
    loginAs,
  }) => {
    test.slow();
    await loginAs(companies.admin);
    await app.goto('/dashboard/c/userroles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.t('companyPeople.title'));
    await expect(page.getByTestId('userroles-company')).toHaveText(companies.company.name);

    const username = uniqueName('inv');
    const email = `${username}@example.com`;
    const form = page.getByTestId('invite-form');
    await form.getByLabel(app.t('companyPeople.fields.email')).fill(email);
    await expect(form.getByLabel(app.t('companyPeople.fields.role'))).toHaveValue('2');
    await form.getByLabel(app.t('companyPeople.fields.department')).fill('Logistica');
    await form.getByRole('button', { name: app.t('companyPeople.invite.submit') }).click();
    await expect(page.getByTestId('invite-sent')).toHaveText(
      app.t('companyPeople.invite.sent', { email }),
    );
    await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toBeVisible();

    // The e-mail's link, opened by the invitee (a visitor in this browser now).
    const mail = await waitForMail(email);
    const match = /https?:\/\/[^\s"<>]+\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text);
    if (!match) throw new Error(`No invitation link in: ${mail.text}`);
    const link = new URL(match[0]);
    expect(mail.html).toContain(link.pathname);
    await signOutThroughApi(page);
    await app.goto(link.pathname.replace(/^\/(it|de|fr|es)(?=\/)/, ''));
    const card = page.getByTestId('invitation');
    await expect(card.getByTestId('invitation-company')).toHaveText(companies.company.name);
    await expect(card).toContainText(email);

    // Registers, signed in at once: the dialog's button comes back to the invitation.
    await registerAndAcceptInvitation(app, page, { username, email });
    await expect.poll(() => app.appUrl()).toBe('/dashboard');

    // The link worked once.
    await app.goto(link.pathname.replace(/^\/(it|de|fr|es)(?=\/)/, ''));
    await expect(page.getByTestId('invitation-invalid')).toContainText(
      app.t('errors.invitation_invalid'),
    );

    // The admin sees the new manager on the staff, with the department, and no invitation left.
    await signOutThroughApi(page);
    await loginAs(companies.admin);
    await app.goto('/dashboard/c/userroles');
    const row = page.getByTestId('staff-row').filter({ hasText: email });
    await expect(row.getByTestId('staff-role')).toHaveText(app.t('companyPeople.roles.manager'));
    await expect(row).toContainText('Logistica');
    await expect(page.getByTestId('invitations-empty')).toBeVisible();

    // People of the company: a second tab, reached from the keyboard.
    await page.getByRole('tab', { name: app.t('companyPeople.tabs.staff') }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByRole('tab', { name: app.t('companyPeople.tabs.people') }),
    ).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: app.t('companyPeople.people.add') }).click();
    const personForm = page.getByTestId('person-form');
    await personForm.getByLabel(app.t('companyPeople.fields.name')).fill('Giada Neri');
    await personForm.getByLabel(app.t('companyPeople.fields.email')).fill(`g.${email}`);
    await personForm.getByRole('button', { name: app.t('companyPeople.actions.save') }).click();
    await expect(page.getByTestId('person-row-name')).toHaveText(['Giada Neri']);

    // Locations: a new one of the group, its creator its admin, switched to with one press.
    await app.goto('/dashboard/c/add-company-profile');
    await expect(page.getByTestId('location-row').first()).toBeVisible();
    const before = await page.getByTestId('location-row').count();
    const locationName = `${companies.company.name} – ${uniqueName('sede')}`;
    const locationForm = page.getByTestId('location-form');
    await locationForm.getByLabel(app.t('companyPeople.locations.fields.name')).fill(locationName);
    await locationForm.getByLabel(app.t('companyPeople.locations.fields.country')).fill('it');
    await locationForm.getByRole('button', { name: app.t('companyPeople.locations.add') }).click();
    await expect(page.getByTestId('location-row')).toHaveCount(before + 1);
    const added = page.getByTestId('location-row').filter({ hasText: locationName });
    await added.getByTestId('location-switch').click();
    await expect(added.getByTestId('location-active')).toBeVisible();
    await app.goto('/dashboard/c/userroles');
    await expect(page.getByTestId('userroles-company')).toHaveText(locationName);
    await expect(page.getByTestId('staff-row')).toHaveCount(1);
  });

  test('someone who gives a company’s VAT id asks its admins to join; an admin accepts and they are staff', async ({
    app,
    page,
    companies,
    loginAs,
  }) => {
    const axeViolations = async (selector: string) =>
      (await axe(page).include(selector).analyze()).violations.map((violation) => violation.id);
    // The company's VAT id is known from its billing details.
    await loginAs(companies.admin);
    const vatId = uniqueItalianVatId();
    const billed = await callApi(page, 'saveCompanyBillingDetails', {
      legalName: companies.company.name,
      street: 'Via Tortona 25',
      postalCode: '20144',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
      vatId,
      pec: 'amministrazione@pec.example.it',
      password: companies.admin.password,
    });
    expect(billed.body, JSON.stringify(billed.body)).toMatchObject({ status: true });
    await signOutThroughApi(page);

    // A colleague signed up as a person tries to create the company again.
    const colleague = await createUser(page);
    await logIn(page, colleague.username, colleague.password);
    await app.goto('/dashboard/c/add-company-profile');
    const form = page.getByTestId('create-company-form');
    await form.getByLabel(app.t('auth.register.company.name')).fill('Una copia');
    await form.getByLabel(app.t('companyPeople.create.vatId')).fill(vatId);
    await page.getByTestId('create-company-submit').click();
    await expect(page.getByTestId('create-company-error')).toHaveText(
      app.t('errors.company_exists'),
    );
    const ask = page.getByTestId('ask-join-form');
    await expect(ask).toContainText(companies.company.name);
    await ask.getByLabel(app.t('companyPeople.askJoin.message')).fill('Ufficio acquisti, Torino');
    expect(await axeViolations('main')).toEqual([]);
    await ask
      .getByRole('button', {
        name: app.t('companyPeople.askJoin.submit', { company: companies.company.name }),
      })
      .click();
    await expect(page.getByTestId('ask-join-sent')).toHaveText(
      app.t('companyPeople.askJoin.sent', { company: companies.company.name }),
    );

    // The admin finds the request above the staff and accepts it.
    await signOutThroughApi(page);
    await loginAs(companies.admin);
    await app.goto('/dashboard/c/userroles');
    const request = page.getByTestId('join-request-row').filter({ hasText: colleague.email });
    await expect(request).toContainText('Ufficio acquisti, Torino');
    expect(await axeViolations('[data-testid="join-requests"]')).toEqual([]);
    await request.getByTestId('join-request-accept').click();
    await expect(page.getByTestId('join-request-notice')).toBeVisible();
    const row = page.getByTestId('staff-row').filter({ hasText: colleague.email });
    await expect(row.getByTestId('staff-role')).toHaveText(app.t('companyPeople.roles.manager'));
  });
});
