import { INVITATION_LIFETIME_DAYS } from '@app/contracts/actions/company-people';
import { csvDialectOf } from '@app/contracts/csv';
import { languages, type Language } from '@app/contracts/locales';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { seal } from '../../lib/sealed.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { SessionUser } from '../../plugins/sessions.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { isAdminRole, ADMIN_ROLE } from '../../shared/memberships.ts';
import { displayNameOf } from '../accounts/index.ts';
import { INVITATION_EMAIL_JOB, type InvitationEmailJob } from './company-people.jobs.ts';
import {
  claimInvitation,
  deleteMember,
  deletePendingInvitation,
  deletePerson,
  findPendingInvitation,
  findUsableInvitation,
  insertMember,
  insertPerson,
  isPersonEmailTaken,
  isStaffEmail,
  lockMembers,
  renewInvitationToken,
  replacePendingInvitation,
  selectAllPeople,
  selectMembers,
  selectPendingInvitations,
  selectPeople,
  setActiveCompanyOf,
  updateMember,
  updatePerson,
  upsertPeopleByEmail,
  type PersonFields,
} from './company-people.repository.ts';
import { parsePeopleCsv, peopleToCsv } from './people-csv.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Most people one page of the list shows; the search narrows it. */
const PEOPLE_PAGE = 500;

/** What queueing an invitation's e-mail needs (company-people.jobs.ts sends it). */
export interface Mailing {
  jobs: JobQueue;
  /** The server's secret (SESSION_SECRET): the token is sealed under it in the job's data. */
  secret: string;
  /** The e-mail's language when the inviter has none. */
  defaultLanguage: Language;
}

const languageOf = (value: string | null, fallback: Language): Language =>
  (languages as readonly string[]).includes(value ?? '') ? (value as Language) : fallback;

/** The staff and the pending invitations of the caller's company (docs/product.md). */
export async function listStaff(
  db: Database,
  companyId: number,
  callerId: number,
  now = new Date(),
) {
  const [members, invitations] = await Promise.all([
    selectMembers(db, companyId),
    selectPendingInvitations(db, companyId),
  ]);
  return {
    members: members.map((member) => ({
      userId: member.userId,
      username: member.username,
      fullName: [member.firstName, member.lastName].filter(Boolean).join(' ') || null,
      email: member.email,
      userRole: member.userRole,
      department: member.department,
      lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
      isSelf: member.userId === callerId,
    })),
    invitations: invitations.map((invitation) => ({
      ...invitation,
      expiresAt: invitation.expiresAt.toISOString(),
      isExpired: invitation.expiresAt.getTime() <= now.getTime(),
    })),
  };
}

/** Queues the invitation's e-mail in the transaction that wrote its token; the token goes sealed. */
async function queueInvitationEmail(
  tx: Queryable,
  mailing: Mailing,
  inviter: SessionUser,
  invitation: { id: number; token: string },
) {
  const data: InvitationEmailJob = {
    id: invitation.id,
    sealedToken: seal(mailing.secret, invitation.token),
    inviter: displayNameOf(inviter),
    language: languageOf(inviter.language, mailing.defaultLanguage),
  };
  await mailing.jobs.send(INVITATION_EMAIL_JOB, data, { tx });
}

export interface InvitationRequest {
  email: string;
  userRole: number;
  department?: string | null | undefined;
}

/**
 * A new invitation (replacing a pending one to the same address), in the caller's transaction:
 * only the token's sha-256 is stored; the link goes out by e-mail (a job queued with it).
 */
async function createInvitation(
  tx: Queryable,
  mailing: Mailing,
  inviter: SessionUser,
  companyId: number,
  request: InvitationRequest,
) {
  const token = randomToken(32);
  const id = await replacePendingInvitation(tx, {
    companyId,
    email: request.email,
    userRole: request.userRole,
    department: request.department ?? null,
    tokenHash: sha256(token),
    invitedBy: inviter.id,
    expiresAt: new Date(Date.now() + INVITATION_LIFETIME_DAYS * DAY_MS),
  });
  await queueInvitationEmail(tx, mailing, inviter, { id, token });
  return id;
}

