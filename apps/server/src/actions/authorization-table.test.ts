import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@app/contracts/access';
import type { ErrorCode } from '@app/contracts/errors';
import { actions, type ActionName } from '@app/contracts/registry';
import { checkTransition, publicationMachine, publicationRolesOf } from '@app/contracts/states';
import { uploads, type UploadName } from '@app/contracts/uploads';
import {
  companies,
  companyBudgets,
  invoices,
  planRequests,
  purchaseOrders,
  siteReports,
  users,
} from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { completeTopic, eventFields, requirementForm } from '../test/listing-forms.ts';
import { insertTopic } from '../test/catalogue-rows.ts';
import type { TestClient } from '../test/app.ts';
import { createTestApp, createUser, type TestApp } from '../test/app.ts';
import {
  companyInvitations,
  companyJoinRequests,
  companyMembers,
  companyPeople,
} from '../db/schema.ts';
import { sha256 } from '../lib/tokens.ts';
import { fileParts, picture, upload, type Part } from '../test/upload-fixtures.ts';
import {
  createWorld,
  personas,
  type Persona,
  type RecordSet,
  type World,
} from '../test/authorization-world.ts';

/**
 * The authorisation table, tried: every action of the contract (and every upload route) as every
 * kind of caller, each action in a world of its own (nothing one call changes reaches another
 * action). A caller the action's declared rule admits must get the sample's success (or the named
 * business outcome a sample cannot avoid); any other must be refused with an authorisation answer
 * and nothing else. An action without a sample here fails the test, so a new action cannot slip
 * past the table.
 */

/** What the server answers a caller who may not do something. */
const refusals: readonly ErrorCode[] = [
  'auth_required',
  'forbidden',
  'not_provider',
  'listing_not_found',
  'not_company_member',
];

interface CaseContext {
  world: World;
  persona: Persona;
  /** The caller's own records when they own some, otherwise the owner's (someone else's). */
  own: RecordSet;
  /** A fresh word for names that must not collide. */
  unique: () => string;
  /** The id of another session of the caller (they sign in once more elsewhere). */
  otherSession: () => Promise<string>;
}

interface Case {
  label?: string;
  input: (context: CaseContext) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Business outcomes an admitted caller may get when the sample cannot fully succeed. */
  admittedCodes?: readonly ErrorCode[];
  /** A transition of the publication machine the call fires from `state`, by the caller's roles. */
  fires?: { transition: 'publish' | 'unpublish'; state: 'draft' | 'published' };
  /**
   * The callers the action narrows its rule to (the record's provider among its parties): any
   * other caller the rule admits must be refused as well.
   */
  onlyFor?: readonly Persona[];
}

/** The personas who work in a company (company A's admin and manager, company B's admin). */
const companyStaffPersonas: readonly Persona[] = ['companyAdmin', 'manager', 'otherCompany'];

/** An invoice of the world's booking (owner to seeker, for company A), made fresh for each call. */
let invoiceSequence = 0;
async function worldInvoice(
  { world }: CaseContext,
  issuer: 'provider' | 'platform' = 'provider',
): Promise<{ id: number }> {
  invoiceSequence += 1;
  const party = {
    legalName: 'Party',
    street: 'Via Roma 1',
    postalCode: '00100',
    city: 'Roma',
    province: 'RM',
    country: 'IT',
    vatId: null,
    taxCode: null,
    sdiCode: null,
    pec: null,
    email: null,
  };
  const line = {
    description: 'Training',
    quantity: 1,
    unitPriceMinor: 10_000,
    netMinor: 10_000,
    vatRateBasisPoints: 2200,
    vatMinor: 2200,
  };
  const [row] = await t.db
    .insert(invoices)
    .values({
      kind: 'invoice',
      providerId: issuer === 'platform' ? null : world.users.owner!.id,
      buyerId: world.users.seeker!.id,
      companyId: world.companyA.id,
      year: 2026,
      sequence: invoiceSequence,
      number: `INV-2026-${invoiceSequence}`,
      issueDate: new Date().toISOString().slice(0, 10),
      dueDate: '2099-01-01',
      seller: party,
      buyer: party,
      lines: [line],
      vatSummary: [{ vatRateBasisPoints: 2200, taxableMinor: 10_000, vatMinor: 2200 }],
      vatRegime: 'standard',
      netMinor: 10_000,
      vatMinor: 2200,
      grossMinor: 12_200,
    })
    .returning({ id: invoices.id });
  return { id: row!.id };
}

const none = (): Record<string, unknown> => ({});

/** Company A's open request for the business plan, fresh for each call (earlier ones done). */
async function openPlanRequest({ world }: CaseContext): Promise<number> {
  await t.db
    .update(planRequests)
    .set({ state: 'done', doneAt: new Date() })
    .where(eq(planRequests.companyId, world.companyA.id));
  const [row] = await t.db
    .insert(planRequests)
    .values({ companyId: world.companyA.id, plan: 'business', requestedBy: null })
    .returning({ id: planRequests.id });
  return row!.id;
}

/** Billing details valid for any owner (a provider's IBAN, a company's SDI code). */
const billingSample = {
  legalName: 'Sample S.r.l.',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  vatId: 'IT00743110157',
  sdiCode: 'ABC1234',
  iban: 'IT60X0542811101000000123456',
  vatRegime: 'standard',
};

