import { z } from 'zod';
import { defineAction, success } from '../action.ts';
import {
  catalogueLimits,
  categories,
  categorySchema,
  currencySchema,
  deliveryModes,
  deliverySchema,
  formBoolean,
  isoDateSchema,
  languageCodeSchema,
  optionalInteger,
  pagingFields,
  requirementCardSchema,
  requirementListStates,
  requirementStates,
  titleSchema,
} from '../catalogue.ts';
import { languages } from '../locales.ts';
import type { ValidationMessageKey } from '../messages.ts';
import { byIdRequest, deletedResponse, emptyToUndefined, listingRef, recordId } from './listing.ts';
import { ownerOf, signedIn } from '../access.ts';

/**
 * Requirements: a seeker's training need, posted by any signed-in user. The fields and their
 * cross-field rules are written once here; the web form validates with the same schemas.
 */

const message = (key: ValidationMessageKey) => ({ message: key });

const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(emptyToUndefined, schema.optional());

export const requirementFields = {
  title: titleSchema,
  // Plain text: shown with its line breaks, never as HTML.
  description: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
    z
      .string(message('validation.required'))
      .trim()
      .min(1, message('validation.required'))
      .max(catalogueLimits.requirementDescriptionMax, message('validation.tooLong')),
  ),
  category: categorySchema,
  participants: optionalInteger(1, catalogueLimits.participantsMax),
  preferredStart: optional(isoDateSchema),
  preferredEnd: optional(isoDateSchema),
  delivery: optional(deliverySchema),
  location: optional(
    z.string().trim().max(catalogueLimits.locationMax, message('validation.tooLong')),
  ).transform((value) => (value === '' ? undefined : value)),
  language: optional(languageCodeSchema),
  budgetMin: optionalInteger(0, catalogueLimits.priceMinorMax),
  budgetMax: optionalInteger(0, catalogueLimits.priceMinorMax),
  currency: currencySchema,
  deadline: optional(isoDateSchema),
  showOnProfile: formBoolean.default(true),
};

interface OrderedFields {
  preferredStart?: unknown;
  preferredEnd?: unknown;
  budgetMin?: unknown;
  budgetMax?: unknown;
}

const isDate = (value: unknown): value is string => isoDateSchema.safeParse(value).success;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The end of the preferred period is not before its start; the budget's maximum not below its
 * minimum. Checked even when other fields have problems (so a form shows every problem at once),
 * hence the guards: only well-formed values are compared.
 */
function checkOrder(value: OrderedFields, ctx: z.RefinementCtx) {
  const { preferredStart, preferredEnd, budgetMin, budgetMax } = value;
  if (isDate(preferredStart) && isDate(preferredEnd) && preferredEnd < preferredStart) {
    ctx.addIssue({ code: 'custom', path: ['preferredEnd'], message: 'validation.dateOrder' });
  }
  if (isAmount(budgetMin) && isAmount(budgetMax) && budgetMax < budgetMin) {
    ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: 'validation.budgetOrder' });
  }
}

/** Run the cross-field rules whatever else failed, as long as there is an object to check. */
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

const HALF_DAY_MS = 12 * 60 * 60 * 1000;

/**
 * Today's date where it is earliest on Earth (UTC-12), as YYYY-MM-DD: a deadline from that day
 * on is not in the past for anyone, whatever their time zone.
 */
export function earliestToday(now: number = Date.now()): string {
  return new Date(now - HALF_DAY_MS).toISOString().slice(0, 10);
}

function checkDeadline(value: { deadline?: unknown }, ctx: z.RefinementCtx) {
  if (isDate(value.deadline) && value.deadline < earliestToday()) {
    ctx.addIssue({ code: 'custom', path: ['deadline'], message: 'validation.deadlinePast' });
  }
}

const requirementObject = z.object(requirementFields);

