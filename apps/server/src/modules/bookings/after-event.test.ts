import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingParticipants,
  bookingSessions,
  bookings,
  events,
  notifications,
  stateTransitions,
} from '../../db/schema.ts';
import { insertEvent, insertTopic } from '../../test/catalogue-rows.ts';
import { inDays, kindsFor, person, type Person, type Reply } from '../../test/people.ts';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-app.ts';
import { decodeQuotedPrintable } from '../../test/smtp-receiver.ts';
import { moveBooking, stateOf } from './booking-fixtures.ts';

let t: MailingTestApp;
let provider: Person;
let rival: Person;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createMailingTestApp({ actionRateLimits: false });
  provider = await person(t, 'provider');
  rival = await person(t, 'provider');
});
afterAll(() => t.close());

type Participant = {
  id: number;
  name: string;
  email: string | null;
  attendance: string | null;
  bySession: Array<{ session: number; attendance: string }>;
};
const bookingOf = (reply: Reply) =>
  (reply as unknown as { booking: { id: number; state: string } }).booking;

/** A published event of the provider's with seats, booked by `buyer` for the people named. */
async function bookedEvent(
  buyer: Person,
  named: Array<{ name: string; email?: string }> = [],
  owner: Person = provider,
) {
  const event = await insertEvent(t.db, owner.id, { capacity: 10, title: 'Excel <advanced>' });
  const reply = await buyer.call('bookevent', { eventId: event.id, named: JSON.stringify(named) });
  expect(reply, JSON.stringify(reply)).toMatchObject({ status: true });
  return { event, booking: bookingOf(reply) };
}

/** Moves an event and its bookings so that it began `startedHoursAgo` and lasts `hours`. */
async function runEvent(eventId: number, startedHoursAgo: number, hours = 3) {
  const startsAt = new Date(Date.now() - startedHoursAgo * HOUR);
  const endsAt = new Date(startsAt.getTime() + hours * HOUR);
  await t.db.update(events).set({ startsAt, endsAt }).where(eq(events.id, eventId));
  await t.db.update(bookings).set({ startsAt, endsAt }).where(eq(bookings.eventId, eventId));
}

/** An accepted topic booking of the provider's that began `startedHoursAgo` (4 hours long). */
async function acceptedTopicBooking(
  buyer: Person,
  startedHoursAgo: number,
  owner: Person = provider,
) {
  const topic = await insertTopic(t.db, owner.id, { durationHours: 4, title: 'Negotiation' });
  const requested = await buyer.call('requestbooking', {
    topicId: topic.id,
    dates: JSON.stringify([inDays(10)]),
    participants: 2,
    delivery: 'online',
  });
  const { id } = bookingOf(requested);
  await owner.call('bookingtransition', { id, transition: 'accept', dateIndex: 0 });
  const startsAt = new Date(Date.now() - startedHoursAgo * HOUR);
  await moveBooking(t, id, { startsAt, endsAt: new Date(startsAt.getTime() + 4 * HOUR) });
  return id;
}

const record = (who: Person, bookingId: number, attendance: string, participantId?: number) =>
  who.call('recordattendance', {
    bookingId,
    attendance,
    ...(participantId === undefined ? {} : { participantId }),
  });

const participantsOf = (reply: Reply) => reply.participants as Participant[];

