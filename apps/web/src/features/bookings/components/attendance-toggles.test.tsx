import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import { AttendanceToggles, type AttendancePerson } from './attendance-toggles.tsx';

const people: AttendancePerson[] = [
  { id: 1, name: 'Anna Neri', email: 'anna@example.com', attendance: null },
  { id: 2, name: 'Luca Verdi', email: null, attendance: 'attended' },
];

/** A server that records attendance as asked and answers like the contract. */
function stubServer(answer: 'ok' | 'fail' = 'ok') {
  return stubActions((body) =>
    body.action !== 'recordattendance'
      ? { status: true, message: 0, notif: 0 }
      : answer === 'fail'
        ? { status: false, msg: 'Not allowed', code: 'invalid_transition' }
        : { status: true, booking: { id: 9, state: 'booked' }, participants: [] },
  );
}

/** The toggles as a page shows them: the people's attendance comes back from the server. */
function Page({ canRecord }: { canRecord: boolean }) {
  const [shown] = useState(people);
  return <AttendanceToggles bookingId={9} people={shown} canRecord={canRecord} label="Mario" />;
}

async function renderToggles(canRecord = true) {
  await renderInApp(<Page canRecord={canRecord} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('attendance toggles', () => {
  it('shows each person’s recorded state as pressed toggles in a named group', async () => {
    stubServer();
    await renderToggles();
    const anna = screen.getByRole('group', { name: 'Attendance of Anna Neri' });
    const luca = screen.getByRole('group', { name: 'Attendance of Luca Verdi' });
    expect(
      within(anna)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-pressed')),
    ).toEqual(['false', 'false']);
    expect(within(luca).getByRole('button', { name: 'Present' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'All present' })).toBeTruthy();
  });

  it('records one person and says so in the status line', async () => {
    const calls = stubServer();
    await renderToggles();
    const anna = screen.getByRole('group', { name: 'Attendance of Anna Neri' });
    const absent = within(anna).getByRole('button', { name: 'Absent' });
    absent.focus();
    fireEvent.click(absent);
    await waitFor(() =>
      expect(calls).toContainEqual({
        action: 'recordattendance',
        bookingId: 9,
        participantId: 1,
        attendance: 'no_show',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Saved: Anna Neri was absent.'),
    );
    // The button keeps focus while and after it saves (keyboard users stay where they were).
    expect(document.activeElement).toBe(absent);
  });

  it('shows a choice at once and takes the next one without waiting for the first', async () => {
    const calls = stubServer();
    await renderToggles();
    const anna = screen.getByRole('group', { name: 'Attendance of Anna Neri' });
    const luca = screen.getByRole('group', { name: 'Attendance of Luca Verdi' });
    fireEvent.click(within(anna).getByRole('button', { name: 'Present' }));
    expect(within(anna).getByRole('button', { name: 'Present' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(luca).getByRole('button', { name: 'Absent' }));
    expect(within(luca).getByRole('button', { name: 'Absent' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.action === 'recordattendance')
          .map((call) => [call.participantId, call.attendance]),
      ).toEqual([
        [1, 'attended'],
        [2, 'no_show'],
      ]),
    );
  });

  it('records the whole booking with "all present", and does not repeat a pressed choice', async () => {
    const calls = stubServer();
    await renderToggles();
    const luca = screen.getByRole('group', { name: 'Attendance of Luca Verdi' });
    fireEvent.click(within(luca).getByRole('button', { name: 'Present' }));
    fireEvent.click(screen.getByRole('button', { name: 'All present' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.action === 'recordattendance')).toEqual([
        { action: 'recordattendance', bookingId: 9, attendance: 'attended' },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved: all present.'));
  });

  it('says a refusal in words', async () => {
    stubServer('fail');
    await renderToggles();
    fireEvent.click(screen.getAllByRole('button', { name: 'Present' })[0]!);
    expect((await screen.findByTestId('attendance-error')).textContent).not.toBe('');
  });

  it('only shows what was recorded once attendance can no longer be changed', async () => {
    stubServer();
    await renderToggles(false);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByTestId('attendance-state').map((state) => state.textContent)).toEqual([
      'Not recorded',
      'Present',
    ]);
  });
});
