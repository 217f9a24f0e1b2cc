import type { Page } from '@playwright/test';
import {
  callApi,
  clearCookiesButLanguage,
  expect,
  recordActions,
  test as base,
} from '../fixtures.ts';
import { pauseClock, requestsSettled } from '../support/signals.ts';
import { createEvent } from '../support/events.ts';
import { mailsTo } from '../support/mail.ts';
import {
  messagesButton,
  openPerson,
  sendMessage,
  signUpPerson,
  userIdOf,
} from '../support/messages.ts';
import { openProvider } from '../support/discovery.ts';
import { languageByWidth } from '../support/profile-settings.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

const threadMessages = (page: Page) => page.getByTestId('thread-message');
const composer = (page: Page) => page.getByTestId('message-input');

test.describe('messages', () => {
  test('two people write to each other live: the message arrives without a reload, the badges come and go', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    const writer = await signUpPerson(page);
    const reader = await openPerson(browser, testInfo, lang);
    await reader.app.goto('/');
    await expect(messagesButton(reader.app)).toHaveAccessibleName(app.t('header.messages'));

    // The writer starts from the reader's public profile.
    await app.goto(`/${reader.person.username}`);
    await page.getByRole('link', { name: app.t('messages.send.button') }).click();
    await expect.poll(() => app.appUrl()).toBe(`/message/${reader.person.id}`);
    await expect(page).toHaveTitle(new RegExp(`^${app.t('messages.page.documentTitle')} \\|`));
    await expect(page.getByTestId('thread-empty')).toBeVisible();
    await expect(page.getByTestId('thread-profile-link')).toHaveAttribute(
      'href',
      app.href(`/${reader.person.username}`),
    );
    const text = 'Buongiorno! Il programma è su https://example.com/programma <b>grazie</b>';
    await composer(page).fill(text);
    await composer(page).press('Enter');
    await expect(threadMessages(page)).toHaveCount(1);
    const mine = threadMessages(page).first();
    await expect(mine).toHaveAttribute('data-mine', 'true');
    // Shown as text; only the http(s) address is a link, opened apart from the app.
    await expect(mine.locator('.thread-bubble')).toContainText('<b>grazie</b>');
    await expect(mine.locator('b')).toHaveCount(0);
    const link = mine.getByRole('link', { name: 'https://example.com/programma' });
    await expect(link).toHaveAttribute('href', 'https://example.com/programma');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(composer(page)).toHaveValue('');

    // The reader's badge appears without a reload, and the panel lists the conversation.
    await expect(messagesButton(reader.app)).toHaveAccessibleName(
      reader.app.t('header.messagesUnread_one', { count: '1' }),
    );
    await expect(reader.page.getByTestId('messages-badge')).toHaveText('1');
    await messagesButton(reader.app).click();
    const panel = reader.app.header().getByTestId('messages-menu-panel');
    await expect(panel).toHaveCSS('max-height', '250px');
    const row = panel.getByTestId('conversation-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(writer.username);
    await expect(row.getByTestId('conversation-unread')).toContainText('1');
    await row.click();
    await expect.poll(() => reader.app.appUrl()).toBe(`/message/${writer.id}`);
    await expect(threadMessages(reader.page)).toHaveCount(1);
    await expect(threadMessages(reader.page).first()).toHaveAttribute('data-mine', 'false');
    // Opening the conversation read it: the badge goes.
    await expect(messagesButton(reader.app)).toHaveAccessibleName(reader.app.t('header.messages'));
    await expect(reader.page.getByTestId('messages-badge')).toHaveCount(0);

    // The answer reaches the writer's open thread, is announced, and leaves no badge there.
    await composer(reader.page).fill('Ciao, ricevuto.\nA presto');
    await composer(reader.page).press('Enter');
    await expect(threadMessages(page)).toHaveCount(2);
    await expect(threadMessages(page).last()).toHaveAttribute('data-mine', 'false');
    await expect(threadMessages(page).last()).toContainText('Ciao, ricevuto.');
    await expect(page.getByTestId('thread-announcement')).toContainText('Ciao, ricevuto.');
    await expect(messagesButton(app)).toHaveAccessibleName(app.t('header.messages'));

    // The inbox lists the conversation, with the last message and no unread count.
    await app.goto('/message');
    const inboxRow = page.getByTestId('inbox').getByTestId('conversation-row');
    await expect(inboxRow).toHaveCount(1);
    await expect(inboxRow).toContainText('Ciao, ricevuto.');
    await expect(inboxRow.getByTestId('conversation-unread')).toHaveCount(0);
    await reader.close();
  });

  test('without the live stream, the counts asked every 20 s bring the badge', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    const reader = await signUpPerson(page);
    const writer = await openPerson(browser, testInfo, lang);
    // A proxy that drops server-sent events: only the poll is left.
    await page.route('**/inc/stream', (route) => route.abort());
    const posted = recordActions(page);
    const counts = () => posted.filter((action) => action === 'countAllNotification').length;
    await page.clock.install();
    await app.goto('/');
    await expect(messagesButton(app)).toHaveAccessibleName(app.t('header.messages'));
    await pauseClock(page);
    // Find where the poll's cycle is, to the second: step until it asks.
    await requestsSettled(page);
    let seen = counts();
    for (let second = 0; second < 21 && counts() === seen; second += 1) {
      await page.clock.runFor(1_000);
      await requestsSettled(page);
    }
    expect(counts()).toBe(seen + 1);
    // The next poll is 19 to 20 s away; the message waits for it.
    seen = counts();
    await sendMessage(writer.page, reader.id, 'Ci sei?');
    await page.clock.runFor(18_999);
    await requestsSettled(page);
    expect(counts()).toBe(seen);
    await expect(messagesButton(app)).toHaveAccessibleName(app.t('header.messages'));
    const asked = page.waitForRequest(
      (request) => request.postData()?.includes('"countAllNotification"') ?? false,
    );
    await page.clock.runFor(1_001);
    await asked;
    await page.clock.resume();
    await expect(messagesButton(app)).toHaveAccessibleName(
      app.t('header.messagesUnread_one', { count: '1' }),
    );
    await writer.close();
  });

  test('a failed send stays in the thread with Retry; a block stops messages both ways until lifted', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    // Two browsers and a whole flow: more than the default 30 s on a 2-core machine.
    test.setTimeout(60_000);
    const writer = await signUpPerson(page);
    const blocker = await openPerson(browser, testInfo, lang);
    await sendMessage(page, blocker.person.id, 'Prima domanda');
    await app.goto(`/message/${blocker.person.id}`);
    await expect(threadMessages(page)).toHaveCount(1);

    await blocker.app.goto(`/message/${writer.id}`);
    await blocker.page.getByTestId('thread-block').click();
    const dialog = blocker.page.getByRole('dialog', {
      name: blocker.app.t('messages.block.blockTitle', { name: writer.username }),
    });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('block-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(blocker.page.getByTestId('thread-blocked')).toBeVisible();
    await expect(blocker.page.getByTestId('thread-closed')).toHaveText(
      blocker.app.t('messages.thread.cannotWriteBlockedByMe', { name: writer.username }),
    );
    await expect(blocker.page.getByTestId('thread-unblock')).toBeVisible();

    // The writer's page still shows the composer: the server refuses, the message stays, marked.
    await composer(page).fill('Seconda domanda');
    await composer(page).press('Enter');
    const failed = page.getByTestId('thread-outgoing');
    await expect(failed).toHaveAttribute('data-state', 'failed');
    await expect(failed).toContainText('Seconda domanda');
    await expect(failed).toContainText(app.t('errors.blocked'));
    await failed.getByRole('button', { name: app.t('messages.thread.retry') }).click();
    await expect(failed).toHaveAttribute('data-state', 'failed');
    await page.reload();
    await expect(page.getByTestId('thread-closed')).toHaveText(
      app.t('messages.thread.cannotWriteBlocked', { name: blocker.person.username }),
    );
    await expect(composer(page)).toHaveCount(0);

    // Lifted: the writer can write again.
    await blocker.page.getByTestId('thread-unblock').click();
    await blocker.page.getByTestId('block-confirm').click();
    await expect(blocker.page.getByTestId('thread-block')).toBeVisible();
    await page.reload();
    await composer(page).fill('Terza domanda');
    await composer(page).press('Enter');
    await expect(threadMessages(page)).toHaveCount(2);
    await expect(threadMessages(blocker.page)).toHaveCount(2);
    await blocker.close();
  });

  test('older messages load above when scrolling up, and the reader keeps their place', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    const reader = await signUpPerson(page);
    const other = await openPerson(browser, testInfo, lang);
    // 35 messages (a page is 30): 20 from one side, 15 from the other, under the per-minute limit.
    for (let i = 1; i <= 35; i += 1) {
      const text = `Messaggio ${String(i).padStart(2, '0')}`;
      if (i % 7 < 3) await sendMessage(page, other.person.id, text);
      else await sendMessage(other.page, reader.id, text);
    }
    await other.close();
    await app.goto(`/message/${other.person.id}`);
    await expect(threadMessages(page)).toHaveCount(30);
    await expect(threadMessages(page).first()).toContainText('Messaggio 06');
    await expect(threadMessages(page).last()).toContainText('Messaggio 35');
    await expect(threadMessages(page).last()).toBeInViewport();
    // Scrolling to the top asks for the older page, and what was at the top stays in view.
    const scroller = page.getByTestId('thread-scroll');
    await scroller.evaluate((element) => element.scrollTo(0, 0));
    await expect(threadMessages(page)).toHaveCount(35);
    await expect(threadMessages(page).first()).toContainText('Messaggio 01');
    await expect(page.getByTestId('thread-older')).toHaveCount(0);
    await expect(threadMessages(page).filter({ hasText: 'Messaggio 06' })).toBeInViewport();
    await expect(page.getByTestId('thread-day')).toHaveCount(1);
  });

  test('on a topic page: a visitor is asked to sign in, a member opens a conversation about it, the owner has no button', async ({
    app,
    page,
    browser,
  }, testInfo) => {
    const provider = await openProvider(browser, testInfo);
    const topic = await provider.publishTopic(`Excel per team commerciali ${Date.now()}`);
    const providerId = await userIdOf(provider.page);
    await provider.page.goto(`/topic/${topic.url}`);
    await expect(provider.page.getByTestId('topic-provider')).toBeVisible();
    await expect(provider.page.getByTestId('send-message')).toHaveCount(0);

    await app.goto(`/topic/${topic.url}`);
    await page.getByTestId('topic-provider').getByTestId('send-message').click();
    await expect(page.getByRole('dialog', { name: app.t('auth.login.title') })).toBeVisible();

    await clearCookiesButLanguage(page.context());
    await signUpPerson(page);
    await app.goto(`/topic/${topic.url}`);
    await page.getByRole('link', { name: app.t('messages.send.button') }).click();
    await expect.poll(() => app.appUrl()).toBe(`/message/${providerId}?about=topic:${topic.id}`);
    await expect(page.getByTestId('thread-about')).toHaveText(
      app.t('messages.subject.about.topic'),
    );
    await composer(page).fill('È disponibile anche online?');
    await page.getByTestId('message-send').click();
    const subject = page.getByTestId('thread-subject');
    await expect(subject).toContainText(topic.title);
    await expect(subject).toHaveAttribute('href', app.href(`/topic/${topic.url}`));
    await expect.poll(() => app.appUrl()).toBe(`/message/${providerId}`);
    await provider.done();
  });

  test('event and requirement pages open a conversation about them with the organiser or the poster', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    // Two browsers and a whole flow: more than the default 30 s on a 2-core machine.
    test.setTimeout(60_000);
    const poster = await openPerson(browser, testInfo, lang);
    const posted = await callApi(poster.page, 'addrequirement', {
      title: `Public speaking per manager ${Date.now().toString(36)}`,
      description: 'Presentazioni efficaci davanti al consiglio.',
      category: 'communication',
    });
    expect(posted.body, JSON.stringify(posted.body)).toMatchObject({ status: true });
    const requirement = posted.body.requirement as { id: number; url: string; title: string };
    const organiser = await openProvider(browser, testInfo);
    const event = await createEvent(organiser.page, { title: `Workshop Excel ${Date.now()}` });
    const organiserId = await userIdOf(organiser.page);
    await organiser.done();
    await signUpPerson(page);

    await app.goto(`/event/Q/${event.url}`);
    await page.getByTestId('event-provider').getByTestId('send-message').click();
    await expect.poll(() => app.appUrl()).toBe(`/message/${organiserId}?about=event:${event.id}`);
    await expect(page.getByTestId('thread-about')).toHaveText(
      app.t('messages.subject.about.event'),
    );

    await app.goto(`/requirement/${requirement.url}`);
    await page.getByTestId('send-message').click();
    await expect
      .poll(() => app.appUrl())
      .toBe(`/message/${poster.person.id}?about=requirement:${requirement.id}`);
    await composer(page).fill('Posso proporre un percorso di due giornate.');
    await composer(page).press('Enter');
    await expect(page.getByTestId('thread-subject')).toHaveAttribute(
      'href',
      app.href(`/requirement/${requirement.url}`),
    );
    // The poster sees it on their own requirement page without a button for themselves.
    await poster.app.goto(`/requirement/${requirement.url}`);
    await expect(poster.page.getByTestId('requirement-page')).toBeVisible();
    await expect(poster.page.getByTestId('send-message')).toHaveCount(0);
    await poster.close();
  });

  test('an unread message is e-mailed to its recipient', async ({
    page,
    browser,
    lang,
  }, testInfo) => {
    await signUpPerson(page);
    const recipient = await openPerson(browser, testInfo, lang);
    await recipient.close();
    const text = 'Possiamo sentirci domani alle 10?';
    await sendMessage(page, recipient.person.id, text);
    // The digest of the recipient's unread welcome notification may come first: look for ours.
    await expect
      .poll(
        async () =>
          (await mailsTo(recipient.person.email)).some((mail) =>
            `${mail.subject}\n${mail.text}`.includes(text),
          ),
        { message: `an e-mail with the message to ${recipient.person.email}`, timeout: 15_000 },
      )
      .toBe(true);
  });
});
