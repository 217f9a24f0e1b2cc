import { invoiceMachine } from '@app/contracts/states';
import { notificationParam, type NotificationKind } from '@app/contracts/notifications';
import type { Transaction } from '../../db/client.ts';
import type { LiveHub } from '../../lib/live.ts';
import type { DomainEventMap } from '../../shared/domain-events.ts';
import { selectStateHistory } from '../../shared/state-history.repository.ts';
import { selectCompanyAdminIds } from '../../shared/memberships.repository.ts';
import { storeNotification } from '../notifications/index.ts';
import {
  findBookingTitle,
  findCreditNoteOf,
  findInvoice,
  type InvoiceRow,
} from './invoices.repository.ts';

/** Where each side reads an invoice: the buyer's and the company's lists, the provider's. */
export function invoiceLinkFor(invoice: InvoiceRow, side: 'buyer' | 'provider'): string {
  if (side === 'provider') return `/dashboard/i/invoice?id=${invoice.id}`;
  return invoice.companyId !== null
    ? `/dashboard/c/invoicelist?id=${invoice.id}`
    : `/dashboard/i/invoice?id=${invoice.id}`;
}

/** The buyer's side of an invoice: the person who bought and, for a company, its admins. */
export async function buyerSideIds(tx: Transaction, invoice: InvoiceRow): Promise<number[]> {
  const ids = new Set<number>();
  if (invoice.buyerId !== null) ids.add(invoice.buyerId);
  if (invoice.companyId !== null) {
    for (const id of await selectCompanyAdminIds(tx, invoice.companyId)) ids.add(id);
  }
  if (invoice.providerId !== null) ids.delete(invoice.providerId);
  return [...ids];
}

/**
 * Who hears of an invoice's change (packages/contracts/src/notifications.ts): the buyer's side of
 * an issued, paid or credited invoice. Dedupe keys make a second run store nothing more.
 */
export async function notifyInvoiceChange(
  tx: Transaction,
  live: LiveHub,
  change: DomainEventMap['invoice.changed'],
): Promise<void> {
  const invoice = await findInvoice(tx, change.invoiceId);
  if (!invoice) return;
  let kind: NotificationKind;
  let params: Record<string, string>;
  switch (change.transition) {
    case 'create':
      kind = 'invoice_issued';
      params = {
        seller: invoice.seller.legalName,
        number: invoice.number,
        // A booking's title; the platform's invoice of a plan names what it sells on its line.
        title: invoice.bookingId
          ? ((await findBookingTitle(tx, invoice.bookingId)) ?? '')
          : (invoice.lines[0]?.description ?? ''),
        amount: notificationParam.money(invoice.grossMinor, invoice.currency),
        due: notificationParam.day(invoice.dueDate),
      };
      break;
    case 'markPaid':
      kind = 'invoice_paid';
      params = { number: invoice.number, date: notificationParam.day(invoice.paidOn) };
      break;
    case 'credit': {
      const creditNote = await findCreditNoteOf(tx, invoice.id);
      kind = 'invoice_credited';
      params = {
        number: invoice.number,
        creditNote: creditNote?.number ?? '',
        reason: (await lastReasonOf(tx, invoice.id)) ?? '',
      };
      break;
    }
    default:
      return;
  }
  for (const userId of await buyerSideIds(tx, invoice)) {
    await storeNotification(tx, live, {
      userId,
      kind,
      params,
      link: invoiceLinkFor(invoice, 'buyer'),
      dedupeKey: `invoice:${invoice.id}:${change.transition}:${userId}`,
    });
  }
}

/** The reason given with the invoice's last transition (a credit note's reason). */
async function lastReasonOf(tx: Transaction, invoiceId: number) {
  const history = await selectStateHistory(tx, invoiceMachine.name, invoiceId);
  return history.at(-1)?.reason ?? null;
}
