import { z } from 'zod';
import { companyStaff, partyOf, providers } from '../access.ts';
import { defineAction, success } from '../action.ts';
import { formInteger, message } from '../catalogue.ts';
import { billingPartySchema, documentLineSchema } from '../billing.ts';
import { purchaseOrderMachine } from '../states.ts';

/**
 * Purchase orders (docs/product.md, "Purchase orders"; decisions.md, "purchase orders"): the
 * company's staff issue one for an approved company booking, numbered per company per year
 * (PO-2026-0001); the provider acknowledges it; attendance or completion fulfils it; the
 * provider's invoice quotes it (invoiced), its payment closes it; the buyer side may cancel an
 * open one. Only its provider and the buying company's staff see it.
 */

export const purchaseOrderLimits = {
  referenceMax: 200,
  reasonMax: 500,
} as const;

const id = formInteger(1, 2_147_483_647);

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(max, message('validation.tooLong')).optional(),
  );

export const purchaseOrderStates = purchaseOrderMachine.states;
const stateSchema = z.enum(purchaseOrderMachine.states);

const stateFilter = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  stateSchema.optional(),
);

/** One order as the lists show it. */
export const purchaseOrderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  state: stateSchema,
  /** YYYY-MM-DD. */
  issueDate: z.string(),
  bookingId: z.number().int().nullable(),
  /** The booking's title (null once the booking is gone). */
  title: z.string().nullable(),
  /** The buying company's and the provider's legal names, as the order was issued. */
  buyerName: z.string(),
  /** The buyer's city on the order: two locations of one company with the same name told apart. */
  buyerCity: z.string(),
  providerName: z.string(),
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  grossMinor: z.number().int(),
  currency: z.string(),
  reference: z.string().nullable(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummary>;

/** The invoice that quotes an order, and how it matches it (a mismatch is shown, not hidden). */
export const matchedInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.string(),
  issueDate: z.string(),
  grossMinor: z.number().int(),
  currency: z.string(),
  amountMatches: z.boolean(),
  quantityMatches: z.boolean(),
  /** Invoice gross minus order gross. */
  differenceMinor: z.number().int(),
});
export type MatchedInvoice = z.infer<typeof matchedInvoiceSchema>;

export const purchaseOrderTransitions = ['acknowledge', 'cancel'] as const;
export type PurchaseOrderUserTransition = (typeof purchaseOrderTransitions)[number];

export const purchaseOrderDetailSchema = purchaseOrderSummary.extend({
  buyer: billingPartySchema,
  provider: billingPartySchema,
  lines: z.array(documentLineSchema),
  vatSummary: z.array(
    z.object({
      vatRateBasisPoints: z.number().int(),
      taxableMinor: z.number().int(),
      vatMinor: z.number().int(),
    }),
  ),
  department: z.string().nullable(),
  category: z.string().nullable(),
  language: z.string(),
  /** The caller's sides of it: buyer (the company's staff), provider. */
  roles: z.array(z.enum(['buyer', 'provider', 'system'])),
  /** The buttons the caller may press now (the machine's transitions their roles allow). */
  transitions: z.array(z.enum(purchaseOrderTransitions)),
  /** Where its PDF downloads. */
  pdfUrl: z.string(),
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
  invoice: matchedInvoiceSchema.nullable(),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

/** The PDF of an order: GET, party check on the server. */
export const purchaseOrderPdfPath = (orderId: number) =>
  `/inc/documents/purchase-orders/${orderId}.pdf`;

export const issuePurchaseOrder = defineAction({
  name: 'issuePurchaseOrder',
  endpoint: 'selling',
  access: partyOf('booking', 'bookingId'),
  summary:
    'Issue the purchase order of an approved company booking (staff of its company): numbered per company per year (PO-2026-0001), with the company’s billing details (billing_details_required without them), the provider’s, and the booking’s lines and totals; one live order per booking (purchase_order_exists); a booking not approved or not a company one is not_orderable.',
  request: z.object({
    bookingId: id,
    reference: optionalText(purchaseOrderLimits.referenceMax),
  }),
  response: success({ purchaseOrder: purchaseOrderSummary }),
});

export const companyPurchaseOrders = defineAction({
  name: 'companyPurchaseOrders',
  endpoint: 'selling',
  access: companyStaff,
  summary:
    'The purchase orders of the company the caller works in, newest first, optionally of one state, and its bookings waiting for one (toIssue); `location` widens it to `all` the locations of the group the caller belongs to, or names one of them (any other is forbidden).',
  request: z.object({
    state: stateFilter,
    location: z.union([z.literal('all'), id]).optional(),
  }),
  response: success({
    list: z.array(purchaseOrderSummary),
    /** Bookings that may have an order and have none live (never issued, or cancelled): to issue. */
    toIssue: z.array(
      z.object({
        bookingId: z.number().int(),
        title: z.string(),
        state: z.string(),
        startsAt: z.string().nullable(),
        grossMinor: z.number().int(),
        currency: z.string(),
        /** The location it was booked for, among those shown. */
        location: z.string().nullable(),
      }),
    ),
    locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
    activeLocationId: z.number().int(),
  }),
});

export const providerPurchaseOrders = defineAction({
  name: 'providerPurchaseOrders',
  endpoint: 'selling',
  access: providers,
  summary:
    'The purchase orders addressed to the calling provider, newest first, optionally of one state.',
  request: z.object({ state: stateFilter }),
  response: success({ list: z.array(purchaseOrderSummary) }),
});

export const purchaseOrderDetail = defineAction({
  name: 'purchaseOrderDetail',
  endpoint: 'selling',
  access: partyOf('purchaseOrder'),
  summary:
    'One purchase order for its provider or the buying company’s staff: parties, lines, VAT per rate, totals, history, the transitions the caller may fire, and the invoice that quotes it with how it matches (amount and quantity).',
  request: z.object({ id }),
  response: success({ purchaseOrder: purchaseOrderDetailSchema }),
});

export const bookingPurchaseOrder = defineAction({
  name: 'bookingPurchaseOrder',
  endpoint: 'selling',
  access: partyOf('booking', 'bookingId'),
  summary:
    'The live purchase order of a booking, if any, and whether the caller may issue one now (staff of its company, the booking approved and without a live order).',
  request: z.object({ bookingId: id }),
  response: success({ purchaseOrder: purchaseOrderSummary.nullable(), canIssue: z.boolean() }),
});

export const acknowledgePurchaseOrder = defineAction({
  name: 'acknowledgePurchaseOrder',
  endpoint: 'selling',
  access: partyOf('purchaseOrder'),
  summary: 'The provider acknowledges an issued purchase order.',
  request: z.object({ id }),
  response: success({ purchaseOrder: z.object({ id: z.number().int(), state: stateSchema }) }),
});

export const cancelPurchaseOrder = defineAction({
  name: 'cancelPurchaseOrder',
  endpoint: 'selling',
  access: partyOf('purchaseOrder'),
  summary: 'The buying company’s staff cancel an open purchase order, with a reason.',
  request: z.object({
    id,
    reason: z
      .string()
      .trim()
      .min(1, message('validation.required'))
      .max(purchaseOrderLimits.reasonMax, message('validation.tooLong')),
  }),
  response: success({ purchaseOrder: z.object({ id: z.number().int(), state: stateSchema }) }),
});
