import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@app/contracts/locales';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrNull, callActionOrThrow } from '../../../lib/api-client.ts';
import { siteKeys } from './site-keys.ts';

export type BlogArticleData = Omit<ActionResponse<'blogpost'>, 'status'>;
export type BlogSummary = ActionResponse<'blogposts'>['list'][number];

export const blogListQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: siteKeys.list({ blog: language }),
    queryFn: async (): Promise<BlogSummary[]> =>
      (await callActionOrThrow('blogposts', { language })).list,
    staleTime: 60 * 60 * 1000,
  });

/** One article, or null when there is no article at that address. */
export const blogArticleQueryOptions = (slug: string, language: Language) =>
  queryOptions({
    queryKey: siteKeys.detail({ blog: slug, language }),
    queryFn: async (): Promise<BlogArticleData | null> => {
      const result = await callActionOrNull('blogpost', { slug, language }, 'listing_not_found');
      if (!result) return null;
      const { status: _status, ...article } = result;
      return article;
    },
    staleTime: 60 * 60 * 1000,
  });
