import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import { operators } from '../access.ts';
import { planFeatures, subscriptionPlans } from '../billing.ts';
import { isoDateSchema } from '../catalogue.ts';
import { formInteger } from '../form.ts';
import { planRequestStates, requestablePlans } from '../companies.ts';
import { invoiceMachine } from '../states.ts';

/**
 * The operator console's plans and subscriptions (docs/product.md, "The operator console"): the
 * plans with their prices (configuration), the companies' requests, and for each the platform's
 * own invoice, its payment and the subscription's new end date. Operators only.
 */

const planRow = z.object({
  plan: z.enum(requestablePlans),
  /** Per year, before VAT (PLAN_PRICES). */
  priceMinor: z.number().int(),
  features: z.array(z.enum(planFeatures)),
});

const planRequestRow = z.object({
  id: z.number().int(),
  plan: z.enum(requestablePlans),
  state: z.enum(planRequestStates),
  message: z.string().nullable(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    vatId: z.string().nullable(),
    /** Whether its billing details are complete (the invoice needs them). */
    billingComplete: z.boolean(),
  }),
  requestedBy: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  subscription: z.object({ plan: z.string(), endDate: z.string() }).nullable(),
  invoice: z
    .object({
      id: z.number().int(),
      number: z.string(),
      state: z.enum(invoiceMachine.states),
      grossMinor: z.number().int(),
      issueDate: z.string(),
      paidOn: z.string().nullable(),
    })
    .nullable(),
});

export const adminPlans = defineAction({
  name: 'adminPlans',
  endpoint: 'main',
  access: operators,
  summary:
    'The plans a company can ask for, with their yearly price before VAT (configuration) and what each includes; the open plan requests, oldest first, then those done in the last 90 days, each with its company, its subscription and the platform’s invoice for it.',
  request: emptyRequest,
  response: success({
    plans: z.array(planRow),
    currency: z.string(),
    vatRateBasisPoints: z.number().int(),
    requests: z.array(planRequestRow),
  }),
});

export const adminIssuePlanInvoice = defineAction({
  name: 'adminIssuePlanInvoice',
  endpoint: 'main',
  access: operators,
  summary:
    "Issue the platform's invoice for an open plan request: a year of the plan at its price, the operator (OPERATOR_*) as the seller, the company's billing details as the buyer, numbered without gaps in the platform's own series; PDF and FatturaPA like any invoice. The company's admins see it under received invoices. One per request (plan_already_invoiced); the company's billing details must be complete (company_billing_incomplete). Recorded in the operators' audit.",
  request: z.object({ requestId: formInteger }),
  response: success({
    invoice: z.object({ id: z.number().int(), number: z.string(), grossMinor: z.number().int() }),
  }),
});

export const adminRecordPlanPayment = defineAction({
  name: 'adminRecordPlanPayment',
  endpoint: 'main',
  access: operators,
  summary:
    "Record the payment of one of the platform's own invoices on the day the money arrived (not in the future, not before its issue). Recorded in the operators' audit.",
  request: z.object({ invoiceId: formInteger, paidOn: isoDateSchema }),
  response: success({ state: z.enum(invoiceMachine.states) }),
});

export const adminSetSubscription = defineAction({
  name: 'adminSetSubscription',
  endpoint: 'main',
  access: operators,
  summary:
    "Set a company's plan and the subscription's end date (after today; the company's new bookings, fee approvals and purchase orders work until then). Its open request for that plan is done; its admins are told. Recorded in the operators' audit.",
  request: z.object({
    companyId: formInteger,
    plan: z.enum(Object.keys(subscriptionPlans) as [keyof typeof subscriptionPlans], {
      message: 'validation.invalid',
    }),
    endDate: isoDateSchema,
  }),
  response: success({ subscription: z.object({ plan: z.string(), endDate: z.string() }) }),
});
