import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import { WaitingPanel } from './waiting-panel.tsx';

interface Waiting {
  provider?: number;
  buyer?: number;
  company?: number;
  pending?: number;
  /** aftereventlist: one training per entry. */
  trainings?: Array<{ unrecorded: boolean; canSendThanks: boolean; canRecord?: boolean }>;
}

const person = (attendance: 'attended' | null) => ({
  id: 1,
  name: 'Anna',
  email: null,
  attendance,
  bySession: attendance ? [{ session: 0, attendance }] : [],
});

const someone = { id: 2, username: 'mario_r', name: 'Mario', profileImage: null };

/** Answers each call the panel makes from `waiting`, and keeps what was asked. */
function stubServer(waiting: Waiting) {
  const calls = stubActions((body) => {
    const action = body.action as string;
    let reply: unknown = { status: true };
    if (action === 'mybookings') {
      const side = body.side as 'provider' | 'buyer' | 'company';
      reply = { status: true, list: [], total: 0, awaitingMe: waiting[side] ?? 0 };
    }
    if (action === 'reviewable') {
      const item = {
        bookingId: 1,
        title: 'x',
        url: '/x',
        provider: someone,
        endedAt: null,
        reviewUntil: null,
      };
      const pending = Array.from({ length: waiting.pending ?? 0 }, () => item);
      reply = { status: true, pending, reviewed: [], received: [] };
    }
    if (action === 'aftereventlist') {
      const list = (waiting.trainings ?? []).map((training, index) => ({
        kind: 'event',
        id: index + 1,
        title: 't',
        url: '/t',
        startsAt: '2026-11-01T09:00:00.000Z',
        endsAt: '2026-11-01T17:00:00.000Z',
        sessions: [{ startsAt: '2026-11-01T09:00:00.000Z', endsAt: '2026-11-01T17:00:00.000Z' }],
        bookings: [
          {
            id: 1,
            state: 'booked',
            buyer: someone,
            company: null,
            participants: [person(training.unrecorded ? null : 'attended')],
          },
        ],
        canRecordAttendance: training.canRecord ?? true,
        canSendThanks: training.canSendThanks,
        thanks: null,
      }));
      reply = { status: true, list };
    }
    return reply;
  });
  return calls;
}

async function renderPanel(props: { isProvider: boolean; canApprove: boolean }) {
  await renderInApp(<WaitingPanel {...props} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Waiting for you" on the dashboard', () => {
  it('lists what waits for a provider with its count and link, leaving out zero lines', async () => {
    stubServer({
      provider: 2,
      buyer: 1,
      company: 5,
      pending: 0,
      trainings: [
        { unrecorded: true, canSendThanks: false },
        { unrecorded: false, canSendThanks: true },
        { unrecorded: false, canSendThanks: false },
        // Unrecorded, but too late to record: nothing to do there any more.
        { unrecorded: true, canSendThanks: false, canRecord: false },
      ],
    });
    await renderPanel({ isProvider: true, canApprove: false });
    const panel = screen.getByRole('region', { name: 'Waiting for you' });
    const requests = await within(panel).findByRole('link', {
      name: '2 booking requests to answer',
    });
    expect(requests.getAttribute('href')).toBe('/mybooking');
    const offers = within(panel).getByRole('link', {
      name: '1 seat offered to you: take it before it lapses',
    });
    expect(offers.getAttribute('href')).toBe('/mybooking?side=buyer&state=offered');
    const close = await within(panel).findByTestId('waiting-close');
    expect(close.textContent).toBe('2 trainings to close: attendance or thanks→');
    expect(close.getAttribute('href')).toBe('/dashboard/i/eventapproval#after-event');
    // No reviews to write, and no company: those lines are not there.
    expect(within(panel).queryByTestId('waiting-reviews')).toBeNull();
    expect(within(panel).queryByTestId('waiting-approvals')).toBeNull();
  });

  it('asks a seeker only what concerns them: offered seats and reviews', async () => {
    const calls = stubServer({ provider: 3, buyer: 0, company: 4, pending: 1 });
    await renderPanel({ isProvider: false, canApprove: false });
    const reviews = await screen.findByTestId('waiting-reviews');
    expect(reviews.textContent).toBe('1 training to review→');
    expect(reviews.getAttribute('href')).toBe('/review');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const asked = calls.map((body) =>
      body.action === 'mybookings' ? `mybookings:${String(body.side)}` : String(body.action),
    );
    expect(asked.sort()).toEqual(['mybookings:buyer', 'reviewable']);
  });

  it('shows company approvals to company admins, leading to fee approval', async () => {
    stubServer({ company: 4 });
    await renderPanel({ isProvider: false, canApprove: true });
    const approvals = await screen.findByTestId('waiting-approvals');
    expect(approvals.textContent).toBe('4 company bookings to approve→');
    expect(approvals.getAttribute('href')).toBe('/dashboard/c/feeapproval');
  });

  it('says so with a next step when nothing waits', async () => {
    stubServer({});
    await renderPanel({ isProvider: false, canApprove: false });
    const none = await screen.findByTestId('waiting-none');
    expect(none.textContent).toBe('Nothing is waiting for you right now. Find your next training');
    expect(within(none).getByRole('link').getAttribute('href')).toBe('/search');
  });
});