describe('recordattendance', () => {
  it('marks people one by one; a seat booking follows them through attend and noShow', async () => {
    const buyer = await person(t);
    const { event, booking } = await bookedEvent(buyer, [
      { name: 'Anna', email: 'anna@example.com' },
      { name: 'Bruno' },
    ]);
    expect((await record(provider, booking.id, 'attended')).code).toBe('attendance_not_open');
    await runEvent(event.id, 1);
    expect((await record(buyer, booking.id, 'attended')).code).toBe('forbidden');

    const detail = await provider.call('bookingdetail', { id: booking.id });
    const [anna, bruno] = (detail.booking as { participantsList: Participant[] }).participantsList;
    expect((detail.booking as { canRecordAttendance: boolean }).canRecordAttendance).toBe(true);

    const first = await record(provider, booking.id, 'no_show', bruno!.id);
    expect(first).toMatchObject({ status: true, booking: { state: 'booked' } });
    expect(participantsOf(first).map((person) => person.attendance)).toEqual([null, 'no_show']);
    expect(await record(provider, booking.id, 'attended', anna!.id)).toMatchObject({
      booking: { state: 'attended' },
    });
    expect(await record(provider, booking.id, 'no_show', anna!.id)).toMatchObject({
      booking: { state: 'no_show' },
    });
    const all = await record(provider, booking.id, 'attended');
    expect(all).toMatchObject({ booking: { state: 'attended' } });
    expect(participantsOf(all).map((person) => person.attendance)).toEqual([
      'attended',
      'attended',
    ]);
    const history = await t.db
      .select({ transition: stateTransitions.transition })
      .from(stateTransitions)
      .where(
        and(
          eq(stateTransitions.machine, 'seat_booking'),
          eq(stateTransitions.recordId, booking.id),
        ),
      )
      .orderBy(stateTransitions.id);
    expect(history.map((row) => row.transition)).toEqual(['create', 'attend', 'noShow', 'attend']);

    // Someone else's participant is not this booking's.
    const other = await bookedEvent(await person(t), [{ name: 'Carla' }]);
    const [carla] = await t.db
      .select({ id: bookingParticipants.id })
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, other.booking.id));
    expect((await record(provider, booking.id, 'attended', carla!.id)).code).toBe('not_found');

    await t.jobs.runDue();
    const told = await kindsFor(t, buyer.id);
    expect(told.filter((kind) => kind === 'attendance_taken')).toHaveLength(1);
  });

  it('keeps a topic booking’s state, and is open from its start until 14 days after its end', async () => {
    const buyer = await person(t);
    const id = await acceptedTopicBooking(buyer, 2);
    expect(await record(provider, id, 'attended')).toMatchObject({
      status: true,
      booking: { state: 'accepted' },
      participants: [{ attendance: 'attended' }],
    });
    const late = await acceptedTopicBooking(buyer, 15 * 24 + 5);
    expect((await record(provider, late, 'attended')).code).toBe('attendance_not_open');
    const early = await acceptedTopicBooking(buyer, -5);
    expect((await record(provider, early, 'attended')).code).toBe('attendance_not_open');
    await buyer.call('bookingtransition', { id: early, transition: 'cancel', reason: 'No' });
    expect((await record(provider, early, 'attended')).code).toBe('invalid_transition');
  });

  it('keeps a course over several days session by session: begun days only, summed up', async () => {
    const buyer = await person(t);
    const trainer = await person(t, 'provider');
    const topic = await insertTopic(t.db, trainer.id, { durationHours: 24, title: 'Lean' });
    const requested = await buyer.call('requestbooking', {
      topicId: topic.id,
      dates: JSON.stringify([inDays(20)]),
      participants: 2,
      named: JSON.stringify([{ name: 'Anna' }, { name: 'Bruno' }]),
      delivery: 'online',
    });
    expect(requested, JSON.stringify(requested)).toMatchObject({ status: true });
    const { id } = bookingOf(requested);
    expect(
      await trainer.call('bookingtransition', { id, transition: 'accept', dateIndex: 0 }),
    ).toMatchObject({ status: true });
    // Three days: two gone by, one tomorrow.
    const day = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR);
    const days = [
      { startsAt: day(-50), endsAt: day(-42) },
      { startsAt: day(-26), endsAt: day(-18) },
      { startsAt: day(22), endsAt: day(30) },
    ];
    await t.db
      .update(bookings)
      .set({ startsAt: days[0]!.startsAt, endsAt: days[2]!.endsAt })
      .where(eq(bookings.id, id));
    for (const [position, session] of days.entries()) {
      await t.db
        .update(bookingSessions)
        .set(session)
        .where(and(eq(bookingSessions.bookingId, id), eq(bookingSessions.position, position)));
    }
    const listed = (await trainer.call('aftereventlist')).list as Array<{
      id: number;
      sessions: Array<{ startsAt: string }>;
    }>;
    expect(listed.find((training) => training.id === id)?.sessions).toEqual(
      days.map((session) => ({
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
      })),
    );
    const onDay = (session: number | string, attendance: string, participantId?: number) =>
      trainer.call('recordattendance', {
        bookingId: id,
        attendance,
        session,
        ...(participantId === undefined ? {} : { participantId }),
      });
    const allAbsent = await onDay(1, 'no_show');
    expect(allAbsent, JSON.stringify(allAbsent)).toMatchObject({ status: true });
    const people = participantsOf(allAbsent);
    const [anna, bruno] = people;
    expect(people.map((person) => [person.attendance, person.bySession])).toEqual([
      ['no_show', [{ session: 1, attendance: 'no_show' }]],
      ['no_show', [{ session: 1, attendance: 'no_show' }]],
    ]);
    // Anna came on the first day: she attended the course.
    expect(participantsOf(await onDay(0, 'attended', anna!.id))[0]).toMatchObject({
      attendance: 'attended',
      bySession: [
        { session: 0, attendance: 'attended' },
        { session: 1, attendance: 'no_show' },
      ],
    });
    // Tomorrow cannot be recorded yet, and there is no fourth day.
    expect((await onDay(2, 'attended')).code).toBe('attendance_not_open');
    expect(await onDay(3, 'attended')).toMatchObject({
      code: 'invalid_input',
      fields: { session: ['validation.invalid'] },
    });
    // Without a session: every day begun so far, for Bruno.
    expect(participantsOf(await onDay('', 'attended', bruno!.id))[1]).toMatchObject({
      attendance: 'attended',
      bySession: [
        { session: 0, attendance: 'attended' },
        { session: 1, attendance: 'attended' },
      ],
    });
    const detail = await buyer.call('bookingdetail', { id });
    expect(
      (detail.booking as { participantsList: Participant[] }).participantsList.map(
        (person) => person.attendance,
      ),
    ).toEqual(['attended', 'attended']);
  });

  it('lets a participant named with their account read the booking, and fire nothing', async () => {
    const buyer = await person(t);
    const colleague = await person(t);
    const { event, booking } = await bookedEvent(buyer, [{ name: 'Colleague' }]);
    await t.db
      .update(bookingParticipants)
      .set({ userId: colleague.id })
      .where(eq(bookingParticipants.bookingId, booking.id));
    await runEvent(event.id, 1);
    expect(await colleague.call('bookingdetail', { id: booking.id })).toMatchObject({
      status: true,
      booking: { role: 'participant', actions: [], canRecordAttendance: false },
    });
    expect((await record(colleague, booking.id, 'attended')).code).toBe('forbidden');
    expect(
      (
        await colleague.call('bookingtransition', {
          id: booking.id,
          transition: 'cancel',
          reason: 'x',
        })
      ).code,
    ).toBe('forbidden');
  });
});

