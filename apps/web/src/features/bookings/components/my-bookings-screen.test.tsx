import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import { MyBookingsScreen } from './my-bookings-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My bookings filters', () => {
  it('asks the server for the chosen group of states, and offers the four groups', async () => {
    const calls = stubActions(() => ({ status: true, list: [], total: 0, awaitingMe: 0 }));
    const onChange = vi.fn();
    await renderInApp(
      <MyBookingsScreen
        sides={['buyer']}
        side="buyer"
        state={null}
        group="past"
        page={1}
        onChange={onChange}
      />,
    );
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ action: 'mybookings', side: 'buyer', group: 'past' }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Upcoming' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ group: 'upcoming' }));
  });
});