/** An invitation to one address; an address already on the staff is refused. */
export async function inviteStaff(
  db: Database,
  mailing: Mailing,
  inviter: SessionUser,
  companyId: number,
  request: InvitationRequest,
) {
  const email = request.email.toLowerCase();
  if (await isStaffEmail(db, companyId, email)) throw new AppError('already_member');
  return db.transaction((tx) =>
    createInvitation(tx, mailing, inviter, companyId, { ...request, email }),
  );
}

/**
 * Several invitations in one transaction, each with its own link and e-mail; addresses already
 * on the staff are skipped and answered.
 */
export async function inviteStaffInBulk(
  db: Database,
  mailing: Mailing,
  inviter: SessionUser,
  companyId: number,
  request: { emails: string[]; userRole: number; department?: string | null | undefined },
) {
  const invited: string[] = [];
  const alreadyMembers: string[] = [];
  await db.transaction(async (tx) => {
    for (const email of request.emails) {
      if (await isStaffEmail(tx, companyId, email)) {
        alreadyMembers.push(email);
        continue;
      }
      await createInvitation(tx, mailing, inviter, companyId, { ...request, email });
      invited.push(email);
    }
  });
  return { invited, alreadyMembers };
}

/** A new link for a pending invitation, valid 7 days from now; the old link stops working. */
export async function resendInvitation(
  db: Database,
  mailing: Mailing,
  inviter: SessionUser,
  companyId: number,
  id: number,
) {
  const invitation = await findPendingInvitation(db, companyId, id);
  if (!invitation) throw new AppError('not_found');
  const token = randomToken(32);
  await db.transaction(async (tx) => {
    await renewInvitationToken(
      tx,
      id,
      sha256(token),
      new Date(Date.now() + INVITATION_LIFETIME_DAYS * DAY_MS),
    );
    await queueInvitationEmail(tx, mailing, inviter, { id, token });
  });
}

export async function revokeInvitation(db: Database, companyId: number, id: number) {
  if (!(await deletePendingInvitation(db, companyId, id))) throw new AppError('not_found');
}

/** What a link offers, or invitation_invalid (expired, used, withdrawn, unknown). */
export async function describeInvitationLink(db: Database, token: string) {
  const invitation = await findUsableInvitation(db, sha256(token));
  if (!invitation) throw new AppError('invitation_invalid');
  return {
    company: { id: invitation.companyId, name: invitation.companyName },
    email: invitation.email,
    userRole: invitation.userRole,
    department: invitation.department,
  };
}

/**
 * The signed-in user joins the staff with the invited role and department and works in that
 * company from now on; the link is used up in the same transaction. Someone already on the staff
 * keeps their role (the link is still used up).
 */
/** How the security log names a staff role. */
const roleName = (userRole: number) => (isAdminRole(userRole) ? 'admin' : 'manager');

export async function acceptInvitation(
  db: Database,
  audit: Auditor,
  userId: number,
  token: string,
) {
  const invitation = await findUsableInvitation(db, sha256(token));
  if (!invitation) throw new AppError('invitation_invalid');
  const accepted = await db.transaction(async (tx) => {
    if (!(await claimInvitation(tx, invitation.id, userId))) return false;
    await insertMember(tx, {
      companyId: invitation.companyId,
      userId,
      userRole: invitation.userRole,
      department: invitation.department,
    });
    await setActiveCompanyOf(tx, userId, invitation.companyId);
    await audit.record(tx, 'company_member_joined', {
      userId,
      companyId: invitation.companyId,
      detail: { role: roleName(invitation.userRole) },
    });
    return true;
  });
  if (!accepted) throw new AppError('invitation_invalid');
  return invitation.companyId;
}

/** Throws last_admin when the change would leave the company without an admin. */
function assertAdminRemains(
  members: ReadonlyArray<{ userId: number; userRole: number }>,
  losingAdmin: number,
) {
  const admins = members.filter((member) => isAdminRole(member.userRole));
  if (admins.length === 1 && admins[0]?.userId === losingAdmin) throw new AppError('last_admin');
}

export interface StaffChange {
  userId: number;
  userRole: number;
  department?: string | null | undefined;
}

