import type { PlatformRole } from '@app/contracts/access';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import type { Language } from '@app/contracts/locales';
import type { DomainEvents } from '../../shared/domain-events.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { cancelOpenBookingsOf } from '../bookings/index.ts';
import { changeVisibility } from '../moderation/index.ts';
import { withdrawOpenQuotesOf } from '../quotes/index.ts';
import {
  deleteSessionsOf,
  findAccountState,
  findListingsHiddenBySuspension,
  markSuspended,
  selectShownListings,
} from './suspensions.repository.ts';

/**
 * Suspensions (docs/product.md, "The operator console"): the console's people stop an abuser at
 * once. A suspended account's sessions end in the transaction that suspends it, and with them its
 * live streams on every server (the sessions' trigger, migration 0036); sign-in answers `account_suspended`; nothing is deleted, and a
 * restore lets it sign in again. Its listings in public view are hidden with it (through their
 * owners' machines, the reason said) and shown again by the restore, those still hidden; its
 * open bookings are cancelled and its quotes in play withdrawn through their machines, the other
 * side told (the operators' reason stays theirs: the other side reads a plain one). Nobody
 * suspends themself and support never suspends an operator, so an operator who can act always
 * remains. Both are written in the operators' audit.
 */

type Listing = { kind: 'topic' | 'event' | 'requirement'; id: number };

/** Hides or shows one listing; false when it is no longer in the state to (changed meanwhile). */
async function moderate(
  tx: Transaction,
  listing: Listing,
  change: { transition: 'hide' | 'restore'; actorId: number; reason: string },
): Promise<boolean> {
  try {
    await changeVisibility(tx, listing, change);
    return true;
  } catch (error) {
    const gone =
      error instanceof AppError && ['invalid_transition', 'not_found'].includes(error.code);
    if (gone) return false;
    throw error;
  }
}

export interface OperatorCaller {
  id: number;
  platformRole: PlatformRole | null;
}

/** What the other side of a cancelled booking reads, in the product's language. */
const cancelledBecause: Record<Language, string> = {
  it: 'l’account non è più attivo sul marketplace.',
  en: 'the account is no longer active on the marketplace.',
  de: 'das Konto ist auf dem Marktplatz nicht mehr aktiv.',
  fr: 'le compte n’est plus actif sur la place de marché.',
  es: 'la cuenta ya no está activa en el marketplace.',
};

export async function suspendUser(
  db: Database,
  deps: {
    audit: Auditor;
    events: DomainEvents;
    jobs: JobQueue;
    config: { defaultLanguage: Language };
  },
  caller: OperatorCaller,
  request: { userId: number; reason: string },
) {
  if (request.userId === caller.id) throw new AppError('forbidden');
  await db.transaction(async (tx) => {
    const target = await findAccountState(tx, request.userId);
    if (!target) throw new AppError('not_found');
    // An operator suspending another leaves themself: an operator who can act always remains.
    if (target.platformRole === 'operator' && caller.platformRole !== 'operator') {
      throw new AppError('forbidden');
    }
    await markSuspended(tx, request.userId, request.reason);
    // Its sessions end, and with them its open streams on every server (migration 0036).
    await deleteSessionsOf(tx, request.userId);
    const hidden: string[] = [];
    for (const listing of await selectShownListings(tx, request.userId)) {
      const change = { transition: 'hide' as const, actorId: caller.id, reason: request.reason };
      if (await moderate(tx, listing, change)) hidden.push(`${listing.kind}:${listing.id}`);
    }
    const cancelled = await cancelOpenBookingsOf(
      tx,
      {
        jobs: deps.jobs,
        notify: (inTx, change) => deps.events.record(inTx, 'booking.changed', change),
      },
      request.userId,
      cancelledBecause[deps.config.defaultLanguage],
    );
    const withdrawn = await withdrawOpenQuotesOf(tx, deps, request.userId);
    await deps.audit.record(tx, 'account_suspended', {
      userId: request.userId,
      // The listings it hid, for the restore to show again; what it ended, for the record.
      detail: {
        reason: request.reason,
        ...(hidden.length > 0 ? { listings: hidden.join(',') } : {}),
        ...(cancelled > 0 ? { bookingsCancelled: String(cancelled) } : {}),
        ...(withdrawn > 0 ? { quotesWithdrawn: String(withdrawn) } : {}),
      },
    });
  });
}

export async function restoreUser(db: Database, audit: Auditor, userId: number, actorId: number) {
  await db.transaction(async (tx) => {
    const target = await findAccountState(tx, userId);
    if (!target) throw new AppError('not_found');
    if (!target.isSuspended) return;
    await markSuspended(tx, userId, null);
    for (const listing of await findListingsHiddenBySuspension(tx, userId)) {
      await moderate(tx, listing, { transition: 'restore', actorId, reason: 'Account restored' });
    }
    await audit.record(tx, 'account_restored', { userId });
  });
}
