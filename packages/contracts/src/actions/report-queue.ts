import { z } from 'zod';
import { defineAction, success } from '../action.ts';
import { platformStaff } from '../access.ts';
import { message } from '../catalogue.ts';
import { formBoolean, formInteger } from '../form.ts';
import { reportKinds } from '../site-pages.ts';
import { reportMachine, reportStates } from '../states.ts';
import { reportableKinds, reportReasons } from './site.ts';

/**
 * The operators' queue of reports (docs/product.md, "The operator console"): every report of the
 * site's forms and of reportcontent, worked by the platform's staff (operators and support, signed
 * in with their second factor). Repeated reports of one thing are one row of the queue and move
 * together; each report keeps its notes and the replies sent to its reporter.
 */

/** Which reports the queue shows: the open ones (new or in review, the default), one state, all. */
export const reportQueueFilters = ['open', ...reportStates, 'all'] as const;
export type ReportQueueFilter = (typeof reportQueueFilters)[number];

export const reportTransitions = Object.keys(reportMachine.transitions) as Array<
  keyof typeof reportMachine.transitions
>;

const person = z.object({ userId: z.number().int(), username: z.string() });

const queueRow = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(reportKinds),
  targetKind: z.enum(reportableKinds).nullable(),
  targetId: z.number().int().nullable(),
  reason: z.enum(reportReasons).nullable(),
  subject: z.string(),
  name: z.string(),
  state: z.enum(reportStates),
  assignee: person.nullable(),
  /** Reports of the same thing in this view (1 for a lone report). */
  count: z.number().int(),
  createdAt: z.string(),
});

export const adminReports = defineAction({
  name: 'adminReports',
  endpoint: 'main',
  access: platformStaff,
  summary:
    'The queue of reports, oldest first: the open ones by default, or those of one state, or all; repeated reports of one thing are one row with their count. `mine` keeps those assigned to the caller.',
  request: z.object({
    state: z.enum(reportQueueFilters).default('open'),
    mine: formBoolean.optional(),
  }),
  response: success({
    list: z.array(queueRow),
    /** Open reports in the whole queue, for the side menu's count. */
    openCount: z.number().int(),
  }),
});

const entry = z.object({
  id: z.number().int(),
  kind: z.enum(['note', 'reply']),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});

const reportedMessage = z.object({
  id: z.number().int(),
  sender: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** The message that was reported (the others are its neighbours, for context). */
  isReported: z.boolean(),
});

export const adminReport = defineAction({
  name: 'adminReport',
  endpoint: 'main',
  access: platformStaff,
  summary:
    'One report: what the reporter wrote, the other reports of the same thing, its notes and replies, the thing reported with a link and its owner, and, for a message, that message with its two neighbours on each side (never the whole conversation).',
  request: z.object({ id: formInteger }),
  response: success({
    report: queueRow.extend({
      email: z.string(),
      message: z.string(),
      link: z.string().nullable(),
      language: z.string(),
      reporter: person.nullable(),
      transitions: z.array(z.enum(reportTransitions)),
    }),
    group: z.array(
      z.object({
        id: z.number().int(),
        reference: z.string(),
        name: z.string(),
        reason: z.enum(reportReasons).nullable(),
        message: z.string(),
        state: z.enum(reportStates),
        createdAt: z.string(),
      }),
    ),
    entries: z.array(entry),
    target: z
      .object({
        title: z.string(),
        link: z.string().nullable(),
        owner: person.nullable(),
        /** Hidden by moderation (a topic, event or requirement): it may be restored. */
        hidden: z.boolean(),
        /** Whether its owner's account is suspended. */
        ownerSuspended: z.boolean(),
      })
      .nullable(),
    messages: z.array(reportedMessage),
    staff: z.array(person),
  }),
});

export const adminReportTransition = defineAction({
  name: 'adminReportTransition',
  endpoint: 'main',
  access: platformStaff,
  summary:
    'Move a report and the open reports of the same thing along the queue: take (in review, assigned to the caller), resolve, dismiss, reopen. Recorded in the operators’ audit.',
  request: z.object({
    id: formInteger,
    transition: z.enum(reportTransitions, message('validation.invalid')),
  }),
  response: success({ msg: z.string() }),
});

export const adminReportAssign = defineAction({
  name: 'adminReportAssign',
  endpoint: 'main',
  access: platformStaff,
  summary:
    'Give a report (and the open reports of the same thing) to someone of the platform’s staff, or to nobody (assigneeId null).',
  request: z.object({ id: formInteger, assigneeId: formInteger.nullable() }),
  response: success({ msg: z.string() }),
});

export const reportNoteMax = 4000;

const reportText = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .max(reportNoteMax, message('validation.tooLong'));

export const adminReportNote = defineAction({
  name: 'adminReportNote',
  endpoint: 'main',
  access: platformStaff,
  summary: 'Add an internal note to a report: only the platform’s staff read it.',
  request: z.object({ id: formInteger, text: reportText }),
  response: success({ msg: z.string() }),
});

export const adminReportReply = defineAction({
  name: 'adminReportReply',
  endpoint: 'main',
  access: platformStaff,
  summary:
    'Reply to the person who sent a report: e-mailed to them in their language with the report’s reference, and kept with the report. Recorded in the operators’ audit.',
  request: z.object({ id: formInteger, text: reportText }),
  response: success({ msg: z.string() }),
});
