import { subscriber, type Subscriber } from '../../shared/domain-events.ts';
import { UNREAD_EMAIL_JOB, unreadEmailKey, type UnreadEmailJob } from './unread-email.service.ts';

export const messagesSubscribers: Subscriber[] = [
  /**
   * A message still unread after the delay (10 minutes by default) is e-mailed: one job per
   * conversation and recipient waits at a time; it decides when it runs.
   */
  subscriber('message.sent', 'messages.schedule-unread-email', async (message, ctx) => {
    const data: UnreadEmailJob = {
      conversationId: message.conversationId,
      recipientId: message.recipientId,
    };
    await ctx.jobs.send(UNREAD_EMAIL_JOB, data, {
      startAfterSeconds: ctx.config.messageEmailDelaySeconds,
      singletonKey: unreadEmailKey(data),
    });
  }),
];
