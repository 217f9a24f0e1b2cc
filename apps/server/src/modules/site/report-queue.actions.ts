import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  addReportNote,
  assignReport,
  moveReport,
  replyToReporter,
  reportDetail,
  reportQueue,
} from './report-queue.service.ts';

/** The console's queue of reports: read, moved along, assigned, noted and answered. */
export const reportQueueActions = [
  defineServerAction(actions.adminReports, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await reportQueue(ctx.db, {
        filter: input.state,
        assigneeId: input.mine ? ctx.requireUser().id : undefined,
      })),
    }),
  }),

  defineServerAction(actions.adminReport, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await reportDetail(ctx.db, input.id, ctx.requireUser().id)),
    }),
  }),

  defineServerAction(actions.adminReportTransition, {
    async handler(input, ctx) {
      await moveReport(ctx.db, ctx.audit, {
        id: input.id,
        transition: input.transition,
        actorId: ctx.requireUser().id,
      });
      return { status: true as const, msg: 'Report updated' };
    },
  }),

  defineServerAction(actions.adminReportAssign, {
    async handler(input, ctx) {
      await assignReport(ctx.db, ctx.audit, {
        id: input.id,
        assigneeId: input.assigneeId,
        callerId: ctx.requireUser().id,
      });
      return { status: true as const, msg: 'Report assigned' };
    },
  }),

  defineServerAction(actions.adminReportNote, {
    async handler(input, ctx) {
      await addReportNote(ctx.db, {
        id: input.id,
        text: input.text,
        authorId: ctx.requireUser().id,
      });
      return { status: true as const, msg: 'Note added' };
    },
  }),

  defineServerAction(actions.adminReportReply, {
    async handler(input, ctx) {
      await replyToReporter(ctx, {
        id: input.id,
        text: input.text,
        authorId: ctx.requireUser().id,
      });
      return { status: true as const, msg: 'Reply sent' };
    },
  }),
];
