import { z } from 'zod';
import { partyOf, providers, signedInOrForCompany } from '../access.ts';
import { defineAction, success } from '../action.ts';
import {
  deliverySchema,
  formBoolean,
  formInteger,
  jsonList,
  message,
  pagingFields,
  proposedDatesSchema,
} from '../catalogue.ts';
import { bookingStateGroupNames, bookingStates } from '../states.ts';
import { websitePattern } from '../validation.ts';

/** Limits of a booking request (docs/product.md, "Bookings"). */
export const bookingLimits = {
  proposedDatesMax: 3,
  participantsMax: 500,
  namedParticipantsMax: 100,
  seatsMax: 50,
  messageMax: 2000,
  reasonMax: 500,
  /** A request expires 6 days after it was made, or 1 day before its first date if sooner. */
  expiryDays: 6,
  expiryBeforeStartDays: 1,
  /** A freed seat is held for the first on the waitlist this long. */
  offerHours: 24,
  /** Reviews are open this long after the end. */
  reviewDays: 14,
  /** Attendance may be recorded or corrected until the review window closes. */
  attendanceDays: 14,
  thanksMessageMax: 2000,
  materialsMax: 10,
  materialTitleMax: 120,
  materialUrlMax: 500,
} as const;

const id = formInteger(1, 2_147_483_647);
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(max, message('validation.tooLong')).optional(),
  );

export const namedParticipant = z.object({
  name: z.string().trim().min(1, message('validation.required')).max(120),
  email: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.email(message('validation.email.pattern')).max(254).optional(),
  ),
});
export type NamedParticipant = z.infer<typeof namedParticipant>;

export const requestbooking = defineAction({
  name: 'requestbooking',
  endpoint: 'selling',
  access: signedInOrForCompany('forCompany', true),
  summary:
    'Request to book a published topic: one to three proposed start times, participants (a number, or named people), delivery, location and a message. The price is snapshotted from the topic and the provider’s VAT rate. A company user may book for the company (forCompany); a company that needs fee approval gets awaiting_approval.',
  request: z.object({
    topicId: id,
    /** Start times the buyer proposes; they must lie at least a day ahead (checked on the server). */
    dates: proposedDatesSchema(bookingLimits.proposedDatesMax),
    participants: formInteger(1, bookingLimits.participantsMax),
    named: jsonList(namedParticipant).refine(
      (named) => named.length <= bookingLimits.namedParticipantsMax,
      message('validation.tooLarge'),
    ),
    delivery: deliverySchema,
    location: optionalText(200),
    message: optionalText(bookingLimits.messageMax),
    forCompany: formBoolean.default(false),
    /** With forCompany: the department whose budget it is charged to (one the company budgets). */
    department: optionalText(80),
  }),
  response: success({ booking: z.object({ id: z.number().int(), state: z.string() }) }),
});

export const bookevent = defineAction({
  name: 'bookevent',
  endpoint: 'selling',
  access: signedInOrForCompany('forCompany', true),
  summary:
    'Book seats at a published event: booked while seats remain, otherwise waitlisted (first come, first served). Optionally named attendees, and for the company (forCompany).',
  request: z.object({
    eventId: id,
    seats: z.preprocess(
      (value) => (value === '' || value === undefined ? 1 : value),
      formInteger(1, bookingLimits.seatsMax),
    ),
    named: jsonList(namedParticipant).refine(
      (named) => named.length <= bookingLimits.seatsMax,
      message('validation.tooLarge'),
    ),
    forCompany: formBoolean.default(false),
  }),
  response: success({ booking: z.object({ id: z.number().int(), state: z.string() }) }),
});

/** Fires a named transition of a booking the caller is a party to. */
/** One session of a training (contracts/training-days.ts): a day with its hours, ISO instants. */
export const sessionSchema = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});

export const bookingtransition = defineAction({
  name: 'bookingtransition',
  endpoint: 'selling',
  access: partyOf('booking'),
  summary:
    'Fire a transition of a booking: accept (the provider, with dateIndex: which proposed date, and optionally sessions: the days with their hours the training holds, JSON; by default those of the topic’s hours from that date, up to 8 a day on consecutive weekdays), decline or cancel (with a reason), approve or reject (with a reason) a booking awaiting fee approval (an admin of its company), take (an offered seat). Attendance is recordattendance.',
  request: z.object({
    id,
    transition: z.enum(['accept', 'decline', 'cancel', 'approve', 'reject', 'take']),
    dateIndex: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      formInteger(0, bookingLimits.proposedDatesMax - 1).optional(),
    ),
    reason: optionalText(bookingLimits.reasonMax),
    /** With accept: the days the training holds, when the provider sets them (1 to 20). */
    sessions: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      jsonList(sessionSchema).optional(),
    ),
  }),
  response: success({ booking: z.object({ id: z.number().int(), state: z.string() }) }),
});

export const priceSchema = z.object({
  unitPriceMinor: z.number().int(),
  quantity: z.number().int(),
  netMinor: z.number().int(),
  vatRateBasisPoints: z.number().int(),
  vatMinor: z.number().int(),
  grossMinor: z.number().int(),
  currency: z.string(),
});

