import { callApi, expect, forEachLanguage, test } from '../fixtures.ts';
import { loginDialog, submitLogin } from '../support/auth-dialog.ts';
import { openPerson, sendMessage } from '../support/messages.ts';
import { createStaffMember, signInWithCode } from '../support/operators.ts';

/**
 * Suspension (docs/product.md, "The operator console"): a person reports a message; an operator,
 * signed in with the second factor, reads it with its neighbours and suspends its sender, whose
 * open page, in another browser, is signed out at once; signing in again is refused.
 */

forEachLanguage((lang) => {
  test('an operator suspends the sender of a reported message, signed out at once elsewhere', async ({
    app,
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const abuser = await openPerson(browser, testInfo, lang);
    const victim = await openPerson(browser, testInfo, lang);
    await sendMessage(abuser.page, victim.person.id, 'Hello, about your course.');
    const spam = await sendMessage(
      abuser.page,
      victim.person.id,
      'Pay me outside the site, cheaper!',
    );
    const report = await callApi(victim.page, 'reportcontent', {
      kind: 'message',
      id: spam.id,
      reason: 'fraud',
    });
    expect(report.body, JSON.stringify(report.body)).toMatchObject({ status: true });
    const reference = String(report.body.reference);
    await victim.close();
    // The sender is on a page of theirs, in their own browser.
    await abuser.app.goto('/dashboard');
    await expect(abuser.page.getByTestId('header-signup')).toBeHidden();

    const operator = await createStaffMember(page, 'operator');
    await signInWithCode(app, page, operator);
    await app.goto('/admin/reports');
    await page.getByTestId('report-row').filter({ hasText: reference }).getByRole('link').click();
    // The message with its neighbour, the reported one marked.
    const context = page.getByTestId('report-context-message');
    await expect(context).toHaveCount(2);
    await expect(context.last()).toContainText('Pay me outside the site');
    await page.getByTestId('moderation-suspend').click();
    const dialog = page.getByTestId('suspend-dialog');
    await dialog.getByTestId('suspend-reason').fill('Asks people to pay outside the marketplace.');
    await dialog.getByTestId('suspend-confirm').click();
    await expect(page.getByTestId('report-notice')).toHaveText(
      app.t('console.moderation.suspended', { name: abuser.person.username }),
    );

    // Their open page signs out by itself, and the password no longer lets them in.
    await expect(abuser.page.getByTestId('header-signup')).toBeVisible({ timeout: 15_000 });
    const login = loginDialog(abuser.app, abuser.page);
    await submitLogin(login, abuser.person.username, abuser.person.password);
    await expect(login.error).toHaveText(abuser.app.t('errors.account_suspended'));
    await abuser.close();
  });
});
