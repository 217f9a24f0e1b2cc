import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import { emailPattern, optionalText } from '../validation.ts';
import { companyAdmins } from '../access.ts';

/**
 * Locations of a company group (docs/product.md, "People and roles of a company"): a group's first
 * profile and the profiles whose parent it is. Each location's data is its own; a user sees the
 * locations they belong to and switches between them with switchCompanyProfile.
 */

/** Most further admins one new location may invite at once. */
export const MAX_LOCATION_ADMINS = 10;

/** Addresses typed in one field, separated by commas, semicolons, spaces or new lines. */
export const adminEmailsSchema = z
  .string()
  .max(2600)
  .optional()
  .transform((value) =>
    [...new Set((value ?? '').split(/[\s,;]+/).map((part) => part.trim().toLowerCase()))].filter(
      Boolean,
    ),
  )
  .refine((emails) => emails.every((email) => emailPattern.test(email) && email.length <= 254), {
    message: 'validation.email.pattern',
  })
  .refine((emails) => emails.length <= MAX_LOCATION_ADMINS, { message: 'validation.tooLarge' });

export const companylocations = defineAction({
  name: 'companylocations',
  endpoint: 'second',
  access: companyAdmins,
  summary:
    "The locations of the active company's group that the caller belongs to (the group's first profile and its locations), with the caller's role in each; admins only.",
  request: emptyRequest,
  response: success({
    list: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        address: z.string().nullable(),
        vatNumber: z.string().nullable(),
        country: z.string().nullable(),
        isGroupRoot: z.boolean(),
        userRole: z.number().int(),
        active: z.boolean(),
      }),
    ),
  }),
});

export const addcompanylocation = defineAction({
  name: 'addcompanylocation',
  endpoint: 'second',
  access: companyAdmins,
  summary:
    "Add a location to the active company's group: its own name, address, VAT number and country; the caller becomes its admin, and each address of `admins` is invited as a further admin.",
  request: z.object({
    name: z.string().trim().min(2, { message: 'validation.required' }).max(120),
    address: optionalText(200),
    vatNumber: optionalText(40),
    country: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{2})?$/, { message: 'validation.invalid' })
      .transform((value) => (value === '' ? null : value.toUpperCase()))
      .nullable()
      .optional(),
    admins: adminEmailsSchema,
  }),
  response: success({ msg: z.string(), id: z.number().int(), invited: z.number().int() }),
});
