import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import { AttendanceToggles, type AttendancePerson } from './attendance-toggles.tsx';

const people: AttendancePerson[] = [
  { id: 1, name: 'Anna Neri', email: 'anna@example.com', attendance: null, bySession: [] },
  {
    id: 2,
    name: 'Luca Verdi',
    email: null,
    attendance: 'attended',
    bySession: [{ session: 0, attendance: 'attended' }],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** One session of `days` from today (negative: past), 09:00–17:00 UTC. */
const dayOf = (days: number) => {
  const start = new Date(Date.now() + days * DAY_MS);
  start.setUTCHours(9, 0, 0, 0);
  return {
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 8 * 3_600_000).toISOString(),
  };
};
const oneDay = [dayOf(-1)];

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
function Page({ canRecord, sessions }: { canRecord: boolean; sessions: typeof oneDay }) {
  const [shown] = useState(people);
  return (
    <AttendanceToggles
      bookingId={9}
      people={shown}
      sessions={sessions}
      canRecord={canRecord}
      label="Mario"
    />
  );
}

async function renderToggles(canRecord = true, sessions = oneDay) {
  await renderInApp(<Page canRecord={canRecord} sessions={sessions} />);
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

  it('keeps a course over several days day by day: the latest begun first, days ahead closed', async () => {
    const calls = stubServer();
    // Day 1 two days ago (Luca came), day 2 yesterday, day 3 tomorrow.
    await renderToggles(true, [dayOf(-2), dayOf(-1), dayOf(1)]);
    const days = within(screen.getByRole('group', { name: 'Day of the register' })).getAllByRole(
      'button',
    );
    expect(days.map((day) => day.textContent?.slice(0, 5))).toEqual(['Day 1', 'Day 2', 'Day 3']);
    expect(days.map((day) => day.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect((days[2] as HTMLButtonElement).disabled).toBe(true);
    // Day 2: nothing recorded yet, Luca's day 1 does not show as today's.
    const luca = screen.getByRole('group', { name: /^Attendance of Luca Verdi, Day 2/ });
    expect(within(luca).getByRole('button', { name: 'Present' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(
      screen.getAllByTestId('attendance-days-present').map((line) => line.textContent),
    ).toEqual(['days present: 1 of 3']);
    fireEvent.click(within(luca).getByRole('button', { name: 'Absent' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        action: 'recordattendance',
        bookingId: 9,
        participantId: 2,
        session: 1,
        attendance: 'no_show',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(
        /^Day 2 · .+: Saved: Luca Verdi was absent\.$/,
      ),
    );
    // Day 1's register shows what was recorded then.
    fireEvent.click(days[0]!);
    const lucaOnDay1 = screen.getByRole('group', { name: /^Attendance of Luca Verdi, Day 1/ });
    expect(
      within(lucaOnDay1).getByRole('button', { name: 'Present' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