/** A trainer row of the caller's own company when they may add one, else of company A. */
async function trainerRowOf({ world, persona, unique }: CaseContext): Promise<number> {
  const add = async (client: TestClient) =>
    (await client.action('addcompanytrainer', { email: `t${unique()}@example.com` })).json<{
      status: boolean;
      id?: number;
    }>();
  const own = await add(world.clients[persona]);
  if (own.status && own.id !== undefined) return own.id;
  const other = await add(world.clients.companyAdmin);
  if (other.id === undefined) throw new Error('no trainer row for the sample');
  return other.id;
}
const password = 'Another-pass-2';

/** The company a persona works in (company A for callers of none: any id is refused them). */
const companyOf = (world: World, persona: Persona) =>
  personas[persona].staffOf === 'B' ? world.companyB.id : world.companyA.id;

/** A fresh manager of the caller's company, for the staff actions to act on. */
async function staffTarget(world: World, persona: Persona) {
  const user = await createUser(t.db);
  await t.db
    .insert(companyMembers)
    .values({ companyId: companyOf(world, persona), userId: user.id, userRole: 2 });
  return user.id;
}

/** A pending invitation of the caller's company, and its link's token. */
async function pendingInvitation(world: World, persona: Persona) {
  const token = `token-${unique()}`;
  const [row] = await t.db
    .insert(companyInvitations)
    .values({
      companyId: companyOf(world, persona),
      email: `invited-${unique()}@example.com`,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })
    .returning({ id: companyInvitations.id });
  return { id: row?.id ?? 0, token };
}

/** A pending request of a fresh account to join the caller's company. */
async function pendingJoinRequest(world: World, persona: Persona) {
  const user = await createUser(t.db);
  const [row] = await t.db
    .insert(companyJoinRequests)
    .values({ companyId: companyOf(world, persona), userId: user.id })
    .returning({ id: companyJoinRequests.id });
  return row?.id ?? 0;
}

/** A person of the caller's company. */
async function companyPerson(world: World, persona: Persona) {
  const [row] = await t.db
    .insert(companyPeople)
    .values({ companyId: companyOf(world, persona), name: `Person ${unique()}` })
    .returning({ id: companyPeople.id });
  return row?.id ?? 0;
}

let orderSequence = 0;
/** A fresh purchase order of company A to the world's owner (no booking: one live per booking). */
async function purchaseOrderOf(world: World): Promise<number> {
  orderSequence += 1;
  const party = {
    legalName: 'Party',
    street: 'Via Roma 1',
    postalCode: '00100',
    city: 'Roma',
    province: 'RM',
    country: 'IT',
    vatId: null,
    taxCode: null,
    sdiCode: null,
    pec: null,
    email: null,
  };
  const [row] = await t.db
    .insert(purchaseOrders)
    .values({
      companyId: world.companyA.id,
      providerId: world.users.owner!.id,
      year: 2099,
      sequence: orderSequence,
      number: `PO-2099-${orderSequence}`,
      issueDate: '2099-01-01',
      buyer: party,
      provider: party,
      lines: [],
      netMinor: 0,
      vatMinor: 0,
      grossMinor: 0,
    })
    .returning({ id: purchaseOrders.id });
  return row!.id;
}

