import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('invoices');

/** Query keys of invoices (lib/query-keys.ts): each side's list, one invoice, a booking's. */
export const invoicesKeys = {
  ...keys,
  side: (side: 'provider' | 'buyer' | 'company', params: object) =>
    [...keys.all, 'list', side, params] as const,
  booking: (bookingId: number) => [...keys.all, 'booking', bookingId] as const,
};
