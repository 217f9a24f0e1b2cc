import { z } from 'zod';
import { companyStaff, providers } from '../access.ts';
import { defineAction, success } from '../action.ts';
import { formInteger } from '../catalogue.ts';

/**
 * The money reports (docs/product.md, "Revenue" and "Spending"): what a provider earned and what a
 * company spent in a calendar year, read from the issued documents. Credit notes subtract; every
 * amount is integer minor units of `currency`.
 */

export const reportLimits = { yearMin: 2000, yearMax: 2100 } as const;

const year = z.preprocess(
  (value) => (value === '' ? undefined : value),
  formInteger(reportLimits.yearMin, reportLimits.yearMax).optional(),
);

/** A sum of documents: net (taxable), VAT and gross, credit notes subtracted; how many. */
export const reportAmountsSchema = z.object({
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  grossMinor: z.number().int(),
  count: z.number().int(),
});
export type ReportAmounts = z.infer<typeof reportAmountsSchema>;

/** One row of a table by topic, event, client, location, department, category or provider. */
export const revenueGroupSchema = reportAmountsSchema.extend({
  /** The topic's or event's id; null for "none" (a quote's training, a deleted listing). */
  id: z.number().int().nullable(),
  label: z.string().nullable(),
});
export type RevenueGroup = z.infer<typeof revenueGroupSchema>;

/** A count and gross of invoices in one state (credit notes are not counted here). */
const stateFigure = z.object({ grossMinor: z.number().int(), count: z.number().int() });

export const revenuereport = defineAction({
  name: 'revenuereport',
  endpoint: 'selling',
  access: providers,
  summary:
    "The caller's revenue of one calendar year (the current one by default), from the invoices and credit notes they issued (by issue date; credit notes subtract): by month (twelve rows), topic, event and client (the buyer's legal name as invoiced); the gross issued, paid, outstanding (issued or overdue) and overdue; the year's totals for the tax return; and the years that have documents.",
  request: z.object({ year }),
  response: success({
    year: z.number().int(),
    years: z.array(z.number().int()),
    currency: z.string(),
    byMonth: z.array(reportAmountsSchema.extend({ month: z.number().int() })),
    byTopic: z.array(revenueGroupSchema),
    byEvent: z.array(revenueGroupSchema),
    byClient: z.array(revenueGroupSchema),
    byState: z.object({
      issued: stateFigure,
      paid: stateFigure,
      outstanding: stateFigure,
      overdue: stateFigure,
    }),
    /** The year's totals for the tax return: invoices, credit notes, and the balance. */
    taxReturn: z.object({
      invoices: reportAmountsSchema,
      creditNotes: reportAmountsSchema,
      total: reportAmountsSchema,
    }),
  }),
});

/** Committed (purchase orders not cancelled) beside actual (invoices less credit notes), gross. */
export const spendingFigureSchema = z.object({
  committedMinor: z.number().int(),
  actualMinor: z.number().int(),
  orders: z.number().int(),
  invoices: z.number().int(),
});
export type SpendingFigure = z.infer<typeof spendingFigureSchema>;

export const spendingGroupSchema = spendingFigureSchema.extend({
  id: z.number().int().nullable(),
  label: z.string().nullable(),
});
export type SpendingGroup = z.infer<typeof spendingGroupSchema>;

export const spendingBudgetSchema = z.object({
  locationId: z.number().int(),
  locationName: z.string(),
  /** '' for the whole location. */
  department: z.string(),
  amountMinor: z.number().int(),
  /** The same figures as the dashboard's and fee approval's (contracts/spend.ts). */
  bookedMinor: z.number().int(),
  committedMinor: z.number().int(),
  actualMinor: z.number().int(),
  /** amount − booked (negative when overrun). */
  remainingMinor: z.number().int(),
});
export type SpendingBudget = z.infer<typeof spendingBudgetSchema>;

export const spendingreport = defineAction({
  name: 'spendingreport',
  endpoint: 'selling',
  access: companyStaff,
  summary:
    "The active company's spending of one calendar year (the current one by default): committed (its purchase orders not cancelled) and actual (the invoices addressed to it, credit notes subtracted), gross, by month (twelve rows), location, department, category and provider, beside the year's budgets with their booked, committed and actual figures (the same as companybudgets'). `location` widens it to `all` the locations of the company's group the caller belongs to (each location and the sum), or names one of them (any other is `forbidden`).",
  request: z.object({
    year,
    location: z.union([z.literal('all'), formInteger(1, 2_147_483_647)]).optional(),
  }),
  response: success({
    year: z.number().int(),
    years: z.array(z.number().int()),
    currency: z.string(),
    locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
    activeLocationId: z.number().int(),
    total: spendingFigureSchema,
    byMonth: z.array(spendingFigureSchema.extend({ month: z.number().int() })),
    byLocation: z.array(spendingGroupSchema),
    byDepartment: z.array(spendingGroupSchema),
    byCategory: z.array(spendingGroupSchema),
    byProvider: z.array(spendingGroupSchema),
    budgets: z.array(spendingBudgetSchema),
  }),
});
