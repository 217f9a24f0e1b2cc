import { describe, expect, it } from 'vitest';
import type { ScheduleTraining } from '@app/contracts/actions/company-schedule';
import { heldSessions } from '@app/contracts/training-days';
import { eventUid, renderCalendar } from './calendar-feed.ts';

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

const secret = 'a-test-secret-of-at-least-32-characters';
const identity = {
  companyName: 'ACME',
  productName: 'Skillvia',
  baseUrl: 'https://example.com',
  secret,
};

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
    const ics = renderCalendar(identity, [training({ endsAt: '2026-12-17T12:00:00.000Z' })]);
    expect(eventsOf(ics)).toEqual([
      {
        uid: eventUid(secret, 7, 1),
        start: '20261215T080000Z',
        end: '20261215T170000Z',
        summary: 'Project management (1/3)',
      },
      {
        uid: eventUid(secret, 7, 2),
        start: '20261216T080000Z',
        end: '20261216T170000Z',
        summary: 'Project management (2/3)',
      },
      {
        uid: eventUid(secret, 7, 3),
        start: '20261217T080000Z',
        end: '20261217T120000Z',
        summary: 'Project management (3/3)',
      },
    ]);
  });

  it('keeps a training within a day, and an event, one event', () => {
    const ics = renderCalendar(identity, [
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
      [eventUid(secret, 7, null), '20261215T080000Z', '20261215T120000Z'],
      [eventUid(secret, 8, null), '20261215T080000Z', '20261216T160000Z'],
    ]);
  });

  it('derives UIDs shaped as UUIDs from the booking, its day and the secret, never the address', () => {
    const uids = [eventUid(secret, 7, null), eventUid(secret, 7, 1), eventUid(secret, 8, null)];
    for (const uid of uids) {
      expect(uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(uids).size).toBe(3);
    expect(eventUid(secret, 7, 1)).toBe(uids[1]);
    expect(eventUid(`${secret}-other`, 7, 1)).not.toBe(uids[1]);
    const elsewhere = renderCalendar({ ...identity, baseUrl: 'http://localhost:3000' }, [
      training({}),
    ]);
    expect(eventsOf(elsewhere)[0]?.uid).toBe(uids[0]);
    expect(elsewhere.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
