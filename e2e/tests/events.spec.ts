import { clearCookiesButLanguage, expect, test as base } from '../fixtures.ts';
import { createEvent, nextYear, signUpProvider } from '../support/events.ts';
import { signUpPerson } from '../support/messages.ts';
import { languageByWidth, signUpAndLogIn, solidPng } from '../support/profile-settings.ts';
import { fillDateField, readDateField } from '../support/date-fields.ts';

const test = base.extend(languageByWidth);

test.describe('events', () => {
  // The browser lives in New York; the organiser sets the times in Rome (six hours ahead in June).
  test.use({ timezoneId: 'America/New_York' });

  test('a provider creates an event with an image in Rome time, publishes it, and a visitor sees it in New York time', async ({
    app,
    page,
  }) => {
    await signUpProvider(page);
    await app.goto('/event/addevent');
    const form = page.getByTestId('event-form');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      app.t('events.editor.addTitle'),
    );

    const title = `Workshop Excel ${Date.now().toString(36)}`;
    await form.getByRole('textbox', { name: app.t('events.fields.title') }).fill(title);
    await page.locator('#event-description').click();
    await page.keyboard.type('Tabelle pivot, grafici e Power Query.');
    // The viewer's own zone is the default; the organiser picks Rome.
    const zone = form.getByRole('combobox', { name: app.t('events.fields.timeZone') });
    await expect(zone).toHaveValue('America/New_York');
    await fillDateField(page.locator('#event-startDate'), `${nextYear}-06-12`);
    await expect
      .poll(() => readDateField(page.locator('#event-endDate')))
      .toBe(`${nextYear}-06-12`);
    await fillDateField(page.locator('#event-startTime'), '09:00');
    await fillDateField(page.locator('#event-endTime'), '17:00');
    await zone.selectOption('Europe/Rome');
    await form
      .getByRole('textbox', { name: app.t('events.fields.location') })
      .fill('Milano, Via Roma 1');
    await form.getByRole('textbox', { name: app.t('events.fields.capacity') }).fill('25');
    await form
      .getByRole('textbox', { name: app.t('events.fields.price') })
      .fill(app.lang === 'it' ? '149,90' : '149.90');
    await form.getByRole('button', { name: app.t('events.form.saveDraft') }).click();

    // Saved as a draft: the images step.
    await expect(page).toHaveURL(/event\/addevent\?id=\d+&step=images$/);
    await expect(page.getByTestId('event-status')).toHaveText(app.t('events.status.draft'));
    await page.locator('#event-image-input').setInputFiles({
      name: 'aula.png',
      mimeType: 'image/png',
      buffer: await solidPng(900, [30, 120, 160]),
    });
    await page
      .getByRole('dialog', { name: app.t('images.crop.title') })
      .getByRole('button', { name: app.t('images.crop.confirm') })
      .click();
    await expect(page.getByTestId('event-images-status')).toHaveText(
      app.t('events.images.added_one'),
    );
    await expect(page.getByTestId('event-images').locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/event\//,
    );
    await page.getByRole('button', { name: app.t('events.steps.continueToPublish') }).click();
    const publishStep = page.getByRole('region', { name: app.t('events.publish.title') });
    await publishStep
      .getByRole('button', { name: app.t('events.actions.publish'), exact: true })
      .click();
    await expect(page.getByTestId('event-published')).toBeVisible();
    await expect(page.getByTestId('event-status')).toHaveText(app.t('events.status.published'));

    // The provider's list: upcoming, published, times in the viewer's zone.
    await app.goto('/event/manage_event');
    const row = page.getByTestId('manage-event-row').filter({ hasText: title });
    await expect(row.getByTestId('event-status')).toHaveText(app.t('events.status.published'));
    await expect(row.locator('time')).toContainText('03:00');
    await expect(row.locator('time')).toContainText('11:00');

    // A visitor: 03:00-11:00 in New York, with the organiser's 09:00-17:00 in Rome.
    const pageHref = await row.getByRole('link', { name: title, exact: true }).getAttribute('href');
    await clearCookiesButLanguage(page.context());
    await page.goto(pageHref ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const facts = page.getByTestId('event-facts');
    await expect(facts.getByTestId('event-when')).toContainText('03:00');
    await expect(facts.getByTestId('event-when')).toContainText('11:00');
    const organiser = facts.getByTestId('event-when-organiser');
    await expect(organiser).toContainText('09:00');
    await expect(organiser).toContainText('17:00');
    await expect(organiser).toContainText('(Europe/Rome)');
    await expect(facts.getByTestId('event-where')).toContainText('Milano, Via Roma 1');
    await expect(facts).toContainText('149');
    await expect(page.getByTestId('event-gallery').locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/event\/.+-large\.webp$/,
    );
    await expect(page.getByTestId('event-owner-bar')).toHaveCount(0);
    await expect(page.getByTestId('event-provider')).toBeVisible();
  });

  test('seats are booked after a summary of their price; the online link is for the people holding them, not a visitor or a stranger', async ({
    app,
    page,
  }) => {
    await signUpProvider(page);
    const event = await createEvent(page, {
      delivery: 'online',
      location: '',
      onlineUrl: 'https://meet.example.com/skillvia-e2e',
      price: 7000,
    });
    await clearCookiesButLanguage(page.context());
    await app.goto(`/event/Q/${event.url}`);
    const linkFact = page.getByTestId('event-online-link');
    await expect(linkFact.getByTestId('event-link-for-attendees')).toHaveText(
      app.t('events.page.linkForAttendees'),
    );
    await expect(linkFact.getByRole('link')).toHaveCount(0);

    // Signed in without a seat, still no link; once the seat is booked, the page gives it.
    await signUpPerson(page);
    await app.goto(`/event/Q/${event.url}`);
    await expect(linkFact.getByTestId('event-link-for-attendees')).toBeVisible();
    const seats = page.getByTestId('event-seats');
    await seats.getByTestId('book-seats-count').fill('2');
    await seats.getByTestId('book-seats').click();
    // Before anything is booked: the seats, the price with its VAT and the total, to confirm.
    const summary = seats.getByTestId('book-seats-summary');
    await expect(summary.getByTestId('book-seats-summary-seats')).toHaveText('2');
    // 2 × 70,00 € + 22 % VAT = 170,80 €, the figures the server will snapshot.
    await expect(summary.getByTestId('booking-price-vat')).toHaveText(/30[.,]80/);
    await expect(summary.getByTestId('booking-price-total')).toHaveText(/170[.,]80/);
    await summary.getByTestId('book-seats-change').click();
    await expect(seats.getByTestId('book-seats-count')).toHaveValue('2');
    await seats.getByTestId('book-seats').click();
    await seats.getByTestId('book-seats-confirm').click();
    await expect(seats.getByTestId('my-seat-booking')).toBeVisible();
    await expect(linkFact.getByRole('link')).toHaveAttribute(
      'href',
      'https://meet.example.com/skillvia-e2e',
    );
    // And so does the booking's own page.
    await seats.getByRole('link', { name: app.t('bookings.seats.open') }).click();
    await expect(page.getByTestId('booking-join-url').getByRole('link')).toHaveAttribute(
      'href',
      'https://meet.example.com/skillvia-e2e',
    );
  });

  test('a draft is the owner’s alone; publishing it asks for what is missing', async ({
    app,
    page,
  }) => {
    await signUpProvider(page);
    const draft = await createEvent(page, { description: '' }, { publish: false });
    await app.goto(`/event/Q/${draft.url}`);
    await expect(page.getByTestId('event-owner-bar')).toContainText(
      app.t('events.page.draftBanner'),
    );

    await app.goto('/event/manage_event?tab=drafts');
    const row = page.getByTestId('manage-event-row').filter({ hasText: draft.title });
    await row
      .getByRole('button', { name: app.t('events.actions.publishNamed', { title: draft.title }) })
      .click();
    await expect(row.getByTestId('publish-problems')).toContainText(
      app.t('events.fields.description'),
    );

    await clearCookiesButLanguage(page.context());
    await app.goto(`/event/Q/${draft.url}`);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });

  test('delete an event after confirming', async ({ app, page }) => {
    await signUpProvider(page);
    const event = await createEvent(page);
    await app.goto('/event/manage_event');
    const row = page.getByTestId('manage-event-row').filter({ hasText: event.title });
    const deleteButton = row.getByRole('button', {
      name: app.t('events.actions.deleteNamed', { title: event.title }),
    });

    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: app.t('events.delete.title') });
    await expect(dialog).toContainText(event.title);
    await dialog.getByRole('button', { name: app.t('events.delete.cancel') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await expect(row).toBeVisible();

    await deleteButton.click();
    await dialog.getByRole('button', { name: app.t('events.delete.confirm'), exact: true }).click();
    await expect(page.getByTestId('toast')).toHaveText(
      app.t('events.manage.deleted', { title: event.title }),
    );
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('manage-events-empty')).toBeVisible();
    await app.goto(`/event/Q/${event.url}`);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });

  test('a seeker is told that only providers publish events', async ({ app, page }) => {
    await signUpAndLogIn(page);
    await app.goto('/event/addevent');
    const notice = page.getByTestId('event-provider-notice');
    await expect(notice.getByRole('heading', { level: 1 })).toHaveText(
      app.t('events.providerOnly.title'),
    );
    await app.goto('/event/manage_event');
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: app.t('events.providerOnly.settings') }).click();
    expect(app.appUrl()).toBe('/settings');
  });
});
