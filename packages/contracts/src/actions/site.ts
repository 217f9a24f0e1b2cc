import { z } from 'zod';
import { defineAction, success } from '../action.ts';
import { anyone, signedIn } from '../access.ts';
import { formInteger } from '../form.ts';
import { languages } from '../locales.ts';
import { emailSchema, optionalText, optionalWebAddress, singleLineText } from '../validation.ts';
import { reportKinds, reportReasons, sitePageSlugs, siteReportLimits } from '../site-pages.ts';

/**
 * The site pages of the footer (terms, privacy, FAQ, support...) and the blog: Markdown files in
 * the repository's content/ folder, one per language, drawn as HTML by the server. Pages that ask
 * the reader to act carry a form whose reports are stored and e-mailed to the operators.
 */

const language = z.enum(languages);

export const sitepage = defineAction({
  name: 'sitepage',
  endpoint: 'main',
  access: anyone,
  summary:
    'One site page in a language: its title, description, date of last change, HTML body, and the kind of report its form sends (null: no form).',
  request: z.object({ page: z.enum(sitePageSlugs), language }),
  response: success({
    title: z.string(),
    description: z.string(),
    updated: z.string(),
    html: z.string(),
    form: z.enum(reportKinds).nullable(),
  }),
});

const blogSummary = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  author: z.string(),
});

export const blogposts = defineAction({
  name: 'blogposts',
  endpoint: 'main',
  access: anyone,
  summary: 'The blog articles in a language, newest first.',
  request: z.object({ language }),
  response: success({ list: z.array(blogSummary) }),
});

export const blogpost = defineAction({
  name: 'blogpost',
  endpoint: 'main',
  access: anyone,
  summary: 'One blog article in a language (listing_not_found for an unknown slug).',
  request: z.object({ slug: z.string().trim().min(1).max(120), language }),
  response: success({ ...blogSummary.shape, html: z.string() }),
});

const text = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' });

export const sitereport = defineAction({
  name: 'sitereport',
  endpoint: 'main',
  access: anyone,
  summary:
    "A message from a site page's form (contact, support, abuse, IPR, GDPR): stored and e-mailed to the operators; the answer is its reference. From the fourth report of one address in an hour a solved captcha (`recaptcha`) is required (captcha_required).",
  request: z.object({
    kind: z.enum(reportKinds),
    // Name and subject go into the operators' e-mail (its Subject and Reply-To): one line each.
    name: singleLineText(siteReportLimits.nameMax),
    email: emailSchema,
    subject: singleLineText(siteReportLimits.subjectMax),
    message: text(siteReportLimits.messageMax),
    /** The address of the page concerned (abuse and IPR reports): http(s) only, empty for none. */
    link: optionalWebAddress(siteReportLimits.linkMax),
    recaptcha: z.string().max(4096).optional(),
    /** The language the sender wrote from (the operators answer in it). */
    language,
  }),
  response: success({ reference: z.string() }),
  failureExtra: z.object({ recaptcha: z.boolean().optional() }),
});

/** What a signed-in person may report from its page, and why (docs/product.md, "Reports"). */
export const reportableKinds = [
  'topic',
  'event',
  'requirement',
  'review',
  'profile',
  'message',
] as const;
export type ReportableKind = (typeof reportableKinds)[number];
export { reportReasons, type ReportReason } from '../site-pages.ts';

export const reportcontent = defineAction({
  name: 'reportcontent',
  endpoint: 'main',
  access: signedIn,
  summary:
    "Report a topic, event, requirement, review, public profile or message the caller can see, with a reason and, if they like, a few words: stored in the operators' queue of reports (an IPR reason as an IPR complaint, the others as abuse) and e-mailed to them; the answer is its reference. A record the caller cannot see answers not_found.",
  request: z.object({
    kind: z.enum(reportableKinds),
    id: formInteger,
    reason: z.enum(reportReasons, { message: 'validation.invalid' }),
    text: optionalText(siteReportLimits.messageMax),
  }),
  response: success({ reference: z.string() }),
});
