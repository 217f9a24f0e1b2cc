import { z } from 'zod';
import { partyOf, providers } from '../access.ts';
import { defineAction, success } from '../action.ts';
import { formInteger, jsonList, message } from '../catalogue.ts';
import { bookingStates } from '../states.ts';
import {
  attendanceValues,
  bookingLimits,
  bookingPerson,
  materialSchema,
  participantAttendance,
  sessionSchema,
  thanksSchema,
} from './booking.ts';
import { sessionLimits } from '../training-days.ts';

/**
 * "After the event" (docs/product.md, "After the event"): once a training has begun, its provider
 * records who came, person by person; once it is over, they thank its people and share materials.
 */

const id = formInteger(1, 2_147_483_647);
/** A form number that may be left out (empty or null alike). */
const optionalNumber = (schema: ReturnType<typeof formInteger>) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
const optionalId = optionalNumber(id);

export const recordattendance = defineAction({
  name: 'recordattendance',
  endpoint: 'selling',
  access: partyOf('booking', 'bookingId'),
  summary:
    'The provider records whether one participant (participantId) or all the booking’s people came, at one session (session: its place in the booking’s sessions, from 0; it must have begun) or at every session begun so far, from the start of the training until 14 days after its end (corrections too). A person attended when present at any session. A seat booking follows its people: attended when anyone came, no_show when nobody did; a topic booking keeps its state.',
  request: z.object({
    bookingId: id,
    participantId: optionalId,
    session: optionalNumber(formInteger(0, sessionLimits.max - 1)),
    attendance: z.enum(attendanceValues),
  }),
  response: success({
    booking: z.object({ id: z.number().int(), state: z.string() }),
    participants: z.array(participantAttendance),
  }),
});

/** One booking of a training to close, with its people. */
export const closingBooking = z.object({
  id: z.number().int(),
  state: z.enum(bookingStates),
  buyer: bookingPerson,
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  participants: z.array(participantAttendance),
});

/** A training to close: an event with all its seat bookings, or one topic booking. */
export const closingTraining = z.object({
  kind: z.enum(['event', 'topic']),
  /** The event's id, or the topic booking's id. */
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Its days: a topic booking's sessions, or the event's one; attendance is kept by session. */
  sessions: z.array(sessionSchema),
  bookings: z.array(closingBooking),
  /** Attendance can be recorded now (begun, and not more than 14 days over). */
  canRecordAttendance: z.boolean(),
  /** A thank-you can be sent now: over, and none sent yet. */
  canSendThanks: z.boolean(),
  thanks: thanksSchema.nullable(),
});
export type ClosingTraining = z.infer<typeof closingTraining>;

export const aftereventlist = defineAction({
  name: 'aftereventlist',
  endpoint: 'selling',
  access: providers,
  summary:
    'After the event, for a provider: the events that have begun and ended at most 30 days ago, with their booked, attended and no-show seats and each person’s attendance, and the accepted topic bookings that have begun or completed in that time; most recent first.',
  request: z.object({}),
  response: success({ list: z.array(closingTraining) }),
});

export const sendthanks = defineAction({
  name: 'sendthanks',
  endpoint: 'selling',
  access: providers,
  summary:
    'The provider of a training that is over thanks its people once, with up to 10 links to materials: an event (eventId: every booking that was not a no-show) or a topic booking (bookingId). Buyers and participants with an account are notified; named participants with an e-mail address get an e-mail; the booking page shows the message and the materials.',
  request: z
    .object({
      eventId: optionalId,
      bookingId: optionalId,
      message: z
        .string()
        .trim()
        .min(1, message('validation.required'))
        .max(bookingLimits.thanksMessageMax, message('validation.tooLong')),
      materials: jsonList(materialSchema).refine(
        (materials) => materials.length <= bookingLimits.materialsMax,
        message('validation.tooLarge'),
      ),
    })
    .refine((value) => (value.eventId === undefined) !== (value.bookingId === undefined), {
      path: ['eventId'],
      message: 'validation.invalid',
    }),
  response: success({ thanks: thanksSchema }),
});
