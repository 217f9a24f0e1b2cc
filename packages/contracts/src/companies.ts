import { z } from 'zod';
import { countryCodes, isValidVatId, normalizeVatId } from './billing.ts';
import { isReservedName } from './reserved-names.ts';
import { message } from './catalogue.ts';

/**
 * A company's sign-up and lifecycle (docs/product.md, "A company's lifecycle"): the rules the
 * register dialog, the add-company page and the server all apply, written once.
 */

/** Who signs up: a person for themself, a company that buys training, or an SME (buys and offers). */
export const accountKinds = ['individual', 'company', 'sme'] as const;
export type AccountKind = (typeof accountKinds)[number];
export const companyAccountKinds = ['company', 'sme'] as const;

/** Free-trial days of a new company, unless TRIAL_DAYS says otherwise. */
export const defaultTrialDays = 30;
export const companyNameMax = 120;

/** Names a company may not take: the product's own words and the site's fixed routes. */
const reservedCompanyWords = new Set([
  'admin',
  'administrator',
  'operator',
  'support',
  'staff',
  'moderator',
  'skillvia',
  'null',
  'undefined',
  'test',
]);

export function isReservedCompanyName(name: string): boolean {
  const folded = name.trim().toLowerCase();
  return reservedCompanyWords.has(folded) || isReservedName(folded);
}

/** A company's name: free text, but not empty, not only punctuation, and not reserved. */
export const companyNameSchema = z
  .string(message('validation.required'))
  .trim()
  .min(2, message('validation.companyName.short'))
  .max(companyNameMax, message('validation.tooLong'))
  .refine((name) => /[\p{L}\p{N}]/u.test(name), message('validation.companyName.short'))
  .refine((name) => !isReservedCompanyName(name), message('validation.companyName.reserved'));

/** ISO 3166-1 alpha-2, upper case. */
export const countrySchema = z
  .string(message('validation.required'))
  .trim()
  .toUpperCase()
  .refine((code) => code !== '', message('validation.required'))
  .refine((code) => code === '' || countryCodes.includes(code), message('validation.invalid'));

/** An optional VAT id, checked (format and check digit where known) in its canonical form. */
export const optionalVatIdField = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.string().trim().max(34, message('validation.tooLong')),
);

/** The VAT id's canonical form for `country`, or the problem's message key. */
export function checkCompanyVatId(
  vatId: string,
  country: string,
): { vatId: string | null } | { problem: string } {
  const normalized = normalizeVatId(vatId, country);
  if (normalized === null) return { vatId: null };
  return isValidVatId(normalized) ? { vatId: normalized } : { problem: 'billing.problems.vatId' };
}

/**
 * Where a company's subscription stands: `trial` (the free trial runs), `active` (a paid plan
 * runs), `expired` (its end date has passed: money-committing actions answer
 * `subscription_expired`, everything else keeps working). A company without a subscription row
 * (none is made without one since sign-up exists) is not restricted.
 */
export const subscriptionStates = ['trial', 'active', 'expired'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

export function subscriptionStateOf(
  subscription: { plan: string; endDate: Date | string },
  now = new Date(),
): SubscriptionState {
  const end = new Date(subscription.endDate).getTime();
  if (end <= now.getTime()) return 'expired';
  return subscription.plan === 'trial' ? 'trial' : 'active';
}

/** Plans an admin may ask for from Billing (the operators turn a request into a subscription). */
export const requestablePlans = ['standard', 'business'] as const;
export type RequestablePlan = (typeof requestablePlans)[number];
/** A plan request waits (`open`) until an operator sets the subscription it asked for (`done`). */
export const planRequestStates = ['open', 'done'] as const;

/** Days before a trial's end when its admins are reminded (e-mail and notification), once each. */
export const trialReminderDays = [7, 1] as const;
