import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import type { InvoiceKind } from '@app/contracts/actions/invoice';
import type { InvoiceState } from '@app/contracts/states';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { invoicesKeys } from './invoices-keys.ts';

export type InvoiceList = ActionResponse<'providerInvoices'>;
export type InvoiceListItem = InvoiceList['list'][number];
export interface InvoiceFilters {
  state?: InvoiceState | undefined;
  kind?: InvoiceKind | undefined;
  year?: number | undefined;
}

/** providerInvoices or buyerInvoices: the invoices the caller issued, or received as a person. */
export function getInvoices(side: 'provider' | 'buyer', filters: InvoiceFilters) {
  return callActionOrThrow(side === 'provider' ? 'providerInvoices' : 'buyerInvoices', {
    state: filters.state ?? '',
    kind: filters.kind ?? '',
    year: filters.year ?? '',
  });
}

export const invoicesQueryOptions = (side: 'provider' | 'buyer', filters: InvoiceFilters) =>
  queryOptions({
    queryKey: invoicesKeys.side(side, filters),
    queryFn: () => getInvoices(side, filters),
  });

export function useInvoices(side: 'provider' | 'buyer', filters: InvoiceFilters) {
  return useQuery(invoicesQueryOptions(side, filters));
}
