import { firstProblem, usernameSchema } from '@app/contracts/validation';

export const notFoundPath = '/error-pages/not-found';

/**
 * First path segments that belong to fixed routes (the spec's table), server paths and footer
 * pages: never a public profile, even before their pages exist.
 */
export const reservedSegments = new Set([
  'home',
  'login',
  'dashboard',
  'review',
  'trainerprofile',
  'profile',
  'addtopic',
  'manage_topic',
  'mybooking',
  'manage_requirement',
  'requirement',
  'search',
  'event',
  'message',
  'revenue',
  'settings',
  'myfavorite',
  'topic',
  'reset',
  'error-pages',
  'company',
  'comp',
  'social',
  'inc',
  'img',
  'assets',
  'healthz',
  'readyz',
  'blog',
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
]);

/** Could this single segment be someone's public profile? */
export function isProfileCandidate(segment: string): boolean {
  return (
    !reservedSegments.has(segment.toLowerCase()) && firstProblem(usernameSchema, segment) === null
  );
}

/** `/company/a/b` → `/?company=b`: the last segment names the company. */
export function companyRedirectTarget(param: 'company' | 'comp', rest: string): string {
  const last = rest.split('/').filter(Boolean).pop();
  return last ? `/?${param}=${encodeURIComponent(last)}` : '/';
}
