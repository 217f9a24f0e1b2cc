import {
  publicationMachine,
  publicationRolesOf,
  type PublicationState,
} from '@app/contracts/states';
import { isTrainerProfileReady, trainerProfileGaps } from '@app/contracts/trainer-profile';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/sessions.ts';
import {
  findTrainerProfile,
  lockListing,
  publicationColumn,
  stampFirstPublication,
  type ListingKind,
} from './publication.repository.ts';
import { fireTransition } from '../../shared/state-machine.ts';

export interface PublicationChange {
  kind: ListingKind;
  /** The locked listing: its id, the state read and its first publication, if any. */
  listing: { id: number; status: PublicationState; publishedAt: Date | null };
  publish: boolean;
  owner: SessionUser;
  /** What publishing needs of the listing beyond the roles (complete fields); throws if unmet. */
  assertPublishable: () => void;
}

/**
 * Publishes a topic or an event, or takes it back to draft, through the publication machine
 * (packages/contracts/src/states.ts): only a provider publishes, once their trainer profile has
 * their name, a few words and their skills; the owner may always unpublish.
 * Asking for the state it already has changes nothing. Answers the state and the first
 * publication's date. Runs in the caller's transaction, with the listing's row locked.
 */
export async function changePublication(
  tx: Transaction,
  change: PublicationChange,
): Promise<{ status: PublicationState; publishedAt: Date | null }> {
  const { kind, listing, publish, owner } = change;
  const wanted: PublicationState = publish ? 'published' : 'draft';
  if (listing.status !== wanted) {
    // Buyers book a person: a provider publishes once their trainer profile says who they are.
    // (A seeker is refused by the machine's roles below, with not_provider.)
    if (publish && owner.serviceType === 'provider') {
      const profile = await findTrainerProfile(tx, owner.id);
      if (!profile || !isTrainerProfileReady(trainerProfileGaps(profile))) {
        throw new AppError('trainer_profile_incomplete');
      }
    }
    await fireTransition(tx, {
      machine: publicationMachine,
      target: publicationColumn[kind],
      record: { id: listing.id, state: listing.status },
      transition: publish ? 'publish' : 'unpublish',
      actor: { userId: owner.id, roles: publicationRolesOf(owner.serviceType === 'provider') },
      guard: publish ? change.assertPublishable : undefined,
    });
  }
  const publishedAt = publish
    ? await stampFirstPublication(tx, kind, listing.id)
    : listing.publishedAt;
  return { status: wanted, publishedAt };
}

/** What moderation did to a listing: whose it is and what it is called, for the owner's notice. */
export interface ModeratedListing {
  ownerId: number;
  title: string;
}

/**
 * The platform's staff hide a published topic or event, or restore a hidden one, through the
 * publication machine (staff only), with the reason kept in its history. Runs in the caller's
 * transaction; not_found when there is no such listing, invalid_transition from any other state.
 */
export async function moderatePublication(
  tx: Transaction,
  change: {
    kind: ListingKind;
    id: number;
    transition: 'hide' | 'restore';
    actorId: number;
    reason: string;
  },
): Promise<ModeratedListing> {
  const listing = await lockListing(tx, change.kind, change.id);
  if (!listing) throw new AppError('not_found');
  await fireTransition(tx, {
    machine: publicationMachine,
    target: publicationColumn[change.kind],
    record: { id: listing.id, state: listing.status },
    transition: change.transition,
    actor: { userId: change.actorId, roles: ['staff'] },
    reason: change.reason,
  });
  return { ownerId: listing.ownerId, title: listing.title };
}
