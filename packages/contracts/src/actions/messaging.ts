import { z } from 'zod';
import { signedIn } from '../access.ts';
import { defineAction, emptyRequest, success } from '../action.ts';
import { formBoolean, formInteger } from '../form.ts';
import { languages } from '../locales.ts';
import { timeZoneSchema } from './event.ts';
import { messageSubjectKinds } from '../messaging-rules.ts';

/** A message is text only, 1 to 5000 characters after trimming; it is shown as text, never as HTML. */
export const messageMaxLength = 5000;
/** Messages per page of a thread, conversations per page of the inbox, notifications per page. */
export const messagePageSize = 30;
export const conversationPageSize = 20;
export {
  messageSubjectKinds,
  notificationPageSize,
  type MessageSubjectKind,
} from '../messaging-rules.ts';

const positiveId = formInteger.pipe(z.number().int().positive());
const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  formInteger.pipe(z.number().int().min(0)).optional(),
);

export const messageText = z
  .string()
  .transform((value) => value.replace(/\r\n/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, { message: 'validation.required' })
      .max(messageMaxLength, { message: 'validation.tooLong' }),
  );

export const sendmessage = defineAction({
  name: 'sendmessage',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Send a text message to another user (toUser, a user id), optionally about a topic, event or requirement of one of the two, or a quote between them (its provider and its requirement’s owner); a conversation is between two users.',
  request: z.object({
    toUser: positiveId,
    message: messageText,
    subjectType: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(messageSubjectKinds).optional(),
    ),
    subjectId: optionalId,
  }),
  response: success({ id: z.number().int(), date: z.string() }),
});

export const messageItem = z.object({
  id: z.number().int(),
  fromUser: z.number().int(),
  toUser: z.number().int(),
  message: z.string(),
  date: z.string(),
  /** `unread` for a message the reader has not read yet, otherwise `read`. */
  type: z.enum(['unread', 'read']),
  profileImage: z.string().nullable(),
});
export type MessageItem = z.infer<typeof messageItem>;

/**
 * A message as the live stream (`GET /inc/stream`, event `message`, id = the message id) sends it
 * to either participant: `type` as that reader sees it, and `partner`, the other person of the
 * conversation (the sender for the recipient, the recipient for the sender's other tabs).
 */
export const streamMessage = messageItem.extend({ partner: z.number().int() });
export type StreamMessage = z.infer<typeof streamMessage>;

/** The unread counts the live stream sends (event `count`) whenever they change. */
export const streamCounts = z.object({ message: z.number().int(), notif: z.number().int() });
export type StreamCounts = z.infer<typeof streamCounts>;

export const messageSubject = z.object({
  kind: z.enum(messageSubjectKinds),
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export type MessageSubject = z.infer<typeof messageSubject>;

/** The other side of a conversation as the reader sees them. */
export const correspondent = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  profileImage: z.string().nullable(),
  /** A deactivated account: its thread stays readable, nobody can write to it. */
  deactivated: z.boolean(),
  /** The reader blocked them: no messages from them arrive. */
  blockedByMe: z.boolean(),
  /** They blocked the reader: the reader cannot write to them. */
  blockedMe: z.boolean(),
});
export type Correspondent = z.infer<typeof correspondent>;

export const allmessage = defineAction({
  name: 'allmessage',
  endpoint: 'main',
  access: signedIn,
  summary:
    'The conversation with one user (firstmsg, their id), newest first, 30 at a time: lastmsg 0 for the newest, otherwise the messages older (neworold=old) or newer (neworold=new) than that id. Reading the newest page marks the conversation read.',
  request: z.object({
    firstmsg: positiveId,
    lastmsg: optionalId,
    neworold: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['new', 'old']).default('old'),
    ),
    type: z.string().max(20).optional(),
  }),
  response: success({
    list: z.array(messageItem),
    with: correspondent,
    subject: messageSubject.nullable(),
    /** More older messages exist than this page holds. */
    more: z.boolean(),
  }),
});

export const conversationItem = z.object({
  user: correspondent,
  lastMessage: z.string(),
  /** The last message was written by the reader. */
  lastFromMe: z.boolean(),
  date: z.string(),
  unread: z.number().int(),
  subject: messageSubject.nullable(),
});
export type ConversationItem = z.infer<typeof conversationItem>;

export const conversations = defineAction({
  name: 'conversations',
  endpoint: 'main',
  access: signedIn,
  summary:
    'The inbox: conversations with the latest first, 20 at a time (before: the date of the last one seen), optionally only those whose other person matches search.',
  request: z.object({
    search: z.string().trim().max(100).optional(),
    before: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().datetime({ offset: true }).optional(),
    ),
  }),
  response: success({ list: z.array(conversationItem), more: z.boolean() }),
});

export const blockuser = defineAction({
  name: 'blockuser',
  endpoint: 'main',
  access: signedIn,
  summary: 'Block (block=true) or unblock another user: a blocked user can no longer message you.',
  request: z.object({ userId: positiveId, block: formBoolean }),
  response: success({ msg: z.string(), blocked: z.boolean() }),
});

export const countAllNotification = defineAction({
  name: 'countAllNotification',
  endpoint: 'main',
  access: signedIn,
  summary: 'Unread messages (message) and unread notifications (notif) of the signed-in user.',
  request: emptyRequest,
  response: success({ message: z.number().int(), notif: z.number().int() }),
});

export const notificationItem = z.object({
  id: z.number().int(),
  message: z.string(),
  date: z.string(),
  link: z.string(),
  status: z.enum(['unread', 'read']),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const getNotification = defineAction({
  name: 'getNotification',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Notifications newest first, 10 at a time (type=notifilist; lastid: the last id seen, absent or 0 for the newest), optionally only unread or read ones, written in lang (default: the account language) with their moments in the time zone tz (an IANA name; default: Europe/Rome).',
  request: z.object({
    type: z.literal('notifilist'),
    lastid: optionalId,
    filter: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['all', 'unread', 'read']).default('all'),
    ),
    lang: z.preprocess((value) => (value === '' ? undefined : value), z.enum(languages).optional()),
    tz: z.preprocess((value) => (value === '' ? undefined : value), timeZoneSchema.optional()),
  }),
  response: success({ list: z.array(notificationItem) }),
});

export const readnotification = defineAction({
  name: 'readnotification',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Mark one notification (id) or, without an id, all of them read; answers the unread count.',
  request: z.object({ id: optionalId }),
  response: success({ notif: z.number().int() }),
});

export const changelanguage = defineAction({
  name: 'changelanguage',
  endpoint: 'main',
  access: signedIn,
  summary:
    "The signed-in user's language: notifications and e-mails are written in it from then on.",
  request: z.object({ lang: z.enum(languages) }),
  response: success({ msg: z.string() }),
});
