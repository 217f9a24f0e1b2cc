import { and, asc, count, eq, gt, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  companies,
  companyInvitations,
  companyMembers,
  companyPeople,
  users,
} from '../../db/schema.ts';

/** The company's staff with their accounts, admins first, then by name. */
export async function selectMembers(db: Queryable, companyId: number) {
  return db
    .select({
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userRole: companyMembers.userRole,
      department: companyMembers.department,
      lastLoginAt: users.lastLoginAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.userRole), asc(sql`lower(${users.username})`));
}

/** Pending (not accepted) invitations of the company, newest first. */
export async function selectPendingInvitations(db: Queryable, companyId: number) {
  return db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      userRole: companyInvitations.userRole,
      department: companyInvitations.department,
      expiresAt: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt)))
    .orderBy(sql`${companyInvitations.createdAt} desc`, sql`${companyInvitations.id} desc`);
}

/** Whether an account with this e-mail is staff of the company. */
export async function isStaffEmail(db: Queryable, companyId: number, email: string) {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface NewInvitation {
  companyId: number;
  email: string;
  userRole: number;
  department: string | null;
  tokenHash: string;
  invitedBy: number;
  expiresAt: Date;
}

/** A pending invitation; one to the same address replaces the earlier pending one. */
export async function replacePendingInvitation(db: Queryable, invitation: NewInvitation) {
  await db
    .delete(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, invitation.companyId),
        sql`lower(${companyInvitations.email}) = ${invitation.email.toLowerCase()}`,
        isNull(companyInvitations.acceptedAt),
      ),
    );
  const [row] = await db
    .insert(companyInvitations)
    .values(invitation)
    .returning({ id: companyInvitations.id });
  if (!row) throw new Error('invitation insert returned nothing');
  return row.id;
}

/** A pending invitation of the company, or null. */
export async function findPendingInvitation(db: Queryable, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      userRole: companyInvitations.userRole,
    })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.id, id),
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function renewInvitationToken(
  db: Queryable,
  id: number,
  tokenHash: string,
  expiresAt: Date,
) {
  await db
    .update(companyInvitations)
    .set({ tokenHash, expiresAt })
    .where(and(eq(companyInvitations.id, id), isNull(companyInvitations.acceptedAt)));
}

export async function deletePendingInvitation(db: Queryable, companyId: number, id: number) {
  const deleted = await db
    .delete(companyInvitations)
    .where(
      and(
        eq(companyInvitations.id, id),
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
      ),
    )
    .returning({ id: companyInvitations.id });
  return deleted.length > 0;
}

