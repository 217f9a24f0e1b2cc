import type { Page, Request } from '@playwright/test';
import { pagePaths, type PagePath } from '@app/contracts/pages';
import { sitePageSlugs } from '@app/contracts/site-pages';
import {
  callApi,
  createUser,
  demoAccounts,
  expect,
  forEachLanguage,
  logIn,
  test,
  type App,
} from '../fixtures.ts';
import { axe } from '../support/axe.ts';
import { becomeProvider } from '../support/trainings.ts';
import { createStaffMember, signInWithCode } from '../support/operators.ts';

/**
 * axe-core (WCAG 2.1 A and AA) on every page of the app (packages/contracts/src/pages.ts), signed
 * out and signed in as a person who seeks and then offers training and as a company's admin, in
 * Italian (desktop) and English (375 px). A page with any violation fails the test, which names
 * the page, the rule and the elements. The header, side menu and footer, the same on every page of
 * one person, are checked on each test's first page.
 */

/** Who opens which pages; together they are every page of the app (checked below). */
const visitorPages: PagePath[] = [
  '',
  'login/*',
  'topic',
  'topic/:url',
  'event/Q/:url',
  'search',
  'event',
  'event/search',
  'requirement/search',
  'reset',
  'reset/:id/:token',
  'verify-email/:id/:token',
  'assessment/:token',
  'invitation/:token',
  'unsubscribe/:token',
  'error-pages/not-found',
  ...sitePageSlugs,
  'blog',
  'blog/:slug',
  'company/*',
  'comp/*',
  ':username',
];
const personPages: PagePath[] = [
  'dashboard',
  'myfavorite',
  'settings',
  'data-export/:id/:token',
  'profile',
  'manage_requirement',
  'requirement',
  'requirement/addrequirement',
  'requirement/:key',
  'message',
  'message/:userId',
  'dashboard/type/notifi',
  'mybooking',
  'mybooking/:id',
  'review',
];
const providerPages: PagePath[] = [
  'trainerprofile',
  'addtopic',
  'addtopic/overview',
  'manage_topic',
  'event/addevent',
  'event/manage_event',
  'dashboard/i/eventapproval',
  'dashboard/i/purchase-orders',
  'dashboard/i',
  'dashboard/i/invoice',
  'revenue',
];
const companyPages: PagePath[] = [
  'profile/company-details',
  'dashboard/c/addtopic',
  'dashboard/c/trainerslist',
  'dashboard/c/trainingschedule',
  'dashboard/c/trainingassessment',
  'dashboard/c/feeapproval',
  'dashboard/c/purchaseorderlist',
  'dashboard/c/userroles',
  'dashboard/c/invoicelist',
  'dashboard/c/totalspending',
  'dashboard/c/add-company-profile',
  'dashboard/c/billing',
];

/** The operator console (an operator signed in with the second factor). */
const operatorPages: PagePath[] = [
  'admin',
  'admin/reports',
  'admin/reports/:id',
  'admin/people',
  'admin/people/:id',
  'admin/companies/:id',
  'admin/figures',
  'admin/plans',
  'admin/team',
  'admin/audit',
];

/** The first page of a listing the sitemap names (the demo catalogue's). */
async function listedPath(page: Page, kind: 'topics' | 'events'): Promise<string> {
  const reply = await page.context().request.get(`/sitemaps/${kind}-en-0.xml`);
  const first = /<loc>([^<]+)<\/loc>/.exec(await reply.text())?.[1];
  if (!first) throw new Error(`the sitemap lists no ${kind}`);
  return new URL(first).pathname;
}

/** A real address for each page pattern: listings from the demo, made-up tokens and ids. */
async function addressOf(page: Page, path: PagePath): Promise<string> {
  switch (path) {
    case 'topic/:url':
      return listedPath(page, 'topics');
    case 'event/Q/:url':
      return listedPath(page, 'events');
    case ':username':
      return `/${demoAccounts.provider}`;
    case 'login/*':
      return '/login';
    case 'blog/:slug':
      return '/blog/from-requirement-to-invoice';
    case 'unsubscribe/:token':
      // A link of the right shape: the page asks before it stops the e-mails.
      return `/unsubscribe/1-messages-${'a'.repeat(43)}`;
    case 'company/*':
    case 'comp/*':
      return `/${path.slice(0, -2)}/no-such-company`;
    default:
      return `/${path
        .replace(':key', 'no-such-requirement')
        .replace(':userId', '999999')
        .replace(':id', '999999')
        .replace(':token', 'no-such-token')}`;
  }
}

