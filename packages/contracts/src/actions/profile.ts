import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import { limits, optionalText, websitePattern } from '../validation.ts';
import { profileImageSchema, serviceTypes } from './account.ts';
import { anyone, signedIn } from '../access.ts';

/** A list field (skills, languages): an array, or one comma-separated form value. */
const textList = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .pipe(
    z
      .array(z.string().trim().max(limits.listItemMax, { message: 'validation.tooLong' }))
      .transform((items) => [...new Set(items.filter((item) => item !== ''))])
      .pipe(z.array(z.string()).max(limits.listItemsMax, { message: 'validation.tooLong' })),
  );

export const profileFields = {
  firstName: optionalText(limits.nameMax),
  lastName: optionalText(limits.nameMax),
  headline: optionalText(limits.headlineMax),
  bio: optionalText(limits.bioMax),
  skills: textList.optional(),
  languages: textList.optional(),
  location: optionalText(120),
  website: z
    .string()
    .trim()
    .max(200, { message: 'validation.tooLong' })
    .refine((value) => value === '' || websitePattern.test(value), {
      message: 'validation.website.pattern',
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
};

const ownProfile = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  location: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  profileImage: profileImageSchema.nullable(),
  serviceType: z.enum(serviceTypes),
});

export const myprofile = defineAction({
  name: 'myprofile',
  endpoint: 'main',
  access: signedIn,
  summary: "The signed-in user's own profile, for the profile editor.",
  request: emptyRequest,
  response: success({
    profile: ownProfile.extend({
      /** The VAT rate a provider charges, in basis points (2200 = 22 %); see setvatrate. */
      vatRate: z.number().int(),
    }),
  }),
});

export const updateprofile = defineAction({
  name: 'updateprofile',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Edit the own profile; a field that is not sent is left as it is, an empty one is cleared.',
  request: z.object(profileFields),
  response: success({ msg: z.string() }),
});

export const removeprofileimage = defineAction({
  name: 'removeprofileimage',
  endpoint: 'main',
  access: signedIn,
  summary: 'Remove the own profile picture.',
  request: emptyRequest,
  response: success({ msg: z.string() }),
});

export const publicprofile = defineAction({
  name: 'publicprofile',
  endpoint: 'main',
  access: anyone,
  summary:
    'A public profile by username or numeric profile id; deactivated accounts are not found, nor is a profile the operators hid, but by its owner and the staff (`hidden` true).',
  request: z.object({ username: z.string().trim().min(1).max(64) }),
  response: success({
    profile: ownProfile
      .omit({ email: true, phone: true })
      .extend({ memberSince: z.string(), hidden: z.boolean() }),
  }),
});

export const dashboardsummary = defineAction({
  name: 'dashboardsummary',
  endpoint: 'main',
  access: signedIn,
  summary:
    "What the dashboard shows: profile completeness (0-100) with the missing fields, trial days left for company users, and the user's own figures: as one who seeks training (open requirements, quotes waiting for a decision, upcoming trainings, favourites) and, for a provider, as one who offers it (published and draft topics, upcoming events, upcoming trainings to give, this year's invoiced revenue net of credit notes in minor units, rating).",
  request: emptyRequest,
  response: success({
    profileCompleteness: z.number().int(),
    missing: z.array(
      z.enum(['name', 'headline', 'bio', 'skills', 'languages', 'location', 'profileImage']),
    ),
    trialDaysLeft: z.number().int().nullable(),
    seeking: z.object({
      openRequirements: z.number().int(),
      quotesToDecide: z.number().int(),
      /** The requirement those quotes answer, when they all answer one (its page compares them). */
      quotesRequirementUrl: z.string().nullable(),
      upcomingTrainings: z.number().int(),
      favourites: z.number().int(),
    }),
    offering: z
      .object({
        publishedTopics: z.number().int(),
        draftTopics: z.number().int(),
        upcomingEvents: z.number().int(),
        upcomingTrainings: z.number().int(),
        revenueThisYearMinor: z.number().int(),
        rating: z.number().nullable(),
        reviews: z.number().int(),
      })
      .nullable(),
  }),
});

/** The reply of POST /inc/imgupload (multipart, field `file`, optional field `target`). */
export const imageUploadResponse = success({ image: profileImageSchema });
export const imageUploadTargets = ['profile', 'company'] as const;
