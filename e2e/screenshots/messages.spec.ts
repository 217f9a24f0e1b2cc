import path from 'node:path';
import { callApi, expect, test as base } from '../fixtures.ts';
import { openProvider } from '../support/discovery.ts';
import { createEvent } from '../support/events.ts';
import {
  messagesButton,
  notificationsButton,
  sendMessage,
  signUpPerson,
} from '../support/messages.ts';
import { languageByWidth } from '../support/profile-settings.ts';

// A visual record of the messages and notifications screens for reviewers: `npm run screenshots`.
const outDir =
  process.env.SCREENSHOT_DIR ??
  path.resolve(import.meta.dirname, '../../playwright-report/screenshots');

const test = base.extend(languageByWidth);

test.describe('screenshots', () => {
  test('messages and notifications', async ({ app, page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const shot = async (screen: string, fullPage = false) => {
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      await page.screenshot({
        path: path.join(outDir, `${testInfo.project.name}-${app.lang}-messages-${screen}.png`),
        fullPage,
      });
    };
    const me = await signUpPerson(page);
    await callApi(page, 'updateprofile', { firstName: 'Marco', lastName: 'Rinaldi' });

    const provider = await openProvider(browser, testInfo);
    await callApi(provider.page, 'updateprofile', { firstName: 'Giulia', lastName: 'Ferri' });
    const topic = await provider.publishTopic('Excel avanzato per il controllo di gestione');
    await callApi(page, 'addfavorite', { topicId: topic.id });
    await callApi(page, 'sendmessage', {
      toUser: await callApi(provider.page, 'loginuserdetail').then((r) => r.body.userId),
      message: 'Buongiorno Giulia, il corso è disponibile anche online per un team di 8 persone?',
      subjectType: 'topic',
      subjectId: topic.id,
    });
    const providerId = (await callApi(provider.page, 'loginuserdetail')).body.userId as number;
    await sendMessage(
      provider.page,
      me.id,
      'Buongiorno Marco! Sì, lo tengo anche online: due mezze giornate.\nIl programma è qui: https://example.com/programma-excel',
    );
    await sendMessage(page, providerId, 'Perfetto, grazie. Possiamo fissare una call giovedì?');
    await sendMessage(provider.page, me.id, 'Certo, giovedì alle 10 va bene.');
    for (let i = 1; i <= 3; i += 1) {
      await createEvent(provider.page, {
        title: `Excel avanzato: sessione ${i}`,
        topicId: topic.id,
      });
    }
    for (const name of ['Luca Bassi', 'Sara Conti']) {
      const other = await openProvider(browser, testInfo);
      const [firstName, lastName] = name.split(' ');
      await callApi(other.page, 'updateprofile', { firstName, lastName });
      await sendMessage(
        other.page,
        me.id,
        `Ciao Marco, sono ${firstName}: hai visto la mia proposta?`,
      );
      await other.done();
    }
    await provider.done();
    await expect
      .poll(async () => (await callApi(page, 'countAllNotification')).body.notif, {
        timeout: 20_000,
      })
      .toBe(4);

    await app.goto('/');
    await expect(messagesButton(app)).toHaveAccessibleName(
      app.t('header.messagesUnread_other', { count: '4' }),
    );
    await notificationsButton(app).click();
    await expect(page.getByTestId('notification-row')).toHaveCount(4);
    await shot('notifications-panel');
    await page.keyboard.press('Escape');
    await messagesButton(app).click();
    await expect(
      page.getByTestId('messages-menu-panel').getByTestId('conversation-row'),
    ).toHaveCount(3);
    await shot('messages-panel');
    await page.keyboard.press('Escape');

    await app.goto('/message');
    await expect(page.getByTestId('inbox').getByTestId('conversation-row')).toHaveCount(3);
    await shot('inbox');
    await app.goto(`/message/${providerId}`);
    await expect(page.getByTestId('thread-message')).toHaveCount(4);
    await page.getByTestId('message-input').fill('Ottimo, a giovedì!');
    await shot('thread');

    // Refused: the message stays, marked, with Retry.
    const blocker = await openProvider(browser, testInfo);
    const blockerId = (await callApi(blocker.page, 'loginuserdetail')).body.userId as number;
    await sendMessage(page, blockerId, 'Buongiorno, avrei una domanda sul corso.');
    await app.goto(`/message/${blockerId}`);
    await expect(page.getByTestId('thread-message')).toHaveCount(1);
    await callApi(blocker.page, 'blockuser', { userId: me.id, block: true });
    await blocker.done();
    await page.getByTestId('message-input').fill('Mi può richiamare?');
    await page.getByTestId('message-input').press('Enter');
    await expect(page.getByTestId('thread-outgoing')).toHaveAttribute('data-state', 'failed');
    await shot('thread-failed');
    await page.getByTestId('thread-block').click();
    await expect(page.getByTestId('block-dialog')).toBeVisible();
    await shot('block-dialog');
    await page.keyboard.press('Escape');

    await app.goto('/dashboard/type/notifi');
    await expect(page.getByTestId('notification-row')).toHaveCount(4);
    await shot('notifications-page', true);
  });
});
