/**
 * Who may call an action, and on what: the authorisation table. Every action of the registry
 * declares one rule; the server enforces it before the handler runs (apps/server/src/shared/
 * authorization.ts) and one table-driven test tries every action as every role against it.
 *
 * - `anyone`: visitors too.
 * - `user`: any signed-in user; such actions read or change only the caller's own data. With
 *   `forCompany` (an input field and its value): when the input says so, the caller acts for the
 *   company they work in, as its staff (booking for it, its list of bookings).
 * - `provider`: a signed-in user whose service type is provider (they offer training).
 * - `owner`: the signed-in user who owns the record of kind `of` named by the input field `key`.
 * - `party`: the buyer, the provider, staff of the buyer's company, or a participant named with their
 *   account, of the booking named by `key` (a participant only reads it); of a purchase order or an
 *   invoice: its provider, its buyer, and staff of the buyer's company (no one else sees it).
 * - `member`: staff (admin or manager) of the company named by the input field `key`.
 * - `companyStaff`: staff (admin or manager) of the company the caller works in (the active one).
 * - `companyAdmin`: the admin (userRole 1) of the company the caller works in.
 * - `platformStaff`: a person who runs the marketplace (platform role operator or support), signed
 *   in with their second factor; `operator`: the same, operators only.
 *
 * A company that requires a second factor of its staff admits their sessions without it to none
 * of its data and money (`member`, `companyStaff`, `companyAdmin`, its records under `party`, and
 * `user` acting for it): two_factor_required_by_company.
 *
 * State changes may narrow a rule further: each transition of a state machine (states.ts) says
 * which of the record's roles may fire it (a former provider may unpublish, not publish).
 */
export const accessRoles = [
  'anyone',
  'user',
  'provider',
  'owner',
  'party',
  'member',
  'companyStaff',
  'companyAdmin',
  'platformStaff',
  'operator',
] as const;
export type AccessRole = (typeof accessRoles)[number];

/** Records an action may name, whose owner (or company) the rule is checked against. */
export const recordKinds = [
  'topic',
  'event',
  'requirement',
  'company',
  'booking',
  'purchaseOrder',
  'invoice',
] as const;
export type RecordKind = (typeof recordKinds)[number];
/** Records with parties (a buyer's side and a provider) rather than one owner. */
export type PartyRecordKind = 'booking' | 'purchaseOrder' | 'invoice';
export type OwnedRecordKind = Exclude<RecordKind, 'company' | PartyRecordKind>;

/**
 * Roles in running the marketplace, apart from company roles: `operator` (everything in the
 * console) and `support` (reads, the report queue and moderation; no plans, roles or money).
 */
export const platformRoles = ['operator', 'support'] as const;
export type PlatformRole = (typeof platformRoles)[number];

export type Access =
  | {
      who:
        | 'anyone'
        | 'user'
        | 'provider'
        | 'companyStaff'
        | 'companyAdmin'
        | 'platformStaff'
        | 'operator';
    }
  | { who: 'user'; forCompany: { key: string; is: string | boolean } }
  | { who: 'owner'; of: OwnedRecordKind; key: string }
  | { who: 'party'; of: PartyRecordKind; key: string }
  | { who: 'member'; of: 'company'; key: string };

export const anyone = { who: 'anyone' } as const satisfies Access;
export const signedIn = { who: 'user' } as const satisfies Access;
/** Any signed-in user, who acts for their company when the input's field says so. */
export const signedInOrForCompany = (key: string, is: string | boolean) =>
  ({ who: 'user', forCompany: { key, is } }) as const satisfies Access;
export const providers = { who: 'provider' } as const satisfies Access;
export const companyStaff = { who: 'companyStaff' } as const satisfies Access;
export const companyAdmins = { who: 'companyAdmin' } as const satisfies Access;
export const platformStaff = { who: 'platformStaff' } as const satisfies Access;
export const operators = { who: 'operator' } as const satisfies Access;

/** The owner of the record of `kind` whose id is the input's `key` field (`id` by default). */
export const ownerOf = (kind: OwnedRecordKind, key = 'id') =>
  ({ who: 'owner', of: kind, key }) as const satisfies Access;

/**
 * A party to the booking whose id is the input's `key` field: its buyer, its provider, staff of
 * the company it was made for, or a participant named with their account. Each transition narrows
 * this to the roles that may fire it (a participant fires none).
 */
export const partyOf = (kind: PartyRecordKind, key = 'id') =>
  ({ who: 'party', of: kind, key }) as const satisfies Access;

/** Staff of the company whose id is the input's `key` field. */
export const memberOf = (key = 'companyId') =>
  ({ who: 'member', of: 'company', key }) as const satisfies Access;

/** One line a reader (the API reference) understands. */
export function describeAccess(access: Access): string {
  switch (access.who) {
    case 'anyone':
      return 'anyone, visitors too';
    case 'user':
      return 'forCompany' in access
        ? `signed-in users, on their own data; with \`${access.forCompany.key}\` ${JSON.stringify(access.forCompany.is)}, staff of the company they work in, for it`
        : 'signed-in users, on their own data';
    case 'provider':
      return 'signed-in training providers';
    case 'owner':
      return `the owner of the ${access.of} named by \`${access.key}\``;
    case 'party':
      return `a party to the ${access.of} named by \`${access.key}\` (buyer, provider, staff of its company, or a participant named with their account)`;
    case 'member':
      return `staff of the company named by \`${access.key}\``;
    case 'companyStaff':
      return 'staff (admin or manager) of the company they work in';
    case 'companyAdmin':
      return 'the admin of the company they work in';
    case 'platformStaff':
      return 'the marketplace’s operators and support, signed in with their second factor';
    case 'operator':
      return 'the marketplace’s operators, signed in with their second factor';
  }
}
