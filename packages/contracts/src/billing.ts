import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { checkVAT, countries as vatCountries } from 'jsvat';
import { z } from 'zod';
import { formBoolean } from './form.ts';
import { vatRegimes, type VatRegime } from './money.ts';

/**
 * Billing details (docs/product.md, "Billing details and Billing"): the rules the form and the
 * server both apply, written once. A field's problem is a message key of the web catalogues'
 * `billing.problems` namespace; the server answers them as `invalid_input` field errors.
 *
 * VAT ids are checked with jsvat, format and check digit, for the countries it knows (the EU
 * member states, plus the United Kingdom, Switzerland and Norway): real numbers pass (tested with
 * published ones of each country), and a mistyped digit is caught before it reaches an invoice.
 * Other countries' ids are checked only for a plausible shape. IBANs are checked by their
 * checksum (ibantools).
 */

/** ISO 3166-1 alpha-2 country codes (officially assigned). */
export const countryCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export const billingLimits = {
  legalNameMax: 200,
  streetMax: 200,
  cityMax: 100,
  emailMax: 254,
  idMax: 34,
} as const;

const text = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string().trim().max(max, { message: 'validation.tooLong' }),
  );

/**
 * The fields of a billing details form, as they are sent: trimmed text, each within its length.
 * The rules between fields (Italy's, a provider's) are `billingDetailsProblems`; the server
 * applies them after `normalizeBillingDetails`, with the keys the form shows.
 */
export const billingDetailsFields = z.object({
  legalName: text(billingLimits.legalNameMax),
  street: text(billingLimits.streetMax),
  postalCode: text(20),
  city: text(billingLimits.cityMax),
  province: text(10),
  country: text(10),
  vatId: text(billingLimits.idMax),
  taxCode: text(billingLimits.idMax),
  sdiCode: text(20),
  pec: text(billingLimits.emailMax),
  email: text(billingLimits.emailMax),
  iban: text(billingLimits.idMax + 10),
  vatRegime: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 'standard' : value),
    z.enum(vatRegimes, { message: 'validation.invalid' }),
  ),
  /** A provider without VAT charges the stamp duty on to the buyer (money.ts, stampDuty). */
  stampDutyCharged: formBoolean.optional().default(true),
});
export type BillingDetailsInput = z.output<typeof billingDetailsFields>;

/** A party of a purchase order or invoice as the document keeps it (money.ts, BillingParty). */
export const billingPartySchema = z.object({
  legalName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  country: z.string(),
  vatId: z.string().nullable(),
  taxCode: z.string().nullable(),
  sdiCode: z.string().nullable(),
  pec: z.string().nullable(),
  email: z.string().nullable(),
});

/** One line of a purchase order or invoice (money.ts, DocumentLine). */
export const documentLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  netMinor: z.number().int(),
  vatRateBasisPoints: z.number().int(),
  vatMinor: z.number().int(),
  stampDuty: z.boolean().optional(),
});