/** One or more sample calls of every action: `satisfies` makes a missing action a type error. */
const samples = {
  login: [
    { input: ({ world }) => ({ username: world.spare.username, password: world.spare.password }) },
  ],
  logout: [{ input: none }],
  loginuserdetail: [{ input: none }],
  join: [
    {
      input: ({ unique }) => ({
        susername: `j${unique()}`,
        semail: `j${unique()}@example.com`,
        spassword: password,
      }),
    },
    {
      label: 'for a company',
      input: ({ unique }) => ({
        susername: `j${unique()}`,
        semail: `j${unique()}@example.com`,
        spassword: password,
        accountKind: 'company',
        companyName: `Company ${unique()}`,
        country: 'IT',
      }),
    },
  ],
  // Both answer status true for a name that is taken.
  usernamecheck: [{ input: ({ world }) => ({ susername: world.spare.username }) }],
  emailcheck: [{ input: ({ world }) => ({ semail: world.spare.email }) }],
  forgotpassword: [{ input: () => ({ semail: 'nobody@example.com' }) }],
  verifyemail: [
    { input: () => ({ id: 'none', token: 'none' }), admittedCodes: ['verification_link_invalid'] },
  ],
  resendverification: [{ input: none }],
  securitylog: [{ input: none }],
  companysecuritylog: [{ input: none }],
  logintwofactor: [{ input: () => ({ code: '123456' }), admittedCodes: ['two_factor_expired'] }],
  twofactorstatus: [{ input: none }],
  twofactorsetup: [{ input: none }],
  twofactorenable: [
    {
      input: () => ({ code: '123456' }),
      admittedCodes: ['two_factor_not_started', 'two_factor_code_invalid'],
    },
  ],
  twofactordisable: [
    {
      input: ({ world, persona }) => ({
        password: world.users[persona]?.password ?? '',
        code: '123456',
      }),
      admittedCodes: ['two_factor_off'],
    },
  ],
  recoverycodes: [
    {
      input: ({ world, persona }) => ({
        password: world.users[persona]?.password ?? '',
        code: '123456',
      }),
      admittedCodes: ['two_factor_off'],
    },
  ],
  companytwofactor: [{ input: () => ({ required: false }) }],
  changeemail: [
    {
      input: ({ world, persona, unique }) => ({
        semail: `c${unique()}@example.com`,
        password: world.users[persona]?.password ?? '',
      }),
    },
  ],
  resetcheck: [
    { input: () => ({ id: 'none', token: 'none' }), admittedCodes: ['reset_link_invalid'] },
  ],
  resetpassword: [
    {
      input: () => ({ id: 'none', token: 'none', newpass: password, confpass: password }),
      admittedCodes: ['reset_link_invalid'],
    },
  ],
  viewsetting: [{ input: none }],
  changeNotificationSetting: [{ input: () => ({ type: 'message', setting: false }) }],
  unsubscribe: [{ input: () => ({ token: 'none' }), admittedCodes: ['unsubscribe_link_invalid'] }],
  profileType: [{ input: () => ({ type: 'compprofile' }) }],
  joinedcompanies: [{ input: () => ({ status: false }) }],
  serviceType: [{ input: () => ({ Provider: false, Seeker: true }) }],
  changepassword: [
    {
      input: ({ world, persona }) => ({
        oldpass: world.users[persona]?.password ?? '',
        newpass: password,
        confpass: password,
      }),
    },
  ],
  deactivateaccount: [
    { input: ({ world, persona }) => ({ pass: world.users[persona]?.password }) },
  ],
  sessionlist: [{ input: none }],
  dataexportstatus: [{ input: none }],
  requestdataexport: [{ input: none }],
  checkdataexport: [
    { input: () => ({ id: 1, token: 'not-a-token' }), admittedCodes: ['data_export_link_invalid'] },
  ],
  eraseaccount: [
    {
      input: ({ world, persona }) => ({ pass: world.users[persona]?.password }),
      // The world's people book each other and run companies: those erasures wait for that.
      admittedCodes: ['erase_open_bookings', 'last_admin'],
    },
  ],
  endsession: [{ input: async ({ otherSession }) => ({ id: await otherSession() }) }],
  endothersessions: [{ input: none }],
  loginCompanyDetails: [{ input: none }],
  smeGetMultilocation: [{ input: none }],
  switchCompanyProfile: [{ input: ({ world }) => ({ companyId: world.companyA.id }) }],
  companyInvite: [{ input: ({ world }) => ({ company: world.companyA.slug }) }],
  joinCompany: [
    {
      input: ({ world }) => ({ companyId: world.companyA.id }),
      admittedCodes: ['not_approved_provider', 'already_joined'],
    },
  ],
  joinSMECompany: [
    {
      // Joining an SME (company B) through its link, with a new account.
      input: ({ world, unique }) => ({
        companyId: world.companyB.id,
        susername: `s${unique()}`,
        semail: `s${unique()}@example.com`,
        spassword: password,
        phone: '+39 333123456789',
        sindustry: 'Manufacturing',
      }),
      admittedCodes: ['not_approved_provider'],
    },
  ],
  updateCompanyDetails: [{ input: () => ({ name: 'Renamed company' }) }],
  companydashboard: [{ input: none }],
  companytrainers: [{ input: none }],
  findtrainers: [{ input: () => ({ search: 'trainer' }) }],
  addcompanytrainer: [
    { input: ({ unique }) => ({ email: `t${unique()}@example.com` }) },
    { label: 'by username', input: ({ world }) => ({ username: world.users.provider?.username }) },
  ],
  updatecompanytrainer: [
    { input: async (context) => ({ id: await trainerRowOf(context), note: 'Punctual' }) },
  ],
  removecompanytrainer: [{ input: async (context) => ({ id: await trainerRowOf(context) }) }],
  trainingschedule: [{ input: () => ({ from: '2026-01-01', to: '2026-02-01' }) }],
  calendarfeed: [{ input: none }],
  rotatecalendarfeed: [{ input: none }],
  assessmentquestions: [{ input: none }],
  updateassessmentquestions: [
    { input: () => ({ questions: '[{"id":"q1","kind":"rating","text":"Clear?"}]' }) },
  ],
  assessmentresults: [{ input: none }],
  answermanagerassessment: [
    {
      input: () => ({ id: 2_000_000, ratingHalves: 8, answers: '{}' }),
      admittedCodes: ['assessment_not_found'],
    },
  ],
  setcertificateexpiry: [
    {
      input: () => ({ participantId: 2_000_000, expiresOn: '2027-01-31' }),
      admittedCodes: ['listing_not_found'],
    },
  ],
  publicassessment: [
    { input: () => ({ token: 'A'.repeat(43) }), admittedCodes: ['assessment_not_found'] },
  ],
  answerassessment: [
    {
      input: () => ({ token: 'A'.repeat(43), ratingHalves: 8, answers: '{}' }),
      admittedCodes: ['assessment_not_found'],
    },
  ],
  companyusers: [{ input: none }],
  invitecompanyuser: [{ input: () => ({ email: `invitee-${unique()}@example.com`, userRole: 2 }) }],
  invitecompanyusers: [
    {
      input: () => ({
        emails: `bulk-${unique()}@example.com, bulk-${unique()}@example.com`,
        userRole: 2,
      }),
    },
  ],
  resendcompanyinvitation: [
    { input: async ({ world, persona }) => ({ id: (await pendingInvitation(world, persona)).id }) },
  ],
  revokecompanyinvitation: [
    { input: async ({ world, persona }) => ({ id: (await pendingInvitation(world, persona)).id }) },
  ],
  updatecompanyuser: [
    {
      input: async ({ world, persona }) => ({
        userId: await staffTarget(world, persona),
        userRole: 2,
        department: 'Sales',
      }),
    },
  ],
  removecompanyuser: [
    { input: async ({ world, persona }) => ({ userId: await staffTarget(world, persona) }) },
  ],
  transfercompanyadmin: [
    { input: async ({ world, persona }) => ({ userId: await staffTarget(world, persona) }) },
  ],
  companyinvitation: [
    {
      input: async ({ world, persona }) => ({
        token: (await pendingInvitation(world, persona)).token,
      }),
    },
  ],
  acceptcompanyinvitation: [
    {
      input: async ({ world, persona }) => ({
        token: (await pendingInvitation(world, persona)).token,
      }),
    },
  ],
  // Company B's own staff are on it already.
  askjoincompany: [
    { input: ({ world }) => ({ companyId: world.companyB.id }), admittedCodes: ['already_member'] },
  ],
  decidejoinrequest: [
    {
      input: async ({ world, persona }) => ({
        id: await pendingJoinRequest(world, persona),
        decision: 'decline',
      }),
    },
  ],
  reportcontent: [
    {
      input: ({ world }) => ({
        kind: 'topic',
        id: world.records.owner.publishedTopic.id,
        reason: 'spam',
      }),
    },
  ],
  adminPlatformStaff: [{ input: none }],
  // A fresh account, suspended and restored.
  adminSuspendUser: [
    { input: async () => ({ userId: (await createUser(t.db)).id, reason: 'Spam in messages' }) },
  ],
  adminRestoreUser: [
    {
      input: async () => {
        const user = await createUser(t.db);
        await t.db
          .update(users)
          .set({ suspendedAt: new Date(), suspendedReason: 'Spam' })
          .where(eq(users.id, user.id));
        return { userId: user.id };
      },
    },
  ],
  // A fresh account becomes support (the operator never changes their own role).
  adminReports: [{ input: none }, { input: () => ({ state: 'all', mine: true }) }],
  adminReport: [{ input: async () => ({ id: await newReport() }) }],
  adminReportTransition: [{ input: async () => ({ id: await newReport(), transition: 'take' }) }],
  adminReportAssign: [{ input: async () => ({ id: await newReport(), assigneeId: null }) }],
  adminReportNote: [{ input: async () => ({ id: await newReport(), text: 'Seen before.' }) }],
  adminReportReply: [{ input: async () => ({ id: await newReport(), text: 'Thank you.' }) }],
  adminAuditLog: [{ input: none }],
  adminPlans: [{ input: none }],
  // Company A's billing details may be incomplete: the invoice then waits for them.
  adminIssuePlanInvoice: [
    {
      input: async (context) => ({ requestId: await openPlanRequest(context) }),
      admittedCodes: ['company_billing_incomplete'],
    },
  ],
  adminRecordPlanPayment: [
    {
      input: async (context) => ({
        invoiceId: (await worldInvoice(context, 'platform')).id,
        paidOn: new Date().toISOString().slice(0, 10),
      }),
    },
  ],
  adminSetSubscription: [
    {
      input: ({ world }) => ({
        companyId: world.companyA.id,
        plan: 'business',
        endDate: '2099-12-31',
      }),
    },
  ],
  adminFigures: [{ input: none }, { input: () => ({ period: 'week' }) }],
  adminPeople: [{ input: () => ({ q: 'ab' }) }],
  adminPerson: [{ input: async () => ({ userId: (await createUser(t.db)).id }) }],
  adminCompany: [{ input: ({ world }) => ({ companyId: world.companyA.id }) }],
  adminResendVerification: [{ input: async () => ({ userId: (await createUser(t.db)).id }) }],
  adminResetTwoFactor: [
    {
      input: async () => ({
        userId: (await createUser(t.db)).id,
        reason: 'Checked by a video call with an ID card',
      }),
    },
  ],
  // A topic of its own (published, or hidden), hidden and restored.
  adminHideListing: [
    {
      input: async () => ({
        kind: 'topic',
        id: (await insertTopic(t.db, (await createUser(t.db)).id)).id,
        reason: 'Asks to pay outside the site',
      }),
    },
  ],
  adminRestoreListing: [
    {
      input: async () => ({
        kind: 'topic',
        id: (await insertTopic(t.db, (await createUser(t.db)).id, { status: 'hidden' })).id,
        reason: 'The owner changed the text',
      }),
    },
  ],
  adminSetPlatformRole: [
    {
      input: async () => ({ username: (await createUser(t.db)).username, role: 'support' }),
    },
  ],
  companypeople: [{ input: () => ({ q: 'a' }) }],
  savecompanyperson: [
    { input: () => ({ name: 'Pat Rossi', email: `pat-${unique()}@example.com` }) },
  ],
  removecompanyperson: [
    { input: async ({ world, persona }) => ({ id: await companyPerson(world, persona) }) },
  ],
  importcompanypeople: [
    {
      input: () => ({
        csv: `name,email,department\nPat Rossi,pat-${unique()}@example.com,Sales\n`,
      }),
    },
  ],
  exportcompanypeople: [{ input: none }],
  companylocations: [{ input: none }],
  addcompanylocation: [
    { input: () => ({ name: `Location ${unique()}`, address: 'Via Po 1', country: 'it' }) },
  ],
  myprofile: [{ input: none }],
  updateprofile: [{ input: () => ({ headline: 'Trainer of trainers' }) }],
  removeprofileimage: [{ input: none }],
  publicprofile: [{ input: ({ world }) => ({ username: world.users.owner?.username }) }],
  dashboardsummary: [{ input: none }],
  searchBar: [{ input: () => ({ search: 'topic' }) }],
  sitepage: [{ input: () => ({ page: 'terms', language: 'it' }) }],
  blogposts: [{ input: () => ({ language: 'en' }) }],
  blogpost: [
    {
      input: () => ({ slug: 'from-requirement-to-invoice', language: 'en' }),
      admittedCodes: ['listing_not_found'],
    },
  ],
  sitereport: [
    {
      input: () => ({
        kind: 'contact',
        name: 'Anna',
        email: 'anna@example.com',
        subject: 'Hello',
        message: 'A question',
        language: 'it',
      }),
      admittedCodes: ['captcha_required'],
    },
  ],
  searchtopics: [{ input: none }],
  searchevents: [{ input: none }],
  searchrequirements: [{ input: none }],
  searchtrainers: [{ input: () => ({ topic: 'trainer' }) }],
  addrequirement: [{ input: () => requirementForm() }],
  updaterequirement: [{ input: ({ own }) => requirementForm({ id: own.requirement.id }) }],
  setrequirementstatus: [{ input: ({ own }) => ({ id: own.requirement.id, status: 'closed' }) }],
  deleterequirement: [{ input: ({ own }) => ({ id: own.requirement.id }) }],
  myrequirements: [{ input: none }],
  requirementdetail: [{ input: ({ world }) => ({ id: world.records.owner.requirement.id }) }],
  favlist: [{ input: none }],
  addfavorite: [{ input: ({ world }) => ({ topicId: world.records.owner.publishedTopic.id }) }],
  removefavorite: [{ input: ({ world }) => ({ topicId: world.records.owner.publishedTopic.id }) }],
  homepage: [{ input: none }],
  profilelistings: [{ input: ({ world }) => ({ username: world.users.owner?.username }) }],
  addevent: [{ input: () => eventFields() }],
  updateevent: [{ input: ({ own }) => eventFields({ id: own.draftEvent.id }) }],
  publishevent: [
    {
      label: 'publish a draft',
      input: ({ own }) => ({ id: own.draftEvent.id, publish: true }),
      fires: { transition: 'publish', state: 'draft' },
    },
    {
      label: 'unpublish',
      input: ({ own }) => ({ id: own.publishedEvent.id, publish: false }),
      fires: { transition: 'unpublish', state: 'published' },
    },
  ],
  deleteevent: [{ input: ({ own }) => ({ id: own.draftEvent.id }) }],
  myevents: [{ input: none }],
  myevent: [{ input: ({ own }) => ({ id: own.draftEvent.id }) }],
  eventdetail: [{ input: ({ world }) => ({ url: world.records.owner.publishedEvent.url }) }],
  removeeventimage: [{ input: ({ own }) => ({ id: own.publishedEvent.id, index: 0 }) }],
  moveeventimage: [{ input: ({ own }) => ({ id: own.publishedEvent.id, index: 0, to: 0 }) }],
  eventtopicoptions: [{ input: none }],
  addtopic: [{ input: () => completeTopic() }],
  updatetopic: [{ input: ({ own }) => completeTopic({ id: own.draftTopic.id }) }],
  publishtopic: [
    {
      label: 'publish a draft',
      input: ({ own }) => ({ id: own.draftTopic.id, publish: true }),
      fires: { transition: 'publish', state: 'draft' },
    },
    {
      label: 'unpublish',
      input: ({ own }) => ({ id: own.publishedTopic.id, publish: false }),
      fires: { transition: 'unpublish', state: 'published' },
    },
  ],
  deletetopic: [{ input: ({ own }) => ({ id: own.draftTopic.id }) }],
  mytopics: [{ input: none }],
  topicdetail: [{ input: ({ world }) => ({ url: world.records.owner.publishedTopic.url }) }],
  removetopicimage: [{ input: ({ own }) => ({ id: own.publishedTopic.id, index: 0 }) }],
  movetopicimage: [{ input: ({ own }) => ({ id: own.publishedTopic.id, index: 0, to: 0 }) }],
  sendmessage: [{ input: ({ world }) => ({ toUser: world.spare.id, message: 'Hello!' }) }],
  allmessage: [{ input: ({ world }) => ({ firstmsg: world.spare.id }) }],
  conversations: [{ input: none }],
  blockuser: [{ input: ({ world }) => ({ userId: world.spare.id, block: true }) }],
  countAllNotification: [{ input: none }],
  getNotification: [{ input: () => ({ type: 'notifilist' }) }],
  readnotification: [{ input: none }],
  changelanguage: [{ input: () => ({ lang: 'en' }) }],
  requestbooking: [
    {
      input: ({ world }) => ({
        topicId: world.records.owner.publishedTopic.id,
        dates: [new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString()],
        participants: 2,
        delivery: 'online',
      }),
      admittedCodes: ['own_listing'],
    },
    {
      label: 'for the company',
      input: ({ world }) => ({
        topicId: world.records.owner.publishedTopic.id,
        dates: [new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString()],
        participants: 2,
        delivery: 'online',
        forCompany: true,
      }),
      onlyFor: companyStaffPersonas,
    },
  ],
  bookevent: [
    {
      input: ({ world }) => ({ eventId: world.records.owner.publishedEvent.id }),
      admittedCodes: ['own_listing'],
    },
    {
      label: 'for the company',
      input: ({ world }) => ({ eventId: world.records.owner.publishedEvent.id, forCompany: true }),
      // Each of them booked a seat of their own with the first sample.
      admittedCodes: ['already_booked'],
      onlyFor: companyStaffPersonas,
    },
  ],
  bookingtransition: [
    {
      // Every party may cancel; once one has, the others find it cancelled.
      input: ({ world }) => ({
        id: world.booking.id,
        transition: 'cancel',
        reason: 'Plans changed',
      }),
      admittedCodes: ['invalid_transition'],
    },
  ],
  mybookings: [
    { input: none },
    { label: 'of the company', input: () => ({ side: 'company' }), onlyFor: companyStaffPersonas },
  ],
  bookingdetail: [{ input: ({ world }) => ({ id: world.booking.id }) }],
  setvatrate: [{ input: () => ({ vatRate: 2100 }) }],
  recordattendance: [
    {
      // Only the booking's provider records attendance, and the world's booking is only
      // requested (after-event.test.ts has the rest).
      input: ({ world }) => ({ bookingId: world.booking.id, attendance: 'attended' }),
      onlyFor: ['owner'],
      admittedCodes: ['invalid_transition'],
    },
  ],
  aftereventlist: [{ input: none }],
  sendthanks: [
    {
      // Only the booking's own provider thanks its people; the world's booking is not over yet.
      input: ({ world }) => ({
        bookingId: world.booking.id,
        message: 'Thank you all',
        materials: [],
      }),
      onlyFor: ['owner'],
      admittedCodes: ['training_not_over'],
    },
  ],
  sendquote: [
    {
      // The owner's own requirement is refused as such; other providers quote it.
      input: ({ world }) => ({
        requirementId: world.records.owner.requirement.id,
        pricing: 'flat',
        priceMinor: 150_000,
        dates: [new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString()],
        delivery: 'online',
        validUntil: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
        coverLetter: 'We can do it.',
      }),
      admittedCodes: ['own_requirement', 'already_quoted'],
    },
  ],
  requirementquotes: [{ input: ({ own }) => ({ requirementId: own.requirement.id }) }],
  myquotes: [{ input: none }],
  quotetransition: [
    {
      // Anyone signed in may try: the quote's provider withdraws it (then its requirement's owner
      // finds it withdrawn), anyone else does not find it; quotes.test.ts has the rest.
      input: ({ world }) => ({ id: world.quote.id, transition: 'withdraw' }),
      admittedCodes: ['listing_not_found', 'invalid_transition'],
    },
  ],
  addreview: [
    {
      // The world's booking is only requested: nobody may review it yet (reviews.test.ts).
      input: ({ world }) => ({ bookingId: world.booking.id, rating: 4.5, text: 'Very good' }),
      admittedCodes: ['review_not_allowed'],
    },
  ],
  reviewable: [{ input: none }],
  replyreview: [
    {
      input: () => ({ reviewId: 2_000_000_000, text: 'Thank you' }),
      admittedCodes: ['review_not_allowed'],
    },
  ],
  feeapprovalsettings: [{ input: none }],
  updatefeeapprovalsettings: [{ input: () => ({ thresholdMinor: 150_000, outsideList: true }) }],
  feeapprovals: [{ input: none }],
  companybudgets: [{ input: () => ({ year: 2027 }) }],
  savecompanybudget: [{ input: () => ({ year: 2027, department: 'Sales', amountMinor: 500_000 }) }],
  deletecompanybudget: [
    {
      // A budget of the caller's own company (company A for callers of none).
      input: async ({ world, persona, unique }) => {
        const company = personas[persona].staffOf === 'B' ? world.companyB : world.companyA;
        const [row] = await t.db
          .insert(companyBudgets)
          .values({ companyId: company.id, year: 2027, department: unique(), amountMinor: 1 })
          .returning({ id: companyBudgets.id });
        return { id: row!.id };
      },
    },
  ],
  budgetcheck: [
    { input: () => ({ amountMinor: 120_000, date: '2027-03-01T09:00:00Z', department: '' }) },
  ],
  getBillingDetails: [{ input: none }],
  // A change of billing details is confirmed with the caller's password.
  saveMyBillingDetails: [
    {
      input: ({ world, persona }) => ({
        ...billingSample,
        password: world.users[persona]?.password ?? '',
      }),
    },
  ],
  // One company per VAT id: company B's staff give another one.
  saveCompanyBillingDetails: [
    {
      input: ({ world, persona }) => ({
        ...billingSample,
        vatId: personas[persona].staffOf === 'B' ? 'IT00775210156' : billingSample.vatId,
        password: world.users[persona]?.password ?? '',
      }),
    },
  ],
  createcompany: [
    { input: ({ unique }) => ({ name: `Company ${unique()}`, country: 'IT', kind: 'company' }) },
  ],
  // One open request per plan: a second admitted caller of the same world is told it waits.
  requestplan: [{ input: () => ({ plan: 'business' }), admittedCodes: ['plan_already_requested'] }],
  planrequests: [{ input: none }],
  // Company A's staff issue, the world's booking has no billing details behind it.
  issuePurchaseOrder: [
    {
      input: ({ world }) => ({ bookingId: world.booking.id }),
      onlyFor: ['companyAdmin', 'manager'],
      admittedCodes: ['billing_details_required', 'purchase_order_exists'],
    },
  ],
  companyPurchaseOrders: [{ input: none }],
  providerPurchaseOrders: [{ input: none }],
  purchaseOrderDetail: [{ input: async ({ world }) => ({ id: await purchaseOrderOf(world) }) }],
  bookingPurchaseOrder: [{ input: ({ world }) => ({ bookingId: world.booking.id }) }],
  acknowledgePurchaseOrder: [
    { input: async ({ world }) => ({ id: await purchaseOrderOf(world) }), onlyFor: ['owner'] },
  ],
  cancelPurchaseOrder: [
    {
      input: async ({ world }) => ({ id: await purchaseOrderOf(world), reason: 'Not needed' }),
      onlyFor: ['companyAdmin', 'manager'],
    },
  ],
  issueInvoice: [
    {
      // Only the booking's provider invoices it, and the world's booking is only requested.
      input: ({ world }) => ({ bookingId: world.booking.id }),
      onlyFor: ['owner'],
      admittedCodes: ['not_invoiceable'],
    },
  ],
  providerInvoices: [{ input: none }],
  buyerInvoices: [{ input: none }],
  companyInvoices: [{ input: none }],
  invoiceDetail: [{ input: worldInvoice }],
  bookingInvoice: [{ input: ({ world }) => ({ bookingId: world.booking.id }) }],
  markInvoicePaid: [
    {
      input: async (context) => ({
        ...(await worldInvoice(context)),
        paidOn: new Date().toISOString().slice(0, 10),
      }),
      onlyFor: ['owner'],
    },
  ],
  creditInvoice: [
    {
      input: async (context) => ({ ...(await worldInvoice(context)), reason: 'Wrong amount' }),
      onlyFor: ['owner'],
    },
  ],
  revenuereport: [{ input: () => ({ year: 2026 }) }],
  spendingreport: [{ input: () => ({ year: 2026 }) }],
} satisfies Record<ActionName, Case[]>;

