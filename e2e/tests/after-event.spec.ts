import { renderNotification } from '@app/contracts/notifications';
import { callApi, expect, test as base } from '../fixtures.ts';
import { createEvent } from '../support/events.ts';
import { openPerson, signUpPerson } from '../support/messages.ts';
import { languageByWidth } from '../support/profile-settings.ts';
import { screenshotsWhen } from '../support/screenshots.ts';
import {
  becomeProvider,
  elapse,
  hoursToPass,
  publishTopic,
  soonEventFields,
  startInDays,
} from '../support/trainings.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

/** Screenshots for a person to look at, only when asked (REVIEW_SHOTS=1). */
const shot = screenshotsWhen('REVIEW_SHOTS');

test.describe('after the event', () => {
  test('the provider records attendance person by person and thanks everyone with a material; the buyer reads it and is notified', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    // Three people, a job and four pages: three times the default budget on a busy machine.
    test.slow();
    const organiser = await openPerson(browser, testInfo, lang);
    await becomeProvider(organiser.page);
    const when = soonEventFields(2);
    const event = await createEvent(organiser.page, when.fields);

    // One buyer books a seat; the test's buyer books two named participants on the event page.
    const first = await openPerson(browser, testInfo, lang);
    const firstBooking = await callApi(first.page, 'bookevent', { eventId: event.id, seats: 1 });
    expect(firstBooking.body, JSON.stringify(firstBooking.body)).toMatchObject({ status: true });
    const firstId = (firstBooking.body.booking as { id: number }).id;

    await signUpPerson(page);
    await app.goto(`/event/Q/${event.url}`);
    const seats = page.getByTestId('event-seats');
    await seats.getByTestId('participants-mode-named').check();
    await seats.getByTestId('booking-named-name-0').fill('Anna Neri');
    await seats.getByRole('button', { name: app.t('bookings.named.add') }).click();
    await seats.getByTestId('booking-named-name-1').fill('Luca Verdi');
    await seats.getByTestId('book-seats').click();
    await seats.getByTestId('book-seats-confirm').click();
    const mine = seats.getByTestId('my-seat-booking');
    await expect(mine.getByTestId('booking-state')).toHaveAttribute('data-state', 'booked');
    await expect(mine).toContainText(app.t('bookings.seats.yours_other', { count: '2' }));
    const href = await mine
      .getByRole('link', { name: app.t('bookings.seats.open') })
      .getAttribute('href');
    const bookingId = Number(/\/mybooking\/(\d+)$/.exec(href ?? '')?.[1]);
    expect(bookingId).toBeGreaterThan(0);

    // The event takes place.
    await elapse(organiser.page, { eventId: event.id }, hoursToPass(when.endsAt));

    const t = (key: string, vars: Record<string, string> = {}) => organiser.app.t(key, vars);
    // The dashboard says a training waits to be closed, and leads there.
    await organiser.app.goto('/dashboard');
    const close = organiser.page.getByTestId('waiting-panel').getByTestId('waiting-close');
    await expect(close).toContainText(t('dashboard.waiting.lines.close_one'));
    await shot(organiser.page, testInfo, 'dashboard-waiting');
    await close.click();
    await expect.poll(() => organiser.app.appUrl()).toBe('/dashboard/i/eventapproval');
    const card = organiser.page
      .getByTestId('after-event')
      .getByTestId('closing-training')
      .filter({ hasText: event.title });
    const progress = card.getByTestId('closing-progress');
    await expect(progress).toHaveText(
      t('bookings.attendance.progress', { recorded: '0', total: '3' }),
    );

    // The first buyer came.
    const single = card.locator(`[data-testid="closing-booking"][data-booking-id="${firstId}"]`);
    await single.getByTestId('attendance-present').click();
    await expect(single.getByTestId('attendance-present')).toHaveAttribute('aria-pressed', 'true');

    // Of the two named ones, Anna came (a click) and Luca did not (by keyboard).
    const pair = card.locator(`[data-testid="closing-booking"][data-booking-id="${bookingId}"]`);
    const anna = pair.getByRole('group', {
      name: t('bookings.attendance.person', { name: 'Anna Neri' }),
    });
    const luca = pair.getByRole('group', {
      name: t('bookings.attendance.person', { name: 'Luca Verdi' }),
    });
    await anna.getByRole('button', { name: t('bookings.attendance.present') }).click();
    await expect(
      anna.getByRole('button', { name: t('bookings.attendance.present') }),
    ).toHaveAttribute('aria-pressed', 'true');
    const absent = luca.getByRole('button', { name: t('bookings.attendance.absent') });
    await absent.focus();
    await organiser.page.keyboard.press('Enter');
    await expect(absent).toHaveAttribute('aria-pressed', 'true');
    await expect(absent).toBeFocused();
    await expect(pair.getByTestId('attendance-saved')).toHaveText(
      t('bookings.attendance.saved.no_show', { name: 'Luca Verdi' }),
    );
    await expect(progress).toHaveText(
      t('bookings.attendance.progress', { recorded: '3', total: '3' }),
    );
    await shot(organiser.page, testInfo, 'after-event-attendance');

    // The booking's page shows the same, person by person, to its provider.
    await organiser.app.goto(`/mybooking/${bookingId}`);
    const recorded = organiser.page.getByTestId('booking-people');
    await expect(
      recorded
        .getByRole('group', { name: t('bookings.attendance.person', { name: 'Luca Verdi' }) })
        .getByRole('button', { name: t('bookings.attendance.absent') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await shot(organiser.page, testInfo, 'booking-attendance');
    await organiser.page.goBack();

    // The thank-you, with one material; then it shows read-only.
    const message = 'Grazie a tutti per la bella giornata: ecco le slide.';
    const material = { title: 'Slide della giornata', url: 'https://example.com/slide.pdf' };
    await card.getByTestId('thanks-open').click();
    await expect(card.getByTestId('thanks-message')).toBeFocused();
    await card.getByTestId('thanks-message').fill(message);
    await card.getByTestId('material-add').click();
    await expect(card.getByTestId('material-title-0')).toBeFocused();
    await card.getByTestId('material-title-0').fill(material.title);
    await card.getByTestId('material-url-0').fill(material.url);
    await card.getByTestId('thanks-send').click();
    const sent = card.getByTestId('thanks-card');
    await expect(sent).toContainText(message);
    await expect(sent.getByRole('link', { name: material.title })).toHaveAttribute(
      'href',
      material.url,
    );
    await expect(card.getByTestId('thanks-form')).toHaveCount(0);
    // The form that had focus is gone: focus is on what was sent.
    await expect(sent.getByRole('heading', { name: t('bookings.thanks.sent') })).toBeFocused();
    await shot(organiser.page, testInfo, 'after-event-thanked');

    // The buyer is notified, and the notification opens the booking with the thanks and the link.
    await app.goto('/dashboard/type/notifi');
    const tail = renderNotification(
      'thanks_received',
      { provider: '\u0000', title: event.title },
      lang,
    ).split('\u0000')[1]!;
    const notice = page.getByTestId('notification-row').filter({ hasText: tail });
    // Told by a subscriber after the commit: the list is read again until it is there.
    await expect(async () => {
      await page.reload();
      await expect(notice).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(notice).toHaveAttribute('data-status', 'unread');
    await notice.click();
    await expect.poll(() => app.appUrl()).toBe(`/mybooking/${bookingId}`);
    const thanks = page.getByTestId('booking-page').getByTestId('thanks-card');
    await expect(thanks.getByTestId('thanks-card-message')).toHaveText(message);
    const link = thanks.getByTestId('thanks-material-link');
    await expect(link).toHaveAttribute('href', material.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const people = page.getByTestId('booking-people').getByTestId('booking-person');
    await expect(people.filter({ hasText: 'Anna Neri' })).toContainText(
      app.t('bookings.attendance.present'),
    );
    await expect(people.filter({ hasText: 'Luca Verdi' })).toContainText(
      app.t('bookings.attendance.absent'),
    );
    await shot(page, testInfo, 'booking-thanked');
    await first.close();
    await organiser.close();
  });

  test('a course over two days: the provider keeps the register day by day', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    const organiser = await openPerson(browser, testInfo, lang);
    await becomeProvider(organiser.page);
    const topic = await publishTopic(organiser.page, 'Corso su due giorni');
    await signUpPerson(page);
    const start = startInDays(3);
    const requested = await callApi(page, 'requestbooking', {
      topicId: topic.id,
      dates: JSON.stringify([start.toISOString()]),
      participants: 2,
      named: JSON.stringify([{ name: 'Anna Neri' }, { name: 'Luca Verdi' }]),
      delivery: 'online',
    });
    expect(requested.body, JSON.stringify(requested.body)).toMatchObject({ status: true });
    const bookingId = (requested.body.booking as { id: number }).id;
    // Two mornings two days apart, as the provider sets them.
    const hour = 60 * 60 * 1000;
    const at = (hours: number) => new Date(start.getTime() + hours * hour).toISOString();
    const accepted = await callApi(organiser.page, 'bookingtransition', {
      id: bookingId,
      transition: 'accept',
      dateIndex: 0,
      sessions: JSON.stringify([
        { startsAt: at(0), endsAt: at(4) },
        { startsAt: at(48), endsAt: at(52) },
      ]),
    });
    expect(accepted.body, JSON.stringify(accepted.body)).toMatchObject({ status: true });
    // The first morning has begun; the second is two days ahead.
    await elapse(organiser.page, { bookingId }, hoursToPass(start));

    const t = (key: string, vars: Record<string, string> = {}) => organiser.app.t(key, vars);
    await organiser.app.goto('/dashboard/i/eventapproval');
    const card = organiser.page
      .getByTestId('after-event')
      .getByTestId('closing-training')
      .filter({ hasText: topic.title });
    const days = card.getByRole('group', { name: t('bookings.attendance.dayGroup') });
    const [first, second] = [days.getByRole('button').nth(0), days.getByRole('button').nth(1)];
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(second).toBeDisabled();
    const dayOne = (await first.textContent()) ?? '';
    expect(dayOne).toContain(t('bookings.attendance.day', { number: '1', date: '' }).trim());

    const anna = card.getByRole('group', {
      name: t('bookings.attendance.personOn', { name: 'Anna Neri', day: dayOne }),
    });
    const luca = card.getByRole('group', {
      name: t('bookings.attendance.personOn', { name: 'Luca Verdi', day: dayOne }),
    });
    await anna.getByRole('button', { name: t('bookings.attendance.present') }).click();
    await luca.getByRole('button', { name: t('bookings.attendance.absent') }).click();
    await expect(card.getByTestId('attendance-saved')).toHaveText(
      `${dayOne}: ${t('bookings.attendance.saved.no_show', { name: 'Luca Verdi' })}`,
    );
    await expect(card.getByTestId('attendance-days-present').first()).toHaveText(
      t('bookings.attendance.daysPresent', { present: '1', total: '2' }),
    );
    await shot(organiser.page, testInfo, 'after-event-days');

    // The buyer reads it on the booking: Anna came, one day of two so far.
    await app.goto(`/mybooking/${bookingId}`);
    const people = page.getByTestId('booking-people').getByTestId('booking-person');
    await expect(people.filter({ hasText: 'Anna Neri' })).toContainText(
      `${app.t('bookings.attendance.present')} (${app.t('bookings.attendance.daysPresent', { present: '1', total: '2' })})`,
    );
    await expect(people.filter({ hasText: 'Luca Verdi' })).toContainText(
      app.t('bookings.attendance.absent'),
    );
    await organiser.close();
  });
});
