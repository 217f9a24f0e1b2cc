import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, billingDetails, companies, companyMembers, users } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { capturingMailer } from '../../test/company-staff.ts';
import { signedIn } from '../../test/upload-fixtures.ts';

/**
 * Billing details (docs/product.md, "Billing details and Billing"): a buyer's, a provider's (IBAN,
 * regime, the VAT rate it sets) and a company profile's (its admin saves, a manager reads, staff
 * of another company neither), with the contract's rules answered as field problems; each change
 * confirmed with the password, logged and e-mailed (issue 34).
 */

type Reply = Record<string, unknown> & {
  status: boolean;
  code?: string;
  fields?: Record<string, string[]>;
};
interface Person {
  id: number;
  username: string;
  email: string;
  password: string;
  call: (action: string, fields?: Record<string, string>) => Promise<Reply>;
  raw: (action: string, fields?: Record<string, string>) => Promise<{ statusCode: number }>;
}

let t: TestApp;
const sent: MailMessage[] = [];

const saves = new Set(['saveMyBillingDetails', 'saveCompanyBillingDetails']);

/** A signed-in person; their saves carry their password unless a test gives another. */
async function person(role: 'provider' | 'seeker' = 'seeker'): Promise<Person> {
  const { id, username, email, password, client } = await signedIn(t, role);
  const raw = (action: string, fields: Record<string, string> = {}) =>
    client.action(action, saves.has(action) ? { password, ...fields } : fields, {
      endpoint: 'main',
      json: true,
    });
  return {
    id,
    username,
    email,
    password,
    raw,
    call: async (action, fields) => (await raw(action, fields)).json<Reply>(),
  };
}

let companyCounter = 0;
async function company(staff: Array<[Person, number]>) {
  companyCounter += 1;
  const [row] = await t.db
    .insert(companies)
    .values({
      slug: `billing-${companyCounter}`,
      name: `Billing ${companyCounter}`,
      kind: 'company',
    })
    .returning({ id: companies.id });
  for (const [member, userRole] of staff) {
    await t.db.insert(companyMembers).values({ companyId: row!.id, userId: member.id, userRole });
  }
  return row!.id;
}

const italianCompany = {
  legalName: 'Rossi Formazione S.r.l.',
  street: 'Via Dante 12',
  postalCode: '20121',
  city: 'Milano',
  province: 'mi',
  country: 'it',
  vatId: '00743110157',
};
const validIban = 'IT60 X054 2811 1010 0000 0123 456';

const rateOf = async (userId: number) =>
  (
    await t.db.select({ rate: users.vatRateBasisPoints }).from(users).where(eq(users.id, userId))
  )[0]!.rate;

beforeAll(async () => {
  t = await createTestApp({ mailer: capturingMailer(sent), config: { actionRateLimits: false } });
});
afterAll(() => t.close());

describe('a buyer’s own billing details', () => {
  it('starts empty and incomplete, then saves in canonical form', async () => {
    const buyer = await person();
    expect(await buyer.call('getBillingDetails')).toEqual({
      status: true,
      mine: { owner: 'buyer', details: null, complete: false },
      company: null,
    });
    const saved = await buyer.call('saveMyBillingDetails', {
      legalName: 'Mario Rossi',
      street: 'Via Verdi 3',
      postalCode: '00184',
      city: 'Roma',
      province: 'rm',
      country: 'IT',
      taxCode: 'rssmra85t10a562s',
      vatRegime: 'flat_rate',
    });
    expect(saved).toMatchObject({
      status: true,
      mine: {
        owner: 'buyer',
        complete: true,
        details: {
          province: 'RM',
          taxCode: 'RSSMRA85T10A562S',
          vatId: null,
          sdiCode: null,
          // Only a provider has a regime.
          vatRegime: 'standard',
        },
      },
    });
    // Saving again replaces the one row.
    await buyer.call('saveMyBillingDetails', { ...italianCompany, legalName: 'Rossi Mario' });
    const rows = await t.db
      .select({ legalName: billingDetails.legalName, vatId: billingDetails.vatId })
      .from(billingDetails)
      .where(eq(billingDetails.userId, buyer.id));
    expect(rows).toEqual([{ legalName: 'Rossi Mario', vatId: 'IT00743110157' }]);
  });

  it('answers each broken rule as a field problem and saves nothing', async () => {
    const buyer = await person();
    const reply = await buyer.raw('saveMyBillingDetails', {
      legalName: '',
      street: 'Via Verdi 3',
      postalCode: '1234',
      city: 'Roma',
      province: 'Roma',
      country: 'IT',
      vatId: 'IT01234567890',
      taxCode: 'RSSMRA85T10A562X',
      pec: 'not-an-address',
      sdiCode: 'AB12',
      email: 'x@',
      iban: 'IT60X0542811101000000123457',
    });
    expect(reply.statusCode).toBe(400);
    expect((reply as unknown as { json: () => Reply }).json()).toMatchObject({
      code: 'invalid_input',
      fields: {
        legalName: ['billing.problems.required'],
        postalCode: ['billing.problems.postalCodeItaly'],
        province: ['billing.problems.province'],
        vatId: ['billing.problems.vatId'],
        taxCode: ['billing.problems.taxCode'],
        pec: ['billing.problems.pec'],
        sdiCode: ['billing.problems.sdiCode'],
        email: ['billing.problems.email'],
        iban: ['billing.problems.iban'],
      },
    });
    expect((await buyer.call('getBillingDetails')).mine).toMatchObject({ details: null });
  });

  it('asks an Italian without a VAT id for a tax code, and checks other countries’ own rules', async () => {
    const buyer = await person();
    const italian = await buyer.call('saveMyBillingDetails', {
      ...italianCompany,
      vatId: '',
    });
    expect(italian.fields).toEqual({ taxCode: ['billing.problems.taxCodeRequired'] });
    const german = await buyer.call('saveMyBillingDetails', {
      legalName: 'Schmidt GmbH',
      street: 'Hauptstraße 5',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      vatId: 'DE136695976',
    });
    expect(german).toMatchObject({ status: true, mine: { complete: true } });
    const unknown = await buyer.call('saveMyBillingDetails', {
      ...italianCompany,
      country: 'XX',
    });
    expect(unknown.fields).toMatchObject({ country: ['billing.problems.country'] });
  });
});

