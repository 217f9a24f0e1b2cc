/**
 * The site pages (footer links) and their report forms, without zod: the shell's footer and the
 * routes import this on the first load.
 */
export const sitePageSlugs = [
  'contact',
  'refund-policy',
  'support',
  'faq',
  'terms',
  'privacy',
  'cookie-policy',
  'anti-spam',
  'gdpr',
  'ipr-complaints',
  'abuse-policy',
] as const;
export type SitePageSlug = (typeof sitePageSlugs)[number];

/** What a site page's form sends; the page of each kind is the one of the same name. */
export const reportKinds = ['contact', 'support', 'abuse', 'ipr', 'gdpr'] as const;
export type ReportKind = (typeof reportKinds)[number];

/**
 * Why a signed-in person reports a listing, a review, a profile or a message (docs/product.md,
 * "Reports"); `reportcontent` in actions/site.ts checks it.
 */
export const reportReasons = ['spam', 'inappropriate', 'fraud', 'ipr', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** Abuse and IPR reports name the page concerned. */
export const reportKindsWithLink: readonly ReportKind[] = ['abuse', 'ipr'];

export const siteReportLimits = {
  nameMax: 120,
  subjectMax: 200,
  messageMax: 5000,
  linkMax: 2000,
  /** Reports one address may send in an hour before a captcha is asked. */
  freePerHour: 3,
} as const;
