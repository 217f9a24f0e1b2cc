import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@app/contracts/locales';
import type { ActionResponse } from '@app/contracts/registry';
import type { SitePageSlug } from '@app/contracts/site-pages';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { siteKeys } from './site-keys.ts';

export type SitePageData = Omit<ActionResponse<'sitepage'>, 'status'>;

/** A footer page (terms, privacy, FAQ…) in a language, drawn as HTML by the server. */
export async function getSitePage(page: SitePageSlug, language: Language): Promise<SitePageData> {
  const { status: _status, ...data } = await callActionOrThrow('sitepage', { page, language });
  return data;
}

export const sitePageQueryOptions = (page: SitePageSlug, language: Language) =>
  queryOptions({
    queryKey: siteKeys.detail({ page, language }),
    queryFn: () => getSitePage(page, language),
    staleTime: 60 * 60 * 1000,
  });
