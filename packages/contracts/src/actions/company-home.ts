import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import { formInteger } from '../form.ts';
import { emailSchema, optionalText } from '../validation.ts';
import { companyAdmins, companyStaff } from '../access.ts';

/**
 * The company dashboard's home and its approved trainers (docs/product.md, "Company dashboard
 * home" and "Approved trainers"). Everything is read from the company the caller works in now.
 */

const person = z.object({ username: z.string(), name: z.string() });

export const companyNoteMax = 1000;

/**
 * A new company's first steps, in the order the dashboard lists them: confirm the admin's e-mail,
 * billing details, managers invited, approval rules (threshold, list rule or a budget), trainers
 * approved, a first training booked or requested.
 */
export const companySetupSteps = [
  'verifyEmail',
  'billingDetails',
  'inviteManagers',
  'approvalRules',
  'approveTrainers',
  'firstBooking',
] as const;
export type CompanySetupStep = (typeof companySetupSteps)[number];

export const companydashboard = defineAction({
  name: 'companydashboard',
  endpoint: 'main',
  access: companyStaff,
  summary:
    "The company dashboard's home in one call: bookings awaiting approval, the next five trainings, the latest booking state changes, the admin's first-steps checklist and, for a super admin of several locations, one row per location they belong to.",
  request: emptyRequest,
  response: success({
    company: z.object({ id: z.number().int(), name: z.string() }),
    isAdmin: z.boolean(),
    awaitingApproval: z.number().int(),
    upcoming: z.array(
      z.object({
        bookingId: z.number().int(),
        title: z.string(),
        startsAt: z.string(),
        trainer: person,
        participants: z.number().int(),
        location: z.string().nullable(),
      }),
    ),
    activity: z.array(
      z.object({
        id: z.number().int(),
        bookingId: z.number().int(),
        title: z.string(),
        transition: z.string(),
        toState: z.string(),
        actor: person.nullable(),
        at: z.string(),
      }),
    ),
    /**
     * The first steps of a new company, for its admin, each ticked from the company's real state
     * (companySetupSteps); null for a manager.
     */
    setup: z.array(z.object({ step: z.enum(companySetupSteps), done: z.boolean() })).nullable(),
    /** Empty unless the caller belongs to two or more locations of the company's group. */
    locations: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        isActive: z.boolean(),
        people: z.number().int(),
        members: z.number().int(),
        upcoming: z.number().int(),
        awaitingApproval: z.number().int(),
      }),
    ),
  }),
});

const trainerStatus = z.enum(['approved', 'joined']);

export const companyTrainerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: trainerStatus,
  approvedAt: z.string(),
  joinedAt: z.string().nullable(),
  note: z.string().nullable(),
  /** The trainer's account, once known (added from the marketplace, or joined by the link). */
  trainer: person.nullable(),
  topicCount: z.number().int(),
  topics: z.array(z.object({ title: z.string(), url: z.string() })),
  bookings: z.number().int(),
  /** Average of the company's people's reviews, 1-5 in halves' precision; null without any. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Gross of the company's completed or attended bookings, per currency. */
  /** What is booked with them (contracts/spend.ts), per currency. */
  spend: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
});
export type CompanyTrainer = z.infer<typeof companyTrainerSchema>;

export const companytrainers = defineAction({
  name: 'companytrainers',
  endpoint: 'main',
  access: companyStaff,
  summary:
    "The company's approved trainers with their topics, bookings with the company, average rating from its people, spend and the company's note; `canEdit` for its admin.",
  request: emptyRequest,
  response: success({ canEdit: z.boolean(), list: z.array(companyTrainerSchema) }),
});

export const findtrainers = defineAction({
  name: 'findtrainers',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    "Training providers of the marketplace whose name or username contains the words (at most 8), and whether they are on the company's list already.",
  request: z.object({ search: z.string().trim().min(2).max(80) }),
  response: success({
    list: z.array(person.extend({ headline: z.string().nullable(), isListed: z.boolean() })),
  }),
});

export const addcompanytrainer = defineAction({
  name: 'addcompanytrainer',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'Approve a trainer: a provider of the marketplace by username, or an e-mail address (they join with the company link). Adding one already listed changes nothing (`added` false).',
  request: z
    .object({
      username: z.string().trim().min(1).max(40).optional(),
      email: emailSchema.optional(),
    })
    .refine((value) => (value.username === undefined) !== (value.email === undefined), {
      message: 'validation.required',
      path: ['email'],
    }),
  response: success({ id: z.number().int(), added: z.boolean() }),
});

export const updatecompanytrainer = defineAction({
  name: 'updatecompanytrainer',
  endpoint: 'main',
  access: companyAdmins,
  summary: "The company's note on one of its trainers (empty clears it).",
  request: z.object({ id: formInteger, note: optionalText(companyNoteMax) }),
  response: success({ note: z.string().nullable() }),
});

export const removecompanytrainer = defineAction({
  name: 'removecompanytrainer',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    "Take a trainer off the company's approved list; past bookings stay. Another company's row is not_found.",
  request: z.object({ id: formInteger }),
  response: success({ msg: z.string() }),
});
