import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { listConversations, readConversation, sendMessage, setBlock } from './messages.service.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const messagesActions = [
  defineServerAction(actions.sendmessage, {
    // Per account: generous for a conversation, a wall for a flood (docs/product.md, messages).
    rateLimit: [
      { max: 30, windowMs: MINUTE, by: 'user' },
      { max: 500, windowMs: DAY, by: 'user' },
    ],
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await sendMessage(ctx, ctx.requireUser(), input)),
    }),
  }),

  defineServerAction(actions.allmessage, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await readConversation(ctx, ctx.requireUser().id, input)),
    }),
  }),

  defineServerAction(actions.conversations, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listConversations(ctx.db, ctx.requireUser().id, input)),
    }),
  }),

  defineServerAction(actions.blockuser, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await setBlock(ctx.db, ctx.requireUser().id, input.userId, input.block)),
    }),
  }),
];
