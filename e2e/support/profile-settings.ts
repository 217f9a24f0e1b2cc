import sharp from 'sharp';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { callApi, createUser, logIn, type Lang, type TestUser } from '../fixtures.ts';

/**
 * Flows that need one language check only run Italian at 1280 px and English at 375 px: each flow
 * is then seen in both languages and at both widths, at half the cost of every combination.
 * Use as `const test = base.extend(languageByWidth)`.
 */
export const languageByWidth = {
  // Playwright reads a fixture's dependencies from the destructuring: this one has none.
  // eslint-disable-next-line no-empty-pattern
  lang: async ({}: object, use: (lang: Lang) => Promise<void>, testInfo: TestInfo) => {
    await use(testInfo.project.name === 'mobile' ? 'en' : 'it');
  },
};

/** A brand-new account, logged in inside the page's context (tests that change an account). */
export async function signUpAndLogIn(page: Page): Promise<TestUser> {
  const user = await createUser(page);
  await logIn(page, user.username, user.password);
  return user;
}

/** Another browser (its own cookies) signed in as the user: a second device. */
export async function secondDevice(
  browser: Browser,
  testInfo: TestInfo,
  user: { username: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await logIn(page, user.username, user.password);
  return { context, page };
}

/** Whether the context's session is still signed in, asked the server. */
export async function isSignedIn(page: Page): Promise<boolean> {
  const reply = await callApi(page, 'loginuserdetail');
  return reply.body.status === true;
}

/** A real, decodable PNG of one colour, made here so the test needs no file. */
export function solidPng(size: number, [r, g, b]: [number, number, number]): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}
