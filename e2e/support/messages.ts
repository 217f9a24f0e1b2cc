import type { Browser, Page, TestInfo } from '@playwright/test';
import {
  App,
  callApi,
  chooseLanguage,
  createUser,
  expect,
  logIn,
  type Lang,
  type TestUser,
} from '../fixtures.ts';

/** A signed-in account with its user id (the address of a conversation: /message/{userId}). */
export interface Person extends TestUser {
  id: number;
}

export async function userIdOf(page: Page): Promise<number> {
  const reply = await callApi(page, 'loginuserdetail');
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
  return reply.body.userId as number;
}

/** A brand-new account, logged in inside the page's context, with its id. */
export async function signUpPerson(page: Page): Promise<Person> {
  const user = await createUser(page);
  await logIn(page, user.username, user.password);
  return { ...user, id: await userIdOf(page) };
}

/**
 * Another person in a browser of their own (own cookies, own stream), in the test's language with
 * cookies accepted, as the `app` fixture prepares the test's page. Close it with `close()`.
 */
export async function openPerson(browser: Browser, testInfo: TestInfo, lang: Lang) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    isMobile: testInfo.project.use.isMobile ?? false,
    hasTouch: testInfo.project.use.hasTouch ?? false,
  });
  await chooseLanguage(context, lang, testInfo.project.use.baseURL ?? '');
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'all'));
  const page = await context.newPage();
  await page.goto('/');
  const person = await signUpPerson(page);
  return { person, page, app: new App(page, lang), close: () => context.close() };
}

/** Sends a message through the API, as the page's signed-in user. */
export async function sendMessage(page: Page, toUser: number, message: string) {
  const reply = await callApi(page, 'sendmessage', { toUser, message });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
  return reply.body as { id: number; date: string };
}

/** The header's messages button, whatever its unread count says. */
export function messagesButton(app: App) {
  return app.header().getByTestId('messages-menu').getByRole('button').first();
}

export function notificationsButton(app: App) {
  return app.header().getByTestId('notifications-menu').getByRole('button').first();
}
