import { callApi, expect, test as base } from '../fixtures.ts';
import { openPerson, signUpPerson } from '../support/messages.ts';
import { languageByWidth } from '../support/profile-settings.ts';
import { screenshotsWhen } from '../support/screenshots.ts';
import {
  becomeProvider,
  bookAcceptedTopic,
  elapse,
  hoursToPass,
  publishTopic,
} from '../support/trainings.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

/** Screenshots for a person to look at, only when asked (REVIEW_SHOTS=1). */
const shot = screenshotsWhen('REVIEW_SHOTS');

test.describe('reviews', () => {
  test('a completed training is reviewed with 4.5 stars, the topic shows it, and the provider replies once', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    // Two people, a job and three pages: three times the default budget on a busy machine.
    test.slow();
    const provider = await openPerson(browser, testInfo, lang);
    await becomeProvider(provider.page);
    const topic = await publishTopic(
      provider.page,
      `Corso Power BI ${Math.random().toString(36).slice(2, 7)}`,
    );
    await signUpPerson(page);
    const booking = await bookAcceptedTopic(page, provider.page, topic.id);
    const decimal = (value: string) => (lang === 'it' ? value.replace('.', ',') : value);

    // The training ends; the completion job (not this test) makes the booking completed.
    await elapse(page, { bookingId: booking.id }, hoursToPass(booking.endsAt));
    await expect
      .poll(
        async () => {
          const detail = await callApi(page, 'bookingdetail', { id: booking.id });
          return (detail.body.booking as { state: string } | undefined)?.state;
        },
        { timeout: 30_000 },
      )
      .toBe('completed');
    await app.goto(`/mybooking/${booking.id}`);
    const bookingPage = page.getByTestId('booking-page');
    await expect(bookingPage.getByTestId('booking-state').first()).toHaveAttribute(
      'data-state',
      'completed',
    );
    await expect(bookingPage.getByTestId('booking-review')).toBeVisible();

    // The dashboard says a training waits for a review, first thing.
    await app.goto('/dashboard');
    const waiting = page.getByTestId('waiting-panel');
    await expect(waiting.getByTestId('waiting-reviews')).toHaveAttribute(
      'href',
      app.href('/review'),
    );
    await expect(waiting.getByRole('listitem')).toHaveCount(1);
    await shot(page, testInfo, 'dashboard-waiting');

    await page.goBack();
    await bookingPage.getByTestId('booking-review-link').click();

    // The review page opens on this training, its heading focused.
    await expect(page).toHaveTitle(new RegExp(`^${app.t('reviews.documentTitle')} \\|`));
    const item = page.getByTestId('review-pending').filter({ hasText: topic.title });
    await expect(item.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(item.getByTestId('review-deadline')).toBeVisible();
    await shot(page, testInfo, 'review-pending');

    // 4.5 stars by keyboard: onto the stars, End (5), one step back.
    await item
      .getByRole('radio', { name: app.t('reviews.rating.option_one', { value: '1' }) })
      .focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    const chosen = item.getByRole('radio', {
      name: app.t('reviews.rating.option_other', { value: decimal('4.5') }),
    });
    await expect(chosen).toHaveAttribute('aria-checked', 'true');
    await expect(chosen).toBeFocused();
    await expect(item.getByTestId('rating-input-value')).toHaveText(
      app.t('reviews.rating.value', { value: decimal('4.5') }),
    );
    const text = 'Chiaro, pratico e con esempi sui nostri dati.';
    await item.getByTestId('review-text').fill(text);
    await item.getByTestId('review-submit').click();

    const written = page.getByTestId('review-written').filter({ hasText: topic.title });
    await expect(written).toContainText(text);
    await expect(written).toBeFocused();
    await expect(page.getByTestId('reviews-announcement')).toHaveText(
      app.t('reviews.form.published'),
    );
    await expect(page.getByTestId('reviews-pending-empty')).toBeVisible();
    await expect(written).toContainText(app.t('reviews.written.noReply'));

    // The topic page counts the verified review.
    await app.goto(`/topic/${topic.url}`);
    const reviews = page.getByTestId('topic-reviews');
    await expect(
      reviews.getByRole('img', {
        name: app.t('catalogue.ratingLabelCount_one', { rating: decimal('4.5'), count: '1' }),
      }),
    ).toBeVisible();
    await expect(reviews.getByTestId('topic-review')).toContainText(text);
    // Every review comes from a completed training, and says so.
    await expect(reviews.getByTestId('topic-review-verified')).toHaveText(
      app.t('topics.page.verifiedReview'),
    );

    // The provider replies once, from "Reviews of your trainings".
    await provider.app.goto('/review');
    const received = provider.page.getByTestId('review-received').filter({ hasText: text });
    await expect(received).toContainText(topic.title);
    await shot(provider.page, testInfo, 'review-received');
    await received.getByTestId('review-reply-open').click();
    const reply = 'Grazie! Alla prossima sessione porteremo altri casi reali.';
    await expect(received.getByTestId('review-reply-text')).toBeFocused();
    await received.getByTestId('review-reply-text').fill(reply);
    await received.getByTestId('review-reply-submit').click();
    await expect(received.getByTestId('review-reply')).toContainText(reply);
    await expect(received.getByTestId('review-reply')).toBeFocused();
    await expect(received.getByTestId('review-reply-open')).toHaveCount(0);
    await provider.page.reload();
    await expect(
      provider.page
        .getByTestId('review-received')
        .filter({ hasText: text })
        .getByTestId('review-reply-open'),
    ).toHaveCount(0);

    // The seeker reads the reply on the review page and on the topic page.
    await app.goto('/review');
    await expect(
      page
        .getByTestId('review-written')
        .filter({ hasText: topic.title })
        .getByTestId('review-reply'),
    ).toContainText(reply);
    await shot(page, testInfo, 'review-written');
    await app.goto(`/topic/${topic.url}`);
    await expect(page.getByTestId('topic-review-reply')).toContainText(reply);
    await provider.close();
  });
});