/** The invitation of a token hash that can still be accepted, with its company's name. */
export async function findUsableInvitation(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      companyName: companies.name,
      email: companyInvitations.email,
      userRole: companyInvitations.userRole,
      department: companyInvitations.department,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(
      and(
        eq(companyInvitations.tokenHash, tokenHash),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the invitation used, unless it was used meanwhile (compare-and-swap). */
export async function claimInvitation(db: Queryable, id: number, userId: number) {
  const claimed = await db
    .update(companyInvitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(and(eq(companyInvitations.id, id), isNull(companyInvitations.acceptedAt)))
    .returning({ id: companyInvitations.id });
  return claimed.length > 0;
}

/** Adds the user to the company's staff; false when they already were. */
export async function insertMember(
  db: Queryable,
  member: { companyId: number; userId: number; userRole: number; department: string | null },
) {
  const inserted = await db
    .insert(companyMembers)
    .values(member)
    .onConflictDoNothing()
    .returning({ userId: companyMembers.userId });
  return inserted.length > 0;
}

export async function setActiveCompanyOf(db: Queryable, userId: number, companyId: number) {
  await db
    .update(users)
    .set({ activeCompanyId: companyId, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Locks the company's staff rows (in the caller's transaction) so that two changes cannot both
 * take away the last admin; answers each member's role.
 */
export async function lockMembers(db: Queryable, companyId: number) {
  return db
    .select({ userId: companyMembers.userId, userRole: companyMembers.userRole })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .for('update');
}

export async function updateMember(
  db: Queryable,
  companyId: number,
  userId: number,
  changes: { userRole?: number; department?: string | null },
) {
  await db
    .update(companyMembers)
    .set(changes)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

export async function deleteMember(db: Queryable, companyId: number, userId: number) {
  await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

const personColumns = {
  id: companyPeople.id,
  name: companyPeople.name,
  email: companyPeople.email,
  department: companyPeople.department,
};

/** The company's people by name; `query` matches name, e-mail or department. */
export async function selectPeople(
  db: Queryable,
  companyId: number,
  query: string | undefined,
  limit: number,
) {
  const pattern = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(companyPeople.companyId, companyId),
    pattern
      ? or(
          ilike(companyPeople.name, pattern),
          ilike(companyPeople.email, pattern),
          ilike(companyPeople.department, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(personColumns)
      .from(companyPeople)
      .where(where)
      .orderBy(asc(sql`lower(${companyPeople.name})`), asc(companyPeople.id))
      .limit(limit),
    db.select({ value: count() }).from(companyPeople).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every person of the company by name, for the export. */
export async function selectAllPeople(db: Queryable, companyId: number) {
  return db
    .select(personColumns)
    .from(companyPeople)
    .where(eq(companyPeople.companyId, companyId))
    .orderBy(asc(sql`lower(${companyPeople.name})`), asc(companyPeople.id));
}

export interface PersonFields {
  name: string;
  email: string | null;
  department: string | null;
}

export async function insertPerson(db: Queryable, companyId: number, person: PersonFields) {
  const [row] = await db
    .insert(companyPeople)
    .values({ companyId, ...person })
    .returning({ id: companyPeople.id });
  if (!row) throw new Error('person insert returned nothing');
  return row.id;
}

/** Edits a person of the company; false when the company has no such person. */
export async function updatePerson(
  db: Queryable,
  companyId: number,
  id: number,
  person: PersonFields,
) {
  const updated = await db
    .update(companyPeople)
    .set({ ...person, updatedAt: sql`now()` })
    .where(and(eq(companyPeople.id, id), eq(companyPeople.companyId, companyId)))
    .returning({ id: companyPeople.id });
  return updated.length > 0;
}

export async function deletePerson(db: Queryable, companyId: number, id: number) {
  const deleted = await db
    .delete(companyPeople)
    .where(and(eq(companyPeople.id, id), eq(companyPeople.companyId, companyId)))
    .returning({ id: companyPeople.id });
  return deleted.length > 0;
}

/** Whether another person of the company (not `exceptId`) has this e-mail. */
export async function isPersonEmailTaken(
  db: Queryable,
  companyId: number,
  email: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: companyPeople.id })
    .from(companyPeople)
    .where(
      and(
        eq(companyPeople.companyId, companyId),
        sql`lower(${companyPeople.email}) = ${email.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(companyPeople.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Adds or updates (by e-mail, any case) the rows of an import; answers how many were created and
 * updated. Called in the import's transaction.
 */
export async function upsertPeopleByEmail(
  db: Queryable,
  companyId: number,
  people: ReadonlyArray<{ name: string; email: string; department: string | null }>,
) {
  let created = 0;
  let updated = 0;
  for (const person of people) {
    const changed = await db
      .update(companyPeople)
      .set({ name: person.name, department: person.department, updatedAt: sql`now()` })
      .where(
        and(
          eq(companyPeople.companyId, companyId),
          sql`lower(${companyPeople.email}) = ${person.email}`,
        ),
      )
      .returning({ id: companyPeople.id });
    if (changed.length > 0) {
      updated += 1;
    } else {
      await db.insert(companyPeople).values({ companyId, ...person });
      created += 1;
    }
  }
  return { created, updated };
}
