import type { z } from 'zod';
import type { RequirementDetail } from '@app/contracts/actions/requirement';
import type { actions } from '@app/contracts/registry';
import { requirementMachine } from '@app/contracts/states';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertWithFreeSlug, slugOf } from '../../lib/slugs.ts';
import { changeOwnRecord } from '../../shared/owned-records.ts';
import { requirementStateColumn } from '../../shared/state-history.repository.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import { countQuotesToDecide } from '../quotes/index.ts';
import {
  countOwnRequirements,
  deleteRequirementRow,
  findListedRequirement,
  insertRequirement,
  lockRequirement,
  requirementSlugTarget,
  selectOwnRequirementCards,
  updateRequirementRow,
  type RequirementValues,
} from './requirements.repository.ts';

type NewRequirement = z.output<(typeof actions)['addrequirement']['request']>;
type ChangedRequirement = z.output<(typeof actions)['updaterequirement']['request']>;
type StatusChange = z.output<(typeof actions)['setrequirementstatus']['request']>;
type OwnListQuery = z.output<(typeof actions)['myrequirements']['request']>;
type DetailKey = z.output<(typeof actions)['requirementdetail']['request']>;

const valuesOf = (input: NewRequirement | ChangedRequirement): RequirementValues => ({
  title: input.title,
  description: input.description,
  category: input.category,
  participants: input.participants ?? null,
  preferredStart: input.preferredStart ?? null,
  preferredEnd: input.preferredEnd ?? null,
  delivery: input.delivery ?? null,
  location: input.location ?? null,
  language: input.language ?? null,
  budgetMinMinor: input.budgetMin ?? null,
  budgetMaxMinor: input.budgetMax ?? null,
  currency: input.currency,
  deadline: input.deadline ?? null,
  showOnProfile: input.showOnProfile,
});

/**
 * What the slug is made from. `/requirement/{id}` and `/requirement/{url}` share one route, where a
 * number is an id: a title made only of digits gets a word in front so its url never looks like one.
 */
function slugSourceOf(title: string): string {
  return /^\d+$/.test(slugOf(title)) ? `requirement ${title}` : title;
}

export function createRequirement(db: Database, userId: number, input: NewRequirement) {
  return insertWithFreeSlug(db, requirementSlugTarget, slugSourceOf(input.title), (tx, url) =>
    insertRequirement(tx, userId, url, valuesOf(input)),
  );
}

/** Replaces the form's fields; the url chosen at creation stays, so shared links keep working. */
export function updateRequirement(db: Database, userId: number, input: ChangedRequirement) {
  return changeOwnRecord(db, lockRequirement, userId, input.id, async (tx, requirement) => {
    await updateRequirementRow(tx, input.id, valuesOf(input));
    return { id: input.id, url: requirement.url };
  });
}

/**
 * Open ↔ closed through the requirement machine; asking for the state it is already in changes
 * nothing.
 */
export function setRequirementStatus(db: Database, userId: number, input: StatusChange) {
  return changeOwnRecord(db, lockRequirement, userId, input.id, async (tx, requirement) => {
    if (requirement.status !== input.status) {
      await fireTransition(tx, {
        machine: requirementMachine,
        target: requirementStateColumn,
        record: { id: requirement.id, state: requirement.status },
        transition: input.status === 'closed' ? 'close' : 'reopen',
        actor: { userId, roles: ['owner'] },
      });
    }
    return { id: input.id, status: input.status };
  });
}

export function deleteRequirement(db: Database, userId: number, id: number) {
  return changeOwnRecord(db, lockRequirement, userId, id, (tx) => deleteRequirementRow(tx, id));
}

export async function listOwnRequirements(db: Database, userId: number, query: OwnListQuery) {
  const limit = query.pageSize;
  const [requirements, counts] = await Promise.all([
    selectOwnRequirementCards(db, userId, query.status, {
      limit,
      offset: (query.page - 1) * limit,
    }),
    countOwnRequirements(db, userId),
  ]);
  const recordsTotal = query.status
    ? counts[query.status]
    : counts.open + counts.closed + counts.hidden;
  const quotesOf = await countQuotesToDecide(
    db,
    requirements.map((requirement) => requirement.id),
  );
  return {
    requirements: requirements.map((requirement) => ({
      ...requirement,
      quotesToDecide: quotesOf.get(requirement.id) ?? 0,
    })),
    recordsTotal,
    counts,
  };
}

/** Any signed-in user may read a requirement, closed ones included; the owner may also edit it. */
export async function getRequirementDetail(
  db: Database,
  viewerId: number,
  key: DetailKey,
  /** The platform's staff also read a hidden requirement (they hid it, and may restore it). */
  isStaff = false,
): Promise<RequirementDetail> {
  const row = await findListedRequirement(
    db,
    key.id !== undefined ? { id: key.id } : { url: key.url ?? '' },
  );
  if (!row) throw new AppError('listing_not_found');
  if (row.status === 'hidden' && row.userId !== viewerId && !isStaff) {
    throw new AppError('listing_not_found');
  }
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    description: row.description,
    category: row.category as RequirementDetail['category'],
    participants: row.participants,
    preferredStart: row.preferredStart,
    preferredEnd: row.preferredEnd,
    delivery: row.delivery,
    location: row.location,
    language: row.language as RequirementDetail['language'],
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    currency: row.currency,
    deadline: row.deadline,
    status: row.status,
    showOnProfile: row.showOnProfile,
    createdAt: row.createdAt.toISOString(),
    isOwner: row.userId === viewerId,
    seeker: {
      userId: row.userId,
      username: row.username,
      name: name || row.username,
      thumbImage: row.profileImage?.thumb90 ?? null,
    },
  };
}

/**
 * The platform's staff hide a requirement or restore it (open again) through its machine (staff
 * only), with the reason kept in its history. Runs in the caller's transaction.
 */
export async function moderateRequirement(
  tx: Transaction,
  change: { id: number; transition: 'hide' | 'restore'; actorId: number; reason: string },
): Promise<{ ownerId: number; title: string }> {
  const requirement = await lockRequirement(tx, change.id);
  if (!requirement) throw new AppError('not_found');
  await fireTransition(tx, {
    machine: requirementMachine,
    target: requirementStateColumn,
    record: { id: requirement.id, state: requirement.status },
    transition: change.transition,
    actor: { userId: change.actorId, roles: ['staff'] },
    reason: change.reason,
  });
  return { ownerId: requirement.userId, title: requirement.title };
}
