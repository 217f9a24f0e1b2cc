import type { ModeratedKind } from '@app/contracts/actions/platform';
import type { Database, Transaction } from '../../db/client.ts';
import type { LiveHub } from '../../lib/live.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { storeNotification } from '../notifications/index.ts';
import { moderateRequirement } from '../requirements/index.ts';
import { moderateProfile } from '../profile/index.ts';
import { moderateReview } from '../reviews/index.ts';
import { moderatePublication } from '../topics/index.ts';

/**
 * Moderation (docs/product.md, "The operator console"): the platform's staff hide a listing with
 * a reason and restore it. Each owner's machine makes the change (publication for topics and
 * events, the requirement's own); here it is told to the owner and written into the operators'
 * audit, all in one transaction.
 */

export interface Moderation {
  kind: ModeratedKind;
  id: number;
  reason: string;
  actorId: number;
}

/** Where the owner finds the listing among their own. */
const ownPages: Record<ModeratedKind, string> = {
  topic: '/manage_topic',
  event: '/event/manage_event',
  requirement: '/manage_requirement',
  review: '/review',
  profile: '/profile',
};

/**
 * Hides or shows one listing through its owner's machine (publication for topics and events,
 * the requirement's own, a review's or a profile's visibility), in the caller's transaction:
 * whose it is and its title.
 */
export function changeVisibility(
  tx: Transaction,
  listing: { kind: ModeratedKind; id: number },
  change: { transition: 'hide' | 'restore'; actorId: number; reason: string },
) {
  const request = { id: listing.id, ...change };
  switch (listing.kind) {
    case 'requirement':
      return moderateRequirement(tx, request);
    case 'review':
      return moderateReview(tx, request);
    case 'profile':
      return moderateProfile(tx, request);
    default:
      return moderatePublication(tx, { ...request, kind: listing.kind });
  }
}

export async function moderateListing(
  db: Database,
  deps: { live: LiveHub; audit: Auditor },
  transition: 'hide' | 'restore',
  request: Moderation,
) {
  await db.transaction(async (tx) => {
    const listing = await changeVisibility(tx, request, {
      transition,
      actorId: request.actorId,
      reason: request.reason,
    });
    await storeNotification(tx, deps.live, {
      userId: listing.ownerId,
      kind: transition === 'hide' ? 'listing_hidden' : 'listing_restored',
      params: { title: listing.title, reason: request.reason },
      // A hidden listing's owner asks for a review through support.
      link: transition === 'hide' ? '/support' : ownPages[request.kind],
      // Each change is told: a listing may be hidden again after a restore.
      dedupeKey: `${transition}:${request.kind}:${request.id}:${Date.now()}`,
    });
    await deps.audit.record(tx, transition === 'hide' ? 'listing_hidden' : 'listing_restored', {
      userId: listing.ownerId,
      detail: { kind: request.kind, title: listing.title, reason: request.reason },
    });
  });
}
