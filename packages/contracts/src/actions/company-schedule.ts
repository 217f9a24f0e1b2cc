import { z } from 'zod';
import { sessionSchema } from './booking.ts';
import { defineAction, emptyRequest, success } from '../action.ts';
import { companyStaff } from '../access.ts';
import { isoDateSchema } from '../catalogue.ts';
import { formInteger } from '../form.ts';

/**
 * The company's training schedule (docs/product.md, "Training schedule"): its company bookings
 * that are confirmed (accepted, booked, attended, completed) or still waiting (requested, awaiting
 * approval: shown as not confirmed), with who attends, where, when and with which trainer.
 */

/** The longest period one schedule call may cover (a year and a bit, for the list's export). */
export const SCHEDULE_MAX_DAYS = 400;
export const SCHEDULE_SEARCH_MAX = 80;

export const scheduleParticipantSchema = z.object({
  name: z.string(),
  department: z.string().nullable(),
  attendance: z.enum(['attended', 'no_show']).nullable(),
});

export const scheduleTrainingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['topic', 'event']),
  title: z.string(),
  state: z.string(),
  /** False while the trainer or an approver still has to say yes. */
  confirmed: z.boolean(),
  /** ISO instants; a request not yet accepted shows its first proposed date. */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** The days with their hours it holds (contracts/training-days.ts); none while unconfirmed. */
  sessions: z.array(sessionSchema),
  delivery: z.string().nullable(),
  location: z.string().nullable(),
  trainer: z.string(),
  department: z.string().nullable(),
  /** The company location (profile) the training is booked for, and its name. */
  locationId: z.number().int(),
  locationName: z.string(),
  participants: z.array(scheduleParticipantSchema),
});
export type ScheduleTraining = z.infer<typeof scheduleTrainingSchema>;

const trimmedFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A location of the active company's group the caller belongs to. */
export const scheduleLocationSchema = z.object({ id: z.number().int(), name: z.string() });
export type ScheduleLocation = z.infer<typeof scheduleLocationSchema>;

export const trainingschedule = defineAction({
  name: 'trainingschedule',
  endpoint: 'main',
  access: companyStaff,
  summary:
    "The active company's trainings between `from` (inclusive) and `to` (exclusive, at most 400 days later), soonest first, optionally only a department's (the booking's, or one of its people's) or those a person (name contains `person`) attends; with the departments to filter by. `location` widens it to `all` the locations of the active company's group the caller belongs to, or names one of them (any other is `forbidden`); `locations` lists those the caller may choose, `activeLocationId` the default one.",
  request: z
    .object({
      from: isoDateSchema,
      to: isoDateSchema,
      department: trimmedFilter(80),
      person: trimmedFilter(SCHEDULE_SEARCH_MAX),
      /** Absent: the active location; `all`: every location of the group the caller belongs to. */
      location: z.union([z.literal('all'), formInteger]).optional(),
    })
    .refine(
      ({ from, to }) => {
        const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
        return days > 0 && days <= SCHEDULE_MAX_DAYS;
      },
      { message: 'validation.date', path: ['to'] },
    ),
  response: success({
    trainings: z.array(scheduleTrainingSchema),
    departments: z.array(z.string()),
    locations: z.array(scheduleLocationSchema),
    /** The active location: the one shown when `location` is absent. */
    activeLocationId: z.number().int(),
  }),
});

export const calendarfeed = defineAction({
  name: 'calendarfeed',
  endpoint: 'main',
  access: companyStaff,
  summary:
    "The caller's private iCalendar address of the active company's schedule (GET, text/calendar), to subscribe to from Outlook or Google Calendar.",
  request: emptyRequest,
  response: success({ url: z.string() }),
});

export const rotatecalendarfeed = defineAction({
  name: 'rotatecalendarfeed',
  endpoint: 'main',
  access: companyStaff,
  summary:
    "Replace the caller's iCalendar address of the active company: the old one stops working at once.",
  request: emptyRequest,
  response: success({ url: z.string() }),
});
