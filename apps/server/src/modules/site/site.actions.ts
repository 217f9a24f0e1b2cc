import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { AppError } from '../../lib/app-error.ts';
import { siteContentOf } from './site-content.ts';
import { isLanguage } from '@app/contracts/locales';
import { displayNameOf } from '../accounts/index.ts';
import { reportContent, sendReport } from './site.service.ts';

const HOUR = 60 * 60 * 1000;

export const siteActions = [
  defineServerAction(actions.sitepage, {
    handler: (input, ctx) =>
      Promise.resolve({
        status: true as const,
        ...siteContentOf(ctx.config).page(input.page, input.language),
      }),
  }),

  defineServerAction(actions.blogposts, {
    handler: (input, ctx) =>
      Promise.resolve({
        status: true as const,
        list: siteContentOf(ctx.config)
          .articles(input.language)
          .map(({ html: _html, ...summary }) => summary),
      }),
  }),

  defineServerAction(actions.blogpost, {
    handler(input, ctx) {
      const article = siteContentOf(ctx.config).article(input.slug, input.language);
      if (!article) return Promise.reject(new AppError('listing_not_found'));
      return Promise.resolve({ status: true as const, ...article });
    },
  }),

  defineServerAction(actions.sitereport, {
    rateLimit: [{ max: 20, windowMs: HOUR }],
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await sendReport(ctx, input, {
        address: ctx.request.ip,
        userId: ctx.user?.id ?? null,
        language: input.language,
      })),
    }),
  }),

  defineServerAction(actions.reportcontent, {
    rateLimit: [{ max: 20, windowMs: HOUR, by: 'user' }],
    async handler(input, ctx) {
      const user = ctx.requireUser();
      const language = isLanguage(user.language) ? user.language : ctx.config.defaultLanguage;
      return {
        status: true as const,
        ...(await reportContent(
          ctx,
          {
            id: user.id,
            name: displayNameOf(user),
            email: user.email,
            language,
            address: ctx.request.ip,
          },
          input,
        )),
      };
    },
  }),
];
