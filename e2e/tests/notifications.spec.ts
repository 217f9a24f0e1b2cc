import type { Page } from '@playwright/test';
import { renderNotification } from '@app/contracts/notifications';
import {
  callApi,
  expect,
  productName,
  recordActions,
  test as base,
  type Lang,
} from '../fixtures.ts';
import { openProvider, type CreatedTopic } from '../support/discovery.ts';
import { createEvent } from '../support/events.ts';
import { notificationsButton, signUpPerson } from '../support/messages.ts';
import { languageByWidth } from '../support/profile-settings.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

const rows = (page: Page) => page.getByTestId('notification-row');
const welcome = (lang: Lang) => renderNotification('welcome', { product: productName }, lang);

/** Waits until the account has `count` unread notifications (the server stores them in a job). */
async function waitForUnread(page: Page, count: number): Promise<void> {
  await expect
    .poll(async () => (await callApi(page, 'countAllNotification')).body.notif, {
      message: `${count} unread notifications`,
      timeout: 30_000,
    })
    .toBe(count);
}

/**
 * A provider who publishes `count` events of one topic that the test's user favours: each is a
 * notification for the user, as a real client makes them.
 */
async function eventsOfAFavourite(
  page: Page,
  provider: Awaited<ReturnType<typeof openProvider>>,
  count: number,
): Promise<{ topic: CreatedTopic; events: Array<{ url: string; title: string }> }> {
  const topic = await provider.publishTopic(`Excel per il controllo di gestione ${Date.now()}`);
  const favourite = await callApi(page, 'addfavorite', { topicId: topic.id });
  expect(favourite.body, JSON.stringify(favourite.body)).toMatchObject({ status: true });
  const events = [];
  for (let i = 1; i <= count; i += 1) {
    events.push(
      await createEvent(provider.page, {
        title: `Sessione ${String(i).padStart(2, '0')} ${topic.id}`,
        topicId: topic.id,
      }),
    );
  }
  return { topic, events };
}