/** Whether the declared rule admits this caller (and the transition, when the call fires one). */
function admits(
  access: Access,
  persona: Persona,
  fires?: Case['fires'],
  onlyFor?: Case['onlyFor'],
): boolean {
  if (onlyFor && !onlyFor.includes(persona)) return false;
  const facts = personas[persona];
  const byRule = (() => {
    switch (access.who) {
      case 'anyone':
        return true;
      case 'user':
        return facts.signedIn;
      case 'provider':
        return facts.isProvider;
      case 'owner':
        return facts.ownsRecords;
      case 'member':
        return facts.staffOf === 'A';
      case 'party':
        // A purchase order of the world's booking: its provider and company A's staff.
        if (access.of === 'purchaseOrder') return persona === 'owner' || facts.staffOf === 'A';
        // The world's booking: the seeker's request of the owner's topic, for company A.
        return persona === 'seeker' || persona === 'owner' || facts.staffOf === 'A';
      case 'companyStaff':
        return facts.staffOf !== null;
      case 'companyAdmin':
        return facts.staffOf !== null && facts.isAdmin;
      case 'platformStaff':
        return facts.platformRole !== null;
      case 'operator':
        return facts.platformRole === 'operator';
    }
  })();
  if (!byRule || !fires) return byRule;
  const roles = publicationRolesOf(facts.isProvider);
  return checkTransition(publicationMachine, fires.transition, fires.state, roles) === null;
}

