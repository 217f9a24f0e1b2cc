import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import type { InvoiceFilters } from './get-invoices.ts';
import { invoicesKeys } from './invoices-keys.ts';

export type CompanyInvoices = ActionResponse<'companyInvoices'>;
export type CompanyInvoiceFilters = InvoiceFilters & { location?: 'all' | number | undefined };

/** companyInvoices: the invoices addressed to the active company profile (or its group's). */
export function getCompanyInvoices(filters: CompanyInvoiceFilters) {
  return callActionOrThrow('companyInvoices', {
    state: filters.state ?? '',
    kind: filters.kind ?? '',
    year: filters.year ?? '',
    location: filters.location ?? '',
  });
}

export const companyInvoicesQueryOptions = (filters: CompanyInvoiceFilters) =>
  queryOptions({
    queryKey: invoicesKeys.side('company', filters),
    queryFn: () => getCompanyInvoices(filters),
  });

export function useCompanyInvoices(filters: CompanyInvoiceFilters) {
  return useQuery(companyInvoicesQueryOptions(filters));
}
