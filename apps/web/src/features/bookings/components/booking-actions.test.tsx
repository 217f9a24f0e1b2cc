import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import { BookingActions } from './booking-actions.tsx';

/** Answers every call with `reply` and keeps what was sent. */
const stubServer = (reply: unknown) => stubActions(() => reply);

async function renderActions(actions: string[], proposedDates: string[] = []) {
  const booking = { id: 5, title: 'Excel basics', state: 'requested', actions, proposedDates };
  await renderInApp(<BookingActions booking={booking} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the buttons of a booking', () => {
  it('shows what the server allows, positive first, and nothing else', async () => {
    await renderActions(['cancel', 'take']);
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Take the seat', 'Cancel booking']);
  });

  it('accepts with the date the provider chose, after saying what will happen, and says it did', async () => {
    const calls = stubServer({ status: true, booking: { id: 5, state: 'accepted' } });
    await renderActions(
      ['accept', 'decline'],
      ['2026-12-03T08:00:00.000Z', '2026-12-05T08:00:00.000Z'],
    );
    fireEvent.change(screen.getByLabelText('Date to confirm'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this request?' });
    expect(dialog.textContent).toContain('“Excel basics” is booked for');
    expect(calls.filter((call) => call.action === 'bookingtransition')).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('booking-confirm'));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          action: 'bookingtransition',
          id: 5,
          transition: 'accept',
          dateIndex: 1,
        }),
      ),
    );
    expect((await screen.findByTestId('booking-answer')).textContent).toMatch(
      /^Accepted: “Excel basics” is booked for .*, and whoever requested it has been told\.$/,
    );
  });

  it('asks for a reason before cancelling, and sends it', async () => {
    const calls = stubServer({ status: true, booking: { id: 5, state: 'cancelled' } });
    await renderActions(['cancel']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    fireEvent.click(screen.getByTestId('booking-reason-confirm'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls.filter((call) => call.action === 'bookingtransition')).toEqual([]);
    fireEvent.change(screen.getByTestId('booking-reason'), { target: { value: 'Ill' } });
    fireEvent.click(screen.getByTestId('booking-reason-confirm'));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ transition: 'cancel', reason: 'Ill', id: 5 }),
      ),
    );
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });
});
