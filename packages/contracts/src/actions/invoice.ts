import { z } from 'zod';
import { companyStaff, partyOf, providers, signedIn } from '../access.ts';
import { defineAction, success } from '../action.ts';
import { formInteger, isoDateSchema, languageCodeSchema, message } from '../catalogue.ts';
import { formBoolean } from '../form.ts';
import { billingPartySchema, documentLineSchema } from '../billing.ts';
import { invoiceMachine } from '../states.ts';

/**
 * Invoices and credit notes (docs/product.md, "Invoices and credit notes"): the provider of an
 * accepted or completed booking issues one invoice for it (gapless numbering per provider per
 * year), marks it paid, or cancels it with a credit note; both sides read it and download it as
 * PDF (and, for an Italian seller, FatturaPA XML). Every amount is computed on the server.
 */

export const invoiceLimits = {
  reasonMax: 500,
  /** Days from the issue date to the due date when none is given. */
  defaultDueDays: 30,
  /** The latest due date accepted, in days from the issue date. */
  maxDueDays: 365,
  yearMin: 2000,
  yearMax: 2100,
} as const;

const id = formInteger(1, 2_147_483_647);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** One row of a list of invoices. */
export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(invoiceKinds),
  number: z.string(),
  state: z.enum(invoiceMachine.states),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  paidOn: z.string().nullable(),
  sellerName: z.string(),
  buyerName: z.string(),
  grossMinor: z.number().int(),
  currency: z.string(),
  bookingId: z.number().int().nullable(),
  purchaseOrderNumber: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  language: z.string(),
  seller: billingPartySchema,
  buyer: billingPartySchema,
  lines: z.array(documentLineSchema),
  vatSummary: z.array(
    z.object({
      vatRateBasisPoints: z.number().int(),
      taxableMinor: z.number().int(),
      vatMinor: z.number().int(),
    }),
  ),
  vatRegime: z.enum(['standard', 'exempt_training', 'flat_rate', 'reverse_charge']),
  iban: z.string().nullable(),
  /** Issued before the training took place: the training's day (an advance invoice); else null. */
  advanceOf: z.string().nullable(),
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  purchaseOrderId: z.number().int().nullable(),
  creditedInvoiceId: z.number().int().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const listRequest = z.object({
  state: z.preprocess(emptyToUndefined, z.enum(invoiceMachine.states).optional()),
  kind: z.preprocess(emptyToUndefined, z.enum(invoiceKinds).optional()),
  year: z.preprocess(
    emptyToUndefined,
    formInteger(invoiceLimits.yearMin, invoiceLimits.yearMax).optional(),
  ),
});

const listResponse = success({
  list: z.array(invoiceSummarySchema),
  /** The years the caller has documents in, newest first (the year filter's options). */
  years: z.array(z.number().int()),
});

export const issueInvoice = defineAction({
  name: 'issueInvoice',
  endpoint: 'selling',
  access: partyOf('booking', 'bookingId'),
  summary:
    'Issue the invoice of an accepted or completed booking (its provider): numbered INV-<year>-<n> without gaps, with both parties’ billing details, the booking’s lines at the regime’s VAT rate, the IBAN, the due date (default 30 days) and the open purchase order’s number; the language defaults to the buyer’s. Before the training has ended it is issued only with `advance` (an advance invoice, said so on it and sent as TD02), else `training_not_held`.',
  request: z.object({
    bookingId: id,
    /** Issue it before the training has taken place, as an advance invoice. */
    advance: formBoolean.default(false),
    dueDate: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    language: z.preprocess(emptyToUndefined, languageCodeSchema.optional()),
  }),
  response: success({ invoice: z.object({ id: z.number().int(), number: z.string() }) }),
});

export const providerInvoices = defineAction({
  name: 'providerInvoices',
  endpoint: 'selling',
  access: providers,
  summary:
    'The invoices and credit notes the caller issued, newest first; filter by state, kind and year.',
  request: listRequest,
  response: listResponse,
});

export const buyerInvoices = defineAction({
  name: 'buyerInvoices',
  endpoint: 'selling',
  access: signedIn,
  summary:
    'The invoices and credit notes addressed to the caller as a person (bookings made for themself), newest first; filter by state, kind and year.',
  request: listRequest,
  response: listResponse,
});

export const companyInvoices = defineAction({
  name: 'companyInvoices',
  endpoint: 'selling',
  access: companyStaff,
  summary:
    'The invoices and credit notes addressed to the company the caller works in, newest first; the multi-location super admin names a location or `all` the group’s locations they are staff of.',
  request: listRequest.extend({
    location: z.preprocess(
      emptyToUndefined,
      z.union([z.literal('all'), formInteger(1, 2_147_483_647)]).optional(),
    ),
  }),
  response: success({
    list: z.array(invoiceSummarySchema),
    years: z.array(z.number().int()),
    locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
    activeLocationId: z.number().int(),
  }),
});

export const invoiceDetail = defineAction({
  name: 'invoiceDetail',
  endpoint: 'selling',
  access: partyOf('invoice'),
  summary:
    'One invoice or credit note (its provider and its buyer’s side): the document, its state history, what the caller may do, the purchase order match (amount and quantity), and the credit note or the invoice it credits.',
  request: z.object({ id }),
  response: success({
    invoice: invoiceSchema,
    roles: z.array(z.enum(['buyer', 'provider', 'system'])),
    transitions: z.array(z.enum(['markPaid', 'credit'])),
    history: z.array(
      z.object({
        transition: z.string(),
        toState: z.string(),
        at: z.string(),
        reason: z.string().nullable(),
      }),
    ),
    match: z
      .object({
        purchaseOrderNumber: z.string(),
        orderGrossMinor: z.number().int(),
        amountMatches: z.boolean(),
        quantityMatches: z.boolean(),
        differenceMinor: z.number().int(),
      })
      .nullable(),
    related: z
      .object({ id: z.number().int(), number: z.string(), kind: z.enum(invoiceKinds) })
      .nullable(),
    /** FatturaPA XML is offered for an Italian seller with a VAT id (as its download serves it). */
    hasXml: z.boolean(),
  }),
});

export const bookingInvoice = defineAction({
  name: 'bookingInvoice',
  endpoint: 'selling',
  access: partyOf('booking', 'bookingId'),
  summary:
    'The live invoice of a booking (not credited), if any, for the booking page: its provider, its buyer and the staff of its company see it; a participant who is none of them gets null.',
  request: z.object({ bookingId: id }),
  response: success({ invoice: invoiceSummarySchema.nullable() }),
});

export const markInvoicePaid = defineAction({
  name: 'markInvoicePaid',
  endpoint: 'selling',
  access: partyOf('invoice'),
  summary:
    'Mark an issued or overdue invoice paid (its provider), with the date the money arrived: not in the future, not before the issue date. Closes its purchase order.',
  request: z.object({ id, paidOn: isoDateSchema }),
  response: success({ state: z.enum(invoiceMachine.states) }),
});

export const creditInvoice = defineAction({
  name: 'creditInvoice',
  endpoint: 'selling',
  access: partyOf('invoice'),
  summary:
    'Cancel an issued or overdue invoice with a credit note (its provider, with a reason): CN-<year>-<n> in its own gapless series, the same lines and totals, referencing the invoice; its purchase order is cancelled.',
  request: z.object({
    id,
    reason: z
      .string()
      .trim()
      .min(1, message('validation.required'))
      .max(invoiceLimits.reasonMax, message('validation.tooLong')),
  }),
  response: success({ creditNote: z.object({ id: z.number().int(), number: z.string() }) }),
});
