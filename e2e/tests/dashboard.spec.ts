import type { Page } from '@playwright/test';
import { callApi, expect, test as base, productName, type App } from '../fixtures.ts';
import { signUpAndLogIn, languageByWidth } from '../support/profile-settings.ts';

const test = base.extend(languageByWidth);
// Controls in the page are used from the keyboard (press), which also checks they are reachable:
// at 375 px the header turning sticky after 250 px of scroll moves the page under a pointer.

interface Summary {
  profileCompleteness: number;
  missing: string[];
  trialDaysLeft: number | null;
}
interface CompanyReply {
  company: { slug: string; name: string } | null;
  subscription: { trialDaysLeft: number } | null;
}

async function summaryOf(page: Page) {
  return (await callApi(page, 'dashboardsummary')).body as unknown as Summary;
}

async function companyOf(page: Page) {
  return (await callApi(page, 'loginCompanyDetails')).body as unknown as CompanyReply;
}

function overview(page: Page) {
  return page.getByTestId('dashboard-overview');
}

async function expectCompleteness(app: App, page: Page, summary: Summary) {
  const card = page.getByTestId('profile-completeness');
  await expect(card.getByTestId('completeness-value')).toHaveText(
    app.t('dashboard.completeness.percent', { percent: String(summary.profileCompleteness) }),
  );
  await expect(card.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(summary.profileCompleteness),
  );
  const links = card.getByTestId('completeness-missing').getByRole('link');
  await expect(links).toHaveText(
    summary.missing.map((item) => app.t(`dashboard.completeness.items.${item}`)),
  );
}

test.describe('dashboard', () => {
  test('an ordinary user: completeness with links to the missing items, quick actions', async ({
    app,
    page,
  }) => {
    await signUpAndLogIn(page);
    await app.goto('/dashboard');
    await expect(overview(page)).toHaveAttribute('data-kind', 'ordinary');
    await expect(page).toHaveTitle(`${app.t('titles.dashboard')} | ${productName}`);
    await expect(page.getByTestId('account-type')).toHaveText(
      app.t('dashboard.accountTypes.individual'),
    );
    const summary = await summaryOf(page);
    expect(summary.missing).toContain('headline');
    await expectCompleteness(app, page, summary);
    await expect(page.getByTestId('trial-days')).toHaveCount(0);
    await expect(page.getByTestId('dashboard-role')).toHaveCount(0);
    await expect(page.getByTestId('invite-link')).toHaveCount(0);
    // Their own work in figures, each leading to where it is done; nothing of a provider's yet.
    const seeking = page.getByTestId('dashboard-figures-seeking');
    await expect(
      seeking.getByRole('link', { name: new RegExp(app.t('dashboard.figures.openRequirements')) }),
    ).toHaveAttribute('href', app.path('/requirement'));
    await expect(
      seeking.getByRole('link', { name: new RegExp(app.t('dashboard.figures.favourites')) }),
    ).toContainText('0');
    await expect(page.getByTestId('dashboard-figures-offering')).toHaveCount(0);
    await expect(
      page.getByTestId('quick-actions').getByRole('link', {
        name: app.t('dashboard.links.createTopic'),
      }),
    ).toHaveCount(0);

    const actions = page.getByTestId('quick-actions');
    await expect(
      actions.getByRole('link', { name: app.t('dashboard.links.settings') }),
    ).toHaveAttribute('href', app.path('/settings'));
    await expect(
      actions.getByRole('link', { name: app.t('dashboard.links.companyDetails') }),
    ).toHaveCount(0);
    await actions.getByRole('link', { name: app.t('dashboard.links.editProfile') }).press('Enter');
    await expect(page.getByTestId('profile-editor')).toBeVisible();

    // A missing item opens the editor on its field.
    await page.goBack();
    await page
      .getByTestId('completeness-missing')
      .getByRole('link', { name: app.t('dashboard.completeness.items.headline') })
      .press('Enter');
    await expect(
      page.getByTestId('profile-editor').getByLabel(app.t('profile.fields.headline')),
    ).toBeFocused();
    await page.getByLabel(app.t('profile.fields.headline')).fill('Sales coach');
    await page.getByRole('button', { name: app.t('profile.edit.save') }).press('Enter');
    await expect(page.getByTestId('toast')).toBeVisible();
    await app.goto('/dashboard');
    const after = await summaryOf(page);
    expect(after.profileCompleteness).toBeGreaterThan(summary.profileCompleteness);
    expect(after.missing).not.toContain('headline');
    await expectCompleteness(app, page, after);
  });

  test('company users: the company dashboard with role, trial days and the invite link', async ({
    app,
    page,
    loginAs,
    companies,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(companies.admin);
    await app.goto('/dashboard');
    await expect(overview(page)).toHaveAttribute('data-kind', 'company');
    const company = await companyOf(page);
    const summary = await summaryOf(page);
    await expect(page.getByTestId('dashboard-kind')).toContainText(
      app.t('dashboard.kinds.company'),
    );
    expect(company.company?.name).toBe(companies.company.name);
    await expect(page.getByTestId('dashboard-kind')).toContainText(companies.company.name);
    await expect(page.getByTestId('dashboard-role')).toHaveText(app.t('dashboard.roles.admin'));
    const trialDays = summary.trialDaysLeft ?? company.subscription?.trialDaysLeft;
    expect(trialDays).toBeGreaterThan(0);
    await expect(page.getByTestId('trial-days')).toHaveText(String(trialDays));
    await expectCompleteness(app, page, summary);
    await expect(
      page
        .getByTestId('quick-actions')
        .getByRole('link', { name: app.t('dashboard.links.companyDetails') }),
    ).toHaveAttribute('href', app.path('/profile/company-details'));

    const invite = page.getByTestId('invite-link');
    const origin = new URL(page.url()).origin;
    const url = `${origin}/company/${companies.company.slug}`;
    await expect(invite.getByRole('textbox')).toHaveValue(url);
    await invite.getByRole('button', { name: app.t('dashboard.invite.copy') }).press('Enter');
    await expect(invite.getByRole('status')).toHaveText(app.t('dashboard.invite.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // A manager of the same company: role Manager, no invitation link.
    await loginAs(companies.manager);
    await page.reload();
    await expect(overview(page)).toHaveAttribute('data-kind', 'company');
    await expect(page.getByTestId('dashboard-role')).toHaveText(app.t('dashboard.roles.manager'));
    await expect(page.getByTestId('trial-days')).toHaveText(String(trialDays));
    await expect(page.getByTestId('invite-link')).toHaveCount(0);
  });

  test('SME users: the trainer dashboard with Beta, SME admin and trial days', async ({
    app,
    page,
    loginAs,
    companies,
  }) => {
    await loginAs(companies.smeAdmin);
    await app.goto('/dashboard');
    await expect(overview(page)).toHaveAttribute('data-kind', 'sme');
    const kind = page.getByTestId('dashboard-kind');
    await expect(kind).toContainText(app.t('dashboard.kinds.sme'));
    await expect(kind).toContainText(app.t('dashboard.beta'));
    await expect(page.getByTestId('dashboard-role')).toHaveText(app.t('dashboard.roles.smeAdmin'));
    const company = await companyOf(page);
    const summary = await summaryOf(page);
    const trialDays = summary.trialDaysLeft ?? company.subscription?.trialDaysLeft;
    await expect(page.getByTestId('trial-days')).toHaveText(String(trialDays));
    await expectCompleteness(app, page, summary);
    await expect(page.getByTestId('invite-link').getByRole('textbox')).toHaveValue(
      `${new URL(page.url()).origin}/company/${companies.sme.slug}`,
    );
  });
});
