import { readFileSync } from 'node:fs';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { actions, isActionName } from '@app/contracts/registry';
import { companyPoolEntryOf, type CompanyPoolEntry } from './support/company-pool.ts';
import { confirmationLinkOf, waitForMail } from './support/mail.ts';

export type Lang = 'it' | 'en';
/** Every shell behaviour runs in Italian (the default) and in English. */
export const languagesUnderTest: readonly Lang[] = ['it', 'en'];
export const productName = 'Skillvia';

type Catalogue = { [key: string]: string | Catalogue };
const catalogues: Record<Lang, Catalogue> = {
  it: JSON.parse(
    readFileSync(new URL('../apps/web/src/lib/locales/it.json', import.meta.url), 'utf8'),
  ) as Catalogue,
  en: JSON.parse(
    readFileSync(new URL('../apps/web/src/lib/locales/en.json', import.meta.url), 'utf8'),
  ) as Catalogue,
};

/** The interface text of a catalogue key, interpolated like i18next does. */
export function text(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  let node: string | Catalogue | undefined = catalogues[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text for ${key} in ${lang}`);
  return node.replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => ({ product: productName, ...vars })[name] ?? '',
  );
}

/**
 * Public profiles of the demo catalogue, for read-only visits. Tests that write make their own
 * users (createUser, signUpAndLogIn) and companies (`companies`); only tests that read a demo
 * account's seeded year sign in as one (company-dashboard, reports), as do the screenshots.
 */
export const demoAccounts = { seeker: 'mario_rossi', provider: 'giulia_bianchi' } as const;
export const demoPassword = 'Demo2026!';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

export function uniqueName(prefix = 'u'): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}${Date.now().toString(36).slice(-6)}${random}`.slice(0, 20);
}

/** Cookies of the page's context carry the XSRF token; the API wants it back in a header. */
async function xsrfToken(page: Page): Promise<string> {
  const find = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  let token = await find();
  if (!token) {
    await page.context().request.get('/');
    token = await find();
  }
  if (!token) {
    // Served without the server's index.html (dev server): any API reply sets it.
    await page.context().request.post('/inc/main', { data: { action: 'loginuserdetail' } });
    token = await find();
  }
  if (!token) throw new Error('The server did not set an XSRF-TOKEN cookie');
  return decodeURIComponent(token);
}

/**
 * Calls an action through the page's context, so that session cookies land in the browser. The
 * endpoint (/inc/main, /inc/second or /inc/selling) is the one the contract gives the action.
 * Like the web app's client (apps/web/src/lib/api-client.ts), a rejected CSRF token is retried
 * once with the cookie's current value: a request of the page's that left with the session a
 * sign-in replaced may answer after it and leave a visitor's token behind.
 */
export async function callApi(page: Page, action: string, fields: Record<string, unknown> = {}) {
  const endpoint = isActionName(action) ? actions[action].endpoint : 'main';
  const post = async () =>
    page.context().request.post(`/inc/${endpoint}`, {
      data: { action, ...fields },
      headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
    });
  let response = await post();
  let body = (await response.json()) as Record<string, unknown>;
  if (response.status() === 403 && body.code === 'csrf') {
    response = await post();
    body = (await response.json()) as Record<string, unknown>;
  }
  return { status: response.status(), body };
}

/**
 * A new account through the API; `email` when the test needs a given address. `join` signs the
 * new person in; the browser is signed out again, so each test signs in as the one it needs.
 */
export async function createUser(page: Page, email?: string): Promise<TestUser> {
  const username = uniqueName();
  const user = { username, email: email ?? `${username}@example.com`, password: 'Train-2026-ok' };
  const reply = await callApi(page, 'join', {
    susername: user.username,
    semail: user.email,
    spassword: user.password,
  });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
  await callApi(page, 'logout');
  return user;
}

/**
 * Confirms a new account's address as its owner would: the link mailed to it (the first message
 * to a new address), followed through the API. For tests whose subject is something else, such
 * as joining a company, which only a confirmed address may.
 */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const [, id, token] =
    confirmationLinkOf(await waitForMail(email, 1, '/verify-email/')).pathname.match(
      /\/verify-email\/([^/]+)\/([^/]+)$/,
    ) ?? [];
  const reply = await callApi(page, 'verifyemail', { id, token });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
}

