import { z } from 'zod';
import { anyone, companyAdmins, companyStaff } from '../access.ts';
import { defineAction, success } from '../action.ts';
import { formInteger, isoDateSchema, jsonList } from '../catalogue.ts';
import { optionalText } from '../validation.ts';

/**
 * Training assessment (docs/product.md, "Training assessment"): the company's questionnaire, the
 * answers of attendees (by an e-mailed link, no account) and of its staff after each training,
 * and completion per person with certificate expiry.
 */

export const assessmentLimits = {
  questionsMax: 10,
  questionMax: 200,
  textAnswerMax: 1000,
  commentMax: 2000,
  /** Days an attendee's link works after the training. */
  linkDays: 30,
  /** Days before a certificate's expiry the company's admins are reminded. */
  reminderDays: 30,
} as const;

export const assessmentQuestionKinds = ['rating', 'text'] as const;

export const assessmentQuestionSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/i, { message: 'validation.invalid' }),
  text: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(assessmentLimits.questionMax, { message: 'validation.tooLong' }),
  kind: z.enum(assessmentQuestionKinds),
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

/** A rating in half stars: 2 (one star) to 10 (five stars). */
export const ratingHalvesSchema = formInteger(2, 10);

/** Answers by question id: a rating in halves, or a text; a JSON object in a form. */
export const assessmentAnswersSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value ?? {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.record(
    z.string().max(40),
    z.union([
      z.number().int().min(2).max(10),
      z.string().trim().max(assessmentLimits.textAnswerMax),
    ]),
    { message: 'validation.invalid' },
  ),
);

const answerFields = {
  ratingHalves: ratingHalvesSchema,
  answers: assessmentAnswersSchema,
  comment: optionalText(assessmentLimits.commentMax),
};

const id = formInteger(1, 2_147_483_647);

export const assessmentquestions = defineAction({
  name: 'assessmentquestions',
  endpoint: 'main',
  access: companyStaff,
  summary:
    "The active company's assessment questionnaire (up to 10 questions, rating or text); canEdit for its admin.",
  request: z.object({}),
  response: success({ questions: z.array(assessmentQuestionSchema), canEdit: z.boolean() }),
});

export const updateassessmentquestions = defineAction({
  name: 'updateassessmentquestions',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'Replace the active company’s questionnaire (up to 10 questions; ids unique). Assessments already sent keep the questions they were asked.',
  request: z.object({
    questions: jsonList(assessmentQuestionSchema)
      .refine((list) => list.length <= assessmentLimits.questionsMax, {
        message: 'validation.tooLarge',
      })
      .refine((list) => new Set(list.map((question) => question.id)).size === list.length, {
        message: 'validation.invalid',
      }),
  }),
  response: success({ questions: z.array(assessmentQuestionSchema) }),
});

const figures = z.object({
  /** Average overall rating in halves (2..10) of the answers, null without answers. */
  averageHalves: z.number().nullable(),
  answers: z.number().int(),
  invited: z.number().int(),
});

const questionFigure = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(assessmentQuestionKinds),
  averageHalves: z.number().nullable(),
  texts: z.array(z.string()),
});

export const assessmentresults = defineAction({
  name: 'assessmentresults',
  endpoint: 'main',
  access: companyStaff,
  summary:
    "The active company's assessment results: per training (average, answers, response rate, per question, comments), per trainer and per topic; the caller's own assessments to answer; and completion per person (attendance, certificate date and expiry).",
  request: z.object({}),
  response: success({
    trainings: z.array(
      figures.extend({
        bookingId: z.number().int(),
        title: z.string(),
        trainer: z.string(),
        endedAt: z.string(),
        questions: z.array(questionFigure),
        comments: z.array(z.string()),
      }),
    ),
    trainers: z.array(figures.extend({ name: z.string(), trainings: z.number().int() })),
    topics: z.array(figures.extend({ title: z.string(), trainings: z.number().int() })),
    toAnswer: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        trainer: z.string(),
        endedAt: z.string(),
        questions: z.array(assessmentQuestionSchema),
      }),
    ),
    completion: z.array(
      z.object({
        participantId: z.number().int(),
        name: z.string(),
        department: z.string().nullable(),
        title: z.string(),
        attendance: z.enum(['attended', 'no_show']).nullable(),
        certificateDate: z.string().nullable(),
        certificateExpiresOn: z.string().nullable(),
      }),
    ),
  }),
});

export const answermanagerassessment = defineAction({
  name: 'answermanagerassessment',
  endpoint: 'main',
  access: companyStaff,
  summary:
    "Company staff answer their own assessment of one of the company's trainings (id from assessmentresults' toAnswer), once.",
  request: z.object({ id, ...answerFields }),
  response: success({ msg: z.string() }),
});

export const setcertificateexpiry = defineAction({
  name: 'setcertificateexpiry',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'The admin sets (or clears, with an empty date) when the certificate of one person of a company training expires; the admins are reminded 30 days before.',
  request: z.object({
    participantId: id,
    expiresOn: z.union([isoDateSchema, z.literal('').transform(() => null)]).nullable(),
  }),
  response: success({ msg: z.string() }),
});

const publicToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'validation.invalid' });

export const publicassessment = defineAction({
  name: 'publicassessment',
  endpoint: 'main',
  access: anyone,
  summary:
    'The assessment an attendee’s e-mailed link names (no account): the training, its trainer, the company and the questions; state says whether it is open, answered or expired.',
  request: z.object({ token: publicToken }),
  response: success({
    state: z.enum(['open', 'answered', 'expired']),
    title: z.string(),
    trainer: z.string(),
    company: z.string(),
    name: z.string(),
    questions: z.array(assessmentQuestionSchema),
  }),
});

export const answerassessment = defineAction({
  name: 'answerassessment',
  endpoint: 'main',
  access: anyone,
  summary:
    'An attendee answers the assessment of their e-mailed link: overall rating in halves, answers to the questions, a comment; once, within 30 days of the training.',
  request: z.object({ token: publicToken, ...answerFields }),
  response: success({ msg: z.string() }),
});
