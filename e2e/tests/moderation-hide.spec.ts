import {
  createUser,
  expect,
  forEachLanguage,
  logIn,
  signOutThroughApi,
  test,
  uniqueName,
} from '../fixtures.ts';
import { openProvider } from '../support/discovery.ts';
import { waitForMail } from '../support/mail.ts';
import { createStaffMember, signInWithCode } from '../support/operators.ts';

/**
 * The operator console's queue and moderation (docs/product.md, "The operator console"): a person
 * reports a topic from its page; support, signed in with the second factor, takes the report,
 * hides the topic with a reason, answers the reporter by e-mail and resolves it; the topic is
 * gone for everyone else and its owner reads why.
 */

forEachLanguage(() => {
  test('a report is taken, the topic hidden, the reporter answered, and its owner told why', async ({
    app,
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const provider = await openProvider(browser, testInfo);
    const title = `Offshore invoicing ${uniqueName('t')}`;
    const topic = await provider.publishTopic(title);

    // A signed-in person reports it from its page, with a reason and a few words.
    const reporter = await createUser(page);
    await logIn(page, reporter.username, reporter.password);
    await app.goto(`/topic/${topic.url}`);
    await page.getByTestId('report-topic').click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.getByTestId('report-submit').click();
    await expect(dialog.getByRole('alert')).toHaveText(app.t('site.reportContent.chooseReason'));
    await dialog
      .getByRole('radio', { name: new RegExp(app.t('site.reportContent.reasons.fraud')) })
      .check();
    const words = 'The trainer asked me to pay by bank transfer outside the site.';
    await dialog.getByTestId('report-text').fill(words);
    await dialog.getByTestId('report-submit').click();
    const sent = dialog.getByTestId('report-sent');
    await expect(sent).toContainText(/R-\d{4}-[A-Z2-9]{6}/);
    const reference = /R-\d{4}-[A-Z2-9]{6}/.exec(await sent.innerText())![0];
    await signOutThroughApi(page);

    // Support signs in with the code, finds the report in the queue and takes it.
    const support = await createStaffMember(page, 'support');
    await signInWithCode(app, page, support);
    await app.goto('/admin/reports');
    const row = page.getByTestId('report-row').filter({ hasText: reference });
    await row.getByRole('link').click();
    await expect(page.getByTestId('report-message')).toHaveText(words);
    await expect(page.getByTestId('report-target')).toContainText(title);
    await page.getByTestId('report-take').click();
    await expect(page.getByTestId('report-notice')).toHaveText(
      app.t('console.transitions.takeDone'),
    );
    await expect(page.getByTestId('report-state')).toHaveText(app.t('console.states.in_review'));

    // Hidden with a reason, asked for first.
    await page.getByTestId('moderation-hide').click();
    const hide = page.getByTestId('moderation-dialog');
    const reason = 'It asks buyers to pay outside the marketplace.';
    await hide.getByTestId('moderation-reason').fill(reason);
    await hide.getByTestId('moderation-confirm').click();
    await expect(page.getByTestId('report-notice')).toHaveText(app.t('console.moderation.hidden'));
    await expect(page.getByTestId('target-hidden')).toBeVisible();

    // The reporter is answered by e-mail; the answer stays with the report, which is resolved.
    const answer = 'Thank you: we hid the topic and wrote to its trainer.';
    await page.getByTestId('report-reply-text').fill(answer);
    await page.getByTestId('report-reply-submit').click();
    await expect(page.getByTestId('report-entries')).toContainText(answer);
    await page.getByTestId('report-resolve').click();
    await expect(page.getByTestId('report-state')).toHaveText(app.t('console.states.resolved'));
    const mail = await waitForMail(reporter.email, 1, reference);
    expect(mail.text).toContain(answer);

    // Gone for everyone else: its page is not found.
    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    expect((await visitor.request.get(`/topic/${topic.url}`)).status()).toBe(404);
    await visitor.close();

    // Its owner reads why, and where to ask for a review.
    await provider.page.goto('/dashboard/type/notifi');
    await expect(provider.page.getByText(reason, { exact: false })).toBeVisible();
    await provider.done();
  });
});
