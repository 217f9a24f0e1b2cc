import { isLanguage } from '@app/contracts/locales';
import { actions } from '@app/contracts/registry';
import { defineServerAction, type ActionContext } from '../../actions/define.ts';
import {
  acceptInvitation,
  changeStaff,
  describeInvitationLink,
  exportPeople,
  importPeople,
  inviteStaff,
  inviteStaffInBulk,
  listPeople,
  listStaff,
  removePerson,
  removeStaff,
  resendInvitation,
  revokeInvitation,
  savePerson,
  transferAdmin,
  type Mailing,
} from './company-people.service.ts';
import { addLocation, listLocations } from './company-locations.service.ts';
import { askToJoin, decideJoinRequest, listJoinRequests } from './join-requests.service.ts';

const HOUR = 60 * 60 * 1000;

const mailingOf = (ctx: ActionContext): Mailing => ({
  jobs: ctx.jobs,
  secret: ctx.config.sessionSecret,
  defaultLanguage: ctx.config.defaultLanguage,
});
const companyOf = (ctx: ActionContext) => ctx.requireMembership().companyId;

/** User roles and people of the company (docs/product.md, "People and roles of a company"). */
export const companyPeopleActions = [
  defineServerAction(actions.companyusers, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await listStaff(ctx.db, companyOf(ctx), ctx.requireUser().id)),
      joinRequests: await listJoinRequests(ctx.db, companyOf(ctx)),
      requireTwoFactor: ctx.requireMembership().requireTwoFactor,
    }),
  }),

  defineServerAction(actions.invitecompanyuser, {
    // Each call sends an e-mail to an address the caller chose.
    rateLimit: [{ max: 100, windowMs: HOUR, by: 'user' }],
    async handler(input, ctx) {
      const id = await inviteStaff(
        ctx.db,
        mailingOf(ctx),
        ctx.requireUser(),
        companyOf(ctx),
        input,
      );
      return { status: true as const, msg: 'Invitation sent', id };
    },
  }),

  defineServerAction(actions.invitecompanyusers, {
    // Up to 50 e-mails a call, to addresses the caller chose.
    rateLimit: [{ max: 10, windowMs: HOUR, by: 'user' }],
    async handler(input, ctx) {
      const sent = await inviteStaffInBulk(
        ctx.db,
        mailingOf(ctx),
        ctx.requireUser(),
        companyOf(ctx),
        input,
      );
      return { status: true as const, msg: 'Invitations sent', ...sent };
    },
  }),

  defineServerAction(actions.resendcompanyinvitation, {
    rateLimit: [{ max: 100, windowMs: HOUR, by: 'user' }],
    async handler(input, ctx) {
      await resendInvitation(ctx.db, mailingOf(ctx), ctx.requireUser(), companyOf(ctx), input.id);
      return { status: true as const, msg: 'Invitation sent again' };
    },
  }),

  defineServerAction(actions.revokecompanyinvitation, {
    async handler(input, ctx) {
      await revokeInvitation(ctx.db, companyOf(ctx), input.id);
      return { status: true as const, msg: 'Invitation withdrawn' };
    },
  }),

  defineServerAction(actions.updatecompanyuser, {
    async handler(input, ctx) {
      await changeStaff(ctx.db, ctx.audit, companyOf(ctx), input);
      return { status: true as const, msg: 'Role updated' };
    },
  }),

  defineServerAction(actions.removecompanyuser, {
    async handler(input, ctx) {
      await removeStaff(ctx.db, ctx.audit, companyOf(ctx), input.userId);
      return { status: true as const, msg: 'Removed from the company' };
    },
  }),

  defineServerAction(actions.transfercompanyadmin, {
    async handler(input, ctx) {
      await transferAdmin(ctx.db, ctx.audit, companyOf(ctx), ctx.requireUser().id, input.userId);
      return { status: true as const, msg: 'Admin role transferred' };
    },
  }),

  defineServerAction(actions.companyinvitation, {
    // Tokens are 256 bits: the limit only keeps guessing noisy and cheap.
    rateLimit: [{ max: 120, windowMs: HOUR }],
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await describeInvitationLink(ctx.db, input.token)),
    }),
  }),

  defineServerAction(actions.acceptcompanyinvitation, {
    rateLimit: [{ max: 60, windowMs: HOUR }],
    async handler(input, ctx) {
      const companyId = await acceptInvitation(
        ctx.db,
        ctx.audit,
        ctx.requireUser().id,
        input.token,
      );
      return { status: true as const, msg: 'Invitation accepted', companyId };
    },
  }),

  defineServerAction(actions.askjoincompany, {
    // Each new request notifies and e-mails the company's admins.
    rateLimit: [{ max: 10, windowMs: HOUR, by: 'user' }],
    async handler(input, ctx) {
      const id = await askToJoin(ctx.db, ctx, ctx.requireUser().id, input);
      return { status: true as const, msg: 'Request sent to the company admins', id };
    },
  }),

  defineServerAction(actions.decidejoinrequest, {
    async handler(input, ctx) {
      await decideJoinRequest(
        ctx.db,
        ctx,
        { id: ctx.requireUser().id, companyId: companyOf(ctx) },
        input,
      );
      return {
        status: true as const,
        msg: input.decision === 'accept' ? 'Added to the staff' : 'Request declined',
      };
    },
  }),

  defineServerAction(actions.companypeople, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listPeople(ctx.db, companyOf(ctx), input.q)),
    }),
  }),

  defineServerAction(actions.savecompanyperson, {
    async handler(input, ctx) {
      const id = await savePerson(ctx.db, companyOf(ctx), input);
      return { status: true as const, msg: 'Person saved', id };
    },
  }),

  defineServerAction(actions.removecompanyperson, {
    async handler(input, ctx) {
      await removePerson(ctx.db, companyOf(ctx), input.id);
      return { status: true as const, msg: 'Person removed' };
    },
  }),

  defineServerAction(actions.importcompanypeople, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await importPeople(ctx.db, companyOf(ctx), input.csv)),
    }),
  }),

  defineServerAction(actions.exportcompanypeople, {
    handler: async (input, ctx) => {
      const { language: own } = ctx.requireUser();
      const language = input.lang ?? (isLanguage(own) ? own : ctx.config.defaultLanguage);
      return { status: true as const, ...(await exportPeople(ctx.db, companyOf(ctx), language)) };
    },
  }),

  defineServerAction(actions.companylocations, {
    handler: async (_input, ctx) => ({
      status: true as const,
      list: await listLocations(ctx.db, ctx.requireUser().id, companyOf(ctx)),
    }),
  }),

  defineServerAction(actions.addcompanylocation, {
    rateLimit: [{ max: 30, windowMs: HOUR, by: 'user' }],
    async handler(input, ctx) {
      const added = await addLocation(
        ctx.db,
        mailingOf(ctx),
        ctx.requireUser(),
        companyOf(ctx),
        input,
      );
      return { status: true as const, msg: 'Location added', ...added };
    },
  }),
];
