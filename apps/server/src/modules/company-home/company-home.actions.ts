import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { getCompanyDashboard } from './company-home.service.ts';
import {
  addCompanyTrainer,
  findTrainers,
  listCompanyTrainers,
  removeCompanyTrainer,
  setTrainerNote,
} from './company-trainers.service.ts';

export const companyHomeActions = [
  defineServerAction(actions.companydashboard, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await getCompanyDashboard(ctx.db, ctx.requireUser().id, ctx.requireMembership())),
    }),
  }),

  defineServerAction(actions.companytrainers, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await listCompanyTrainers(ctx.db, ctx.requireMembership())),
    }),
  }),

  defineServerAction(actions.findtrainers, {
    handler: async (input, ctx) => ({
      status: true as const,
      list: await findTrainers(ctx.db, ctx.requireMembership(), input.search),
    }),
  }),

  defineServerAction(actions.addcompanytrainer, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await addCompanyTrainer(ctx.db, ctx.requireMembership(), input)),
    }),
  }),

  defineServerAction(actions.updatecompanytrainer, {
    handler: async (input, ctx) => ({
      status: true as const,
      note: await setTrainerNote(ctx.db, ctx.requireMembership(), input.id, input.note ?? null),
    }),
  }),

  defineServerAction(actions.removecompanytrainer, {
    async handler(input, ctx) {
      await removeCompanyTrainer(ctx.db, ctx.requireMembership(), input.id);
      return { status: true as const, msg: 'Trainer removed' };
    },
  }),
];
