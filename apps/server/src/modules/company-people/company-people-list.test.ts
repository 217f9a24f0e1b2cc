import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingParticipants,
  companies,
  companyMembers,
  companyPeople,
  users,
} from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { createProvider, insertTopic } from '../../test/catalogue-rows.ts';
import { capturingMailer, peopleFixtures } from '../../test/company-staff.ts';

const sent: MailMessage[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    mailer: capturingMailer(sent),
    config: { actionRateLimits: false, publicUrl: 'https://skillvia.example' },
  });
});
afterAll(() => t.close());

const { createCompany, signedIn, team, call, staffOf, tokenOf, lastMailTo } = peopleFixtures(
  () => t,
  sent,
);

describe('people of the company', () => {
  it('adds, searches, edits and removes people; an e-mail is unique in the company', async () => {
    const { company, admin, manager } = await team();
    const added = await call(admin.client, 'savecompanyperson', {
      name: 'Giorgio Verdi',
      email: 'Giorgio.Verdi@Example.com',
      department: 'Sales',
    });
    expect(added.body).toMatchObject({ status: true });
    const id = added.body.id as number;
    await call(admin.client, 'savecompanyperson', { name: 'Anna Neri', department: 'HR' });
    expect(
      (
        await call(admin.client, 'savecompanyperson', {
          name: 'Dup',
          email: 'giorgio.verdi@example.com',
        })
      ).body,
    ).toMatchObject({
      code: 'invalid_input',
      fields: { email: ['companyPeople.person.emailTaken'] },
    });

    // Managers read the list (to name participants) and search it.
    const list = await call(manager.client, 'companypeople', { q: 'sales' });
    expect(list.body).toEqual({
      status: true,
      people: [
        { id, name: 'Giorgio Verdi', email: 'giorgio.verdi@example.com', department: 'Sales' },
      ],
      total: 1,
    });
    expect((await call(manager.client, 'companypeople')).body.total).toBe(2);

    expect(
      (await call(admin.client, 'savecompanyperson', { id, name: 'Giorgio Verdi', email: '' }))
        .body,
    ).toMatchObject({ status: true });
    const [edited] = await t.db.select().from(companyPeople).where(eq(companyPeople.id, id));
    expect(edited).toMatchObject({ email: null, department: null, companyId: company.id });

    expect((await call(manager.client, 'removecompanyperson', { id })).body).toMatchObject({
      code: 'forbidden',
    });
    expect((await call(manager.client, 'savecompanyperson', { name: 'X' })).body).toMatchObject({
      code: 'forbidden',
    });
    const other = await signedIn((await createCompany()).id, 1);
    expect((await call(other.client, 'removecompanyperson', { id })).statusCode).toBe(404);
    expect((await call(other.client, 'savecompanyperson', { id, name: 'Stolen' })).statusCode).toBe(
      404,
    );
    expect((await call(other.client, 'companypeople')).body.total).toBe(0);
    expect((await call(admin.client, 'removecompanyperson', { id })).body).toMatchObject({
      status: true,
    });
    expect((await call(admin.client, 'companypeople')).body.total).toBe(1);
  });

  it('imports a CSV all or nothing: bad rows come back with their lines', async () => {
    const { company, admin, manager } = await team();
    await call(admin.client, 'savecompanyperson', {
      name: 'Old Name',
      email: 'kept@example.com',
      department: 'Old',
    });
    const bad = [
      'name,email,department',
      'Ada Lovelace,ada@example.com,R&D',
      ',nobody@example.com,Sales',
      'Bad Mail,not-a-mail,Sales',
      'Ada Again,ADA@example.com,R&D',
      '',
      'Fine Person,fine@example.com,',
    ].join('\n');
    const refused = await call(admin.client, 'importcompanypeople', { csv: bad });
    expect(refused.body).toEqual({
      status: true,
      imported: false,
      created: 0,
      updated: 0,
      problems: [
        { line: 3, problems: ['companyPeople.csv.nameMissing'] },
        { line: 4, problems: ['companyPeople.csv.emailInvalid'] },
        { line: 5, problems: ['companyPeople.csv.emailDuplicate'] },
      ],
    });
    expect((await call(admin.client, 'companypeople')).body.total).toBe(1);

    const good = [
      '\uFEFFName;E-mail;Department',
      '"Lovelace, Ada";ada@example.com;R&D',
      'New Name;KEPT@example.com;Quality',
    ].join('\r\n');
    expect((await call(admin.client, 'importcompanypeople', { csv: good })).body).toEqual({
      status: true,
      imported: true,
      created: 1,
      updated: 1,
      problems: [],
    });
    const people = await t.db
      .select({
        name: companyPeople.name,
        email: companyPeople.email,
        department: companyPeople.department,
      })
      .from(companyPeople)
      .where(eq(companyPeople.companyId, company.id));
    expect(people).toEqual(
      expect.arrayContaining([
        { name: 'Lovelace, Ada', email: 'ada@example.com', department: 'R&D' },
        { name: 'New Name', email: 'kept@example.com', department: 'Quality' },
      ]),
    );
    expect(
      (await call(admin.client, 'importcompanypeople', { csv: 'first,last\nA,B' })).body,
    ).toMatchObject({
      imported: false,
      problems: [{ line: 1, problems: ['companyPeople.csv.header'] }],
    });
    expect((await call(manager.client, 'importcompanypeople', { csv: good })).body).toMatchObject({
      code: 'forbidden',
    });
  });

  it('exports the people as CSV, formulas defused', async () => {
    const { admin, manager } = await team();
    await call(admin.client, 'importcompanypeople', {
      csv: 'name,email,department\n"Rossi, Mario",mario@example.com,Sales\n=cmd,cmd@example.com,\n',
    });
    const exported = await call(admin.client, 'exportcompanypeople', { lang: 'en' });
    expect(exported.body.status).toBe(true);
    expect(exported.body.csv).toBe(
      'name,email,department\r\n"\'=cmd",cmd@example.com,\r\n"Rossi, Mario",mario@example.com,Sales',
    );
    // For a spreadsheet set up for Italian (German, French, Spanish): semicolons.
    expect((await call(admin.client, 'exportcompanypeople', { lang: 'it' })).body.csv).toBe(
      'name;email;department\r\n"\'=cmd";cmd@example.com;\r\nRossi, Mario;mario@example.com;Sales',
    );
    expect(exported.body.filename).toMatch(/^people-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await call(manager.client, 'exportcompanypeople')).body).toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('last sign-in', () => {
  it('is recorded when a user signs in with a password', async () => {
    const user = await createUser(t.db);
    const before = await t.db
      .select({ at: users.lastLoginAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(before[0]?.at).toBeNull();
    await new TestClient(t.app).login(user.username, user.password);
    const [after] = await t.db
      .select({ at: users.lastLoginAt })
      .from(users)
      .where(and(eq(users.id, user.id)));
    expect(Date.now() - (after?.at?.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('a company booking', () => {
  it('links each participant named with an e-mail to the company’s people, adding new ones', async () => {
    const { company, admin, manager } = await team();
    await call(admin.client, 'savecompanyperson', {
      name: 'Known Person',
      email: 'known@example.com',
      department: 'Sales',
    });
    const provider = await createProvider(t.db);
    const topic = await insertTopic(t.db, provider.id, { priceMinor: 10_000 });
    const inDays = (days: number) =>
      new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
    const response = await manager.client.action(
      'requestbooking',
      {
        topicId: topic.id,
        dates: JSON.stringify([inDays(10)]),
        participants: 3,
        named: JSON.stringify([
          { name: 'Known (typed differently)', email: 'KNOWN@example.com' },
          { name: 'New Colleague', email: 'new.colleague@example.com' },
          { name: 'No Address' },
        ]),
        delivery: 'online',
        forCompany: true,
      },
      { endpoint: 'selling' },
    );
    const booking = response.json<{ status: boolean; booking: { id: number } }>();
    expect(booking.status, response.body).toBe(true);
    const people = await t.db
      .select()
      .from(companyPeople)
      .where(eq(companyPeople.companyId, company.id));
    expect(people.map((person) => [person.name, person.email])).toEqual(
      expect.arrayContaining([
        ['Known Person', 'known@example.com'],
        ['New Colleague', 'new.colleague@example.com'],
      ]),
    );
    expect(people).toHaveLength(2);
    const participants = await t.db
      .select({ name: bookingParticipants.name, personId: bookingParticipants.companyPersonId })
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, booking.booking.id));
    const idOf = (email: string) => people.find((person) => person.email === email)?.id;
    expect(participants).toEqual(
      expect.arrayContaining([
        { name: 'Known (typed differently)', personId: idOf('known@example.com') },
        { name: 'New Colleague', personId: idOf('new.colleague@example.com') },
        { name: 'No Address', personId: null },
      ]),
    );
  });
});

describe('locations', () => {
  type Location = {
    id: number;
    name: string;
    isGroupRoot: boolean;
    userRole: number;
    active: boolean;
  };
  const locationsOf = async (client: TestClient) => {
    const response = await client.action('companylocations', {}, { endpoint: 'second' });
    return response.json<{ status: boolean; list: Location[]; code?: string }>();
  };

  it('a super admin adds a location of their group, becomes its admin and invites further admins', async () => {
    const milano = await createCompany({ name: 'Gruppo Milano', kind: 'sme' });
    const roma = await createCompany({ name: 'Gruppo Roma', parentId: milano.id, kind: 'sme' });
    const superAdmin = await signedIn(milano.id, 1);
    await t.db
      .insert(companyMembers)
      .values({ companyId: roma.id, userId: superAdmin.user.id, userRole: 1 });
    await t.db
      .update(users)
      .set({ activeCompanyId: roma.id })
      .where(eq(users.id, superAdmin.user.id));
    const response = await superAdmin.client.action(
      'addcompanylocation',
      {
        name: 'Gruppo Torino',
        address: 'Via Po 1, Torino',
        vatNumber: 'IT09876543210',
        country: 'it',
        admins: `torino.admin@example.com, ${superAdmin.user.email}`,
      },
      { endpoint: 'second' },
    );
    const added = response.json<{ status: boolean; id: number; invited: number }>();
    expect(added, response.body).toMatchObject({ status: true, invited: 1 });
    const [torino] = await t.db.select().from(companies).where(eq(companies.id, added.id));
    // A location of the group's first profile, even when added from another location.
    expect(torino).toMatchObject({
      name: 'Gruppo Torino',
      parentId: milano.id,
      kind: 'sme',
      address: 'Via Po 1, Torino',
      vatNumber: 'IT09876543210',
      country: 'IT',
    });
    expect(tokenOf(await lastMailTo('torino.admin@example.com'))).toBeTruthy();
    expect(
      (await locationsOf(superAdmin.client)).list.map((location) => [
        location.name,
        location.isGroupRoot,
        location.active,
      ]),
    ).toEqual([
      ['Gruppo Milano', true, false],
      ['Gruppo Roma', false, true],
      ['Gruppo Torino', false, false],
    ]);
    // Its data is its own: no people, the creator its only staff, until they switch to it.
    await call(superAdmin.client, 'switchCompanyProfile', { companyId: added.id });
    expect((await call(superAdmin.client, 'companypeople')).body.total).toBe(0);
    const staff = await staffOf(superAdmin.client);
    expect(staff.members.map((member) => [member.userId, member.userRole])).toEqual([
      [superAdmin.user.id, 1],
    ]);
    expect(staff.invitations.map((invitation) => invitation.userRole)).toEqual([1]);
  });

  it("a location's admin sees only the locations they belong to, and cannot switch to another", async () => {
    const milano = await createCompany({ name: 'Sede Milano' });
    const roma = await createCompany({ name: 'Sede Roma', parentId: milano.id });
    await t.db
      .insert(companyPeople)
      .values({ companyId: milano.id, name: 'Milanese', email: 'm@example.com' });
    const romaAdmin = await signedIn(roma.id, 1);
    expect((await locationsOf(romaAdmin.client)).list.map((location) => location.name)).toEqual([
      'Sede Roma',
    ]);
    const switched = await call(romaAdmin.client, 'switchCompanyProfile', { companyId: milano.id });
    expect(switched.body).toMatchObject({ code: 'not_company_member' });
    expect((await call(romaAdmin.client, 'companypeople')).body.total).toBe(0);
    // A manager may not list or add locations; nor may someone of another company see these.
    const romaManager = await signedIn(roma.id, 2);
    expect(await locationsOf(romaManager.client)).toMatchObject({ code: 'forbidden' });
    const outsider = await signedIn((await createCompany({ name: 'Altro' })).id, 1);
    expect((await locationsOf(outsider.client)).list.map((location) => location.name)).toEqual([
      'Altro',
    ]);
    const refused = await romaManager.client.action(
      'addcompanylocation',
      { name: 'Abusiva' },
      { endpoint: 'second' },
    );
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    const invalid = await romaAdmin.client.action(
      'addcompanylocation',
      { name: 'Sede Napoli', admins: 'not-an-address' },
      { endpoint: 'second' },
    );
    expect(invalid.json()).toMatchObject({
      code: 'invalid_input',
      fields: { admins: ['validation.email.pattern'] },
    });
  });
});