describe('aftereventlist', () => {
  it('lists the provider’s trainings to close, with each person’s attendance', async () => {
    const owner = await person(t, 'provider');
    const [first, second, third] = [await person(t), await person(t), await person(t)];
    const past = await bookedEvent(first, [{ name: 'Dora' }], owner);
    const pastSecond = await second.call('bookevent', { eventId: past.event.id, seats: 2 });
    await runEvent(past.event.id, 3 * 24);
    await bookedEvent(third, [], owner); // not begun: not listed
    const old = await bookedEvent(third, [], owner);
    await runEvent(old.event.id, 40 * 24); // ended more than 30 days ago
    await record(owner, past.booking.id, 'attended');

    const reply = await owner.call('aftereventlist');
    expect(reply).toMatchObject({ status: true });
    const list = reply.list as Array<Record<string, unknown>>;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'event',
      id: past.event.id,
      url: `/event/Q/${past.event.url}`,
      canRecordAttendance: true,
      canSendThanks: true,
      thanks: null,
      bookings: [
        {
          id: past.booking.id,
          state: 'attended',
          buyer: { id: first.id },
          participants: [{ name: 'Dora', attendance: 'attended' }],
        },
        {
          id: bookingOf(pastSecond).id,
          state: 'booked',
          participants: [{ attendance: null }],
        },
      ],
    });
    expect((await rival.call('aftereventlist')).list).toEqual([]);
    expect((await first.call('aftereventlist')).code).toBe('not_provider');
  });
});

