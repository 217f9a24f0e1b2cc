import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { invoicesKeys } from './invoices-keys.ts';

export type InvoiceDetail = ActionResponse<'invoiceDetail'>;

export function getInvoiceDetail(id: number): Promise<InvoiceDetail> {
  return callActionOrThrow('invoiceDetail', { id });
}

export const invoiceDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: invoicesKeys.detail(id), queryFn: () => getInvoiceDetail(id) });

/** One invoice or credit note, with what the caller may do and the purchase order match. */
export function useInvoiceDetail(id: number) {
  return useQuery(invoiceDetailQueryOptions(id));
}

/** Where the browser downloads an invoice's files (served with Content-Disposition: attachment). */
export const invoiceFileUrl = (id: number, format: 'pdf' | 'xml') =>
  `/inc/documents/invoices/${id}.${format}`;
