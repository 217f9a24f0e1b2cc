import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  changeApprovalSettings,
  checkBudget,
  getApprovalSettings,
  listBudgets,
  listFeeApprovals,
  removeBudget,
  saveBudget,
} from './fee-approval.service.ts';

/** Approving and rejecting are bookingtransition (`approve`, `reject`), by the company's admin. */
export const feeApprovalActions = [
  defineServerAction(actions.feeapprovalsettings, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await getApprovalSettings(ctx.db, ctx.requireMembership())),
    }),
  }),

  defineServerAction(actions.updatefeeapprovalsettings, {
    handler: async (input, ctx) => ({
      status: true as const,
      rules: await changeApprovalSettings(ctx.db, ctx.requireMembership(), input),
    }),
  }),

  defineServerAction(actions.feeapprovals, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await listFeeApprovals(ctx.db, ctx.requireMembership())),
    }),
  }),

  defineServerAction(actions.companybudgets, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listBudgets(ctx.db, ctx.requireMembership(), input)),
    }),
  }),

  defineServerAction(actions.savecompanybudget, {
    handler: async (input, ctx) => ({
      status: true as const,
      budget: await saveBudget(ctx.db, ctx.requireMembership(), input),
    }),
  }),

  defineServerAction(actions.deletecompanybudget, {
    async handler(input, ctx) {
      await removeBudget(ctx.db, ctx.requireMembership(), input.id);
      return { status: true as const };
    },
  }),

  defineServerAction(actions.budgetcheck, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await checkBudget(ctx.db, ctx.requireMembership(), input)),
    }),
  }),
];
