import { quoteMachine, type QuoteRole } from '@app/contracts/states';
import type { JobContext } from '../../shared/domain-events.ts';
import { quoteStateColumn } from '../../shared/state-history.repository.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import { lockQuote, selectExpiredQuotes } from './quotes.repository.ts';
import { todayInHomeZone } from './quotes.service.ts';

const system = { userId: null, roles: ['system'] as QuoteRole[] };

/**
 * A quote expires after its validity date (home zone). The handler locks the quote and acts only
 * while it is still open and past its date, so a late, repeated or early run changes nothing.
 */
export async function expireQuote(context: JobContext, quoteId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (!quote || quote.validUntil >= todayInHomeZone()) return;
    if (quote.state !== 'submitted' && quote.state !== 'shortlisted') return;
    await fireTransition(tx, {
      machine: quoteMachine,
      target: quoteStateColumn,
      record: { id: quote.id, state: quote.state },
      transition: 'expire',
      actor: system,
    });
  });
}

/** Expires whatever a lost job left open (and seeded quotes, which have no job). */
export async function sweepExpiredQuotes(context: JobContext): Promise<void> {
  for (const { id } of await selectExpiredQuotes(context.db, todayInHomeZone(), 100)) {
    await expireQuote(context, id);
  }
}