/**
 * Signs the browser out through the API, as a sign-out in another tab would. The page leaves
 * first: an open page of the session is told that its session ended and goes to the sign-in page,
 * as it does for a person, which would race the test's next navigation.
 */
export async function signOutThroughApi(page: Page): Promise<void> {
  await page.goto('about:blank');
  await callApi(page, 'logout');
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  const reply = await callApi(page, 'login', { username, password, cookie: true });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
}

export class App {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  /** English lives at `/`, Italian under `/it/`. */
  path(appPath: string): string {
    if (this.lang === 'en') return appPath;
    return appPath === '/' ? '/it/' : `/it${appPath}`;
  }

  /** What the app's links point at: React Router writes the Italian home as `/it`. */
  href(appPath: string): string {
    if (this.lang === 'en') return appPath;
    return appPath === '/' ? '/it' : `/it${appPath}`;
  }

  async goto(appPath: string): Promise<void> {
    await this.page.goto(this.path(appPath));
  }

  t(key: string, vars: Record<string, string> = {}): string {
    return text(this.lang, key, vars);
  }

  /** The page URL without origin, relative to the language prefix. */
  appUrl(): string {
    const url = new URL(this.page.url());
    const full = `${url.pathname}${url.search}`;
    if (this.lang === 'en') return full;
    const relative = full.replace(/^\/it(?=\/|\?|$)/, '');
    return relative.startsWith('/') ? relative : `/${relative}`;
  }

  header() {
    return this.page.getByTestId('site-header');
  }
}

/**
 * A page the server rendered shows its content before its scripts have taken it over (decision
 * 018): a click then does nothing yet. Every page of the suite waits, after `goto` and `reload`,
 * until the app says it is ready (`data-app-ready` on <html>, app/app.tsx); a page the browser
 * renders alone needs no wait (its content only appears once it is live).
 */
async function untilAppReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('server-render') ||
      document.documentElement.dataset.appReady === 'true',
    undefined,
    { timeout: 20_000 },
  );
}

const readyPages = new WeakSet<Page>();

function waitForAppOnLoad(page: Page): void {
  if (readyPages.has(page)) return;
  readyPages.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilAppReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilAppReady(page);
    return response;
  };
}

function waitForAppInContext(context: BrowserContext): void {
  for (const page of context.pages()) waitForAppOnLoad(page);
  context.on('page', waitForAppOnLoad);
}

/** Contexts the tests make themselves (another person's browser) wait in the same way. */
function waitForAppInBrowser(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    // Without scripts nothing ever takes the page over (server-render.spec.ts reads it so).
    if (options?.javaScriptEnabled !== false) waitForAppInContext(context);
    return context;
  };
}

/**
 * A browser that has chosen a language, as the selector leaves it (apps/web/src/lib/storage.ts): in
 * its storage, and in the cookie by which the server sends an unprefixed path to that language.
 */
export async function chooseLanguage(context: BrowserContext, lang: Lang, baseURL: string) {
  // Kept for a year, as the app writes it: it survives a browser restart.
  const expires = Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60;
  await context.addCookies([{ name: 'language', value: lang, url: baseURL, expires }]);
  await context.addInitScript((language) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', language);
  }, lang);
}

/** Signs the browser out and forgets its other cookies, but not the language it chose. */
export async function clearCookiesButLanguage(context: BrowserContext) {
  await context.clearCookies({ name: /^(?!language$)/ });
}

interface WorkerFixtures {
  /** One account per worker, created through the API (hashing a password is the slow part). */
  workerUser: TestUser;
  /** Hands out this worker's entries of the company pool, one per call (support/company-pool.ts). */
  nextPoolEntry: () => CompanyPoolEntry;
}