describe('sendthanks', () => {
  it('thanks an event once it is over, once, and tells each of its people', async () => {
    const [came, absent, team] = [await person(t), await person(t), await person(t)];
    const { event, booking } = await bookedEvent(came);
    const absentBooking = bookingOf(await absent.call('bookevent', { eventId: event.id }));
    const teamBooking = bookingOf(
      await team.call('bookevent', {
        eventId: event.id,
        named: JSON.stringify([
          { name: 'Elena <b>', email: 'elena@example.com' },
          { name: 'Franco', email: 'franco@example.com' },
          { name: 'Gino' },
        ]),
      }),
    );
    const thanks = {
      eventId: event.id,
      message: 'Thank you all!\n<script>alert(1)</script>',
      materials: JSON.stringify([
        { title: 'Slides', url: 'https://example.com/slides.pdf' },
        { title: 'Exercises', url: 'https://example.com/ex?a=1&b=2' },
      ]),
    };
    expect((await provider.call('sendthanks', thanks)).code).toBe('training_not_over');
    await runEvent(event.id, 5);
    expect((await rival.call('sendthanks', thanks)).code).toBe('forbidden');
    expect((await provider.call('sendthanks', { ...thanks, eventId: 2_000_000_000 })).code).toBe(
      'listing_not_found',
    );
    expect((await provider.call('sendthanks', { ...thanks, bookingId: booking.id })).code).toBe(
      'invalid_input',
    );
    await record(provider, absentBooking.id, 'no_show');
    const [franco] = await t.db
      .select({ id: bookingParticipants.id })
      .from(bookingParticipants)
      .where(
        and(
          eq(bookingParticipants.bookingId, teamBooking.id),
          eq(bookingParticipants.name, 'Franco'),
        ),
      );
    await record(provider, teamBooking.id, 'no_show', franco!.id);

    const presses = await Promise.all([
      provider.call('sendthanks', thanks),
      provider.call('sendthanks', thanks),
    ]);
    expect(presses.filter((reply) => reply.status)).toHaveLength(1);
    expect(presses.find((reply) => !reply.status)?.code).toBe('thanks_already_sent');
    const sent = presses.find((reply) => reply.status)!;
    expect(sent.thanks).toMatchObject({
      message: thanks.message,
      materials: [
        { title: 'Slides', url: 'https://example.com/slides.pdf' },
        { title: 'Exercises', url: 'https://example.com/ex?a=1&b=2' },
      ],
    });

    await t.jobs.runDue();
    await t.jobs.runDue(); // a second run tells nobody twice
    const thanked = await t.db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'thanks_received'),
          inArray(notifications.userId, [came.id, absent.id, team.id]),
        ),
      );
    expect(thanked).toEqual(
      expect.arrayContaining([
        { userId: came.id, link: `/mybooking/${booking.id}` },
        { userId: team.id, link: `/mybooking/${teamBooking.id}` },
      ]),
    );
    expect(thanked).toHaveLength(2);

    // Named people with an address get an e-mail, once; the absent one does not.
    const mails = t.smtp.messages.filter((mail) => /@example\.com/.test(mail.to.join(',')));
    expect(mails.map((mail) => mail.to).flat()).toEqual(['elena@example.com']);
    const raw = decodeQuotedPrintable(mails[0]!.raw);
    expect(raw).toContain('Thank you all!');
    expect(raw).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(raw).toContain('Elena &lt;b&gt;');
    expect(raw).toContain('href="https://example.com/ex?a=1&amp;b=2"');

    // Every party of a reached booking reads it on the booking's page; a no-show's does not.
    expect(await came.call('bookingdetail', { id: booking.id })).toMatchObject({
      booking: { thanks: { message: thanks.message } },
    });
    expect(await provider.call('bookingdetail', { id: teamBooking.id })).toMatchObject({
      booking: { thanks: { message: thanks.message } },
    });
    expect(await absent.call('bookingdetail', { id: absentBooking.id })).toMatchObject({
      booking: { thanks: null },
    });
    const listed = (await provider.call('aftereventlist')).list as Array<Record<string, unknown>>;
    expect(listed.find((training) => training.id === event.id)).toMatchObject({
      canSendThanks: false,
      thanks: { message: thanks.message },
    });
  });

  it('thanks a topic booking once it is over, for its provider only', async () => {
    const buyer = await person(t);
    const trainer = await person(t, 'provider');
    const running = await acceptedTopicBooking(buyer, 2, trainer);
    const fields = (bookingId: number) => ({
      bookingId,
      message: 'Grazie!',
      materials: JSON.stringify([]),
    });
    expect((await trainer.call('sendthanks', fields(running))).code).toBe('training_not_over');
    const done = await acceptedTopicBooking(buyer, 7, trainer);
    expect((await rival.call('sendthanks', fields(done))).code).toBe('forbidden');
    expect((await trainer.call('sendthanks', fields(2_000_000_000))).code).toBe('not_found');
    expect(await trainer.call('sendthanks', fields(done))).toMatchObject({
      status: true,
      thanks: { message: 'Grazie!', materials: [] },
    });
    expect((await trainer.call('sendthanks', fields(done))).code).toBe('thanks_already_sent');
    await t.jobs.runDue();
    expect(await kindsFor(t, buyer.id)).toContain('thanks_received');
    expect(await buyer.call('bookingdetail', { id: done })).toMatchObject({
      booking: { thanks: { message: 'Grazie!' } },
    });
    expect(await stateOf(t, done)).toMatch(/accepted|completed/);
  });

  it('refuses bad materials with a clear error', async () => {
    const reply = await provider.call('sendthanks', {
      bookingId: 1,
      message: 'Thanks',
      materials: JSON.stringify([{ title: 'Slides', url: 'javascript:alert(1)' }]),
    });
    expect(reply).toMatchObject({ status: false, code: 'invalid_input' });
  });
});