/** A link the provider shares after the training (slides, exercises, a recording). */
export const materialSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, message('validation.required'))
    .max(bookingLimits.materialTitleMax, message('validation.tooLong')),
  url: z
    .string()
    .trim()
    .max(bookingLimits.materialUrlMax, message('validation.tooLong'))
    .regex(websitePattern, message('validation.website.pattern')),
});
export type Material = z.infer<typeof materialSchema>;

/** The provider's thank-you after a training, with its materials, as its people read it. */
export const thanksSchema = z.object({
  message: z.string(),
  materials: z.array(z.object({ title: z.string(), url: z.string() })),
  sentAt: z.string(),
});
export type Thanks = z.infer<typeof thanksSchema>;

export const bookingPerson = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  profileImage: z.string().nullable(),
});

export const attendanceValues = ['attended', 'no_show'] as const;
export type Attendance = (typeof attendanceValues)[number];

/**
 * One person of a booking and whether they came (null: not recorded yet): at any of its sessions
 * (attended), or at none of those recorded (no_show); and session by session, those recorded
 * (`session`: the place of the session in the booking's `sessions`, from 0).
 */
export const participantAttendance = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  attendance: z.enum(attendanceValues).nullable(),
  bySession: z.array(z.object({ session: z.number().int(), attendance: z.enum(attendanceValues) })),
});

export const bookingSummary = z.object({
  id: z.number().int(),
  kind: z.enum(['topic', 'event']),
  state: z.enum(bookingStates),
  /** What the caller is on this booking. */
  /** How the caller takes part: participant is someone named on it with their account. */
  role: z.enum(['buyer', 'provider', 'approver', 'participant']),
  title: z.string(),
  /** The topic's or event's page. */
  url: z.string(),
  buyer: bookingPerson,
  provider: bookingPerson,
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The days with their hours the training holds (contracts/training-days.ts); none before it has dates. */
  sessions: z.array(sessionSchema),
  /** A topic's hours as they were at the request (its days follow from them); null otherwise. */
  durationHours: z.number().int().nullable(),
  proposedDates: z.array(z.string()),
  participants: z.number().int(),
  price: priceSchema,
  createdAt: z.string(),
  /** When an unanswered request expires, or an offered seat lapses. */
  expiresAt: z.string().nullable(),
  /** The transitions the caller may fire now with bookingtransition: the buttons to show. */
  actions: z.array(z.string()),
  /** The provider may record attendance now (recordattendance): the training has begun. */
  canRecordAttendance: z.boolean(),
});
export type BookingSummary = z.infer<typeof bookingSummary>;

export const mybookings = defineAction({
  name: 'mybookings',
  endpoint: 'selling',
  access: signedInOrForCompany('side', 'company'),
  summary:
    'Bookings I made (side=buyer), of my topics and events (side=provider), or of my company (side=company, staff only), newest first, optionally one state or one group of states (waiting, upcoming, past, ended); awaiting=1 keeps those waiting for my decision.',
  request: z.object({
    side: z.enum(['buyer', 'provider', 'company']).default('buyer'),
    state: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(bookingStates).optional(),
    ),
    /** A group of states (waiting, upcoming, past, ended); `state` is one state. */
    group: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(bookingStateGroupNames).optional(),
    ),
    awaiting: formBoolean.default(false),
    ...pagingFields,
  }),
  response: success({
    list: z.array(bookingSummary),
    total: z.number().int(),
    /** How many wait for my decision on this side (badge of the tab). */
    awaitingMe: z.number().int(),
  }),
});

export const bookingdetail = defineAction({
  name: 'bookingdetail',
  endpoint: 'selling',
  access: partyOf('booking'),
  summary:
    "One booking for one of its parties: summary, delivery, location, message, an online event's join link while it holds seats, named participants with attendance, and its history.",
  request: z.object({ id }),
  response: success({
    booking: bookingSummary.extend({
      delivery: z.string().nullable(),
      location: z.string().nullable(),
      message: z.string().nullable(),
      participantsList: z.array(participantAttendance),
      /** An online event's join link, while the booking holds its seats (holdsSeats); else null. */
      joinUrl: z.string().nullable(),
      /** The provider's thank-you and materials, once sent. */
      thanks: thanksSchema.nullable(),
      /** Until when the caller may review this training; null when they may not (now or ever). */
      reviewUntil: z.string().nullable(),
      history: z.array(
        z.object({
          transition: z.string(),
          from: z.string(),
          to: z.string(),
          at: z.string(),
          by: z.string().nullable(),
          reason: z.string().nullable(),
        }),
      ),
    }),
  }),
});

export const setvatrate = defineAction({
  name: 'setvatrate',
  endpoint: 'selling',
  access: providers,
  summary:
    'The VAT rate a provider charges, in basis points (2200 = 22 %); new bookings snapshot it.',
  request: z.object({ vatRate: formInteger(0, 10_000) }),
  response: success({ vatRate: z.number().int() }),
});
