export interface SideMenuEntry {
  key: string;
  path: string;
}

/** The ordinary side menu, in the product's order. */
export const standardEntries: SideMenuEntry[] = [
  { key: 'nav.dashboard', path: '/dashboard' },
  { key: 'nav.requirements', path: '/requirement' },
  { key: 'nav.postRequirement', path: '/requirement/addrequirement' },
  { key: 'nav.topics', path: '/manage_topic' },
  { key: 'nav.createTopic', path: '/addtopic' },
  { key: 'nav.events', path: '/event/manage_event' },
  { key: 'nav.afterEvent', path: '/dashboard/i/eventapproval' },
  { key: 'nav.revenue', path: '/revenue' },
  { key: 'nav.bookings', path: '/mybooking' },
  { key: 'nav.favourites', path: '/myfavorite' },
  { key: 'nav.invoice', path: '/dashboard/i/invoice' },
  { key: 'nav.purchaseOrders', path: '/dashboard/i/purchase-orders' },
  { key: 'nav.trainer', path: '/dashboard/c/trainerslist' },
  { key: 'nav.supplier', path: '/search?supplier=' },
];

/** The company/SME admin dashboard menu; `adminOnly` entries need a company admin. */
export const adminEntries: Array<SideMenuEntry & { adminOnly?: boolean }> = [
  { key: 'nav.admin.dashboard', path: '/dashboard' },
  { key: 'nav.admin.trainersList', path: '/dashboard/c/trainerslist' },
  { key: 'nav.admin.feeApproval', path: '/dashboard/c/feeapproval' },
  { key: 'nav.admin.trainingSchedule', path: '/dashboard/c/trainingschedule' },
  { key: 'nav.admin.totalSpending', path: '/dashboard/c/totalspending' },
  { key: 'nav.admin.purchaseOrders', path: '/dashboard/c/purchaseorderlist' },
  { key: 'nav.admin.invoices', path: '/dashboard/c/invoicelist' },
  { key: 'nav.admin.trainingAssessment', path: '/dashboard/c/trainingassessment' },
  { key: 'nav.admin.userRoles', path: '/dashboard/c/userroles', adminOnly: true },
  { key: 'nav.admin.addTopic', path: '/dashboard/c/addtopic', adminOnly: true },
  { key: 'nav.admin.companyProfile', path: '/dashboard/c/add-company-profile' },
  { key: 'nav.admin.billing', path: '/dashboard/c/billing' },
];