/** Role and department of a staff member; the last admin stays admin. */
export async function changeStaff(
  db: Database,
  audit: Auditor,
  companyId: number,
  change: StaffChange,
) {
  await db.transaction(async (tx) => {
    const members = await lockMembers(tx, companyId);
    const member = members.find((candidate) => candidate.userId === change.userId);
    if (!member) throw new AppError('not_found');
    if (!isAdminRole(change.userRole)) assertAdminRemains(members, change.userId);
    await updateMember(tx, companyId, change.userId, {
      userRole: change.userRole,
      ...(change.department !== undefined ? { department: change.department } : {}),
    });
    if (roleName(member.userRole) !== roleName(change.userRole)) {
      await audit.record(tx, 'company_role_changed', {
        userId: change.userId,
        companyId,
        detail: { role: roleName(change.userRole), previousRole: roleName(member.userRole) },
      });
    }
  });
}

/** Takes someone off the staff (themselves too); never the last admin. */
export async function removeStaff(db: Database, audit: Auditor, companyId: number, userId: number) {
  await db.transaction(async (tx) => {
    const members = await lockMembers(tx, companyId);
    const member = members.find((candidate) => candidate.userId === userId);
    if (!member) throw new AppError('not_found');
    assertAdminRemains(members, userId);
    await deleteMember(tx, companyId, userId);
    await audit.record(tx, 'company_member_removed', {
      userId,
      companyId,
      detail: { previousRole: roleName(member.userRole) },
    });
  });
}

/** Another staff member becomes admin and the caller a manager, together. */
export async function transferAdmin(
  db: Database,
  audit: Auditor,
  companyId: number,
  callerId: number,
  userId: number,
) {
  if (userId === callerId) throw new InputError({ userId: ['companyPeople.transfer.self'] });
  await db.transaction(async (tx) => {
    const members = await lockMembers(tx, companyId);
    if (!members.some((member) => member.userId === userId)) throw new AppError('not_found');
    await updateMember(tx, companyId, userId, { userRole: ADMIN_ROLE });
    await updateMember(tx, companyId, callerId, { userRole: 2 });
    await audit.record(tx, 'company_admin_transferred', { userId, companyId });
  });
}

export async function listPeople(db: Database, companyId: number, query?: string) {
  const { rows, total } = await selectPeople(db, companyId, query || undefined, PEOPLE_PAGE);
  return { people: rows, total };
}

export interface PersonInput {
  id?: number | undefined;
  name: string;
  email?: string | null | undefined;
  department?: string | null | undefined;
}

/** Adds or edits a person; an e-mail is unique within the company. */
export async function savePerson(db: Database, companyId: number, input: PersonInput) {
  const person: PersonFields = {
    name: input.name,
    email: input.email ?? null,
    department: input.department ?? null,
  };
  if (person.email && (await isPersonEmailTaken(db, companyId, person.email, input.id))) {
    throw new InputError({ email: ['companyPeople.person.emailTaken'] });
  }
  try {
    if (input.id === undefined) return await insertPerson(db, companyId, person);
    if (!(await updatePerson(db, companyId, input.id, person))) throw new AppError('not_found');
    return input.id;
  } catch (error) {
    if (violatedUniqueConstraint(error) === null) throw error;
    throw new InputError({ email: ['companyPeople.person.emailTaken'] });
  }
}

export async function removePerson(db: Database, companyId: number, id: number) {
  if (!(await deletePerson(db, companyId, id))) throw new AppError('not_found');
}

/** All or nothing: every row checked first, then every row written in one transaction. */
export async function importPeople(db: Database, companyId: number, csv: string) {
  const parsed = parsePeopleCsv(csv);
  if (!parsed.ok) return { imported: false, created: 0, updated: 0, problems: parsed.problems };
  const counts = await db.transaction((tx) => upsertPeopleByEmail(tx, companyId, parsed.people));
  return { imported: true, ...counts, problems: [] };
}

export async function exportPeople(db: Database, companyId: number, language: Language) {
  const people = await selectAllPeople(db, companyId);
  const day = new Date().toISOString().slice(0, 10);
  return {
    csv: peopleToCsv(people, csvDialectOf(language)),
    filename: `people-${companyId}-${day}.csv`,
  };
}