describe('a provider’s billing details', () => {
  it('needs a VAT id and an IBAN with a valid checksum', async () => {
    const provider = await person('provider');
    const missing = await provider.call('saveMyBillingDetails', { ...italianCompany, vatId: '' });
    expect(missing.fields).toMatchObject({
      vatId: ['billing.problems.vatIdRequired'],
      iban: ['billing.problems.ibanRequired'],
    });
    const wrong = await provider.call('saveMyBillingDetails', {
      ...italianCompany,
      iban: 'IT61X0542811101000000123456',
    });
    expect(wrong.fields).toEqual({ iban: ['billing.problems.iban'] });
    const saved = await provider.call('saveMyBillingDetails', {
      ...italianCompany,
      iban: validIban,
    });
    expect(saved).toMatchObject({
      status: true,
      mine: {
        owner: 'provider',
        complete: true,
        details: { iban: 'IT60X0542811101000000123456', vatRegime: 'standard' },
      },
    });
  });

  it('quotes no VAT under a regime without it, and 22 % again when back to standard', async () => {
    const provider = await person('provider');
    await t.db.update(users).set({ vatRateBasisPoints: 2200 }).where(eq(users.id, provider.id));
    for (const regime of ['exempt_training', 'flat_rate'] as const) {
      const reply = await provider.call('saveMyBillingDetails', {
        ...italianCompany,
        iban: validIban,
        vatRegime: regime,
      });
      expect(reply).toMatchObject({ status: true, mine: { details: { vatRegime: regime } } });
      expect(await rateOf(provider.id)).toBe(0);
    }
    await provider.call('saveMyBillingDetails', { ...italianCompany, iban: validIban });
    expect(await rateOf(provider.id)).toBe(2200);
  });

  it('keeps a standard rate the provider chose themself', async () => {
    const provider = await person('provider');
    await t.db.update(users).set({ vatRateBasisPoints: 1000 }).where(eq(users.id, provider.id));
    await provider.call('saveMyBillingDetails', { ...italianCompany, iban: validIban });
    expect(await rateOf(provider.id)).toBe(1000);
  });

  it('allows reverse charge only abroad, and the Italian regimes only in Italy', async () => {
    const provider = await person('provider');
    const italianReverse = await provider.call('saveMyBillingDetails', {
      ...italianCompany,
      iban: validIban,
      vatRegime: 'reverse_charge',
    });
    expect(italianReverse.fields).toEqual({
      vatRegime: ['billing.problems.reverseChargeAbroad'],
    });
    const irish = {
      legalName: 'Murphy Training Ltd',
      street: '1 Grafton Street',
      postalCode: 'D02 X285',
      city: 'Dublin',
      country: 'IE',
      vatId: 'IE6388047V',
      iban: 'IE29AIBK93115212345678',
    };
    const flatAbroad = await provider.call('saveMyBillingDetails', {
      ...irish,
      vatRegime: 'flat_rate',
    });
    expect(flatAbroad.fields).toEqual({ vatRegime: ['billing.problems.regimeItaly'] });
    const reverse = await provider.call('saveMyBillingDetails', {
      ...irish,
      vatRegime: 'reverse_charge',
    });
    expect(reverse).toMatchObject({
      status: true,
      mine: { complete: true, details: { vatRegime: 'reverse_charge', province: null } },
    });
  });
});

