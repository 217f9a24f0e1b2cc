import type { Locator, Page } from '@playwright/test';
import { intlLocaleOf } from '@app/contracts/locales';
import {
  type App,
  callApi,
  clearCookiesButLanguage,
  createUser,
  expect,
  productName,
  test as base,
} from '../fixtures.ts';
import { loginDialog, submitLogin } from '../support/auth-dialog.ts';
import { shownEuros } from '../support/money.ts';
import { languageByWidth, signUpAndLogIn } from '../support/profile-settings.ts';
import { fillDateField } from '../support/date-fields.ts';

const test = base.extend(languageByWidth);
// Controls are used from the keyboard (press), which also checks they are reachable: at 375 px
// the header turning sticky after some scrolling moves the page under a pointer.

const year = new Date().getUTCFullYear() + 1;
const dates = { start: `${year}-03-02`, end: `${year}-03-27`, deadline: `${year}-02-14` };

function formatDay(app: App, value: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf[app.lang], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${value}T00:00:00Z`));
}

/** A date range as the viewer's locale writes it: "2–27 marzo 2027". */
function formatPeriod(app: App, start: string, end: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf[app.lang], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
}

function requirementForm(app: App, page: Page) {
  const form = page.getByTestId('requirement-form');
  return {
    form,
    field: (name: string): Locator => form.getByLabel(app.t(`requirements.form.fields.${name}`)),
    delivery: (mode: string): Locator =>
      form.getByRole('radio', { name: app.t(`catalogue.delivery.${mode}`) }),
    error: (name: string): Locator => page.getByTestId(`requirement-${name}-error`),
    submit: form.getByRole('button', {
      name: new RegExp(
        `^(${app.t('requirements.form.submitCreate')}|${app.t('requirements.form.submitEdit')})$`,
      ),
    }),
  };
}

test.describe('requirements', () => {
  test('a seeker posts a requirement, closes and reopens it, edits it and deletes it', async ({
    app,
    page,
  }) => {
    const user = await signUpAndLogIn(page);
    await app.goto('/manage_requirement');
    await expect(page).toHaveTitle(`${app.t('requirements.titles.manage')} | ${productName}`);
    const empty = page.getByTestId('my-requirements-empty');
    await expect(empty).toContainText(app.t('requirements.manage.empty.open.title'));
    await empty.getByRole('link', { name: app.t('requirements.manage.post') }).press('Enter');
    await expect.poll(() => app.appUrl()).toBe('/requirement/addrequirement');
    await expect(page).toHaveTitle(`${app.t('requirements.titles.add')} | ${productName}`);

    const { form, field, delivery, error, submit } = requirementForm(app, page);
    const title = `Excel per il team vendite ${Date.now().toString(36)}`;
    await field('title').fill(title);
    await field('category').selectOption('office-tools');
    await field('description').fill('Tabelle pivot e grafici.\nDue mezze giornate.');
    await field('participants').fill('12');
    await fillDateField(form.getByTestId('requirement-preferredStart'), dates.start);
    await fillDateField(form.getByTestId('requirement-preferredEnd'), dates.end);
    await fillDateField(form.getByTestId('requirement-deadline'), dates.deadline);
    await delivery('online').focus();
    await page.keyboard.press('Space');
    await field('location').fill('Milano');
    await field('language').selectOption('it');
    await field('budgetMin').fill('1500');
    await field('budgetMax').fill('900');

    // The budget's maximum below its minimum: the message sits under the maximum, which gets the focus.
    await submit.press('Enter');
    await expect(error('budgetMax')).toHaveText(app.t('validation.budgetOrder'));
    await expect(field('budgetMax')).toBeFocused();
    await expect(field('budgetMax')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('requirement-form-error')).toHaveText(
      app.t('requirements.form.fixProblems'),
    );
    // Fixed, the message goes at once.
    await field('budgetMax').fill(app.lang === 'it' ? '2.500,50' : '2,500.50');
    await expect(error('budgetMax')).toHaveCount(0);
    await expect(page.getByTestId('requirement-form-error')).toHaveCount(0);
    await submit.press('Enter');

    // The requirement's own page, every fact in the viewer's language.
    const view = page.getByTestId('requirement-page');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(title);
    const url = app.appUrl();
    expect(url).toMatch(/^\/requirement\/excel-per-il-team-vendite-[a-z0-9]+$/);
    await expect(page).toHaveTitle(`${title} | ${productName}`);
    await expect(page.getByTestId('requirement-notice')).toHaveText(
      app.t('requirements.detail.created'),
    );
    await expect(view.getByTestId('requirement-fact-budget')).toContainText(
      `${shownEuros(app.lang, 1500)} – ${shownEuros(app.lang, 2500.5)}`,
    );
    await expect(view.getByTestId('requirement-fact-participants')).toContainText('12');
    await expect(view.getByTestId('requirement-fact-deadline')).toContainText(
      formatDay(app, dates.deadline),
    );
    await expect(view.getByTestId('requirement-fact-period')).toContainText(
      formatPeriod(app, dates.start, dates.end),
    );
    await expect(view.getByTestId('requirement-fact-delivery')).toContainText(
      app.t('catalogue.delivery.online'),
    );
    await expect(view.getByTestId('requirement-fact-location')).toContainText('Milano');
    await expect(view.getByTestId('requirement-fact-language')).toContainText(
      app.lang === 'it' ? 'Italiano' : 'Italian',
    );
    await expect(view.getByTestId('requirement-description')).toHaveText(
      'Tabelle pivot e grafici.\nDue mezze giornate.',
    );
    await expect(view.getByTestId('requirement-seeker-link')).toHaveAttribute(
      'href',
      app.href(`/${user.username}`),
    );

    // In the own list, closed from there.
    await app.goto('/manage_requirement');
    const row = page.getByTestId('my-requirement').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(page.getByTestId('my-requirements-count-open')).toHaveText('1');
    await row.getByRole('button', { name: app.t('requirements.actions.close') }).press('Enter');
    await expect(page.getByTestId('toast')).toContainText(app.t('requirements.manage.closed'));
    await expect(page.getByTestId('my-requirements-empty')).toBeVisible();
    const closedTab = page.getByRole('tab', {
      name: new RegExp(app.t('requirements.manage.tabs.closed')),
    });
    await closedTab.press('Enter');
    await expect(closedTab).toHaveAttribute('aria-selected', 'true');
    expect(app.appUrl()).toBe('/manage_requirement?status=closed');
    await expect(row).toBeVisible();

    // A closed requirement stays readable, marked closed; its owner reopens it there.
    await row.getByRole('link', { name: title }).press('Enter');
    await expect(page.getByTestId('requirement-closed')).toBeVisible();
    await expect(page.getByTestId('requirement-status')).toHaveText(
      app.t('requirements.status.closed'),
    );
    await view.getByRole('button', { name: app.t('requirements.actions.reopen') }).press('Enter');
    await expect(page.getByTestId('requirement-closed')).toHaveCount(0);
    await expect(page.getByTestId('requirement-status')).toHaveText(
      app.t('requirements.status.open'),
    );

    // Edited: the form holds the saved values; the address stays the same.
    await view.getByRole('link', { name: app.t('requirements.actions.edit') }).press('Enter');
    await expect(page).toHaveTitle(`${app.t('requirements.titles.edit')} | ${productName}`);
    await expect(field('title')).toHaveValue(title);
    await expect(field('budgetMax')).toHaveValue(app.lang === 'it' ? '2500,50' : '2500.50');
    await expect(delivery('online')).toBeChecked();
    await field('title').fill(`${title} (rivisto)`);
    await field('participants').fill('15');
    await submit.press('Enter');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(`${title} (rivisto)`);
    await expect(page.getByTestId('requirement-notice')).toHaveText(
      app.t('requirements.detail.updated'),
    );
    expect(app.appUrl()).toBe(url);
    await expect(view.getByTestId('requirement-fact-participants')).toContainText('15');

    // Deleted after confirming; its page is gone.
    await app.goto('/requirement');
    await expect(page).toHaveTitle(`${app.t('requirements.titles.manage')} | ${productName}`);
    await row.getByRole('button', { name: app.t('requirements.actions.delete') }).press('Enter');
    const dialog = page.getByRole('dialog', { name: app.t('requirements.deleteDialog.title') });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: app.t('requirements.deleteDialog.cancel') }),
    ).toBeFocused();
    await dialog
      .getByRole('button', { name: app.t('requirements.deleteDialog.confirm'), exact: true })
      .press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('toast')).toContainText(app.t('requirements.manage.deleted'));
    await expect(page.getByTestId('my-requirements-empty')).toBeVisible();
    await app.goto(url);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });

  test('a visitor opening a requirement is sent to log in and lands on it afterwards', async ({
    app,
    page,
  }) => {
    const owner = await signUpAndLogIn(page);
    const title = `Public speaking per manager ${Date.now().toString(36)}`;
    const posted = await callApi(page, 'addrequirement', {
      title,
      description: 'Presentazioni efficaci davanti al consiglio.',
      category: 'communication',
      budgetMax: 300000,
    });
    expect(posted.body).toMatchObject({ status: true });
    const { url } = posted.body.requirement as { url: string };
    const reader = await createUser(page);
    await clearCookiesButLanguage(page.context());

    await app.goto(`/requirement/${url}`);
    await expect.poll(() => app.appUrl()).toBe('/login');
    const login = loginDialog(app, page);
    await submitLogin(login, reader.username, reader.password);
    await expect(login.success).toBeVisible();
    await expect.poll(() => app.appUrl(), { timeout: 5_000 }).toBe(`/requirement/${url}`);

    const view = page.getByTestId('requirement-page');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(view.getByTestId('requirement-fact-budget')).toContainText(
      app.t('catalogue.upTo', { amount: shownEuros(app.lang, 3000) }),
    );
    // Someone else's requirement: no owner actions, a way to its author.
    await expect(view.getByRole('link', { name: app.t('requirements.actions.edit') })).toHaveCount(
      0,
    );
    await expect(view.getByTestId('requirement-seeker-link')).toHaveAttribute(
      'href',
      app.href(`/${owner.username}`),
    );
    // Another user cannot edit it either: the form says so.
    await app.goto(
      `/requirement/addrequirement?id=${String((posted.body.requirement as { id: number }).id)}`,
    );
    await expect(page.getByTestId('requirement-not-owner')).toHaveText(
      app.t('requirements.form.notOwner'),
    );
  });
});