test.describe('notifications', () => {
  test('the page scrolls through 56 notifications by lastid, newest first; filters; all read', async ({
    app,
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const provider = await openProvider(browser, testInfo);
    await signUpPerson(page);
    // The welcome first, so that it is the oldest.
    await waitForUnread(page, 1);
    await eventsOfAFavourite(page, provider, 55);
    await provider.done();
    // 55 events and the welcome.
    await waitForUnread(page, 56);

    const asked: number[] = [];
    page.on('request', (request) => {
      const body = request.postDataJSON() as { action?: string; lastid?: number } | null;
      if (body?.action === 'getNotification' && request.url().includes('/inc/'))
        asked.push(body.lastid ?? 0);
    });
    await app.goto('/dashboard/type/notifi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      app.t('notifications.page.title'),
    );
    await expect(notificationsButton(app)).toHaveAccessibleName(
      app.t('header.notificationsUnread_other', { count: '56' }),
    );
    // Newest first, as the server orders them (the events' notifications are stored by jobs, in
    // the order the jobs ran), each linking to its event under the language's prefix.
    const newest = (await callApi(page, 'getNotification', { type: 'notifilist', lang: app.lang }))
      .body.list as Array<{ message: string; link: string }>;
    await expect(rows(page)).toHaveCount(10);
    for (const [index, notification] of newest.entries()) {
      const row = rows(page).nth(index);
      await expect(row).toContainText(notification.message);
      await expect(row).toHaveAttribute('href', app.href(notification.link));
    }
    await expect(rows(page).first()).toHaveAttribute('data-status', 'unread');

    // Scrolling to the end brings the next ten each time, until the welcome, the oldest.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return rows(page).count();
        },
        { timeout: 20_000 },
      )
      .toBe(56);
    await expect(page.getByTestId('notifications-end')).toBeVisible();
    const sessions = (await rows(page).allTextContents())
      .map((content) => /Sessione (\d\d)/.exec(content)?.[1])
      .filter(Boolean)
      .sort();
    expect(sessions).toEqual(
      Array.from({ length: 55 }, (_, index) => String(index + 1).padStart(2, '0')),
    );
    await expect(rows(page).last()).toContainText(welcome(app.lang));
    // One page after the other, each after the last id seen, and none after the short last one.
    expect(asked).toHaveLength(6);
    expect(asked[0]).toBe(0);
    expect(asked[1]).toBeGreaterThan(0);
    for (let i = 2; i < asked.length; i += 1) expect(asked[i]).toBeLessThan(asked[i - 1] ?? 0);

    await page.getByTestId('notifications-read-all').click();
    await expect(notificationsButton(app)).toHaveAccessibleName(app.t('header.notifications'));
    await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
    await expect(rows(page).first()).toHaveAttribute('data-status', 'read');
    await page.getByTestId('notifications-filter-unread').click();
    await expect(page.getByTestId('notifications-empty')).toContainText(
      app.t('notifications.page.empty.unread'),
    );
    await page.getByTestId('notifications-filter-read').click();
    await expect(rows(page)).toHaveCount(10);
  });

  test('the header panel: newest first, unread marked; opening one reads it and goes to its page', async ({
    app,
    page,
    browser,
  }, testInfo) => {
    const provider = await openProvider(browser, testInfo);
    await signUpPerson(page);
    await waitForUnread(page, 1);
    // One event after the other, each stored before the next, so their order is known.
    const { topic, events } = await eventsOfAFavourite(page, provider, 1);
    await waitForUnread(page, 2);
    events.push(
      await createEvent(provider.page, { title: `Sessione 02 ${topic.id}`, topicId: topic.id }),
    );
    await provider.done();
    await waitForUnread(page, 3);

    await app.goto('/');
    const button = notificationsButton(app);
    await expect(button).toHaveAccessibleName(
      app.t('header.notificationsUnread_other', { count: '3' }),
    );
    await expect(page.getByTestId('notifications-badge')).toHaveText('3');
    await button.click();
    const panel = app.header().getByTestId('notifications-menu-panel');
    await expect(panel).toHaveCSS('max-height', '250px');
    await expect(panel.getByTestId('notification-row')).toHaveCount(3);
    const newest = panel.getByTestId('notification-row').first();
    await expect(newest).toContainText(events[1]?.title ?? '');
    await expect(newest).toHaveAttribute('data-status', 'unread');
    await expect(
      panel.getByRole('link', { name: app.t('header.seeAllNotifications') }),
    ).toHaveAttribute('href', app.href('/dashboard/type/notifi'));
    await newest.click();
    await expect.poll(() => app.appUrl()).toBe(`/event/Q/${events[1]?.url}`);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAccessibleName(
      app.t('header.notificationsUnread_other', { count: '2' }),
    );

    await button.click();
    await expect(panel.getByTestId('notification-row').first()).toHaveAttribute(
      'data-status',
      'read',
    );
    await panel.getByTestId('notifications-menu-read-all').click();
    await expect(button).toHaveAccessibleName(app.t('header.notifications'));
    await expect(panel.getByTestId('notification-row').nth(1)).toHaveAttribute(
      'data-status',
      'read',
    );
  });

  test('switching the interface language also changes the account language, and notifications follow', async ({
    app,
    page,
  }) => {
    await signUpPerson(page);
    await waitForUnread(page, 1);
    const other = app.lang === 'it' ? 'en' : 'it';
    const posted = recordActions(page);
    await app.goto('/dashboard/type/notifi');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(welcome(app.lang));
    await page.getByTestId('language-selector').getByRole('button').first().click();
    const changed = page.waitForRequest(
      (request) =>
        request.url().includes('/inc/') &&
        (request.postDataJSON() as { action?: string } | null)?.action === 'changelanguage',
    );
    await page.getByTestId('language-selector').locator(`[data-language="${other}"]`).click();
    expect((await changed).postDataJSON()).toMatchObject({ action: 'changelanguage', lang: other });
    expect(posted).toContain('changelanguage');
    // The same page reloads in the other language.
    await page.waitForURL(
      other === 'en' ? /:\d+\/dashboard\/type\/notifi$/ : /\/it\/dashboard\/type\/notifi$/,
    );
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(welcome(other));
    // Without a language, the server writes in the account's, as it does in e-mails.
    const stored = await callApi(page, 'getNotification', { type: 'notifilist' });
    expect(stored.body).toMatchObject({ status: true, list: [{ message: welcome(other) }] });
  });
});