/**
 * Company A's staff member the rule admits because of company A (its manager, else its admin), or
 * null when the rule is no path to the company's data and money (or a seeker is admitted alike).
 */
function throughCompanyA(access: Access, admitted: (persona: Persona) => boolean): Persona | null {
  const throughCompany = ['member', 'companyStaff', 'companyAdmin', 'party'].includes(access.who);
  if (!throughCompany && !(access.who === 'user' && 'forCompany' in access)) return null;
  const staff = (['manager', 'companyAdmin'] as const).find((persona) => admitted(persona));
  if (!staff) return null;
  // A party reached as its buyer or provider reaches it for themself; company A's staff only
  // through the company (the world's booking is the seeker's, for company A).
  return staff;
}

/** Whether a call acts for the caller's company: always, but under a `user` rule only when asked. */
function actsForCompany(access: Access, fields: Record<string, unknown>): boolean {
  if (access.who !== 'user' || !('forCompany' in access)) return true;
  return fields[access.forCompany.key] === access.forCompany.is;
}

async function requireTwoFactorOfA(world: World, required: boolean) {
  await t.db
    .update(companies)
    .set({ requireTwoFactor: required })
    .where(eq(companies.id, world.companyA.id));
}

/** Whose records an owner's call names: the former provider has records of their own. */
const recordsOf = (persona: Persona) => (persona === 'formerProvider' ? 'formerProvider' : 'owner');