/** Billing details as stored and shown: empty optional fields are null. */
export const billingDetailsSchema = billingPartySchema.extend({
  iban: z.string().nullable(),
  vatRegime: z.enum(vatRegimes),
  stampDutyCharged: z.boolean(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** Whose details they are: a company profile, a provider (who invoices), or a buyer. */
export type BillingOwner = 'company' | 'provider' | 'buyer';

/** The Italian recipient code of a recipient known by PEC (or a private person). */
export const sdiCodeForPec = '0000000';

const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** VAT id prefixes that differ from the ISO country code. */
const vatPrefixOfCountry: Record<string, string> = { GR: 'EL' };

/**
 * A VAT id in canonical form: upper case, without spaces, dots or dashes, with its country prefix
 * (IT01234567890) when typed without one; null when empty. Billing details keep it so, and a
 * company is known by it (one company per VAT id).
 */
export function normalizeVatId(vatId: string, country: string): string | null {
  const vatCompact = compact(vatId);
  if (vatCompact === '') return null;
  if (/^[A-Z]{2}/.test(vatCompact)) return vatCompact;
  const upper = country.toUpperCase();
  return `${vatPrefixOfCountry[upper] ?? upper}${vatCompact}`;
}

/**
 * Canonical forms: country, province, codes and ids upper case without spaces; a VAT id gets its
 * country prefix (IT01234567890) when typed without one; an IBAN in its electronic format; the
 * SDI code becomes 0000000 when only a PEC is given; province, SDI code and PEC are kept in Italy
 * only; a non-provider's regime is standard.
 */
export function normalizeBillingDetails(
  input: BillingDetailsInput,
  owner: BillingOwner,
): BillingDetails {
  const country = input.country.toUpperCase();
  const isItaly = country === 'IT';
  const vatId = normalizeVatId(input.vatId, country);
  // Province, SDI code and PEC are Italian (FatturaPA): elsewhere they are not kept.
  const pec = input.pec === '' || !isItaly ? null : input.pec.toLowerCase();
  const sdi = isItaly ? compact(input.sdiCode) : '';
  return {
    legalName: input.legalName,
    street: input.street,
    postalCode: input.postalCode.toUpperCase(),
    city: input.city,
    province: input.province === '' || !isItaly ? null : input.province.toUpperCase(),
    country,
    vatId,
    taxCode: input.taxCode === '' ? null : compact(input.taxCode),
    sdiCode: sdi !== '' ? sdi : isItaly && pec ? sdiCodeForPec : null,
    pec,
    email: input.email === '' ? null : input.email.toLowerCase(),
    iban: input.iban === '' ? null : (electronicFormatIBAN(input.iban) ?? compact(input.iban)),
    vatRegime: owner === 'provider' ? input.vatRegime : 'standard',
    stampDutyCharged: input.stampDutyCharged,
  };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const personalTaxCode =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
const oddValues = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

/** The check letter of a 16-character Italian tax code (DM 23/12/1976). */
function taxCodeCheckLetter(code: string): string {
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const char = code.charAt(index);
    const value = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
    sum += index % 2 === 0 ? (oddValues[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

const vatCountryCodes = new Set(vatCountries.flatMap((country) => country.codes));

/** An Italian tax code: 16 characters of a person (with its check letter) or 11 digits. */
export function isValidTaxCode(code: string): boolean {
  if (/^\d{11}$/.test(code)) return checkVAT(`IT${code}`, vatCountries).isValid;
  return personalTaxCode.test(code) && taxCodeCheckLetter(code) === code.charAt(15);
}

/** A VAT id with its country prefix: checked by jsvat where it knows the country. */
export function isValidVatId(vatId: string): boolean {
  const prefix = vatId.slice(0, 2);
  if (vatCountryCodes.has(prefix)) return checkVAT(vatId, vatCountries).isValid;
  return /^[A-Z]{2}[0-9A-Z]{2,18}$/.test(vatId);
}

/** Regimes that rest on Italian law, and the one only a provider abroad may use. */
const italianRegimes: readonly VatRegime[] = ['exempt_training', 'flat_rate'];

/**
 * Each field's first problem, as a `billing.problems.*` key; empty when the details may be saved.
 * Everyone: legal name, street, postal code, city and a known country; in Italy a 5-digit postal
 * code and a 2-letter province, and a tax code or VAT id. Companies: a VAT id; Italian ones an SDI
 * code or a PEC. Providers: a VAT id, an IBAN and a regime that fits their country.
 */
export function billingDetailsProblems(
  details: BillingDetails,
  owner: BillingOwner,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const isItaly = details.country === 'IT';
  const needs = (field: keyof BillingDetails, key = 'billing.problems.required') => {
    const value = details[field];
    if (value === null || value === '') problems[field] ??= key;
  };
  needs('legalName');
  needs('street');
  needs('postalCode');
  needs('city');
  needs('country');
  if (details.country !== '' && !countryCodes.includes(details.country)) {
    problems.country = 'billing.problems.country';
  }
  if (isItaly) {
    if (details.postalCode !== '' && !/^\d{5}$/.test(details.postalCode)) {
      problems.postalCode = 'billing.problems.postalCodeItaly';
    }
    needs('province');
    if (details.province !== null && !/^[A-Z]{2}$/.test(details.province)) {
      problems.province = 'billing.problems.province';
    }
  } else if (details.postalCode !== '' && !/^[0-9A-Z][0-9A-Z -]{1,10}$/.test(details.postalCode)) {
    problems.postalCode = 'billing.problems.postalCode';
  }
  if (details.vatId !== null && !isValidVatId(details.vatId)) {
    problems.vatId = 'billing.problems.vatId';
  }
  if (details.taxCode !== null && !isValidTaxCode(details.taxCode)) {
    problems.taxCode = 'billing.problems.taxCode';
  }
  if (isItaly && details.vatId === null) needs('taxCode', 'billing.problems.taxCodeRequired');
  if (details.sdiCode !== null && !/^[0-9A-Z]{7}$/.test(details.sdiCode)) {
    problems.sdiCode = 'billing.problems.sdiCode';
  }
  if (details.pec !== null && !emailPattern.test(details.pec)) {
    problems.pec = 'billing.problems.pec';
  }
  if (details.email !== null && !emailPattern.test(details.email)) {
    problems.email = 'billing.problems.email';
  }
  if (details.iban !== null && !isValidIBAN(details.iban)) {
    problems.iban = 'billing.problems.iban';
  }
  if (owner !== 'buyer') needs('vatId', 'billing.problems.vatIdRequired');
  if (owner === 'company' && isItaly && details.sdiCode === null && details.pec === null) {
    problems.sdiCode ??= 'billing.problems.sdiOrPec';
  }
  if (owner === 'provider') {
    needs('iban', 'billing.problems.ibanRequired');
    if (details.vatRegime === 'reverse_charge' && isItaly) {
      problems.vatRegime = 'billing.problems.reverseChargeAbroad';
    }
    if (italianRegimes.includes(details.vatRegime) && !isItaly) {
      problems.vatRegime = 'billing.problems.regimeItaly';
    }
  }
  return problems;
}

/** Whether stored details are complete for their owner today (rules may have grown since). */
export const isBillingComplete = (details: BillingDetails | null, owner: BillingOwner) =>
  details !== null && Object.keys(billingDetailsProblems(details, owner)).length === 0;

/**
 * The company plans (docs/product.md, "Billing details and Billing"): what each includes, as
 * data; the web names them under `billing.plans.{plan}` and `billing.features.{feature}`. A new
 * company starts on `trial`, which includes what `business` does until the subscription's end.
 */
export const planFeatures = [
  'trainers',
  'feeApproval',
  'schedule',
  'assessments',
  'purchaseOrders',
  'spending',
  'userRoles',
  'locations',
] as const;
export type PlanFeature = (typeof planFeatures)[number];

export const subscriptionPlans = {
  trial: { features: planFeatures },
  standard: {
    features: ['trainers', 'feeApproval', 'schedule', 'assessments', 'purchaseOrders', 'userRoles'],
  },
  business: { features: planFeatures },
} as const satisfies Record<string, { features: readonly PlanFeature[] }>;
export type SubscriptionPlan = keyof typeof subscriptionPlans;

export const isKnownPlan = (plan: string): plan is SubscriptionPlan =>
  Object.hasOwn(subscriptionPlans, plan);
