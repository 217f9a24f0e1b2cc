/**
 * Every page path of the web app (apps/web/src/app/routes.tsx, which a web test keeps equal to this
 * list), without the language prefix, as React Router writes it: `:name` is one segment, `*` the
 * rest. `access` says who may see it: `public` pages are for crawlers too (canonical, alternates,
 * listed in the sitemap when they are listings); `signedIn` pages are `noindex`. The server answers
 * 404 for a path that matches none of them, and for a listing path whose listing does not exist.
 */
export const pagePaths = [
  { path: '', access: 'public' },
  { path: 'login/*', access: 'public' },
  { path: 'dashboard', access: 'signedIn' },
  { path: 'myfavorite', access: 'signedIn' },
  { path: 'settings', access: 'signedIn' },
  { path: 'profile', access: 'signedIn' },
  { path: 'trainerprofile', access: 'signedIn' },
  { path: 'profile/company-details', access: 'signedIn' },
  { path: 'manage_requirement', access: 'signedIn' },
  { path: 'requirement', access: 'signedIn' },
  { path: 'requirement/addrequirement', access: 'signedIn' },
  { path: 'requirement/:key', access: 'signedIn' },
  { path: 'addtopic', access: 'signedIn' },
  { path: 'dashboard/c/addtopic', access: 'signedIn' },
  { path: 'dashboard/c/trainerslist', access: 'signedIn' },
  { path: 'dashboard/c/trainingschedule', access: 'signedIn' },
  { path: 'dashboard/c/trainingassessment', access: 'signedIn' },
  { path: 'addtopic/overview', access: 'signedIn' },
  { path: 'manage_topic', access: 'signedIn' },
  { path: 'event/addevent', access: 'signedIn' },
  { path: 'event/manage_event', access: 'signedIn' },
  { path: 'message', access: 'signedIn' },
  { path: 'message/:userId', access: 'signedIn' },
  { path: 'dashboard/type/notifi', access: 'signedIn' },
  { path: 'mybooking', access: 'signedIn' },
  { path: 'mybooking/:id', access: 'signedIn' },
  { path: 'dashboard/i/eventapproval', access: 'signedIn' },
  { path: 'review', access: 'signedIn' },
  { path: 'dashboard/c/feeapproval', access: 'signedIn' },
  { path: 'dashboard/c/purchaseorderlist', access: 'signedIn' },
  { path: 'dashboard/i/purchase-orders', access: 'signedIn' },
  { path: 'dashboard/c/userroles', access: 'signedIn' },
  { path: 'dashboard/i', access: 'signedIn' },
  { path: 'dashboard/i/invoice', access: 'signedIn' },
  { path: 'dashboard/c/invoicelist', access: 'signedIn' },
  { path: 'revenue', access: 'signedIn' },
  { path: 'dashboard/c/totalspending', access: 'signedIn' },
  { path: 'dashboard/c/add-company-profile', access: 'signedIn' },
  { path: 'dashboard/c/billing', access: 'signedIn' },
  { path: 'topic', access: 'public' },
  { path: 'topic/:url', access: 'public' },
  { path: 'event/Q/:url', access: 'public' },
  { path: 'search', access: 'public' },
  { path: 'event', access: 'public' },
  { path: 'event/search', access: 'public' },
  { path: 'requirement/search', access: 'public' },
  { path: 'reset', access: 'signedIn' },
  { path: 'assessment/:token', access: 'signedIn' },
  { path: 'reset/:id/:token', access: 'signedIn' },
  { path: 'invitation/:token', access: 'signedIn' },
  { path: 'error-pages/not-found', access: 'public' },
  { path: 'company/*', access: 'public' },
  { path: 'comp/*', access: 'public' },
  { path: ':username', access: 'public' },
] as const satisfies ReadonlyArray<{ path: string; access: 'public' | 'signedIn' }>;

export type PagePath = (typeof pagePaths)[number]['path'];

export interface MatchedPage {
  path: PagePath;
  access: 'public' | 'signedIn';
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
