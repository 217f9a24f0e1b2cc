import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isAdminRole } from '../../shared/memberships.ts';
import type { ActiveMembership } from '../../shared/memberships.repository.ts';
import { displayNameOf } from '../accounts/index.ts';
import {
  deleteTrainer,
  findListedTrainer,
  findProviderByUsername,
  insertTrainerApproval,
  selectBookingFiguresOf,
  selectCompanyRatingsOf,
  selectCompanyTrainers,
  selectListedOf,
  selectProvidersMatching,
  selectPublishedTopicsOf,
  updateTrainerNote,
} from './company-trainers.repository.ts';

/** docs/product.md, "Approved trainers": a row names at most three topics, with the count. */
export const TOPICS_SHOWN = 3;
export const SEARCH_SHOWN = 8;

/**
 * The company's approved trainers with their figures from this company only: its bookings of
 * them, its people's reviews and what is booked with them (contracts/spend.ts).
 */
export async function listCompanyTrainers(db: Database, membership: ActiveMembership) {
  const { companyId } = membership;
  const rows = await selectCompanyTrainers(db, companyId);
  const userIds = [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
  const [topicRows, bookingRows, ratingRows] = await Promise.all([
    selectPublishedTopicsOf(db, userIds),
    selectBookingFiguresOf(db, companyId, userIds),
    selectCompanyRatingsOf(db, companyId, userIds),
  ]);
  const list = rows.map((row) => {
    const userId = row.userId;
    const topics = userId === null ? [] : topicRows.filter((topic) => topic.userId === userId);
    const figures = userId === null ? [] : bookingRows.filter((item) => item.providerId === userId);
    const rating =
      userId === null ? undefined : ratingRows.find((item) => item.providerId === userId);
    const reviewCount = Number(rating?.reviewCount ?? 0);
    return {
      id: row.id,
      email: row.email,
      status: row.status,
      approvedAt: row.approvedAt.toISOString(),
      joinedAt: row.joinedAt?.toISOString() ?? null,
      note: row.note,
      trainer: row.username === null ? null : { username: row.username, name: displayNameOf(row) },
      topicCount: topics.length,
      topics: topics.slice(0, TOPICS_SHOWN).map(({ title, url }) => ({ title, url })),
      bookings: figures.reduce((sum, item) => sum + Number(item.bookings), 0),
      rating:
        reviewCount > 0
          ? Math.round((Number(rating?.halvesTotal ?? 0) / reviewCount / 2) * 10) / 10
          : null,
      reviewCount,
      spend: figures
        .filter((item) => Number(item.spendMinor) > 0)
        .map((item) => ({ currency: item.currency, amountMinor: Number(item.spendMinor) })),
    };
  });
  return { canEdit: isAdminRole(membership.userRole), list };
}

/** Providers to add, marked when the company lists them already. */
export async function findTrainers(db: Database, membership: ActiveMembership, search: string) {
  const found = await selectProvidersMatching(db, search, SEARCH_SHOWN);
  const listed = await selectListedOf(
    db,
    membership.companyId,
    found.map((row) => row.id),
  );
  const listedIds = new Set(listed.map((row) => row.userId));
  return found.map((row) => ({
    username: row.username,
    name: displayNameOf(row),
    headline: row.headline,
    isListed: listedIds.has(row.id),
  }));
}

/**
 * Approves a provider of the marketplace (their address and account) or an address; someone on
 * the list already stays as they are (added false). An unknown username is profile_not_found.
 */
export async function addCompanyTrainer(
  db: Database,
  membership: ActiveMembership,
  input: { username?: string | undefined; email?: string | undefined },
) {
  const { companyId } = membership;
  let approval: { email: string; userId: number | null };
  if (input.username !== undefined) {
    const provider = await findProviderByUsername(db, input.username);
    if (!provider) throw new AppError('profile_not_found');
    approval = { email: provider.email, userId: provider.id };
  } else if (input.email !== undefined) {
    approval = { email: input.email.trim(), userId: null };
  } else {
    throw new AppError('invalid_input');
  }
  return db.transaction(async (tx) => {
    const existing = await findListedTrainer(tx, companyId, approval);
    if (existing) return { id: existing.id, added: false };
    const id = await insertTrainerApproval(tx, { companyId, ...approval });
    if (id !== null) return { id, added: true };
    // Approved at the same moment by another admin: the row is there now.
    const raced = await findListedTrainer(tx, companyId, approval);
    if (!raced) throw new AppError('internal');
    return { id: raced.id, added: false };
  });
}

/** The note on a trainer of the caller's company; another company's row is not_found. */
export async function setTrainerNote(
  db: Database,
  membership: ActiveMembership,
  id: number,
  note: string | null,
) {
  if (!(await updateTrainerNote(db, membership.companyId, id, note))) {
    throw new AppError('not_found');
  }
  return note;
}

export async function removeCompanyTrainer(db: Database, membership: ActiveMembership, id: number) {
  if (!(await deleteTrainer(db, membership.companyId, id))) throw new AppError('not_found');
}
