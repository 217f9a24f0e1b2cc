import { describe, expect, it } from 'vitest';
import type { ScheduleTraining } from '@app/contracts/actions/company-schedule';
import { heldSessions } from '@app/contracts/training-days';
import { renderCalendar } from './calendar-feed.ts';

const training = (values: Partial<ScheduleTraining>): ScheduleTraining => ({
  id: 7,
  kind: 'topic',
  title: 'Project management',
  state: 'accepted',
  confirmed: true,
  startsAt: '2026-12-15T08:00:00.000Z',
  endsAt: '2026-12-15T12:00:00.000Z',
  delivery: 'in_person',
  location: 'Milano',
  trainer: 'Giulia Bianchi',
  department: null,
  locationId: 1,
  locationName: 'Milano',
  participants: [],
  ...values,
  sessions:
    values.sessions ??
    heldSessions({
      kind: values.kind ?? 'topic',
      startsAt: new Date(values.startsAt ?? '2026-12-15T08:00:00.000Z'),
      endsAt: new Date(values.endsAt ?? '2026-12-15T12:00:00.000Z'),
      sessions: null,
    }),
});

const eventsOf = (ics: string) =>
  ics
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => ({
      uid: /UID:(.*)/.exec(block)?.[1]?.trim(),
      start: /DTSTART[^:]*:(.*)/.exec(block)?.[1]?.trim(),
      end: /DTEND[^:]*:(.*)/.exec(block)?.[1]?.trim(),
      summary: /SUMMARY:(.*)/.exec(block)?.[1]?.trim(),
    }));

describe('renderCalendar', () => {
  it('gives a course over several days one event per day, in office hours', () => {
    // 20 hours from Tuesday 09:00 in Rome: Tuesday and Wednesday full days, Thursday's morning.
    const ics = renderCalendar('ACME', 'Skillvia', 'https://example.com', [
      training({ endsAt: '2026-12-17T12:00:00.000Z' }),
    ]);
    expect(eventsOf(ics)).toEqual([
      {
        uid: 'booking-7-day-1@example.com',
        start: '20261215T080000Z',
        end: '20261215T170000Z',
        summary: 'Project management (1/3)',
      },
      {
        uid: 'booking-7-day-2@example.com',
        start: '20261216T080000Z',
        end: '20261216T170000Z',
        summary: 'Project management (2/3)',
      },
      {
        uid: 'booking-7-day-3@example.com',
        start: '20261217T080000Z',
        end: '20261217T120000Z',
        summary: 'Project management (3/3)',
      },
    ]);
  });

  it('keeps a training within a day, and an event, one event', () => {
    const ics = renderCalendar('ACME', 'Skillvia', 'https://example.com', [
      training({}),
      training({
        id: 8,
        kind: 'event',
        title: 'Conference',
        startsAt: '2026-12-15T08:00:00.000Z',
        endsAt: '2026-12-16T16:00:00.000Z',
      }),
    ]);
    expect(eventsOf(ics).map((event) => [event.uid, event.start, event.end])).toEqual([
      ['booking-7@example.com', '20261215T080000Z', '20261215T120000Z'],
      ['booking-8@example.com', '20261215T080000Z', '20261216T160000Z'],
    ]);
  });
});
