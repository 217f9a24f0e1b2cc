import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  createEvent,
  deleteEvent,
  getEventDetail,
  getOwnEventForm,
  listEventTopicOptions,
  listMyEvents,
  publishEvent,
  moveEventImage,
  removeEventImage,
  updateEvent,
} from './events.service.ts';

export const eventActions = [
  defineServerAction(actions.addevent, {
    handler: async (input, ctx) => ({
      status: true as const,
      event: await createEvent(ctx.db, ctx.requireUser().id, input),
    }),
  }),

  defineServerAction(actions.updateevent, {
    handler: async ({ id, ...input }, ctx) => ({
      status: true as const,
      event: await updateEvent(ctx.db, ctx.requireUser().id, id, input),
    }),
  }),

  defineServerAction(actions.publishevent, {
    handler: async (input, ctx) => ({
      status: true as const,
      event: await publishEvent(ctx.db, ctx.events, ctx.requireUser(), input.id, input.publish),
    }),
  }),

  defineServerAction(actions.deleteevent, {
    async handler(input, ctx) {
      await deleteEvent(ctx.db, ctx.storage, ctx.requireUser().id, input.id);
      return { status: true as const, msg: 'Event deleted' };
    },
  }),

  defineServerAction(actions.myevents, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listMyEvents(ctx.db, ctx.requireUser().id, input)),
    }),
  }),

  defineServerAction(actions.myevent, {
    handler: async (input, ctx) => ({
      status: true as const,
      event: await getOwnEventForm(ctx.db, ctx.requireUser().id, input.id),
    }),
  }),

  defineServerAction(actions.eventdetail, {
    handler: async (input, ctx) => ({
      status: true as const,
      event: await getEventDetail(ctx.db, ctx.user, input.url),
    }),
  }),

  defineServerAction(actions.moveeventimage, {
    handler: async (input, ctx) => ({
      status: true as const,
      images: await moveEventImage(ctx.db, ctx.requireUser().id, input.id, input.index, input.to),
    }),
  }),

  defineServerAction(actions.removeeventimage, {
    handler: async (input, ctx) => ({
      status: true as const,
      images: await removeEventImage(
        ctx.db,
        ctx.storage,
        ctx.requireUser().id,
        input.id,
        input.index,
      ),
    }),
  }),

  defineServerAction(actions.eventtopicoptions, {
    handler: async (_input, ctx) => ({
      status: true as const,
      topics: await listEventTopicOptions(ctx.db, ctx.requireUser().id),
    }),
  }),
];
