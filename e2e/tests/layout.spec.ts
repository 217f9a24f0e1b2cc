import { createUser, expect, forEachLanguage, logIn, test } from '../fixtures.ts';
import { becomeProvider } from '../support/trainings.ts';

/** A trainer's standard menu: the spec's list, without the company's trainers page. */
const providerMenu: Array<[string, string]> = [
  ['nav.dashboard', '/dashboard'],
  ['nav.requirements', '/requirement'],
  ['nav.findRequests', '/requirement/search'],
  ['nav.postRequirement', '/requirement/addrequirement'],
  ['nav.topics', '/manage_topic'],
  ['nav.createTopic', '/addtopic'],
  ['nav.events', '/event/manage_event'],
  ['nav.afterEvent', '/dashboard/i/eventapproval'],
  ['nav.revenue', '/revenue'],
  ['nav.bookings', '/mybooking'],
  ['nav.favourites', '/myfavorite'],
  ['nav.invoice', '/dashboard/i/invoice'],
  ['nav.purchaseOrders', '/dashboard/i/purchase-orders'],
  ['nav.supplier', '/search?tab=trainers'],
];

/** Someone who seeks training has no listings, revenue or provider orders to manage. */
const seekerMenu: Array<[string, string]> = [
  ['nav.dashboard', '/dashboard'],
  ['nav.requirements', '/requirement'],
  ['nav.postRequirement', '/requirement/addrequirement'],
  ['nav.bookings', '/mybooking'],
  ['nav.favourites', '/myfavorite'],
  ['nav.invoice', '/dashboard/i/invoice'],
  ['nav.supplier', '/search?tab=trainers'],
];

const adminMenu: Array<[string, string]> = [
  ['nav.admin.dashboard', '/dashboard'],
  ['nav.admin.trainersList', '/dashboard/c/trainerslist'],
  ['nav.admin.feeApproval', '/dashboard/c/feeapproval'],
  ['nav.admin.trainingSchedule', '/dashboard/c/trainingschedule'],
  ['nav.admin.totalSpending', '/dashboard/c/totalspending'],
  ['nav.admin.purchaseOrders', '/dashboard/c/purchaseorderlist'],
  ['nav.admin.invoices', '/dashboard/c/invoicelist'],
  ['nav.admin.trainingAssessment', '/dashboard/c/trainingassessment'],
  ['nav.admin.userRoles', '/dashboard/c/userroles'],
  ['nav.admin.companyProfile', '/dashboard/c/add-company-profile'],
  ['nav.admin.billing', '/dashboard/c/billing'],
];

/** An SME admin: its own topics (it offers training too), no locations, the company details. */
const smeMenu: Array<[string, string]> = [
  ...adminMenu.slice(0, -2),
  ['nav.admin.addTopic', '/dashboard/c/addtopic'],
  ['dashboard.links.companyDetails', '/profile/company-details'],
  ['nav.admin.billing', '/dashboard/c/billing'],
];

forEachLanguage(() => {
  test.describe('layouts and side menu', () => {
    test('a visitor gets the standard layout without a side menu', async ({ app, page }) => {
      await app.goto('/');
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'standard');
      await expect(page.getByTestId('side-menu')).toHaveCount(0);
      await expect(page.getByTestId('side-menu-toggle')).toHaveCount(0);
    });

    test('an ordinary user gets the standard layout and the side menu of their role', async ({
      app,
      page,
    }) => {
      // An account of this test's own: it becomes a provider half-way (the worker's shared
      // account must stay a seeker for the tests after it).
      const person = await createUser(page);
      await logIn(page, person.username, person.password);
      const expectMenu = async (entries: Array<[string, string]>) => {
        const menu = page.getByTestId('side-menu');
        await expect(menu.locator('nav')).toHaveAttribute('data-variant', 'standard');
        const links = menu.getByRole('link', { includeHidden: true });
        await expect(links).toHaveCount(entries.length);
        for (const [index, [key, path]] of entries.entries()) {
          await expect(links.nth(index)).toHaveText(app.t(key));
          await expect(links.nth(index)).toHaveAttribute('href', app.path(path));
        }
      };
      await app.goto('/dashboard');
      await expect(page.getByTestId('dashboard-overview')).toContainText(person.username);
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'standard');
      await expectMenu(seekerMenu);
      await becomeProvider(page);
      await page.reload();
      await expectMenu(providerMenu);
    });

    test('a company user gets the dashboard layout with the admin menu on /dashboard only', async ({
      app,
      page,
      loginAs,
      companies,
    }) => {
      await loginAs(companies.admin);
      await app.goto('/dashboard');
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'dashboard');
      const links = page.getByTestId('side-menu').getByRole('link', { includeHidden: true });
      await expect(links).toHaveCount(adminMenu.length);
      for (const [index, [key, path]] of adminMenu.entries()) {
        await expect(links.nth(index)).toHaveText(app.t(key));
        await expect(links.nth(index)).toHaveAttribute('href', app.path(path));
      }
      await expect(page.getByTestId('account-type')).toHaveText(
        app.t('dashboard.accountTypes.company'),
      );
      await page.getByTestId('header-logo').click();
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'standard');
      await expect(page.getByTestId('side-menu').locator('nav')).toHaveAttribute(
        'data-variant',
        'standard',
      );
    });

    test('an SME admin gets the dashboard layout with its Beta menu', async ({
      app,
      page,
      loginAs,
      companies,
    }) => {
      await loginAs(companies.smeAdmin);
      await app.goto('/dashboard');
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'dashboard');
      const menu = page.getByTestId('side-menu');
      const links = menu.getByRole('link', { includeHidden: true });
      await expect(links).toHaveCount(smeMenu.length);
      for (const [index, [key, path]] of smeMenu.entries()) {
        await expect(links.nth(index)).toHaveText(app.t(key));
        await expect(links.nth(index)).toHaveAttribute('href', app.path(path));
      }
      await expect(menu.getByTestId('side-menu-title')).toContainText(app.t('dashboard.beta'));
      await expect(page.getByTestId('account-type')).toHaveText(
        app.t('dashboard.accountTypes.sme'),
      );
    });
  });
});

forEachLanguage(() => {
  test.describe('side menu visibility', () => {
    test('is a column from 768 px and an overlay with a toggle below', async ({
      app,
      page,
      freshUser,
    }) => {
      expect(freshUser.username).toBeTruthy();
      await app.goto('/dashboard');
      const menu = page.getByTestId('side-menu');
      const toggle = page.getByTestId('side-menu-toggle');
      const width = page.viewportSize()?.width ?? 0;
      if (width >= 768) {
        await expect(menu).toBeVisible();
        await expect(toggle).toBeHidden();
        return;
      }
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(360, 700);
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await menu.getByRole('link', { name: app.t('nav.supplier') }).click();
      await expect(menu).toBeHidden();
    });
  });
});
