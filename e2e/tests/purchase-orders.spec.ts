import { callApi, expect, logIn, test as base } from '../fixtures.ts';
import { openPerson } from '../support/messages.ts';
import { languageByWidth } from '../support/profile-settings.ts';
import { becomeProvider, publishTopic } from '../support/trainings.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(9, 0, 0, 0);
  return date.toISOString();
};

test.describe('purchase orders', () => {
  test('the company admin issues an order from an approved booking, the provider acknowledges it and downloads its PDF', async ({
    app,
    page,
    browser,
    lang,
    companies,
  }, testInfo) => {
    test.slow();
    // A provider with a topic: 300,00 € a head + 22 % VAT.
    const provider = await openPerson(browser, testInfo, lang);
    await becomeProvider(provider.page);
    const title = `Ordini e fornitori ${Math.random().toString(36).slice(2, 7)}`;
    const topic = await publishTopic(provider.page, title);

    const book = async () => {
      const reply = await callApi(page, 'requestbooking', {
        topicId: topic.id,
        dates: JSON.stringify([inDays(12)]),
        participants: 1,
        delivery: 'online',
        forCompany: true,
      });
      expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
      return (reply.body.booking as { id: number }).id;
    };

    // The first location has no billing details: the booking page says where to enter them.
    await logIn(page, companies.admin.username, companies.admin.password);
    const unbilled = await book();
    await app.goto(`/mybooking/${unbilled}`);
    await page.getByTestId('po-issue-submit').click();
    const prompt = page.getByTestId('po-billing-required');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link')).toHaveAttribute(
      'href',
      /\/dashboard\/c\/billing#company-billing$/,
    );

    // The second location has them: the admin works there, books and issues the order.
    const locations = await callApi(page, 'smeGetMultilocation');
    const second = (locations.body.list as Array<{ id: number; name: string }>).find(
      (location) => location.name === companies.secondLocation.name,
    );
    expect(second).toBeDefined();
    const switched = await callApi(page, 'switchCompanyProfile', { companyId: second!.id });
    expect(switched.body).toMatchObject({ status: true });
    const bookingId = await book();
    // The order list's "To issue" tab lists the booking and leads to its order form.
    await app.goto('/dashboard/c/purchaseorderlist');
    await page.getByTestId('po-tab-toIssue').click();
    const waiting = page.getByTestId('po-to-issue').filter({ hasText: title });
    await expect(waiting).toHaveCount(1);
    await waiting.getByTestId('po-to-issue-open').click();
    await expect.poll(() => app.appUrl()).toBe(`/mybooking/${bookingId}`);
    await page.getByTestId('po-reference').fill('CDC-7');
    await page.getByTestId('po-issue-submit').click();
    const number = page.getByTestId('po-panel-number');
    await expect(number).toHaveText(/^PO-\d{4}-0001$/);
    const orderNumber = (await number.textContent()) ?? '';
    await expect(page.getByTestId('po-panel-state')).toHaveAttribute('data-state', 'issued');

    // The provider finds it among the orders received and acknowledges it.
    await provider.app.goto('/dashboard/i/purchase-orders');
    const row = provider.page.getByTestId('po-row').filter({ hasText: orderNumber });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText(/366[.,]00/);
    await row.getByTestId('po-open').click();
    const dialog = provider.page.getByTestId('po-detail');
    await expect(dialog.getByTestId('po-gross')).toHaveText(/366[.,]00/);
    await dialog.getByTestId('po-acknowledge').click();
    await expect(dialog.getByTestId('po-detail-state')).toHaveAttribute(
      'data-state',
      'acknowledged',
    );
    await expect(dialog.getByTestId('po-acknowledge')).toHaveCount(0);

    // Its PDF downloads under the order's number.
    const downloading = provider.page.waitForEvent('download');
    await dialog.getByTestId('po-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${orderNumber}.pdf`);

    // The company's list shows it acknowledged.
    await app.goto('/dashboard/c/purchaseorderlist');
    const companyRow = page.getByTestId('po-row').filter({ hasText: orderNumber });
    await expect(companyRow.getByTestId('po-row-state')).toHaveAttribute(
      'data-state',
      'acknowledged',
    );
    await provider.close();
  });
});
