import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import { formInteger } from '../form.ts';
import { message } from '../catalogue.ts';
import {
  companyAccountKinds,
  companyNameSchema,
  countrySchema,
  optionalVatIdField,
} from '../companies.ts';
import {
  emailSchema,
  optionalText,
  passwordSchema,
  usernameSchema,
  websitePattern,
} from '../validation.ts';
import { companyJoinFields, profileImageSchema } from './account.ts';
import { anyone, companyAdmins, memberOf, signedIn } from '../access.ts';

export const companyKinds = ['company', 'sme'] as const;

const companySummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(companyKinds),
  logo: profileImageSchema.nullable(),
  country: z.string().nullable(),
});

export const loginCompanyDetails = defineAction({
  name: 'loginCompanyDetails',
  endpoint: 'main',
  access: signedIn,
  summary:
    'The company profile the signed-in user works in (the active one for a multi-location admin), with userRole (1 Admin, else Manager) and the subscription; company null for users of no company.',
  request: emptyRequest,
  response: success({
    company: companySummary
      .extend({
        userRole: z.number().int(),
        industry: z.string().nullable(),
        website: z.string().nullable(),
        description: z.string().nullable(),
        vatNumber: z.string().nullable(),
        address: z.string().nullable(),
      })
      .nullable(),
    subscription: z
      .object({ plan: z.string(), end_date: z.string(), trialDaysLeft: z.number().int() })
      .nullable(),
  }),
});

export const smeGetMultilocation = defineAction({
  name: 'smeGetMultilocation',
  endpoint: 'second',
  access: signedIn,
  summary:
    'The company profiles the user administers (a multi-location super admin has several); empty for others.',
  request: emptyRequest,
  response: success({
    list: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        country: z.string().nullable(),
        active: z.boolean(),
      }),
    ),
  }),
});

export const switchCompanyProfile = defineAction({
  name: 'switchCompanyProfile',
  endpoint: 'main',
  access: memberOf('companyId'),
  summary: "Make another of the user's company profiles the active one.",
  request: z.object({ companyId: formInteger }),
  response: success({ msg: z.string() }),
});

export const companyInvite = defineAction({
  name: 'companyInvite',
  endpoint: 'main',
  access: anyone,
  summary:
    'The company behind an invitation link (/company/{slug} or /comp/{slug}), so the join dialog can name it.',
  request: z.object({ company: z.string().trim().min(1).max(80) }),
  response: success({ company: companySummary }),
});

export const joinCompany = defineAction({
  name: 'joinCompany',
  endpoint: 'main',
  access: signedIn,
  summary:
    'A signed-in training provider joins a company whose link invited them; only approved e-mail addresses may.',
  request: z.object({ companyId: formInteger }),
  response: success({ msg: z.string() }),
});

export const joinSMECompany = defineAction({
  name: 'joinSMECompany',
  endpoint: 'second',
  access: anyone,
  summary:
    'Join an SME: a signed-in provider sends companyId only; a new user also sends the registration fields and is created and joined in one step.',
  request: z.object({
    companyId: formInteger,
    susername: usernameSchema.optional(),
    semail: emailSchema.optional(),
    spassword: passwordSchema.optional(),
    phone: companyJoinFields.phone,
    sindustry: companyJoinFields.sindustry,
  }),
  response: success({ msg: z.string() }),
});

export const updateCompanyDetails = defineAction({
  name: 'updateCompanyDetails',
  endpoint: 'main',
  access: companyAdmins,
  summary: 'Edit the active company profile; company and SME admins only (userRole 1).',
  request: z.object({
    name: z.string().trim().min(2, { message: 'validation.required' }).max(120),
    country: optionalText(2),
    industry: optionalText(80),
    // Shown as a link: only http(s) addresses, like the profile's website.
    website: optionalText(200).refine(
      (value) => value === null || value === undefined || websitePattern.test(value),
      { message: 'validation.website.pattern' },
    ),
    description: optionalText(4000),
    vatNumber: optionalText(40),
    address: optionalText(200),
  }),
  response: success({ msg: z.string() }),
});

export const createcompany = defineAction({
  name: 'createcompany',
  endpoint: 'main',
  access: signedIn,
  summary:
    'A signed-in account creates a company (or an SME) and becomes its admin: the company, its first location and the free trial, in one transaction; it becomes the active company. A VAT id already held by another company answers `company_exists` with that company’s name, so the person can ask its admins to add them.',
  request: z.object({
    name: companyNameSchema,
    country: countrySchema,
    kind: z.enum(companyAccountKinds, message('validation.invalid')),
    vatId: optionalVatIdField,
  }),
  response: success({ msg: z.string(), companyId: z.number().int() }),
  failureExtra: z.object({
    /** With company_exists: the company that holds the VAT id. */
    company: z.object({ id: z.number().int(), name: z.string() }).optional(),
  }),
});
