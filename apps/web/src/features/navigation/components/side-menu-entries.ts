import type { PlatformRole } from '@app/contracts/access';

export interface SideMenuEntry {
  key: string;
  path: string;
}

interface StandardEntry extends SideMenuEntry {
  /** Only for those who offer training (serviceType provider): their listings and money. */
  providerOnly?: boolean;
  /** Only for a company's or an SME's people (the page is the company's). */
  companyOnly?: boolean;
}

/** The ordinary side menu, in the product's order (spec §1); each user sees the entries for them. */
export const standardEntries: StandardEntry[] = [
  { key: 'nav.dashboard', path: '/dashboard' },
  { key: 'nav.requirements', path: '/requirement' },
  // A trainer's "find work": the open requirements to quote on.
  { key: 'nav.findRequests', path: '/requirement/search', providerOnly: true },
  { key: 'nav.postRequirement', path: '/requirement/addrequirement' },
  { key: 'nav.topics', path: '/manage_topic', providerOnly: true },
  { key: 'nav.createTopic', path: '/addtopic', providerOnly: true },
  { key: 'nav.events', path: '/event/manage_event', providerOnly: true },
  { key: 'nav.afterEvent', path: '/dashboard/i/eventapproval', providerOnly: true },
  { key: 'nav.revenue', path: '/revenue', providerOnly: true },
  { key: 'nav.bookings', path: '/mybooking' },
  { key: 'nav.favourites', path: '/myfavorite' },
  { key: 'nav.invoice', path: '/dashboard/i/invoice' },
  { key: 'nav.purchaseOrders', path: '/dashboard/i/purchase-orders', providerOnly: true },
  { key: 'nav.trainer', path: '/dashboard/c/trainerslist', companyOnly: true },
  { key: 'nav.supplier', path: '/search?tab=trainers' },
];

/**
 * Whether an entry is the page shown: the same path, and the page's address holds each parameter
 * the entry's does (the providers' search is current on the providers' tab, not on every search).
 */
export function isCurrentEntry(
  entryPath: string,
  location: { pathname: string; search: string },
): boolean {
  const [path = '', query = ''] = entryPath.split('?');
  const trimmed = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  if (trimmed(location.pathname) !== trimmed(path)) return false;
  const shown = new URLSearchParams(location.search);
  return [...new URLSearchParams(query)].every(([name, value]) => shown.get(name) === value);
}

/** The standard entries one user sees: a seeker has no listings, revenue or provider orders. */
export function standardEntriesFor(who: {
  isProvider: boolean;
  isCompanyUser: boolean;
}): SideMenuEntry[] {
  return standardEntries.filter(
    (entry) => (!entry.providerOnly || who.isProvider) && (!entry.companyOnly || who.isCompanyUser),
  );
}

export type DashboardKind = 'company' | 'sme';

export interface DashboardMenuEntry extends SideMenuEntry {
  /** Only the company's admin (userRole 1) sees it (spec §6: user roles, add topic). */
  adminOnly?: boolean;
  /** The dashboards it belongs to; both when absent. */
  kinds?: readonly DashboardKind[];
}

/** The company/SME dashboard menu (spec §2, route table `dashboard/c/...`), in the spec's order. */
export const adminEntries: DashboardMenuEntry[] = [
  { key: 'nav.admin.dashboard', path: '/dashboard' },
  { key: 'nav.admin.trainersList', path: '/dashboard/c/trainerslist' },
  { key: 'nav.admin.feeApproval', path: '/dashboard/c/feeapproval' },
  { key: 'nav.admin.trainingSchedule', path: '/dashboard/c/trainingschedule' },
  { key: 'nav.admin.totalSpending', path: '/dashboard/c/totalspending' },
  { key: 'nav.admin.purchaseOrders', path: '/dashboard/c/purchaseorderlist' },
  { key: 'nav.admin.invoices', path: '/dashboard/c/invoicelist' },
  { key: 'nav.admin.trainingAssessment', path: '/dashboard/c/trainingassessment' },
  { key: 'nav.admin.userRoles', path: '/dashboard/c/userroles', adminOnly: true },
  // An SME offers training as well; a company that only buys has no topics of its own.
  { key: 'nav.admin.addTopic', path: '/dashboard/c/addtopic', adminOnly: true, kinds: ['sme'] },
  // Locations of a company group; an SME has one profile, edited in its company details.
  {
    key: 'nav.admin.companyProfile',
    path: '/dashboard/c/add-company-profile',
    adminOnly: true,
    kinds: ['company'],
  },
  {
    key: 'dashboard.links.companyDetails',
    path: '/profile/company-details',
    adminOnly: true,
    kinds: ['sme'],
  },
  { key: 'nav.admin.billing', path: '/dashboard/c/billing' },
];

/** The entries one company user sees: by dashboard, and the admin's own only for the admin. */
export function dashboardEntriesFor(kind: DashboardKind, isAdmin: boolean): DashboardMenuEntry[] {
  return adminEntries.filter(
    (entry) =>
      (!entry.adminOnly || isAdmin) && (entry.kinds === undefined || entry.kinds.includes(kind)),
  );
}

/**
 * The operator console's menu (the spec's admin-dashboard variant), role-aware: everyone of the
 * platform's staff works the reports and people and reads the figures; only operators sell the
 * plans, manage the team and read the audit. Written compactly: the side menu is part of every page's first load.
 */
const consolePages = ['reports', 'people', 'figures', 'plans', 'team', 'audit'];

export function consoleEntriesFor(role: PlatformRole): SideMenuEntry[] {
  return consolePages
    .slice(0, role === 'operator' ? 6 : 3)
    .map((page) => ({ key: `nav.console.${page}`, path: `/admin/${page}` }));
}
