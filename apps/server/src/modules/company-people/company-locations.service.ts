import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findFreeSlug } from '../../lib/slugs.ts';
import { companies } from '../../db/schema.ts';
import type { SessionUser } from '../../plugins/sessions.ts';
import {
  copyCurrentSubscription,
  findGroupRoot,
  insertAdmin,
  insertLocation,
  selectGroupLocationsOf,
} from './company-locations.repository.ts';
import { inviteStaff, type Mailing } from './company-people.service.ts';

/**
 * The locations of the caller's group that they belong to (docs/product.md, "People and roles of
 * a company"): others of the group stay unseen, and their data is reached only by switching to a
 * location one belongs to (switchCompanyProfile checks membership).
 */
export async function listLocations(db: Database, userId: number, activeCompanyId: number) {
  const root = await findGroupRoot(db, activeCompanyId);
  if (!root) throw new AppError('not_company_member');
  const rows = await selectGroupLocationsOf(db, root.id, userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    vatNumber: row.vatNumber,
    country: row.country,
    isGroupRoot: row.id === root.id,
    userRole: row.userRole,
    active: row.id === activeCompanyId,
  }));
}

export interface LocationInput {
  name: string;
  address?: string | null | undefined;
  vatNumber?: string | null | undefined;
  country?: string | null | undefined;
  admins: string[];
}

/**
 * A new location of the caller's group, with its own details; the caller is its admin and it
 * starts on the group's plan. The further admins are invited (an e-mail each) once it exists.
 */
export async function addLocation(
  db: Database,
  mailing: Mailing,
  user: SessionUser,
  activeCompanyId: number,
  input: LocationInput,
) {
  const root = await findGroupRoot(db, activeCompanyId);
  if (!root) throw new AppError('not_company_member');
  const id = await db.transaction(async (tx) => {
    const slug = await findFreeSlug(tx, companies, companies.slug, input.name);
    const created = await insertLocation(tx, {
      slug,
      name: input.name,
      kind: root.kind,
      parentId: root.id,
      address: input.address ?? null,
      vatNumber: input.vatNumber ?? null,
      country: input.country ?? null,
    });
    await insertAdmin(tx, created, user.id);
    await copyCurrentSubscription(tx, root.id, created);
    return created;
  });
  let invited = 0;
  for (const email of input.admins) {
    if (email === user.email.toLowerCase()) continue;
    await inviteStaff(db, mailing, user, id, { email, userRole: 1 });
    invited += 1;
  }
  return { id, invited };
}
