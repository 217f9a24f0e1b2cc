import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  createTopic,
  deleteTopic,
  getTopicDetail,
  listManagedTopics,
  publishTopic,
  moveTopicImage,
  removeTopicImage,
  updateTopic,
} from './topics.service.ts';

const MINUTE = 60 * 1000;

export const topicActions = [
  defineServerAction(actions.addtopic, {
    handler: async (input, ctx) => ({
      status: true as const,
      topic: await createTopic(ctx.db, ctx.requireUser().id, input),
    }),
  }),

  defineServerAction(actions.updatetopic, {
    handler: async (input, ctx) => ({
      status: true as const,
      topic: await updateTopic(ctx.db, ctx.requireUser().id, input),
    }),
  }),

  defineServerAction(actions.publishtopic, {
    handler: async (input, ctx) => ({
      status: true as const,
      topic: await publishTopic(ctx.db, ctx.requireUser(), input.id, input.publish),
    }),
  }),

  defineServerAction(actions.deletetopic, {
    async handler(input, ctx) {
      await deleteTopic(ctx.db, ctx.storage, ctx.requireUser().id, input.id);
      return { status: true as const, msg: 'Topic deleted' };
    },
  }),

  defineServerAction(actions.mytopics, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listManagedTopics(ctx.db, ctx.requireUser().id, input)),
    }),
  }),

  defineServerAction(actions.topicdetail, {
    // Public: bounded so the catalogue cannot be walked through quickly by id.
    rateLimit: [{ max: 300, windowMs: MINUTE }],
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await getTopicDetail(
        ctx.db,
        ctx.user?.id ?? null,
        input,
        Boolean(ctx.user?.platformRole),
      )),
    }),
  }),

  defineServerAction(actions.movetopicimage, {
    handler: async (input, ctx) => ({
      status: true as const,
      images: await moveTopicImage(ctx.db, ctx.requireUser().id, input.id, input.index, input.to),
    }),
  }),

  defineServerAction(actions.removetopicimage, {
    handler: async (input, ctx) => ({
      status: true as const,
      images: await removeTopicImage(
        ctx.db,
        ctx.storage,
        ctx.requireUser().id,
        input.id,
        input.index,
      ),
    }),
  }),
];
