import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render-in-app.tsx';
import { SideMenu } from './side-menu.tsx';

/** The dashboard menu's variants (spec §2 and §6): company admin, manager, SME admin (Beta). */

const linksOf = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => ({
      name: link.textContent,
      href: link.getAttribute('href'),
    }));

afterEach(() => {
  cleanup();
});

describe('the dashboard side menu', () => {
  it("gives a company admin the company's pages, user roles and locations (a buyer adds no topic)", async () => {
    await renderInApp(<SideMenu variant="admin" dashboardKind="company" isCompanyAdmin />);
    expect(screen.getByTestId('side-menu-title').textContent).toBe('Company dashboard');
    expect(linksOf()).toEqual([
      { name: 'Dashboard', href: '/dashboard' },
      { name: 'Trainers list', href: '/dashboard/c/trainerslist' },
      { name: 'Fee approval', href: '/dashboard/c/feeapproval' },
      { name: 'Training schedule', href: '/dashboard/c/trainingschedule' },
      { name: 'Total spending', href: '/dashboard/c/totalspending' },
      { name: 'Purchase orders', href: '/dashboard/c/purchaseorderlist' },
      { name: 'Invoices', href: '/dashboard/c/invoicelist' },
      { name: 'Training assessment', href: '/dashboard/c/trainingassessment' },
      { name: 'User roles', href: '/dashboard/c/userroles' },
      { name: 'Company profile', href: '/dashboard/c/add-company-profile' },
      { name: 'Billing', href: '/dashboard/c/billing' },
    ]);
  });

  it('gives a manager the same pages without the admin entries', async () => {
    await renderInApp(<SideMenu variant="admin" dashboardKind="company" />, 'it');
    const hrefs = linksOf().map((link) => link.href);
    expect(hrefs).toEqual([
      '/dashboard',
      '/dashboard/c/trainerslist',
      '/dashboard/c/feeapproval',
      '/dashboard/c/trainingschedule',
      '/dashboard/c/totalspending',
      '/dashboard/c/purchaseorderlist',
      '/dashboard/c/invoicelist',
      '/dashboard/c/trainingassessment',
      '/dashboard/c/billing',
    ]);
    expect(screen.queryByText('Ruoli utente')).toBeNull();
  });

  it('marks the SME dashboard Beta and gives its admin the company details', async () => {
    await renderInApp(<SideMenu variant="admin" dashboardKind="sme" isCompanyAdmin />);
    const title = screen.getByTestId('side-menu-title');
    expect(title.textContent).toBe('SME dashboardBeta');
    expect(within(title).getByText('Beta').className).toContain('beta-badge');
    const hrefs = linksOf().map((link) => link.href);
    expect(hrefs).toContain('/profile/company-details');
    expect(hrefs).toContain('/dashboard/c/userroles');
    expect(hrefs).toContain('/dashboard/c/addtopic');
    expect(hrefs).not.toContain('/dashboard/c/add-company-profile');
  });

  it('shows what waits at fee approval beside its entry', async () => {
    await renderInApp(
      <SideMenu variant="admin" isCompanyAdmin counts={{ '/dashboard/c/feeapproval': 3 }} />,
    );
    const entry = screen.getByRole('link', { name: /Fee approval/ });
    expect(within(entry).getByTestId('side-menu-count').textContent).toBe('3');
  });
});

describe('the current entry', () => {
  const current = () =>
    within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it('is Suppliers on the providers’ search only, not on every search', async () => {
    await renderInApp(<SideMenu variant="standard" isProvider />, 'en', '/search?tab=trainers');
    expect(current()).toEqual(['Suppliers']);
    cleanup();
    await renderInApp(<SideMenu variant="standard" isProvider />, 'en', '/search?topic=excel');
    expect(current()).toEqual([]);
    cleanup();
    await renderInApp(<SideMenu variant="standard" isProvider />, 'en', '/requirement/search');
    expect(current()).toEqual(['Find requests']);
  });
});

describe('the standard side menu', () => {
  it('gives someone who seeks training no listings, revenue or provider orders', async () => {
    await renderInApp(<SideMenu variant="standard" />);
    expect(linksOf().map((link) => link.href)).toEqual([
      '/dashboard',
      '/requirement',
      '/requirement/addrequirement',
      '/mybooking',
      '/myfavorite',
      '/dashboard/i/invoice',
      '/search?tab=trainers',
    ]);
  });

  it("gives a trainer the requests to quote on, their topics, events, revenue and orders, and a company's people its trainers", async () => {
    await renderInApp(<SideMenu variant="standard" isProvider isCompanyUser />);
    const hrefs = linksOf().map((link) => link.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/requirement/search',
        '/manage_topic',
        '/addtopic',
        '/revenue',
        '/dashboard/c/trainerslist',
      ]),
    );
    expect(hrefs).toHaveLength(15);
  });
});
