import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { getFeedUrl, getSchedule, rotateFeed } from './company-schedule.service.ts';

export const companyScheduleActions = [
  defineServerAction(actions.trainingschedule, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await getSchedule(
        ctx.db,
        ctx.requireUser().id,
        ctx.requireMembership().companyId,
        input,
      )),
    }),
  }),

  defineServerAction(actions.calendarfeed, {
    handler: async (_input, ctx) => ({
      status: true as const,
      url: await getFeedUrl(
        ctx.db,
        ctx.config,
        ctx.requireUser().id,
        ctx.requireMembership().companyId,
      ),
    }),
  }),

  defineServerAction(actions.rotatecalendarfeed, {
    handler: async (_input, ctx) => ({
      status: true as const,
      url: await rotateFeed(
        ctx.db,
        ctx.config,
        ctx.requireUser().id,
        ctx.requireMembership().companyId,
      ),
    }),
  }),
];
