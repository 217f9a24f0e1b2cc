import type { Page } from '@playwright/test';
import { demoPassword, expect, logIn, test as base, type App } from '../fixtures.ts';
import { languageByWidth } from '../support/profile-settings.ts';

const test = base.extend(languageByWidth);

/**
 * The company dashboard of the demo's ACME group (docs/product.md, "Company dashboard home" and
 * "Approved trainers"), as the brief of issue 12 asks: acme_admin (super admin of Milano and
 * Roma) and laura_ferrara (manager at Milano). Italian at 1280 px, English at 375 px, where the
 * side menu is an overlay opened by its toggle.
 */

const adminOnly = ['nav.admin.userRoles', 'nav.admin.companyProfile'];
const staffEntries = [
  'nav.admin.dashboard',
  'nav.admin.trainersList',
  'nav.admin.feeApproval',
  'nav.admin.trainingSchedule',
  'nav.admin.totalSpending',
  'nav.admin.purchaseOrders',
  'nav.admin.invoices',
  'nav.admin.trainingAssessment',
  'nav.admin.billing',
];

/** The side menu, opened first below 768 px (where it hides behind its toggle). */
async function openMenu(page: Page) {
  const menu = page.getByTestId('side-menu');
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await expect(menu).toBeHidden();
    await page.getByTestId('side-menu-toggle').click();
  }
  await expect(menu).toBeVisible();
  return menu;
}

async function goToTrainers(app: App, page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: app.t('nav.admin.trainersList') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.t('companyTrainers.title'));
}

test('an admin runs the company home and notes a trainer; a manager only reads', async ({
  app,
  page,
}, testInfo) => {
  test.slow();
  await logIn(page, 'acme_admin', demoPassword);
  await app.goto('/dashboard');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'dashboard');

  const menu = await openMenu(page);
  for (const key of [...staffEntries, ...adminOnly]) {
    await expect(menu.getByRole('link', { name: app.t(key) })).toBeVisible();
  }
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }

  // The home: what waits, the next trainings, what changed, and both ACME locations.
  await expect(page.getByTestId('waiting-panel')).toBeVisible();
  const upcoming = page.getByTestId('company-upcoming');
  await expect(upcoming.getByRole('heading')).toHaveText(app.t('companyHome.upcoming.title'));
  await expect(upcoming.getByRole('listitem').first()).toBeVisible();
  const activity = page.getByTestId('company-activity');
  await expect(activity.getByRole('heading')).toHaveText(app.t('companyHome.activity.title'));
  await expect(activity.getByRole('listitem').first()).toBeVisible();
  const locations = page.getByTestId('company-location');
  await expect(locations).toHaveCount(2);
  await expect(locations.nth(0)).toContainText('ACME S.p.A. – Milano');
  await expect(locations.nth(0)).toHaveAttribute('data-active', 'true');
  await expect(locations.nth(1)).toContainText('ACME S.p.A. – Roma');

  // Approved trainers: the seeded note, figures, and a note of this run written inline.
  await goToTrainers(app, page);
  const giulia = page.getByTestId('company-trainer').filter({ hasText: 'Giulia Bianchi' });
  await expect(giulia.getByTestId('trainer-note')).toContainText('Scrum');
  await expect(giulia.getByTestId('trainer-bookings')).not.toHaveText('0');
  // A trainer of this run, approved by address (both widths run at once on one database).
  const address = `e2e.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.getByTestId('trainer-email').fill(address);
  await page.getByTestId('approve-trainer-email').click();
  await expect(page.getByTestId('add-trainer-done')).toHaveText(
    app.t('companyTrainers.add.added', { name: address }),
  );
  const newcomer = page.getByTestId('company-trainer').filter({ hasText: address });
  await expect(newcomer).toContainText(app.t('companyTrainers.status.approved'));
  const note = `Colloquio fissato (${testInfo.project.name})`;
  await newcomer.getByTestId('edit-trainer-note').click();
  const field = newcomer.getByTestId('trainer-note-input');
  await field.fill(note);
  await newcomer.getByTestId('save-trainer-note').click();
  await expect(newcomer.getByTestId('trainer-note')).toHaveText(note);
  await page.reload();
  await expect(
    page.getByTestId('company-trainer').filter({ hasText: address }).getByTestId('trainer-note'),
  ).toHaveText(note);

  // The manager of Milano: the staff's pages, no admin entries, the list read-only.
  await logIn(page, 'laura_ferrara', demoPassword);
  await app.goto('/dashboard');
  const managerMenu = await openMenu(page);
  await expect(
    managerMenu.getByRole('link', { name: app.t('nav.admin.trainersList') }),
  ).toBeVisible();
  for (const key of adminOnly) {
    await expect(managerMenu.getByRole('link', { name: app.t(key) })).toHaveCount(0);
  }
  if ((page.viewportSize()?.width ?? 0) < 768) await page.keyboard.press('Escape');
  await expect(page.getByTestId('company-locations')).toHaveCount(0);
  await goToTrainers(app, page);
  await expect(
    page.getByTestId('company-trainer').filter({ hasText: address }).getByTestId('trainer-note'),
  ).toHaveText(note);
  await expect(page.getByTestId('edit-trainer-note')).toHaveCount(0);
  await expect(page.getByTestId('remove-trainer')).toHaveCount(0);
  await expect(page.getByTestId('trainer-search')).toHaveCount(0);
});
