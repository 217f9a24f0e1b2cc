import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import type { Reviewable } from '../api/get-reviewable.ts';
import { ReviewsScreen } from './reviews-screen.tsx';

const training = {
  bookingId: 41,
  title: 'Excel for analysts',
  url: '/topic/excel-for-analysts',
  provider: { id: 7, username: 'giulia_b', name: 'Giulia Bianchi' },
  endedAt: '2026-11-20T17:00:00.000Z',
  reviewUntil: '2026-12-04T17:00:00.000Z',
};

/** A server whose `reviewable` answers from `state`, which `addreview` and `replyreview` change. */
function stubServer(state: Reviewable) {
  return stubActions((body) => {
    let reply: unknown = { status: true };
    if (body.action === 'reviewable') reply = state;
    if (body.action === 'addreview') {
      const written = {
        ...training,
        reviewId: 90,
        rating: body.rating as number,
        text: body.text as string,
        reply: null,
        createdAt: '2026-11-22T10:00:00.000Z',
        hidden: false,
      };
      state.pending = [];
      state.reviewed = [written];
      reply = { status: true, review: { id: 90 } };
    }
    if (body.action === 'replyreview') {
      state.received = state.received.map((review) => ({
        ...review,
        reply: body.text as string,
        canReply: false,
      }));
      reply = { status: true, review: { id: body.reviewId } };
    }
    return reply;
  });
}

async function renderScreen(isProvider: boolean, focusBookingId: number | null = null) {
  await renderInApp(<ReviewsScreen focusBookingId={focusBookingId} isProvider={isProvider} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the review page', () => {
  it('says what to do next when there is nothing, and hides received reviews from seekers', async () => {
    stubServer({ status: true, pending: [], reviewed: [], received: [] });
    await renderScreen(false);
    expect(await screen.findByTestId('reviews-pending-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a training' }).getAttribute('href')).toBe(
      '/search',
    );
    expect(screen.getByTestId('reviews-written-empty')).toBeTruthy();
    expect(screen.queryByTestId('reviews-received')).toBeNull();
  });

  it('checks the form, publishes 4.5 stars and moves the training to "Your reviews"', async () => {
    const calls = stubServer({ status: true, pending: [training], reviewed: [], received: [] });
    await renderScreen(false, 41);
    const item = await screen.findByTestId('review-pending');
    // The booking page sent the reader to this training: its heading has focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(item).getByRole('heading', { level: 3 })),
    );
    expect(within(item).getByTestId('review-deadline').textContent).toMatch(/^Review by /);

    fireEvent.click(within(item).getByTestId('review-submit'));
    expect(await within(item).findAllByText('This field is required')).toHaveLength(2);
    expect(calls.some((call) => call.action === 'addreview')).toBe(false);

    fireEvent.click(within(item).getByRole('radio', { name: '4.5 stars' }));
    fireEvent.change(within(item).getByTestId('review-text'), {
      target: { value: ' Clear and practical. ' },
    });
    expect(within(item).getByTestId('character-count').textContent).toBe('22 / 2,000');
    fireEvent.click(within(item).getByTestId('review-submit'));

    const written = await screen.findByTestId('review-written');
    expect(calls).toContainEqual(
      expect.objectContaining({
        action: 'addreview',
        bookingId: 41,
        rating: 4.5,
        text: 'Clear and practical.',
      }),
    );
    expect(written.textContent).toContain('Clear and practical.');
    expect(within(written).getByRole('img', { name: '4.5 out of 5' })).toBeTruthy();
    expect(screen.getByTestId('reviews-announcement').textContent).toMatch(/^Review published/);
    await waitFor(() => expect(document.activeElement).toBe(written));
    expect(screen.getByTestId('reviews-pending-empty')).toBeTruthy();
  });

  it('lets a provider reply once to a review of their training', async () => {
    const calls = stubServer({
      status: true,
      pending: [],
      reviewed: [],
      received: [
        {
          ...training,
          reviewId: 12,
          rating: 4,
          text: 'Good pace.',
          reply: null,
          createdAt: '2026-11-22T10:00:00.000Z',
          hidden: false,
          reviewer: { name: 'Mario Rossi' },
          canReply: true,
        },
      ],
    });
    await renderScreen(true);
    const review = await screen.findByTestId('review-received');
    expect(review.textContent).toContain('by Mario Rossi');
    fireEvent.click(within(review).getByTestId('review-reply-open'));
    const field = within(review).getByLabelText(/Your reply to Mario Rossi/);
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Thank you, Mario!' } });
    fireEvent.click(within(review).getByTestId('review-reply-submit'));
    const reply = await within(review).findByTestId('review-reply');
    expect(reply.textContent).toContain('Thank you, Mario!');
    expect(calls).toContainEqual(
      expect.objectContaining({ action: 'replyreview', reviewId: 12, text: 'Thank you, Mario!' }),
    );
    expect(within(review).queryByTestId('review-reply-open')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(reply));
  });
});
