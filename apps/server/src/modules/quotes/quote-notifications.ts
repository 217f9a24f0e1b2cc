import { notificationParam, type NotificationKind } from '@app/contracts/notifications';
import type { Transaction } from '../../db/client.ts';
import type { LiveHub } from '../../lib/live.ts';
import { findPersonName } from '../accounts/index.ts';
import type { DomainEventMap } from '../../shared/domain-events.ts';
import { storeNotification } from '../notifications/index.ts';
import { findQuoteNotice, selectNotSelectedQuotes } from './quotes.repository.ts';

type QuoteChange = DomainEventMap['quote.changed'];

/**
 * Who hears of a quote: the requirement's owner of a new quote and of one withdrawn; on
 * acceptance, the chosen provider (with the booking's link) and every provider not selected.
 * Once each, by dedupe key.
 */
export async function notifyQuoteChange(
  tx: Transaction,
  live: LiveHub,
  change: QuoteChange,
): Promise<void> {
  const quote = await findQuoteNotice(tx, change.quoteId);
  if (!quote) return;
  const provider = (await findPersonName(tx, quote.providerId))?.name ?? '';
  const owner = (await findPersonName(tx, quote.ownerId))?.name ?? '';
  const store = (userId: number, kind: NotificationKind, link: string, quoteId: number) =>
    storeNotification(tx, live, {
      userId,
      kind,
      params: {
        provider,
        owner,
        title: quote.title,
        date: notificationParam.moment(quote.startsAt),
      },
      link,
      dedupeKey: `quote:${quoteId}:${kind}:${userId}`,
    });

  // The requirement's page shows its owner the quotes and a provider their own.
  const requirementLink = `/requirement/${quote.requirementUrl}`;
  if (change.transition === 'create') {
    await store(quote.ownerId, 'quote_received', requirementLink, quote.id);
  }
  if (change.transition === 'withdraw') {
    await store(quote.ownerId, 'quote_withdrawn', requirementLink, quote.id);
  }
  if (change.transition === 'accept' && quote.state === 'accepted') {
    const link = quote.bookingId === null ? '/mybooking' : `/mybooking/${quote.bookingId}`;
    await store(quote.providerId, 'quote_accepted', link, quote.id);
    for (const other of await selectNotSelectedQuotes(tx, quote.requirementId)) {
      await store(other.providerId, 'quote_not_selected', requirementLink, other.id);
    }
  }
}
