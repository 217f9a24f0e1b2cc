import { subscriber, type Subscriber } from '../../shared/domain-events.ts';
import { storeNotification } from './store-notification.ts';
import {
  findPublishedEventWithTopic,
  isActiveUser,
  selectUsersFavouring,
} from './notifications.repository.ts';

/**
 * The notifications the product stores when something happens elsewhere. Each handler re-reads
 * the state it acts on and stores through dedupe keys, so a retried or repeated job stores once.
 */
export const notificationsSubscribers: Subscriber[] = [
  subscriber('account.created', 'notifications.welcome', async ({ userId }, ctx) => {
    await ctx.db.transaction(async (tx) => {
      if (!(await isActiveUser(tx, userId))) return;
      await storeNotification(tx, ctx.live, {
        userId,
        kind: 'welcome',
        params: { product: ctx.config.productName },
        link: '/profile',
        dedupeKey: `welcome:${userId}`,
      });
    });
  }),

  subscriber('event.published', 'notifications.favourite-event', async ({ eventId }, ctx) => {
    await ctx.db.transaction(async (tx) => {
      // Unpublished again or deleted before the job ran, or not about a topic: nobody to tell.
      const event = await findPublishedEventWithTopic(tx, eventId);
      if (!event) return;
      for (const userId of await selectUsersFavouring(tx, event.topicId, event.ownerId)) {
        await storeNotification(tx, ctx.live, {
          userId,
          kind: 'favourite_event',
          params: { topic: event.topicTitle, event: event.title },
          link: `/event/Q/${event.url}`,
          dedupeKey: `favourite_event:${event.id}:${userId}`,
        });
      }
    });
  }),
];
