import { z } from 'zod';
import { companyAdmins, companyStaff, signedIn } from '../access.ts';
import { requestablePlans } from '../companies.ts';
import { loginPasswordSchema, optionalText } from '../validation.ts';
import { defineAction, emptyRequest, success } from '../action.ts';
import { billingDetailsFields, billingDetailsSchema } from '../billing.ts';

/**
 * Billing details (docs/product.md, "Billing details and Billing"): a user's own (a provider's,
 * who invoices; anyone's who buys for themself) and the company profile's, which every purchase
 * order and invoice addressed to the company carries. Field rules: `billingDetailsProblems`.
 */

const ownDetails = z.object({
  /** provider: invoices, so IBAN and VAT regime are asked; buyer: buys for themself. */
  owner: z.enum(['provider', 'buyer']),
  details: billingDetailsSchema.nullable(),
  /** Saved and passing today's rules for this owner. */
  complete: z.boolean(),
});

const companyDetails = z.object({
  companyId: z.number().int(),
  name: z.string(),
  details: billingDetailsSchema.nullable(),
  complete: z.boolean(),
  /** The company's admin edits them; managers read them. */
  canEdit: z.boolean(),
});

/**
 * A change of billing details is confirmed with the account's password (`wrong_password`
 * otherwise, nothing saved), as a change of e-mail address is: they say where money goes and who
 * invoices are addressed to, so a session left open must not be enough to change them.
 */
const billingDetailsChange = billingDetailsFields.extend({ password: loginPasswordSchema });

export const getBillingDetails = defineAction({
  name: 'getBillingDetails',
  endpoint: 'main',
  access: signedIn,
  summary:
    'The caller’s own billing details and, for company staff, those of the company profile they work in, each with whether it is complete and (the company’s) whether the caller may edit it.',
  request: emptyRequest,
  response: success({ mine: ownDetails, company: companyDetails.nullable() }),
});

export const saveMyBillingDetails = defineAction({
  name: 'saveMyBillingDetails',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Save the caller’s own billing details (a provider adds IBAN and VAT regime), confirmed with the account’s password (`wrong_password`). A change is written to the security log and e-mailed to the account (the IBAN masked but for its last 4 characters). A provider choosing a regime without VAT quotes new bookings at 0 %; choosing standard again restores 22 % when the rate was 0.',
  request: billingDetailsChange,
  response: success({ mine: ownDetails }),
});

export const saveCompanyBillingDetails = defineAction({
  name: 'saveCompanyBillingDetails',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'Save the billing details of the company profile the caller works in (its admin): legal name, address, VAT id, SDI code or PEC for an Italian company; confirmed with the admin’s password (`wrong_password`). A change is written to the company’s security log and e-mailed to every admin of the company.',
  request: billingDetailsChange,
  response: success({ company: companyDetails }),
});

export const requestplan = defineAction({
  name: 'requestplan',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'Ask the operators for a plan for the active company (its admin): the request is stored for them, who set the subscription (the operator console); the answer says what comes next. One open request per plan.',
  request: z.object({
    plan: z.enum(requestablePlans, { message: 'validation.invalid' }),
    message: optionalText(1000),
  }),
  response: success({
    msg: z.string(),
    request: z.object({ id: z.number().int(), plan: z.string(), createdAt: z.string() }),
  }),
});

export const planrequests = defineAction({
  name: 'planrequests',
  endpoint: 'main',
  access: companyStaff,
  summary: "The active company's open plan requests, newest first.",
  request: emptyRequest,
  response: success({
    list: z.array(z.object({ id: z.number().int(), plan: z.string(), createdAt: z.string() })),
  }),
});
