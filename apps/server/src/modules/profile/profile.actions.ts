import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { removeProfileImage } from './profile-images.service.ts';
import {
  getOwnProfile,
  getPublicProfile,
  summarizeDashboard,
  updateOwnProfile,
} from './profile.service.ts';

const MINUTE = 60 * 1000;

export const profileActions = [
  defineServerAction(actions.myprofile, {
    handler: async (_input, ctx) => ({
      status: true as const,
      profile: await getOwnProfile(ctx.db, ctx.requireUser().id),
    }),
  }),

  defineServerAction(actions.updateprofile, {
    async handler(input, ctx) {
      await updateOwnProfile(ctx.db, ctx.requireUser().id, input);
      return { status: true as const, msg: 'Profile updated successfully!!' };
    },
  }),

  defineServerAction(actions.removeprofileimage, {
    async handler(_input, ctx) {
      await removeProfileImage(ctx.db, ctx.storage, ctx.requireUser().id);
      return { status: true as const, msg: 'Profile image removed' };
    },
  }),

  defineServerAction(actions.publicprofile, {
    // Public and keyed by name: bounded so profiles cannot be walked through quickly by id.
    rateLimit: [{ max: 300, windowMs: MINUTE }],
    handler: async (input, ctx) => ({
      status: true as const,
      profile: await getPublicProfile(ctx.db, input.username, ctx.user),
    }),
  }),

  defineServerAction(actions.dashboardsummary, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await summarizeDashboard(ctx.db, ctx.requireUser())),
    }),
  }),
];