describe('a company profile’s billing details', () => {
  let admin: Person;
  let manager: Person;
  let outsider: Person;
  beforeAll(async () => {
    admin = await person();
    manager = await person();
    outsider = await person();
    await company([
      [admin, 1],
      [manager, 2],
    ]);
    await company([[outsider, 1]]);
  });

  it('needs an SDI code or a PEC in Italy, and a VAT id', async () => {
    const neither = await admin.call('saveCompanyBillingDetails', italianCompany);
    expect(neither.fields).toEqual({ sdiCode: ['billing.problems.sdiOrPec'] });
    const noVat = await admin.call('saveCompanyBillingDetails', {
      ...italianCompany,
      vatId: '',
      taxCode: '00743110157',
      sdiCode: 'M5UXCR1',
    });
    expect(noVat.fields).toEqual({ vatId: ['billing.problems.vatIdRequired'] });
    const withPec = await admin.call('saveCompanyBillingDetails', {
      ...italianCompany,
      pec: 'Amministrazione@PEC.example.it',
    });
    expect(withPec).toMatchObject({
      status: true,
      company: {
        canEdit: true,
        complete: true,
        details: { pec: 'amministrazione@pec.example.it', sdiCode: '0000000' },
      },
    });
  });

  it('is read by a manager, who may not save it', async () => {
    const saved = await admin.call('saveCompanyBillingDetails', {
      ...italianCompany,
      sdiCode: 'm5uxcr1',
    });
    expect(saved).toMatchObject({ status: true, company: { details: { sdiCode: 'M5UXCR1' } } });
    const read = await manager.call('getBillingDetails');
    expect(read).toMatchObject({
      status: true,
      mine: { owner: 'buyer', details: null },
      company: {
        canEdit: false,
        complete: true,
        details: { legalName: 'Rossi Formazione S.r.l.', sdiCode: 'M5UXCR1' },
      },
    });
    const refused = await manager.raw('saveCompanyBillingDetails', {
      ...italianCompany,
      sdiCode: 'AAAAAAA',
    });
    expect(refused.statusCode).toBe(403);
    expect((await admin.call('getBillingDetails')).company).toMatchObject({
      details: { sdiCode: 'M5UXCR1' },
    });
  });

  it('belongs to its company only: another company’s admin sees and saves their own', async () => {
    expect((await outsider.call('getBillingDetails')).company).toMatchObject({
      details: null,
      complete: false,
      canEdit: true,
    });
    // The VAT id the first company saved is its own now: another company cannot take it.
    const taken = await outsider.call('saveCompanyBillingDetails', {
      ...italianCompany,
      vatId: 'IT 00743110157',
      sdiCode: 'BBBBBBB',
    });
    expect(taken).toMatchObject({ status: false, code: 'company_exists' });
    expect((await outsider.call('getBillingDetails')).company).toMatchObject({ details: null });
    const own = await outsider.call('saveCompanyBillingDetails', {
      ...italianCompany,
      vatId: '00775210156',
      sdiCode: 'BBBBBBB',
    });
    expect(own).toMatchObject({ status: true, company: { details: { vatId: 'IT00775210156' } } });
    expect((await admin.call('getBillingDetails')).company).toMatchObject({
      details: { sdiCode: 'M5UXCR1' },
    });
    // Saving its own VAT id again is no conflict.
    expect(
      await admin.call('saveCompanyBillingDetails', { ...italianCompany, sdiCode: 'M5UXCR1' }),
    ).toMatchObject({ status: true });
  });

  it('refuses a user of no company', async () => {
    const loner = await person();
    expect(await loner.call('saveCompanyBillingDetails', italianCompany)).toMatchObject({
      status: false,
      code: 'not_company_member',
    });
  });
});

