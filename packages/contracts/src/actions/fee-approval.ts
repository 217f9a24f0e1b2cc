import { z } from 'zod';
import { companyAdmins, companyStaff } from '../access.ts';
import { defineAction, emptyRequest, success } from '../action.ts';
import { formBoolean, formInteger, message } from '../catalogue.ts';
import { priceSchema } from './booking.ts';

/**
 * Fee approval and budgets of the company the caller works in (docs/product.md, "Fee approval and
 * budgets"): the rules that send a manager's booking to awaiting_approval, the bookings waiting
 * there, and the yearly training budgets with what is committed and spent. Staff read; only the
 * admin changes rules and budgets, and approves or rejects (bookingtransition, `approve` /
 * `reject`, by the company's admin).
 */

export const feeApprovalLimits = {
  /** The highest threshold or budget: ten million euros in cents. */
  amountMinorMax: 1_000_000_000,
  departmentMax: 80,
  yearMin: 2000,
  yearMax: 2100,
} as const;

const id = formInteger(1, 2_147_483_647);
const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  id.optional(),
);
const amountMinor = formInteger(0, feeApprovalLimits.amountMinorMax);
const year = formInteger(feeApprovalLimits.yearMin, feeApprovalLimits.yearMax);

/** A department's name; empty means the whole location. */
const department = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.string().trim().max(feeApprovalLimits.departmentMax, message('validation.tooLong')),
);

export const approvalRulesSchema = z.object({
  /** Gross total in minor units above which a manager's booking waits; null: no threshold. */
  thresholdMinor: z.number().int().nullable(),
  /** A manager's booking of a trainer outside the approved list waits. */
  outsideList: z.boolean(),
  currency: z.string(),
});
export type ApprovalRules = z.infer<typeof approvalRulesSchema>;

/** Why a booking waits for approval. */
export const approvalReasons = ['threshold', 'outsideList'] as const;
export type ApprovalReason = (typeof approvalReasons)[number];

/** One yearly budget with the company's spend against it (contracts/spend.ts defines each measure). */
export const budgetSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  /** '' for the whole location. */
  department: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** Gross of the bookings approved and not called off, in the training's year. */
  bookedMinor: z.number().int(),
  /** Gross of bookings still awaiting approval (not counted in booked). */
  awaitingMinor: z.number().int(),
  /** Gross of the purchase orders not cancelled, issued in the year. */
  committedMinor: z.number().int(),
  /** Gross of the invoices less credit notes, issued in the year. */
  actualMinor: z.number().int(),
  /** amount − booked (negative when overrun). */
  remainingMinor: z.number().int(),
});
export type Budget = z.infer<typeof budgetSchema>;

export const feeapprovalsettings = defineAction({
  name: 'feeapprovalsettings',
  endpoint: 'selling',
  access: companyStaff,
  summary:
    'The fee-approval rules of the company the caller works in (threshold, outside-list rule), and whether the caller may change them (its admin).',
  request: emptyRequest,
  response: success({ rules: approvalRulesSchema, canEdit: z.boolean() }),
});

export const updatefeeapprovalsettings = defineAction({
  name: 'updatefeeapprovalsettings',
  endpoint: 'selling',
  access: companyAdmins,
  summary:
    'Set the fee-approval rules (admin): thresholdMinor (gross, minor units; empty: none) and outsideList (a manager booking a trainer outside the approved list needs approval).',
  request: z.object({
    thresholdMinor: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      amountMinor.optional(),
    ),
    outsideList: formBoolean.default(false),
  }),
  response: success({ rules: approvalRulesSchema }),
});

export const feeApprovalItem = z.object({
  id: z.number().int(),
  kind: z.enum(['topic', 'event']),
  title: z.string(),
  url: z.string(),
  booker: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  trainer: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    /** On the company's approved trainers list. */
    approved: z.boolean(),
  }),
  proposedDates: z.array(z.string()),
  startsAt: z.string().nullable(),
  participants: z.number().int(),
  department: z.string().nullable(),
  price: priceSchema,
  reasons: z.array(z.enum(approvalReasons)),
  createdAt: z.string(),
  /** When it expires unanswered (the provider's answer time runs from the request). */
  expiresAt: z.string().nullable(),
  /** The budget it is charged to (its department's, else the location's), of its year. */
  budget: budgetSchema.nullable(),
  /** What the budget keeps once this booking is approved. */
  remainingAfterMinor: z.number().int().nullable(),
  exceedsBudget: z.boolean(),
});
export type FeeApprovalItem = z.infer<typeof feeApprovalItem>;

export const feeapprovals = defineAction({
  name: 'feeapprovals',
  endpoint: 'selling',
  access: companyStaff,
  summary:
    'Bookings of the company the caller works in that await fee approval, oldest first, with booker, trainer (and whether approved), dates, price breakdown, why they wait and the budget they come from; canDecide is true for its admin.',
  request: emptyRequest,
  response: success({ list: z.array(feeApprovalItem), canDecide: z.boolean() }),
});

export const companybudgets = defineAction({
  name: 'companybudgets',
  endpoint: 'selling',
  access: companyStaff,
  summary:
    'The yearly training budgets of the company the caller works in (one year, the current by default): the location’s and each department’s, with committed, spent, awaiting and remaining; the years that have budgets and the departments ever budgeted.',
  request: z.object({
    year: z.preprocess((value) => (value === '' ? undefined : value), year.optional()),
  }),
  response: success({
    year: z.number().int(),
    years: z.array(z.number().int()),
    departments: z.array(z.string()),
    list: z.array(budgetSchema),
    canEdit: z.boolean(),
  }),
});

export const savecompanybudget = defineAction({
  name: 'savecompanybudget',
  endpoint: 'selling',
  access: companyAdmins,
  summary:
    'Set a yearly training budget (admin): the location’s (department empty) or a department’s, in minor units; setting it again replaces the amount.',
  request: z.object({ year, department, amountMinor }),
  response: success({ budget: z.object({ id: z.number().int() }) }),
});

export const deletecompanybudget = defineAction({
  name: 'deletecompanybudget',
  endpoint: 'selling',
  access: companyAdmins,
  summary: 'Remove one of the company’s budgets (admin). Bookings keep their department.',
  request: z.object({ id }),
  response: success({}),
});

export const budgetcheck = defineAction({
  name: 'budgetcheck',
  endpoint: 'selling',
  access: companyStaff,
  summary:
    'Which budget a booking of this gross amount on this date (and department) would come from, and whether it would exceed it: the booking form warns, it does not block. With providerId, also why the caller’s booking would wait for fee approval (none: it goes straight to the trainer) and the company’s threshold.',
  request: z.object({
    amountMinor,
    /** The training's (first proposed) date, for the budget's year. */
    date: z.iso.datetime({ offset: true, error: 'validation.date' }),
    department,
    /** The trainer booked: for the approval rules (threshold, approved list). */
    providerId: optionalId,
  }),
  response: success({
    budget: budgetSchema.nullable(),
    remainingAfterMinor: z.number().int().nullable(),
    exceedsBudget: z.boolean(),
    /** Why it would wait for the admin's approval; empty: it would not (or no providerId). */
    approvalReasons: z.array(z.enum(approvalReasons)),
    thresholdMinor: z.number().int().nullable(),
  }),
});
