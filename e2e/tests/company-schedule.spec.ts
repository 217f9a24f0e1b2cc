import { callApi, expect, logIn, test as base, uniqueName } from '../fixtures.ts';
import { mailsTo, waitForMail } from '../support/mail.ts';
import { openPerson } from '../support/messages.ts';
import { languageByWidth } from '../support/profile-settings.ts';
import { screenshotsWhen } from '../support/screenshots.ts';
import {
  becomeProvider,
  elapse,
  hoursToPass,
  publishTopic,
  startInDays,
} from '../support/trainings.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

/** Screenshots for a person to look at, only when asked (REVIEW_SHOTS=1). */
const shot = screenshotsWhen('REVIEW_SHOTS');

test.describe('company training schedule and assessment', () => {
  test('the admin sees a company training in the month and list views and in the .ics feed; after it an attendee assesses it by link and the result shows', async ({
    app,
    page,
    browser,
    lang,
    companies,
  }, testInfo) => {
    // Two people, the jobs after the training, and four pages: three times the default budget.
    test.slow();
    const trainer = await openPerson(browser, testInfo, lang);
    await becomeProvider(trainer.page);
    const title = `Sicurezza ${uniqueName('s').slice(-6)}`;
    const topic = await publishTopic(trainer.page, title);

    // The company admin books it for an employee, who has no account but an e-mail address.
    await page.goto('/');
    await logIn(page, companies.admin.username, companies.admin.password);
    const attendee = `${uniqueName('att')}@example.com`;
    const start = startInDays(2);
    const requested = await callApi(page, 'requestbooking', {
      topicId: topic.id,
      dates: JSON.stringify([start.toISOString()]),
      participants: 1,
      named: JSON.stringify([{ name: 'Anna Verdi', email: attendee }]),
      delivery: 'in_person',
      location: 'Milano, sala corsi',
      forCompany: true,
    });
    expect(requested.body, JSON.stringify(requested.body)).toMatchObject({ status: true });
    const bookingId = (requested.body.booking as { id: number }).id;
    const accepted = await callApi(trainer.page, 'bookingtransition', {
      id: bookingId,
      transition: 'accept',
      dateIndex: 0,
    });
    expect(accepted.body, JSON.stringify(accepted.body)).toMatchObject({ status: true });

    // The month view: the calendar grid at 1280 px, the agenda at 375 px.
    await app.goto('/dashboard/c/trainingschedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      app.t('companySchedule.title'),
    );
    const thisMonth = new Date();
    if (start.getMonth() !== thisMonth.getMonth()) await page.getByTestId('schedule-next').click();
    const isMobile = testInfo.project.name === 'mobile';
    const monthItem = page.getByTestId(isMobile ? 'schedule-agenda-item' : 'schedule-grid-item');
    await expect(monthItem.filter({ hasText: title })).toBeVisible();
    await shot(page, testInfo, 'schedule-month');

    // The list view says who attends, with which trainer, where.
    await page.getByTestId('schedule-tab-list').click();
    const row = page.getByTestId('schedule-list-item').filter({ hasText: title });
    await expect(row).toContainText('Anna Verdi');
    await expect(row).toContainText('Milano, sala corsi');
    await shot(page, testInfo, 'schedule-list');

    // The private .ics address serves the training to a calendar app (no session).
    const feedUrl = await page.getByTestId('schedule-feed-url').inputValue();
    const feed = await fetch(feedUrl.replace('localhost', '127.0.0.1'));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(calendar).toContain(`SUMMARY:${title}`);

    // The training ends; the attendee gets the assessment link by e-mail (the sweeps run again
    // until it comes: completion and the assessment sweep are separate jobs).
    await elapse(page, { bookingId }, hoursToPass(new Date(start.getTime() + 8 * 3600_000)));
    await expect
      .poll(
        async () => {
          const count = (await mailsTo(attendee)).length;
          if (count === 0) await elapse(page, { bookingId }, 1);
          return count;
        },
        { timeout: 30_000, intervals: [1_000, 2_000, 3_000] },
      )
      .toBeGreaterThan(0);
    const mail = await waitForMail(attendee);
    const link = /https?:\/\/[^\s"<>]+\/assessment\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    // The attendee answers by the link, without an account, in another browser.
    const visitor = await browser.newContext({
      viewport: testInfo.project.use.viewport ?? null,
      isMobile: testInfo.project.use.isMobile ?? false,
    });
    const form = await visitor.newPage();
    await form.goto(link!.replace('localhost', '127.0.0.1'));
    await expect(form.getByRole('heading', { level: 1 })).toHaveText(title);
    await form.getByTestId('rating-input').first().getByRole('radio').nth(7).click();
    await form.getByTestId('assessment-comment').fill('Molto utile, esempi concreti.');
    await shot(form, testInfo, 'assessment-public');
    await form.getByTestId('assessment-submit').click();
    await expect(form.getByTestId('assessment-thanks')).toBeVisible();
    await visitor.close();

    // The admin reads the result: 4.5 stars, the attendee's answer.
    await app.goto('/dashboard/c/trainingassessment');
    const result = page.getByTestId('assessment-training').filter({ hasText: title });
    await expect(result.getByTestId('assessment-training-average')).toHaveText(/4[.,]5 \/ 5/);
    await expect(result).toContainText('Molto utile, esempi concreti.');
    await shot(page, testInfo, 'assessment-results');
    await trainer.close();
  });
});
