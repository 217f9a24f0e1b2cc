import { isReservedName } from '@app/contracts/reserved-names';
import { isUsernameShaped } from '@app/contracts/limits';

export const notFoundPath = '/error-pages/not-found';

/** Could this single segment be someone's public profile? */
export function isProfileCandidate(segment: string): boolean {
  return !isReservedName(segment) && isUsernameShaped(segment);
}

/** `/company/a/b` → `/?company=b`: the last segment names the company. */
export function companyRedirectTarget(param: 'company' | 'comp', rest: string): string {
  const last = rest.split('/').filter(Boolean).pop();
  return last ? `/?${param}=${encodeURIComponent(last)}` : '/';
}
