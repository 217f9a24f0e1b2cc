import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BillingDetails } from '@app/contracts/billing';
import type { Database } from '../client.ts';
import { billingDetails, companies, users } from '../schema.ts';

/**
 * Demo billing details (docs/product.md, "Billing details and Billing"): providers under each VAT
 * regime (giulia_bianchi standard 22 %, formazione_nordest an exempt training body,
 * francesca_russo flat-rate, daniel_murphy in Dublin with reverse charge), ACME's two locations
 * (one company, one VAT id: Milano receives by SDI code, Roma by PEC), Officine Marino, and
 * mario_rossi buying for himself. Every id passes the contract's checks (synthetic numbers with
 * valid check digits). Rows that exist are left alone (another seed may have added them).
 */

const italy = {
  country: 'IT' as const,
  taxCode: null,
  pec: null,
  email: null,
  iban: null,
  stampDutyCharged: true,
};

export const demoUserBilling: Record<string, BillingDetails> = {
  giulia_bianchi: {
    ...italy,
    legalName: 'Giulia Bianchi Agile Coaching',
    street: 'Via Po 10',
    postalCode: '10123',
    city: 'Torino',
    province: 'TO',
    vatId: 'IT07332100986',
    sdiCode: null,
    iban: 'IT61X0306909606100000012345',
    vatRegime: 'standard',
  },
  formazione_nordest: {
    ...italy,
    legalName: 'Formazione Nordest Società Cooperativa',
    street: 'Via Venezia 44',
    postalCode: '35131',
    city: 'Padova',
    province: 'PD',
    vatId: 'IT03456780281',
    sdiCode: null,
    iban: 'IT36A0200801633000101234567',
    vatRegime: 'exempt_training',
  },
  francesca_russo: {
    ...italy,
    legalName: 'Francesca Russo',
    street: 'Corso Buenos Aires 18',
    postalCode: '20124',
    city: 'Milano',
    province: 'MI',
    vatId: 'IT08112230365',
    taxCode: 'RSSFNC82M47F205S',
    sdiCode: null,
    iban: 'IT80K0538712100000001234567',
    vatRegime: 'flat_rate',
  },
  daniel_murphy: {
    legalName: 'Murphy Agile Training Ltd',
    street: '12 Grafton Street',
    postalCode: 'D02 X285',
    city: 'Dublin',
    province: null,
    country: 'IE',
    vatId: 'IE6388047V',
    taxCode: null,
    sdiCode: null,
    pec: null,
    email: null,
    iban: 'IE29AIBK93115212345678',
    vatRegime: 'reverse_charge',
    stampDutyCharged: true,
  },
  mario_rossi: {
    ...italy,
    legalName: 'Mario Rossi',
    street: 'Via Nazionale 120',
    postalCode: '00184',
    city: 'Roma',
    province: 'RM',
    vatId: null,
    taxCode: 'RSSMRA85T10A562S',
    sdiCode: '0000000',
    vatRegime: 'standard',
  },
};

const acme = {
  ...italy,
  legalName: 'ACME S.p.A.',
  vatId: 'IT02100000153',
  vatRegime: 'standard' as const,
};

export const demoCompanyBilling: Record<string, BillingDetails> = {
  acme: {
    ...acme,
    street: 'Via Tortona 25',
    postalCode: '20144',
    city: 'Milano',
    province: 'MI',
    sdiCode: 'M5UXCR1',
    email: 'fatture@acme.example.com',
  },
  'acme-roma': {
    ...acme,
    street: 'Via Tiburtina 1020',
    postalCode: '00156',
    city: 'Roma',
    province: 'RM',
    sdiCode: '0000000',
    pec: 'acme.roma@pec.example.it',
  },
  'officine-marino': {
    ...italy,
    legalName: 'Officine Marino S.r.l.',
    street: 'Via dell’Industria 7',
    postalCode: '40138',
    city: 'Bologna',
    province: 'BO',
    vatId: 'IT04561230782',
    sdiCode: 'KRRH6B9',
    vatRegime: 'standard',
  },
};

export async function seedBillingDetails(db: Database): Promise<void> {
  const [people, profiles] = await Promise.all([
    db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, Object.keys(demoUserBilling))),
    db
      .select({ id: companies.id, slug: companies.slug })
      .from(companies)
      .where(inArray(companies.slug, Object.keys(demoCompanyBilling))),
  ]);
  const rows = [
    ...people.flatMap(({ id, username }) => {
      const details = demoUserBilling[username];
      return details ? [{ userId: id, ...details }] : [];
    }),
    ...profiles.flatMap(({ id, slug }) => {
      const details = demoCompanyBilling[slug];
      return details ? [{ companyId: id, ...details }] : [];
    }),
  ];
  if (rows.length > 0) await db.insert(billingDetails).values(rows).onConflictDoNothing();
  // As saving a company's details does: its VAT id identifies it (one company per VAT id).
  for (const { id, slug } of profiles) {
    const vatKey = demoCompanyBilling[slug]?.vatId;
    if (!vatKey) continue;
    await db
      .update(companies)
      .set({ vatKey })
      .where(
        and(
          eq(companies.id, id),
          isNull(companies.parentId),
          isNull(companies.vatKey),
          // A second profile of the same VAT id (ACME's Rome office) leaves it to the first.
          sql`not exists (select 1 from ${companies} held where held.vat_key = ${vatKey})`,
        ),
      );
  }
  // As saving the details does: a provider under a regime without VAT quotes new bookings at 0 %.
  const untaxed = db
    .select({ userId: billingDetails.userId })
    .from(billingDetails)
    .where(
      and(
        inArray(
          billingDetails.userId,
          people.map((person) => person.id),
        ),
        ne(billingDetails.vatRegime, 'standard'),
      ),
    );
  await db
    .update(users)
    .set({ vatRateBasisPoints: 0 })
    .where(
      and(
        inArray(users.id, untaxed),
        ne(users.vatRateBasisPoints, 0),
        eq(users.serviceType, 'provider'),
      ),
    );
}
