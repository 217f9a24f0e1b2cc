import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  createRequirement,
  deleteRequirement,
  getRequirementDetail,
  listOwnRequirements,
  setRequirementStatus,
  updateRequirement,
} from './requirements.service.ts';

const HOUR = 60 * 60 * 1000;

export const requirementActions = [
  defineServerAction(actions.addrequirement, {
    // Generous for a company office behind one address, yet no flood of posts.
    rateLimit: [{ max: 120, windowMs: HOUR }],
    handler: async (input, ctx) => ({
      status: true as const,
      requirement: await createRequirement(ctx.db, ctx.requireUser().id, input),
    }),
  }),

  defineServerAction(actions.updaterequirement, {
    handler: async (input, ctx) => ({
      status: true as const,
      requirement: await updateRequirement(ctx.db, ctx.requireUser().id, input),
    }),
  }),

  defineServerAction(actions.setrequirementstatus, {
    handler: async (input, ctx) => ({
      status: true as const,
      requirement: await setRequirementStatus(ctx.db, ctx.requireUser().id, input),
    }),
  }),

  defineServerAction(actions.deleterequirement, {
    async handler(input, ctx) {
      await deleteRequirement(ctx.db, ctx.requireUser().id, input.id);
      return { status: true as const, msg: 'Requirement deleted' };
    },
  }),

  defineServerAction(actions.myrequirements, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listOwnRequirements(ctx.db, ctx.requireUser().id, input)),
    }),
  }),

  defineServerAction(actions.requirementdetail, {
    handler: async (input, ctx) => ({
      status: true as const,
      requirement: await getRequirementDetail(
        ctx.db,
        ctx.requireUser().id,
        input,
        Boolean(ctx.user?.platformRole),
      ),
    }),
  }),
];