describe('a change of billing details', () => {
  const germanIban = 'DE89 3704 0044 0532 0130 00';
  const provider = { ...italianCompany, iban: validIban };
  const logOf = async (person: Person) =>
    (await person.call('securitylog')).list as Array<{
      kind: string;
      detail: Record<string, string>;
    }>;
  /** The e-mails sent to an address since the last look, once the queued jobs have run. */
  const mailTo = async (address: string) => {
    await t.jobs.runDue();
    const found = sent.filter((message) => message.to === address);
    for (const message of found) sent.splice(sent.indexOf(message), 1);
    return found;
  };
  const speaks = (person: Person, language: string) =>
    t.db.update(users).set({ language }).where(eq(users.id, person.id));

  it('asks for the password: a wrong one changes nothing, logs nothing, mails nothing', async () => {
    const trainer = await person('provider');
    expect((await trainer.call('saveMyBillingDetails', provider)).status).toBe(true);
    const logged = (await logOf(trainer)).length;
    expect(await mailTo(trainer.email)).toHaveLength(1);

    const missing = await trainer.raw('saveMyBillingDetails', { ...provider, password: '' });
    expect(missing.statusCode).toBe(400);
    const wrong = await trainer.call('saveMyBillingDetails', {
      ...provider,
      iban: germanIban,
      password: 'not my password',
    });
    expect(wrong).toEqual({
      status: false,
      code: 'wrong_password',
      msg: 'The current password is not correct',
    });
    expect((await trainer.call('getBillingDetails')).mine).toMatchObject({
      details: { iban: 'IT60X0542811101000000123456' },
    });
    expect(await logOf(trainer)).toHaveLength(logged);
    expect(await mailTo(trainer.email)).toEqual([]);
  });

  it('logs a trainer’s new IBAN and e-mails them, in their language, its last four only', async () => {
    const trainer = await person('provider');
    await speaks(trainer, 'it');
    expect((await trainer.call('saveMyBillingDetails', provider)).status).toBe(true);
    await mailTo(trainer.email);

    const changed = await trainer.call('saveMyBillingDetails', { ...provider, iban: germanIban });
    expect(changed).toMatchObject({
      status: true,
      mine: { details: { iban: 'DE89370400440532013000' } },
    });
    const [entry] = await logOf(trainer);
    expect(entry).toMatchObject({ kind: 'billing_details_changed', detail: { fields: 'iban' } });

    const [mail, ...more] = await mailTo(trainer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('I tuoi dati di fatturazione sono stati modificati');
    expect(mail?.text).toContain('IBAN');
    expect(mail?.text).toContain('•••• 3000');
    expect(mail?.text).toContain('Se la modifica non l’hai fatta tu, cambia subito la password');
    expect(mail?.text).toMatch(/\d{4}, \d{2}:\d{2} \(Europe\/Rome\)/);
    for (const part of [mail?.text, mail?.html]) {
      expect(part).not.toContain('DE89370400440532013000');
      expect(part).not.toContain('DE89 3704');
    }

    // The same details again change nothing: nothing more to log or to tell.
    expect(
      (await trainer.call('saveMyBillingDetails', { ...provider, iban: germanIban })).status,
    ).toBe(true);
    expect(
      (await logOf(trainer)).filter((row) => row.kind === 'billing_details_changed'),
    ).toHaveLength(2);
    expect(await mailTo(trainer.email)).toEqual([]);
  });

  it('tells every admin of the company, each in their language, and logs it for the company', async () => {
    const admin = await person();
    const otherAdmin = await person();
    const manager = await person();
    await speaks(admin, 'en');
    await speaks(otherAdmin, 'de');
    const companyId = await company([
      [admin, 1],
      [otherAdmin, 1],
      [manager, 2],
    ]);
    const details = { ...italianCompany, vatId: '01114601006', sdiCode: 'M5UXCR1' };

    const wrong = await admin.call('saveCompanyBillingDetails', { ...details, password: 'nope' });
    expect(wrong).toMatchObject({ status: false, code: 'wrong_password' });
    expect((await admin.call('getBillingDetails')).company).toMatchObject({ details: null });

    expect((await admin.call('saveCompanyBillingDetails', details)).status).toBe(true);
    const log = (await admin.call('companysecuritylog')).list as Array<{
      kind: string;
      actor: string | null;
      detail: Record<string, string>;
    }>;
    expect(log[0]).toMatchObject({
      kind: 'company_billing_details_changed',
      actor: admin.username,
      detail: {
        company: `Billing ${companyCounter}`,
        fields: 'legalName,street,postalCode,city,province,country,vatId,sdiCode',
      },
    });
    const [row] = await t.db
      .select({ companyId: auditEvents.companyId })
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'company_billing_details_changed'))
      .orderBy(auditEvents.id);
    expect(row?.companyId).toBeDefined();

    const [toAdmin] = await mailTo(admin.email);
    const [toOther] = await mailTo(otherAdmin.email);
    expect(await mailTo(manager.email)).toEqual([]);
    expect(toAdmin?.subject).toBe(`The billing details of Billing ${companyCounter} were changed`);
    expect(toAdmin?.text).toContain(`changed the billing details of Billing ${companyCounter}`);
    expect(toAdmin?.text).toContain('- VAT id or tax code');
    expect(toOther?.subject).toBe(
      `Die Rechnungsdaten von Billing ${companyCounter} wurden geändert`,
    );
    expect(toOther?.text).toContain('/de/dashboard/c/billing');
    expect(companyId).toBeGreaterThan(0);
  });
});
