import type { PlatformRole } from '@app/contracts/access';
import type { ModeratedKind } from '@app/contracts/actions/platform';
import type { ReportState } from '@app/contracts/states';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { resendVerification, type LinkMail } from '../accounts/index.ts';
import { accountLog } from '../audit-log/index.ts';
import { disableTotp } from '../two-factor/index.ts';
import {
  countBookings,
  findCompany,
  findPerson,
  searchCompanies,
  searchPeople,
  selectCompanyDocuments,
  selectCompanyLocations,
  selectCompanyMembers,
  selectCompanyPlanRequests,
  selectListings,
  selectMemberships,
  selectReportsAbout,
  selectReportsBy,
  selectSubscriptionHistory,
} from './people-records.repository.ts';

/**
 * The console's people and companies (docs/product.md, "The operator console"): a search, a
 * person's record, and what the staff do for a person who asks (a new confirmation link, their
 * two-factor sign-in reset after checking who they are), each in the operators' audit.
 */

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

function personOf(row: Row) {
  return {
    userId: Number(row.userId),
    username: String(row.username),
    name: (row.name as string | null) ?? null,
    email: String(row.email),
    platformRole: (row.platformRole as PlatformRole | null) ?? null,
    suspended: Boolean(row.suspended),
    isActive: Boolean(row.isActive),
    companies: (row.companies as string[] | null) ?? [],
  };
}

export async function findPeople(db: Database, q: string) {
  const [people, companies] = await Promise.all([searchPeople(db, q), searchCompanies(db, q)]);
  return {
    people: people.map(personOf),
    companies: companies.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      kind: String(row.kind),
      vatId: (row.vatId as string | null) ?? null,
      members: Number(row.members),
      plan: (row.plan as string | null) ?? null,
      endDate: isoOrNull(row.endDate),
    })),
  };
}

export async function personRecord(db: Database, userId: number, callerId: number) {
  const row = await findPerson(db, userId);
  if (!row) throw new AppError('not_found');
  const [memberships, listings, bookings, reportsBy, reportsAbout, log] = await Promise.all([
    selectMemberships(db, userId),
    selectListings(db, userId),
    countBookings(db, userId),
    selectReportsBy(db, userId),
    selectReportsAbout(db, userId),
    accountLog(db, userId),
  ]);
  const report = (each: Row) => ({
    id: Number(each.id),
    reference: String(each.reference),
    subject: String(each.subject),
    state: each.state as ReportState,
  });
  return {
    person: {
      ...personOf(row),
      createdAt: iso(row.createdAt),
      lastLoginAt: isoOrNull(row.lastLoginAt),
      emailVerified: Boolean(row.emailVerified),
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      suspendedReason: (row.suspendedReason as string | null) ?? null,
      serviceType: String(row.serviceType),
      isSelf: userId === callerId,
    },
    memberships: memberships.map((each) => ({
      companyId: Number(each.companyId),
      name: String(each.name),
      userRole: Number(each.userRole),
    })),
    listings: listings.map((each) => ({
      kind: each.kind as ModeratedKind,
      id: Number(each.id),
      title: String(each.title),
      status: String(each.status),
      link: String(each.link),
    })),
    bookings,
    reportsBy: reportsBy.map(report),
    reportsAbout: reportsAbout.map(report),
    securityLog: log.list.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      date: entry.date,
      actor: entry.actor,
      detail: entry.detail,
    })),
  };
}

export async function resendPersonVerification(
  db: Database,
  deps: { mail: LinkMail; audit: Auditor },
  userId: number,
) {
  if (!(await findPerson(db, userId))) throw new AppError('not_found');
  const email = await resendVerification(db, deps.mail, userId);
  if (email !== null) {
    await deps.audit.record(db, 'verification_resent', { userId, detail: { email } });
  }
  return { sent: email !== null, email };
}

export async function resetTwoFactor(
  db: Database,
  audit: Auditor,
  request: { userId: number; reason: string; callerId: number },
) {
  if (request.userId === request.callerId) throw new AppError('forbidden');
  await db.transaction(async (tx) => {
    const row = await findPerson(tx, request.userId);
    if (!row) throw new AppError('not_found');
    await disableTotp(tx, request.userId);
    await audit.record(tx, 'two_factor_reset', {
      userId: request.userId,
      detail: { reason: request.reason },
    });
  });
}

const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/**
 * A company's record for the console: who works in it, its group, its subscription now and
 * before, its plan requests and its latest documents (amounts for operators only: support sees
 * no money).
 */
export async function companyRecord(
  db: Database,
  companyId: number,
  caller: { platformRole: PlatformRole | null },
) {
  const company = await findCompany(db, companyId);
  if (!company) throw new AppError('not_found');
  const parentId = company.parentId === null ? null : Number(company.parentId);
  const [members, locations, subscriptions, planRequests, documents] = await Promise.all([
    selectCompanyMembers(db, companyId),
    selectCompanyLocations(db, companyId, parentId),
    selectSubscriptionHistory(db, companyId),
    selectCompanyPlanRequests(db, companyId),
    selectCompanyDocuments(db, companyId),
  ]);
  const seesMoney = caller.platformRole === 'operator';
  return {
    company: {
      id: Number(company.id),
      name: String(company.name),
      kind: String(company.kind),
      country: String(company.country),
      vatId: (company.vatId as string | null) ?? null,
      createdAt: iso(company.createdAt),
      parent: parentId === null ? null : { id: parentId, name: String(company.parentName) },
    },
    members: members.map((row) => ({
      userId: Number(row.userId),
      username: String(row.username),
      name: (row.name as string | null) ?? null,
      userRole: Number(row.userRole),
    })),
    locations: locations.map((row) => ({ id: Number(row.id), name: String(row.name) })),
    subscriptions: subscriptions.map((row) => ({
      plan: String(row.plan),
      endDate: iso(row.endDate),
      createdAt: iso(row.createdAt),
    })),
    planRequests: planRequests.map((row) => ({
      id: Number(row.id),
      plan: String(row.plan),
      state: String(row.state),
      createdAt: iso(row.createdAt),
    })),
    documents: documents.map((row) => ({
      id: Number(row.id),
      kind: row.kind as 'invoice' | 'credit_note' | 'purchase_order',
      number: String(row.number),
      state: String(row.state),
      issueDate: dateText(row.issueDate),
      party: (row.party as string | null) ?? '',
      grossMinor: seesMoney ? Number(row.grossMinor) : null,
      currency: String(row.currency),
    })),
  };
}