/** Refused callers first: what an admitted one changes must not decide what the others get. */
const inOrder = (admitted: (persona: Persona) => boolean) =>
  (Object.keys(personas) as Persona[]).sort((a, b) => Number(admitted(a)) - Number(admitted(b)));

interface Reply {
  statusCode: number;
  body: { status?: boolean; code?: ErrorCode };
}

/** What is wrong with a reply, or null when it is what the table says. */
function mismatch(reply: Reply, admitted: boolean, admittedCodes: readonly ErrorCode[]) {
  const seen = `${reply.statusCode} ${JSON.stringify(reply.body)}`;
  if (admitted) {
    const succeeded = reply.statusCode === 200 && reply.body.status === true;
    const expected = reply.statusCode === 200 && admittedCodes.includes(reply.body.code!);
    return succeeded || expected ? null : `should be admitted, got ${seen}`;
  }
  const refused = reply.body.status === false && refusals.includes(reply.body.code!);
  return refused ? null : `should be refused, got ${seen}`;
}

let t: TestApp;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** A contact form's report in the operators' queue. */
async function newReport(): Promise<number> {
  const [row] = await t.db
    .insert(siteReports)
    .values({
      reference: `R-2026-${unique().toUpperCase()}`,
      kind: 'contact',
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'A question',
      message: 'Hello',
      language: 'en',
      address: '127.0.0.1',
    })
    .returning({ id: siteReports.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({
    config: { actionRateLimits: false },
    rateLimits: { global: { max: 1_000_000, windowMs: 60_000 } },
  });
});
afterAll(() => t.close());

it('has a sample for every action of the contract', () => {
  expect(Object.keys(samples).sort()).toEqual(Object.keys(actions).sort());
});

describe.each(Object.keys(samples) as ActionName[])('%s', (name) => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld(t);
  });

  const contract = actions[name];
  const cases: readonly Case[] = samples[name];
  it.each(cases.map((sample) => [sample.label ?? 'the sample call', sample] as const))(
    `%s: answers each caller as its rule (${JSON.stringify(contract.access)}) says`,
    async (_label, sample) => {
      const admitted = (persona: Persona) =>
        admits(contract.access, persona, sample.fires, sample.onlyFor);
      const problems: string[] = [];
      for (const persona of inOrder(admitted)) {
        const own = personas[persona].ownsRecords
          ? world.records[recordsOf(persona)]
          : world.records.owner;
        const fields = await sample.input({
          world,
          persona,
          own,
          unique,
          otherSession: () => world.otherSessionOf(persona),
        });
        const response = await world.clients[persona].action(name, fields as never, {
          endpoint: contract.endpoint,
          json: true,
        });
        const reply = { statusCode: response.statusCode, body: response.json<Reply['body']>() };
        const problem = mismatch(reply, admitted(persona), sample.admittedCodes ?? []);
        if (problem) problems.push(`${persona}: ${problem}`);
      }
      // Company A requires a second factor of its staff: a password-only session of theirs is
      // refused on every path by which the company admits them (issue 34, item 6).
      const staff = throughCompanyA(contract.access, admitted);
      if (staff) {
        // The call's input first (making it may need the company's actions), then the rule.
        const fields = await sample.input({
          world,
          persona: staff,
          own: world.records.owner,
          unique,
          otherSession: () => world.otherSessionOf(staff),
        });
        if (!actsForCompany(contract.access, fields)) return expect(problems).toEqual([]);
        await requireTwoFactorOfA(world, true);
        try {
          const response = await world.clients[staff].action(name, fields as never, {
            endpoint: contract.endpoint,
            json: true,
          });
          const body = response.json<Reply['body']>();
          if (body.code !== 'two_factor_required_by_company') {
            problems.push(
              `${staff} of a company requiring two-factor: got ${response.statusCode} ${JSON.stringify(body)}`,
            );
          }
        } finally {
          await requireTwoFactorOfA(world, false);
        }
      }
      expect(problems, sample.label).toEqual([]);
    },
  );
});

describe.each(Object.keys(uploads) as UploadName[])('upload %s', (name) => {
  let world: World;
  let png: Buffer;
  beforeAll(async () => {
    world = await createWorld(t);
    png = await picture(40, 40).png().toBuffer();
  });

  it('answers each caller as its rule says', async () => {
    const definition = uploads[name];
    const problems: string[] = [];
    for (const persona of inOrder((persona) => admits(definition.access, persona))) {
      const own = world.records[recordsOf(persona)];
      const fields: Part[] =
        name === 'topicImage'
          ? [{ name: 'topicId', value: String(own.draftTopic.id) }]
          : name === 'eventImage'
            ? [{ name: 'eventId', value: String(own.draftEvent.id) }]
            : [{ name: 'target', value: name === 'companyLogo' ? 'company' : 'profile' }];
      const client: TestClient = world.clients[persona];
      if (!client.cookie('XSRF-TOKEN')) await client.loadPage();
      const response = await upload(client, [...fields, ...fileParts(png)], {
        url: definition.path,
      });
      const reply = { statusCode: response.statusCode, body: response.json<Reply['body']>() };
      const problem = mismatch(reply, admits(definition.access, persona), []);
      if (problem) problems.push(`${persona}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
