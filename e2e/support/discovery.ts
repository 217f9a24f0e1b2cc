import type { Browser, Page, TestInfo } from '@playwright/test';
import { callApi, createUser, expect, logIn, type TestUser } from '../fixtures.ts';
import { solidPng } from './profile-settings.ts';
import { becomeProvider } from './trainings.ts';

export interface CreatedTopic {
  id: number;
  url: string;
  title: string;
}

/** The XSRF token of the page's context (the API wants it back in a header). */
async function xsrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/**
 * A provider of its own, in a browser context of its own (the test's page keeps its session),
 * who publishes topics through the API. Close it with `done()`.
 */
export async function openProvider(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const user: TestUser = await createUser(page);
  await logIn(page, user.username, user.password);
  await becomeProvider(page);

  async function publishTopic(title: string, withImage = false): Promise<CreatedTopic> {
    const added = await callApi(page, 'addtopic', {
      title,
      category: 'data-analytics',
      description: `<p>${title}: a practical course with exercises.</p>`,
      price: 45_000,
    });
    expect(added.body, JSON.stringify(added.body)).toMatchObject({ status: true });
    const topic = added.body.topic as { id: number; url: string };
    if (withImage) {
      const upload = await page.context().request.post('/inc/upload', {
        multipart: {
          topicId: String(topic.id),
          file: {
            name: 'cover.png',
            mimeType: 'image/png',
            buffer: await solidPng(640, [30, 120, 160]),
          },
        },
        headers: { 'X-XSRF-TOKEN': await xsrf(page) },
      });
      expect(upload.status()).toBe(200);
    }
    const published = await callApi(page, 'publishtopic', { id: topic.id, publish: true });
    expect(published.body, JSON.stringify(published.body)).toMatchObject({ status: true });
    return { ...topic, title };
  }

  return { user, page, publishTopic, done: () => context.close() };
}

/** Adds favourites through the API, in the given order (the last one is the newest). */
export async function addFavourites(page: Page, topics: CreatedTopic[]): Promise<void> {
  for (const topic of topics) {
    const reply = await callApi(page, 'addfavorite', { topicId: topic.id });
    expect(reply.body, JSON.stringify(reply.body)).toMatchObject({
      status: true,
      isFavourite: true,
    });
  }
}