interface Fixtures {
  /**
   * Each test is a client of its own (X-Forwarded-For, trusted from 127.0.0.1 by the e2e server, as
   * behind a reverse proxy): per-address login limits and the captcha rule then see one person, not
   * the whole suite coming from one address.
   */
  clientAddress: string;
  lang: Lang;
  /** Store the language choice before the first page load (off to test the default redirect). */
  storeLanguage: boolean;
  /** Accept cookies beforehand so the banner does not cover the page (off to test the banner). */
  acceptCookies: boolean;
  app: App;
  /** An ordinary account of this worker (see workerUser), logged in inside the page's context. */
  freshUser: TestUser;
  /** Logs one of the test's accounts in through the API, in the page's browser context. */
  loginAs: (user: { username: string; password: string }) => Promise<void>;
  /**
   * Companies of this test alone, with their admins, manager and approved trainer e-mails: an entry
   * of the company pool that the e2e server seeded (support/company-pool.ts).
   */
  companies: CompanyPoolEntry;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  browser: [
    async ({ browser }, use) => {
      waitForAppInBrowser(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    waitForAppInContext(context);
    await use(context);
  },
  workerUser: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await request.get('/');
      let token = (await request.storageState()).cookies.find(
        (c) => c.name === 'XSRF-TOKEN',
      )?.value;
      if (!token) {
        await request.post('/inc/main', { data: { action: 'loginuserdetail' } });
        token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
      }
      const username = uniqueName('w');
      const user = { username, email: `${username}@example.com`, password: 'Train-2026-ok' };
      const reply = await request.post('/inc/main', {
        data: { action: 'join', susername: username, semail: user.email, spassword: user.password },
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') },
      });
      expect(await reply.json()).toMatchObject({ status: true });
      await request.dispose();
      await use(user);
    },
    { scope: 'worker' },
  ],
  nextPoolEntry: [
    // Playwright reads a fixture's dependencies from the destructuring pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      let taken = 0;
      await use(() => companyPoolEntryOf(workerInfo.workerIndex, taken++));
    },
    { scope: 'worker' },
  ],
  // Playwright reads a fixture's dependencies from the destructuring pattern, so it must be there.
  // eslint-disable-next-line no-empty-pattern
  clientAddress: async ({}, use) => {
    const part = () => Math.floor(Math.random() * 254) + 1;
    await use(`10.${part()}.${part()}.${part()}`);
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'X-Forwarded-For': clientAddress });
  },
  lang: ['it', { option: true }],
  storeLanguage: [true, { option: true }],
  acceptCookies: [true, { option: true }],
  app: async ({ page, lang, storeLanguage, acceptCookies, baseURL }, use) => {
    if (storeLanguage) await chooseLanguage(page.context(), lang, baseURL ?? '');
    if (acceptCookies) {
      await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'all'));
    }
    await use(new App(page, lang));
  },
  freshUser: async ({ page, workerUser }, use) => {
    await logIn(page, workerUser.username, workerUser.password);
    await use(workerUser);
  },
  loginAs: async ({ page }, use) => {
    await use((user) => logIn(page, user.username, user.password));
  },
  companies: async ({ page, nextPoolEntry }, use) => {
    const entry = nextPoolEntry();
    const invite = await callApi(page, 'companyInvite', { company: entry.company.slug });
    if (invite.body.status !== true) {
      throw new Error(
        `This server has no company pool (${entry.company.slug}: ${JSON.stringify(invite.body)}); ` +
          'e2e/services/app-server.mjs seeds it before it starts the server.',
      );
    }
    await use(entry);
  },
});

export { expect };

/**
 * Runs the body once per language under test, each in its own describe block tagged @lang-{code}.
 * The projects pick one language each (Italian at desktop, English at mobile, see
 * playwright.config.ts), so every flow is seen in both languages and at both widths at half the
 * cost of every combination.
 */
export function forEachLanguage(body: (lang: Lang) => void): void {
  for (const lang of languagesUnderTest) {
    test.describe(lang, { tag: `@lang-${lang}` }, () => {
      test.use({ lang });
      body(lang);
    });
  }
}

/** Records the action names the page posts, to check what was (not) requested. */
export function recordActions(page: Page): string[] {
  const actions: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/inc/')) return;
    try {
      const body = request.postDataJSON() as { action?: string } | null;
      if (body?.action) actions.push(body.action);
    } catch {
      // not JSON: not ours
    }
  });
  return actions;
}