/** A new requirement: every field rule, the order rules, and a deadline that has not passed. */
export const newRequirementSchema = requirementObject
  .superRefine(checkOrder, always)
  .superRefine(checkDeadline, always);

/** An edited requirement: a deadline may have passed meanwhile, so only the order rules apply. */
export const changedRequirementSchema = requirementObject.superRefine(checkOrder, always);

export type RequirementInput = z.input<typeof requirementObject>;

export const addrequirement = defineAction({
  name: 'addrequirement',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Post a training need (any signed-in user). It starts open; its url is made from the title once and never changes. Budgets are in minor units.',
  request: newRequirementSchema,
  response: success({ requirement: listingRef }),
});

export const updaterequirement = defineAction({
  name: 'updaterequirement',
  endpoint: 'main',
  access: ownerOf('requirement'),
  summary:
    'Replace the fields of an own requirement (the whole form: an optional field not sent is cleared). The url stays as it is.',
  request: requirementObject.extend({ id: recordId }).superRefine(checkOrder, always),
  response: success({ requirement: listingRef }),
});

export const setrequirementstatus = defineAction({
  name: 'setrequirementstatus',
  endpoint: 'main',
  access: ownerOf('requirement'),
  summary: 'Close an own requirement (no longer listed in searches) or open it again.',
  request: z.object({
    id: recordId,
    status: z.enum(requirementListStates, message('validation.invalid')),
  }),
  response: success({
    requirement: z.object({ id: z.number().int(), status: z.enum(requirementStates) }),
  }),
});

export const deleterequirement = defineAction({
  name: 'deleterequirement',
  endpoint: 'main',
  access: ownerOf('requirement'),
  summary: 'Delete an own requirement for good.',
  request: byIdRequest,
  response: deletedResponse,
});

export const myrequirements = defineAction({
  name: 'myrequirements',
  endpoint: 'main',
  access: signedIn,
  summary:
    "The signed-in user's own requirements, newest first, optionally only open or closed ones; with how many there are of each.",
  request: z.object({
    status: optional(z.enum(requirementStates, message('validation.invalid'))),
    ...pagingFields,
  }),
  response: success({
    /** Each with how many quotes wait for the owner's decision (submitted or shortlisted). */
    requirements: z.array(requirementCardSchema.extend({ quotesToDecide: z.number().int() })),
    recordsTotal: z.number().int(),
    counts: z.object({
      open: z.number().int(),
      closed: z.number().int(),
      hidden: z.number().int(),
    }),
  }),
});

export const requirementDetailSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(categories),
  participants: z.number().int().nullable(),
  preferredStart: z.string().nullable(),
  preferredEnd: z.string().nullable(),
  delivery: z.enum(deliveryModes).nullable(),
  location: z.string().nullable(),
  language: z.enum(languages).nullable(),
  budgetMin: z.number().int().nullable(),
  budgetMax: z.number().int().nullable(),
  currency: z.string(),
  deadline: z.string().nullable(),
  status: z.enum(requirementStates),
  showOnProfile: z.boolean(),
  createdAt: z.string(),
  isOwner: z.boolean(),
  seeker: z.object({
    /** For "Send a message" (/message/{userId}). */
    userId: z.number().int(),
    username: z.string(),
    name: z.string(),
    thumbImage: z.string().nullable(),
  }),
});
export type RequirementDetail = z.infer<typeof requirementDetailSchema>;

export const requirementdetail = defineAction({
  name: 'requirementdetail',
  endpoint: 'main',
  access: signedIn,
  summary:
    'One requirement by id or by url (exactly one of them), for signed-in users. Closed requirements stay readable; those of deactivated accounts are not found.',
  request: z
    .object({
      id: optional(recordId),
      url: optional(z.string().trim().min(1).max(200)),
    })
    .refine((value) => (value.id === undefined) !== (value.url === undefined), {
      path: ['id'],
      message: 'validation.invalid',
    }),
  response: success({ requirement: requirementDetailSchema }),
});