/**
 * Resolves once no API call of the page has been in flight for 300 ms (the live stream, which
 * stays open for a signed-in person, does not count), so the page shows its data, not a spinner.
 */
function apiCallsSettled(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const isApiCall = (request: Request) =>
    /\/inc\/(main|second|selling)$/.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (!isApiCall(request)) return;
    pending.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () =>
    expect
      .poll(() => pending.size === 0 && Date.now() - lastChange >= 300, {
        timeout: 15_000,
        // Every 50 ms: the default steps (up to a second) would add most of a second to each page.
        intervals: [50],
      })
      .toBe(true);
}

/**
 * Waits for what is fading or moving in (a dialog opening) to come to rest: axe measures colours as
 * they are drawn, and half-way through a fade they are paler than they will be. Endless ones (a
 * spinner, a skeleton's shimmer) are not waited for.
 */
async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The frame every page of one person shares: checked on the first page of each test, then left out,
 * so that axe's time goes to what differs from page to page.
 */
const siteFrame = [
  '[data-testid="site-header"]',
  '[data-testid="side-menu"]',
  '[data-testid="site-footer"]',
];

/** Opens each page, waits for it to settle, and returns axe's violations, page by page. */
async function violationsOn(app: App, paths: readonly PagePath[]): Promise<string[]> {
  const found: string[] = [];
  const settled = apiCallsSettled(app.page);
  for (const [index, path] of paths.entries()) {
    await app.goto(await addressOf(app.page, path));
    // Waits on the page's changes rather than polling (a poll's steps add up over 150 pages).
    await app.page
      .getByTestId('page-loading')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
    await settled();
    // /login opens its dialog once the dialog's code has arrived (fetched on intent): axe waits
    // for it to be there, then for its fade to end, or it measures the dialog half drawn.
    if (path === 'login/*') await app.page.getByRole('dialog').waitFor({ state: 'visible' });
    await untilAnimationsEnd(app.page);
    const check = axe(app.page);
    if (index > 0) for (const selector of siteFrame) check.exclude(selector);
    const { violations } = await check.analyze();
    for (const violation of violations) {
      const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      found.push(`/${path}: ${violation.id} (${violation.impact}) at ${where}`);
    }
  }
  return found;
}

test('the pages under test are every page of the app', () => {
  const covered = [
    ...visitorPages,
    ...personPages,
    ...providerPages,
    ...companyPages,
    ...operatorPages,
    'dashboard',
  ];
  expect(new Set(covered)).toEqual(new Set(pagePaths.map((page) => page.path)));
});

/** A list in two halves: each half is a test of its own, so the two workers share the long runs. */
function halves<T>(list: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(list.length / 2);
  return [list.slice(0, middle), list.slice(middle)];
}

forEachLanguage(() => {
  test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
    halves(visitorPages).forEach((pages, half) => {
      test(`every public page, signed out (part ${half + 1} of 2)`, async ({ app }) => {
        test.setTimeout(150_000);
        expect(await violationsOn(app, pages)).toEqual([]);
      });
    });

    test('every page of a person who seeks training', async ({ app, page }) => {
      test.setTimeout(150_000);
      // An account of this test's own.
      const person = await createUser(page);
      await logIn(page, person.username, person.password);
      expect(await violationsOn(app, personPages)).toEqual([]);
    });

    test('every page of a person who seeks, then offers training', async ({ app, page }) => {
      test.setTimeout(150_000);
      // An account of this test's own: it becomes a provider before the provider's pages.
      const person = await createUser(page);
      await logIn(page, person.username, person.password);
      await becomeProvider(page);
      expect(await violationsOn(app, providerPages)).toEqual([]);
    });

    test('every page of a company admin', async ({ app, page, companies, loginAs }) => {
      test.setTimeout(150_000);
      await loginAs(companies.admin);
      const session = await callApi(page, 'loginuserdetail');
      expect(session.body).toMatchObject({ companyuser: true });
      expect(await violationsOn(app, ['dashboard', ...companyPages])).toEqual([]);
    });

    test('every page of the operator console', async ({ app, page }) => {
      test.setTimeout(150_000);
      const operator = await createStaffMember(page, 'operator');
      await signInWithCode(app, page, operator);
      expect(await violationsOn(app, operatorPages)).toEqual([]);
    });
  });
});
