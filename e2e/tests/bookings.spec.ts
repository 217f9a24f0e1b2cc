import { callApi, expect, test as base } from '../fixtures.ts';
import { createEvent } from '../support/events.ts';
import { notificationsButton, openPerson, signUpPerson } from '../support/messages.ts';
import { languageByWidth } from '../support/profile-settings.ts';
import { screenshotsWhen } from '../support/screenshots.ts';
import { becomeProvider } from '../support/trainings.ts';
import { fillDateField, readDateField } from '../support/date-fields.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

/** Screenshots for a person to look at, only when asked (BOOKING_SHOTS=1). */
const shot = screenshotsWhen('BOOKING_SHOTS');

/** A `datetime-local` value some days ahead, at 09:00 in the browser's zone. */
function daysAheadInput(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:00`;
}

/** "Notifications, N unread" in either plural form, for any N above zero. */
function unreadNotifications(t: (key: string, vars?: Record<string, string>) => string): RegExp {
  const forms = ['header.notificationsUnread_one', 'header.notificationsUnread_other'].map((key) =>
    t(key, { count: '\u0000' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\u0000', '[1-9]\\d*'),
  );
  return new RegExp(`^(${forms.join('|')})$`);
}

test.describe('bookings', () => {
  test('a seeker requests a topic, the provider accepts it under Bookings, the seeker sees it accepted and is notified', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    const provider = await openPerson(browser, testInfo, lang);
    await becomeProvider(provider.page);
    const title = `Corso Excel ${Math.random().toString(36).slice(2, 7)}`;
    const added = await callApi(provider.page, 'addtopic', {
      title,
      category: 'data-analytics',
      description: `<p>${title}: esercizi pratici.</p>`,
      price: 45_000,
      // Twelve hours: a day and a half, so the request and the accept speak of days.
      durationHours: 12,
    });
    expect(added.body, JSON.stringify(added.body)).toMatchObject({ status: true });
    const topic = added.body.topic as { id: number; url: string };
    const published = await callApi(provider.page, 'publishtopic', { id: topic.id, publish: true });
    expect(published.body, JSON.stringify(published.body)).toMatchObject({ status: true });

    // The provider charges 10 % VAT, set on the profile page.
    await provider.app.goto('/profile');
    await provider.page.getByLabel(provider.app.t('bookings.vat.label')).fill('10');
    await provider.page.getByTestId('vat-rate-save').click();
    await expect(provider.page.getByTestId('vat-rate-saved')).toBeVisible();

    await signUpPerson(page);
    await app.goto(`/topic/${topic.url}`);
    // On a phone the button is in reach at once: a bar fixed at the bottom, with the price.
    if (testInfo.project.name === 'mobile') {
      await expect(page.getByTestId('request-booking-bar')).toBeInViewport();
      await expect(page.getByTestId('topic-sticky-bar')).toContainText(/450/);
    }
    await page.getByRole('button', { name: app.t('bookings.request.open') }).click();
    const dialog = page.getByRole('dialog', {
      name: app.t('bookings.request.title', { title }),
    });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('booking-participants').fill('3');
    // 3 × 450,00 € + 10 % VAT = 1 485,00 €, the figures the server will snapshot.
    await expect(dialog.getByTestId('booking-price-vat')).toHaveText(/135[.,]00/);
    await expect(dialog.getByTestId('booking-price-total')).toHaveText(/1[.,\s\u202f]?485/);
    await fillDateField(dialog.getByTestId('booking-date-0'), daysAheadInput(10));
    await dialog.getByRole('button', { name: app.t('bookings.request.addDate') }).click();
    await fillDateField(dialog.getByTestId('booking-date-1'), daysAheadInput(12));
    // The course's days from the first date, before anything is sent.
    await expect(dialog.getByTestId('booking-days-note')).toContainText('12');
    await dialog.getByTestId('booking-message').fill('Siamo un team di analisti.');
    await shot(page, testInfo, 'request-dialog');
    await dialog.getByTestId('booking-request-submit').click();

    await expect.poll(() => app.appUrl()).toMatch(/^\/mybooking\/\d+$/);
    const bookingPage = page.getByTestId('booking-page');
    await expect(bookingPage.getByTestId('booking-state').first()).toHaveAttribute(
      'data-state',
      'requested',
    );
    await expect(bookingPage.getByTestId('booking-price-total')).toHaveText(/1[.,\s\u202f]?485/);
    await shot(page, testInfo, 'booking-page');

    // The provider answers under Bookings, where requests come first, choosing the second date.
    await provider.app.goto('/mybooking');
    await expect(provider.page).toHaveTitle(
      new RegExp(`^${provider.app.t('bookings.list.documentTitle')} \\|`),
    );
    const request = provider.page
      .getByTestId('approval-provider')
      .getByTestId('booking-row')
      .filter({ hasText: title });
    await expect(request).toHaveCount(1);
    const sideMenuCount = provider.page.getByTestId('side-menu-count');
    // The side menu (hidden below 768 px) counts the requests beside Bookings.
    if (testInfo.project.name !== 'mobile') await expect(sideMenuCount).toHaveText('1');
    await request.getByTestId('booking-accept-date').selectOption({ index: 1 });
    await shot(provider.page, testInfo, 'booking-requests');
    await request.getByTestId('booking-action-accept').click();
    // Accepting says what it will do, then what it did (the request leaves the list).
    const acceptDialog = provider.page.getByTestId('booking-accept-dialog');
    await expect(acceptDialog).toContainText(app.t('bookings.confirm.accept.title'));
    // The days it will hold, from the course's twelve hours: a full day and a morning; the
    // provider makes the second a short one, to 12:00.
    const sessionRows = acceptDialog.getByTestId('session-row');
    await expect(sessionRows).toHaveCount(2);
    await expect
      .poll(() => readDateField(sessionRows.nth(0).getByTestId('session-start')))
      .toBe('09:00');
    await expect
      .poll(() => readDateField(sessionRows.nth(0).getByTestId('session-end')))
      .toBe('18:00');
    await fillDateField(sessionRows.nth(1).getByTestId('session-end'), '12:00');
    await acceptDialog.getByTestId('booking-confirm').click();
    await expect(request).toHaveCount(0);
    await expect(provider.page.getByTestId('bookings-answer')).toContainText(title);
    await expect(provider.page.getByTestId('approval-empty')).toBeVisible();
    await expect(sideMenuCount).toHaveCount(0);

    // The seeker finds it accepted in My Booking, and a notification says so.
    await app.goto('/mybooking');
    await expect(page).toHaveTitle(new RegExp(`^${app.t('bookings.list.documentTitle')} \\|`));
    const row = page.getByTestId('booking-row').filter({ hasText: title });
    await expect(row.getByTestId('booking-state')).toHaveAttribute('data-state', 'accepted');
    // The request and its acceptance both notify the seeker: the badge counts them unread.
    await expect(notificationsButton(app)).toHaveAccessibleName(
      unreadNotifications((key, vars) => app.t(key, vars)),
    );
    await shot(page, testInfo, 'mybooking');
    await row.getByTestId('booking-row-link').click();
    await expect(page.getByTestId('booking-history')).toContainText(
      app.t('bookings.state.accepted'),
    );
    // The seeker reads the two days as the provider set them.
    const days = page.getByTestId('booking-sessions').getByRole('listitem');
    await expect(days).toHaveCount(2);
    await expect(days.nth(1)).toContainText('12:00');
    await provider.close();
  });

  test('an event with one seat: A books, B joins the waitlist, A cancels, B takes the offered seat', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    const organiser = await openPerson(browser, testInfo, lang);
    await becomeProvider(organiser.page);
    const event = await createEvent(organiser.page, { capacity: 1 });

    await signUpPerson(page);
    await app.goto(`/event/Q/${event.url}`);
    const seats = page.getByTestId('event-seats');
    await expect(seats.getByTestId('event-seats-left')).toHaveText(
      app.t('bookings.seats.left_one', { count: '1' }),
    );
    await seats.getByRole('button', { name: app.t('bookings.seats.book') }).click();
    await seats.getByRole('button', { name: app.t('bookings.seatsConfirm.confirm') }).click();
    const mine = seats.getByTestId('my-seat-booking');
    await expect(mine.getByTestId('booking-state')).toHaveAttribute('data-state', 'booked');
    await expect(seats.getByTestId('event-seats-left')).toHaveText(app.t('bookings.seats.full'));

    const second = await openPerson(browser, testInfo, lang);
    await second.app.goto(`/event/Q/${event.url}`);
    const secondSeats = second.page.getByTestId('event-seats');
    await expect(secondSeats.getByTestId('event-seats-left')).toHaveText(
      second.app.t('bookings.seats.full'),
    );
    await secondSeats
      .getByRole('button', { name: second.app.t('bookings.seats.waitlist') })
      .click();
    await secondSeats
      .getByRole('button', { name: second.app.t('bookings.seatsConfirm.confirmWaitlist') })
      .click();
    await expect(
      secondSeats.getByTestId('my-seat-booking').getByTestId('booking-state'),
    ).toHaveAttribute('data-state', 'waitlisted');
    // Said as what it is: on the waitlist, and leaving it.
    await expect(secondSeats.getByTestId('seat-waitlisted')).toContainText(
      second.app.t('bookings.seats.waitlisted_one', { count: '1' }),
    );
    await expect(
      secondSeats.getByRole('button', { name: second.app.t('bookings.action.leaveWaitlist') }),
    ).toBeVisible();

    // A cancels with a reason; the seat goes to B as an offer.
    await mine.getByTestId('booking-action-cancel').click();
    const confirm = page.getByTestId('booking-cancel-dialog');
    await confirm.getByTestId('booking-reason').fill('Non posso più venire');
    await confirm.getByTestId('booking-reason-confirm').click();
    await expect(mine).toHaveCount(0);

    await second.page.reload();
    const offer = secondSeats.getByTestId('my-seat-booking');
    await expect(offer.getByTestId('booking-state')).toHaveAttribute('data-state', 'offered');
    await expect(offer.getByTestId('seat-offer')).toBeVisible();
    await offer.getByRole('button', { name: second.app.t('bookings.action.take') }).click();
    await expect(offer.getByTestId('booking-state')).toHaveAttribute('data-state', 'booked');
    await second.close();
    await organiser.close();
  });
});
