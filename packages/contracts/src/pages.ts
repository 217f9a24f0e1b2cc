/**
 * Every page path of the web app (apps/web/src/app/routes.tsx, which a web test keeps equal to this
 * list), without the language prefix, as React Router writes it: `:name` is one segment, `*` the
 * rest. `access` says whether crawlers are welcome: `public` pages get their canonical address and
 * alternates (and listings their place in the sitemap); `private` ones (signed-in pages, and
 * personal links such as a password reset or an invitation) are `noindex`. The server answers
 * 404 for a path that matches none of them, and for a listing path whose listing does not exist.
 */
export const pagePaths = [
  { path: '', access: 'public' },
  { path: 'login/*', access: 'public' },
  { path: 'dashboard', access: 'private' },
  { path: 'myfavorite', access: 'private' },
  { path: 'settings', access: 'private' },
  { path: 'profile', access: 'private' },
  { path: 'trainerprofile', access: 'private' },
  { path: 'profile/company-details', access: 'private' },
  { path: 'manage_requirement', access: 'private' },
  { path: 'requirement', access: 'private' },
  { path: 'requirement/addrequirement', access: 'private' },
  { path: 'requirement/:key', access: 'private' },
  { path: 'addtopic', access: 'private' },
  { path: 'dashboard/c/addtopic', access: 'private' },
  { path: 'dashboard/c/trainerslist', access: 'private' },
  { path: 'dashboard/c/trainingschedule', access: 'private' },
  { path: 'dashboard/c/trainingassessment', access: 'private' },
  { path: 'addtopic/overview', access: 'private' },
  { path: 'manage_topic', access: 'private' },
  { path: 'event/addevent', access: 'private' },
  { path: 'event/manage_event', access: 'private' },
  { path: 'message', access: 'private' },
  { path: 'message/:userId', access: 'private' },
  { path: 'dashboard/type/notifi', access: 'private' },
  { path: 'mybooking', access: 'private' },
  { path: 'mybooking/:id', access: 'private' },
  { path: 'dashboard/i/eventapproval', access: 'private' },
  { path: 'review', access: 'private' },
  { path: 'dashboard/c/feeapproval', access: 'private' },
  { path: 'dashboard/c/purchaseorderlist', access: 'private' },
  { path: 'dashboard/i/purchase-orders', access: 'private' },
  { path: 'dashboard/c/userroles', access: 'private' },
  { path: 'dashboard/i', access: 'private' },
  { path: 'dashboard/i/invoice', access: 'private' },
  { path: 'dashboard/c/invoicelist', access: 'private' },
  { path: 'revenue', access: 'private' },
  { path: 'dashboard/c/totalspending', access: 'private' },
  { path: 'dashboard/c/add-company-profile', access: 'private' },
  { path: 'dashboard/c/billing', access: 'private' },
  { path: 'admin', access: 'private' },
  { path: 'admin/reports', access: 'private' },
  { path: 'admin/reports/:id', access: 'private' },
  { path: 'admin/team', access: 'private' },
  { path: 'admin/audit', access: 'private' },
  { path: 'admin/figures', access: 'private' },
  { path: 'admin/plans', access: 'private' },
  { path: 'admin/companies/:id', access: 'private' },
  { path: 'admin/people', access: 'private' },
  { path: 'admin/people/:id', access: 'private' },
  { path: 'topic', access: 'public' },
  { path: 'topic/:url', access: 'public' },
  { path: 'event/Q/:url', access: 'public' },
  { path: 'search', access: 'public' },
  { path: 'event', access: 'public' },
  { path: 'event/search', access: 'public' },
  { path: 'requirement/search', access: 'public' },
  { path: 'reset', access: 'private' },
  { path: 'assessment/:token', access: 'private' },
  { path: 'reset/:id/:token', access: 'private' },
  { path: 'verify-email/:id/:token', access: 'private' },
  { path: 'data-export/:id/:token', access: 'private' },
  { path: 'invitation/:token', access: 'private' },
  { path: 'unsubscribe/:token', access: 'private' },
  { path: 'error-pages/not-found', access: 'public' },
  { path: 'contact', access: 'public' },
  { path: 'refund-policy', access: 'public' },
  { path: 'support', access: 'public' },
  { path: 'faq', access: 'public' },
  { path: 'terms', access: 'public' },
  { path: 'privacy', access: 'public' },
  { path: 'cookie-policy', access: 'public' },
  { path: 'anti-spam', access: 'public' },
  { path: 'gdpr', access: 'public' },
  { path: 'ipr-complaints', access: 'public' },
  { path: 'abuse-policy', access: 'public' },
  { path: 'blog', access: 'public' },
  { path: 'blog/:slug', access: 'public' },
  { path: 'company/*', access: 'public' },
  { path: 'comp/*', access: 'public' },
  { path: ':username', access: 'public' },
] as const satisfies ReadonlyArray<{ path: string; access: 'public' | 'private' }>;

export type PagePath = (typeof pagePaths)[number]['path'];

export interface MatchedPage {
  path: PagePath;
  access: 'public' | 'private';
  params: Record<string, string>;
}

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The page a path (without the language prefix, no leading slash) shows, ranked as React Router
 * ranks routes: fixed segments before `:params`, and a `*` tail last. Null when none matches.
 */
export function matchPage(pathname: string): MatchedPage | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  let best: {
    page: (typeof pagePaths)[number];
    params: Record<string, string>;
    score: number;
  } | null = null;
  for (const page of pagePaths) {
    const pattern = page.path === '' ? [] : page.path.split('/');
    const params: Record<string, string> = {};
    let score = 0;
    let matched = true;
    for (let index = 0; index < pattern.length; index += 1) {
      const part = pattern[index]!;
      const segment = segments[index];
      if (part === '*') {
        score += 1;
        index = segments.length;
        break;
      }
      if (segment === undefined) {
        matched = false;
        break;
      }
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodedSegment(segment);
        score += 3;
      } else if (part === segment) {
        score += 10;
      } else {
        matched = false;
        break;
      }
    }
    const isSplat = pattern[pattern.length - 1] === '*';
    if (!matched || (!isSplat && pattern.length !== segments.length)) continue;
    if (!best || score > best.score) best = { page, params, score };
  }
  return best ? { path: best.page.path, access: best.page.access, params: best.params } : null;
}
