import { isLanguage } from '@app/contracts/locales';
import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  changeLanguage,
  countUnreadForBadges,
  listNotifications,
  readNotifications,
} from './notifications.service.ts';

export const notificationsActions = [
  defineServerAction(actions.countAllNotification, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await countUnreadForBadges(ctx.db, ctx.requireUser().id)),
    }),
  }),

  defineServerAction(actions.getNotification, {
    async handler(input, ctx) {
      const user = ctx.requireUser();
      const language =
        input.lang ?? (isLanguage(user.language) ? user.language : ctx.config.defaultLanguage);
      return {
        status: true as const,
        list: await listNotifications(ctx.db, user.id, {
          lastId: input.lastid,
          filter: input.filter,
          language,
          timeZone: input.tz,
        }),
      };
    },
  }),

  defineServerAction(actions.readnotification, {
    handler: async (input, ctx) => ({
      status: true as const,
      notif: await readNotifications(ctx.db, ctx.live, ctx.requireUser().id, input.id),
    }),
  }),

  defineServerAction(actions.changelanguage, {
    async handler(input, ctx) {
      await changeLanguage(ctx.db, ctx.requireUser().id, input.lang);
      return { status: true as const, msg: 'Language changed' };
    },
  }),
];
