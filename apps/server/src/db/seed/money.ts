import { trainingEnd } from '@app/contracts/training-days';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  documentTotals,
  invoiceContent,
  vatRateOfRegime,
  type BillingParty,
  type VatRegime,
} from '@app/contracts/money';
import { billingPartyOf, findBillingDetails } from '../../modules/billing/index.ts';
import { keepLogoOfDocument, logoPngOf, takeDocumentNumber } from '../../modules/invoices/index.ts';
import type { Database, Transaction } from '../client.ts';
import {
  billingDetails,
  bookings,
  companies,
  invoices,
  purchaseOrders,
  stateTransitions,
  topics,
  users,
} from '../schema.ts';
import { at, DAY_MS, insertWithHistory, type Step } from './booking-rows.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

/**
 * A year of money between ACME (Milano and Roma) and three demo providers (docs/product.md,
 * "Revenue" and "Spending"): each purchase order rests on a booking of ACME's, each invoice on a
 * finished one; orders in every state, invoices paid, issued, overdue, and one credited by a
 * credit note, so the revenue and spending reports show twelve months of figures. Numbers come
 * from takeDocumentNumber in each document's own transaction (gapless), snapshots from the
 * parties' billing details and pictures (logos kept as the product keeps them), amounts from
 * documentTotals. Runs once: ACME's first order says it ran.
 */

type OrderState = 'issued' | 'acknowledged' | 'fulfilled' | 'invoiced' | 'closed' | 'cancelled';
type InvoiceState = 'issued' | 'overdue' | 'paid' | 'credited';

interface Plan {
  /** Days from today the training starts (negative: it is over). */
  day: number;
  location: 'acme' | 'acme-roma';
  trainer: number;
  people: number;
  department: string | null;
  order: OrderState;
  invoice?: InvoiceState;
  /** Days from issue to due date (30 unless said). */
  dueDays?: number;
}

const plans: Plan[] = [
  {
    day: -340,
    location: 'acme',
    trainer: 0,
    people: 4,
    department: 'Sales',
    order: 'closed',
    invoice: 'paid',
  },
  {
    day: -310,
    location: 'acme-roma',
    trainer: 1,
    people: 3,
    department: null,
    order: 'closed',
    invoice: 'paid',
  },
  {
    day: -280,
    location: 'acme',
    trainer: 2,
    people: 5,
    department: 'Production',
    order: 'closed',
    invoice: 'paid',
  },
  {
    day: -250,
    location: 'acme',
    trainer: 0,
    people: 2,
    department: 'Administration',
    order: 'closed',
    invoice: 'paid',
  },
  {
    day: -215,
    location: 'acme-roma',
    trainer: 1,
    people: 4,
    department: 'Sales',
    order: 'closed',
    invoice: 'paid',
  },
  {
    day: -185,
    location: 'acme',
    trainer: 2,
    people: 3,
    department: 'Quality',
    order: 'cancelled',
    invoice: 'credited',
  },
  {
    day: -150,
    location: 'acme',
    trainer: 0,
    people: 6,
    department: 'Production',
    order: 'closed',
    invoice: 'paid',
  },
  {
    day: -120,
    location: 'acme-roma',
    trainer: 2,
    people: 2,
    department: null,
    order: 'closed',
    invoice: 'paid',
  },
  {
    day: -95,
    location: 'acme',
    trainer: 1,
    people: 3,
    department: 'Logistics',
    order: 'invoiced',
    invoice: 'overdue',
  },
  {
    day: -70,
    location: 'acme',
    trainer: 0,
    people: 4,
    department: 'Sales',
    order: 'closed',
    invoice: 'paid',
  },
  {
    day: -45,
    location: 'acme-roma',
    trainer: 0,
    people: 2,
    department: 'Sales',
    order: 'invoiced',
    invoice: 'issued',
    dueDays: 60,
  },
  {
    day: -20,
    location: 'acme',
    trainer: 2,
    people: 3,
    department: 'Quality',
    order: 'invoiced',
    invoice: 'issued',
  },
  {
    day: -8,
    location: 'acme',
    trainer: 1,
    people: 2,
    department: 'Production',
    order: 'fulfilled',
  },
  {
    day: 10,
    location: 'acme',
    trainer: 0,
    people: 3,
    department: 'Administration',
    order: 'acknowledged',
  },
  { day: 20, location: 'acme-roma', trainer: 2, people: 2, department: null, order: 'issued' },
];

/** The steps of each order state from `issued` (the first is its creation). */
const orderSteps: Record<OrderState, Array<[string, OrderState]>> = {
  issued: [],
  acknowledged: [['acknowledge', 'acknowledged']],
  fulfilled: [
    ['acknowledge', 'acknowledged'],
    ['fulfil', 'fulfilled'],
  ],
  invoiced: [
    ['acknowledge', 'acknowledged'],
    ['fulfil', 'fulfilled'],
    ['invoice', 'invoiced'],
  ],
  closed: [
    ['acknowledge', 'acknowledged'],
    ['fulfil', 'fulfilled'],
    ['invoice', 'invoiced'],
    ['close', 'closed'],
  ],
  cancelled: [
    ['acknowledge', 'acknowledged'],
    ['fulfil', 'fulfilled'],
    ['invoice', 'invoiced'],
    ['cancel', 'cancelled'],
  ],
};

/** The demo providers' billing details (the billing seed may have written them first). */
const providerBilling: Array<{
  regime: VatRegime;
  details: Omit<BillingParty, 'email'> & { iban: string };
}> = [
  {
    regime: 'standard',
    details: {
      legalName: 'Giulia Bianchi Formazione',
      street: 'Via Solferino 12',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
      vatId: 'IT07643520567',
      taxCode: 'BNCGLI80A41F205F',
      sdiCode: null,
      pec: null,
      iban: 'IT60X0542811101000000123456',
    },
  },
  {
    regime: 'exempt_training',
    details: {
      legalName: 'Santoro Academy S.r.l.',
      street: 'Corso Vittorio Emanuele 40',
      postalCode: '10121',
      city: 'Torino',
      province: 'TO',
      country: 'IT',
      vatId: 'IT01114601006',
      taxCode: null,
      sdiCode: null,
      pec: null,
      iban: 'IT42L1234512345123456789012',
    },
  },
  {
    regime: 'flat_rate',
    details: {
      legalName: 'Irene Pellegrini',
      street: 'Via dei Mille 8',
      postalCode: '40121',
      city: 'Bologna',
      province: 'BO',
      country: 'IT',
      vatId: 'IT03018900245',
      taxCode: 'PLLRNI85C55A944O',
      sdiCode: null,
      pec: null,
      iban: 'IT40S0542811101000000123456',
    },
  },
];

const companyBilling: Record<Plan['location'], Omit<BillingParty, 'email'>> = {
  acme: {
    legalName: 'ACME Italia S.p.A.',
    street: 'Viale Monza 120',
    postalCode: '20127',
    city: 'Milano',
    province: 'MI',
    country: 'IT',
    vatId: 'IT12345670157',
    taxCode: null,
    sdiCode: 'M5UXCR1',
    pec: null,
  },
  'acme-roma': {
    legalName: 'ACME Italia S.p.A. – sede di Roma',
    street: 'Via Tiburtina 500',
    postalCode: '00159',
    city: 'Roma',
    province: 'RM',
    country: 'IT',
    vatId: 'IT12345670157',
    taxCode: null,
    sdiCode: 'M5UXCR1',
    pec: null,
  },
};

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export async function seedMoneyDemo(db: Database, storage: ObjectStorage): Promise<void> {
  const locations = await db
    .select({ id: companies.id, slug: companies.slug })
    .from(companies)
    .where(inArray(companies.slug, ['acme', 'acme-roma']));
  const companyOf = new Map(locations.map((row) => [row.slug, row.id]));
  const acme = companyOf.get('acme');
  if (acme === undefined) return;
  const [done] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.companyId, acme))
    .limit(1);
  if (done) return;
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.username, 'acme_admin'));
  if (!admin) return;
  const trainers = await pickTrainers(db);
  if (trainers.length === 0) return;

  await db.transaction(async (tx) => {
    for (const [index, trainer] of trainers.entries()) {
      const billing = providerBilling[index % providerBilling.length]!;
      const { iban, ...details } = billing.details;
      await tx
        .insert(billingDetails)
        .values({ userId: trainer.userId, ...details, iban, vatRegime: billing.regime })
        .onConflictDoNothing();
    }
    for (const [slug, id] of companyOf) {
      await tx
        .insert(billingDetails)
        .values({ companyId: id, ...companyBilling[slug as Plan['location']] })
        .onConflictDoNothing();
    }
  });

  // The pictures the documents were issued with: the trainers' and the locations' (if any).
  const logoOf = new Map<string, number | null>();
  const pictures = [
    ...(
      await db
        .select({ id: users.id, image: users.profileImage })
        .from(users)
        .where(
          inArray(
            users.id,
            trainers.map((trainer) => trainer.userId),
          ),
        )
    ).map((row) => ({
      key: `user:${row.id}`,
      image: row.image,
    })),
    ...(
      await db
        .select({ id: companies.id, image: companies.logo })
        .from(companies)
        .where(inArray(companies.id, [...companyOf.values()]))
    ).map((row) => ({
      key: `company:${row.id}`,
      image: row.image,
    })),
  ];
  for (const { key, image } of pictures) {
    logoOf.set(key, await keepLogoOfDocument(db, await logoPngOf(storage, image)));
  }

  for (const plan of plans) {
    const companyId = companyOf.get(plan.location) ?? acme;
    const trainer = trainers[plan.trainer % trainers.length]!;
    const logos = {
      seller: logoOf.get(`user:${trainer.userId}`) ?? null,
      buyer: logoOf.get(`company:${companyId}`) ?? null,
    };
    // One transaction per document pair, as the product issues them.
    await db.transaction(async (tx) => {
      await seedPlan(tx, plan, { companyId, admin, trainer, logos });
    });
  }
}

interface Trainer {
  userId: number;
  email: string;
  topicId: number;
  title: string;
  url: string;
  category: string;
  priceMinor: number;
  currency: string;
  durationHours: number | null;
  vat: number;
}

/** Three trainers with a published topic, giulia_bianchi first (she is on ACME's list). */
async function pickTrainers(db: Database): Promise<Trainer[]> {
  const offer = await db
    .select({
      userId: topics.userId,
      email: users.email,
      topicId: topics.id,
      title: topics.title,
      url: topics.url,
      category: topics.category,
      priceMinor: topics.priceMinor,
      currency: topics.currency,
      durationHours: topics.durationHours,
      vat: users.vatRateBasisPoints,
    })
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .where(and(eq(topics.status, 'published'), isNotNull(topics.durationHours)))
    .orderBy(
      sql`case ${users.username} when 'giulia_bianchi' then 0 when 'valerio_santoro' then 1 when 'irene_pellegrini' then 2 else 3 end`,
      asc(topics.id),
    )
    .limit(40);
  return [...new Map(offer.map((topic) => [topic.userId, topic])).values()].slice(0, 3);
}

async function isTrainerFree(tx: Transaction, providerId: number, start: Date, end: Date) {
  const [clash] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.kind, 'topic'),
        eq(bookings.state, 'accepted'),
        sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}) && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`,
      ),
    )
    .limit(1);
  return !clash;
}

async function seedPlan(
  tx: Transaction,
  plan: Plan,
  parties: {
    companyId: number;
    admin: { id: number; email: string };
    trainer: Trainer;
    logos: { seller: number | null; buyer: number | null };
  },
) {
  const { companyId, admin, trainer, logos } = parties;
  const hours = Math.min(trainer.durationHours ?? 8, 8);
  let start = at(plan.day, 9);
  const finished = plan.day < 0;
  // A trainer's accepted trainings never overlap (booking_sessions_provider_no_overlap).
  for (let tries = 0; !finished && tries < 14; tries += 1) {
    if (await isTrainerFree(tx, trainer.userId, start, trainingEnd(start, hours))) break;
    start = new Date(start.getTime() + DAY_MS);
  }
  const end = trainingEnd(start, hours);
  const sellerRow = await findBillingDetails(tx, { userId: trainer.userId });
  const buyerRow = await findBillingDetails(tx, { companyId });
  if (!sellerRow || !buyerRow) return;
  const seller = billingPartyOf(sellerRow, trainer.email);
  const buyer = billingPartyOf(buyerRow, admin.email);
  const rate = vatRateOfRegime(sellerRow.vatRegime, trainer.vat);
  const totals = documentTotals([
    {
      description: trainer.title,
      quantity: plan.people,
      unitPriceMinor: trainer.priceMinor,
      vatRateBasisPoints: rate,
    },
  ]);

  const steps: Step[] = [
    { transition: 'create', to: 'requested', by: admin.id },
    { transition: 'accept', to: 'accepted', by: trainer.userId },
  ];
  if (finished) steps.push({ transition: 'complete', to: 'completed', by: null });
  const bookingId = await insertWithHistory(
    tx,
    {
      kind: 'topic',
      state: finished ? 'completed' : 'accepted',
      topicId: trainer.topicId,
      title: trainer.title,
      listingUrl: `/topic/${trainer.url}`,
      buyerId: admin.id,
      providerId: trainer.userId,
      companyId,
      department: plan.department,
      participants: plan.people,
      proposedDates: [start.toISOString()],
      startsAt: start,
      endsAt: end,
      delivery: 'in_person',
      unitPriceMinor: trainer.priceMinor,
      quantity: plan.people,
      netMinor: totals.netMinor,
      vatRateBasisPoints: rate,
      vatMinor: totals.vatMinor,
      grossMinor: totals.grossMinor,
      currency: trainer.currency,
      createdAt: daysFrom(start, -30),
    },
    Array.from({ length: plan.people }, (_, index) => ({
      name: `Partecipante ${index + 1}`,
      email: null,
      userId: null,
      attendance: finished ? ('attended' as const) : null,
    })),
    steps,
  );

  // The order: issued three weeks before the training (never in the future).
  const orderDate = new Date(Math.min(daysFrom(start, -21).getTime(), Date.now() - DAY_MS));
  const orderNumber = await takeDocumentNumber(
    tx,
    { kind: 'company', id: companyId },
    'purchase_order',
    orderDate.getUTCFullYear(),
  );
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      companyId,
      providerId: trainer.userId,
      bookingId,
      issuedBy: admin.id,
      ...orderNumber,
      state: plan.order,
      issueDate: dateOnly(orderDate),
      buyer,
      provider: seller,
      lines: totals.lines,
      netMinor: totals.netMinor,
      vatMinor: totals.vatMinor,
      grossMinor: totals.grossMinor,
      currency: trainer.currency,
      department: plan.department,
      category: trainer.category,
      logoId: logos.buyer,
      createdAt: orderDate,
    })
    .returning({ id: purchaseOrders.id, number: purchaseOrders.number });
  if (!order) return;
  const orderHistory: Array<[string, string, string, number | null]> = [
    ['create', '', 'issued', admin.id],
  ];
  let state = 'issued';
  for (const [transition, to] of orderSteps[plan.order]) {
    orderHistory.push([
      transition,
      state,
      to,
      transition === 'acknowledge' ? trainer.userId : transition === 'cancel' ? admin.id : null,
    ]);
    state = to;
  }
  await tx.insert(stateTransitions).values(
    orderHistory.map(([transition, fromState, toState, actorId], index) => ({
      machine: 'purchase_order',
      recordId: order.id,
      transition,
      fromState,
      toState,
      actorId,
      createdAt: new Date(orderDate.getTime() + index * 2 * DAY_MS),
    })),
  );
  if (!plan.invoice || !finished) return;

  const issueDate = new Date(Math.min(daysFrom(end, 2).getTime(), Date.now() - DAY_MS));
  const invoiceNumber = await takeDocumentNumber(
    tx,
    { kind: 'provider', id: trainer.userId },
    'invoice',
    issueDate.getUTCFullYear(),
  );
  // The invoice's lines as an issue writes them (with the stamp duty a seller without VAT owes).
  const invoiced = invoiceContent({
    sale: {
      description: trainer.title,
      quantity: plan.people,
      unitPriceMinor: trainer.priceMinor,
      vatRateBasisPoints: rate,
    },
    seller: sellerRow,
    language: 'it',
  });
  const document = {
    providerId: trainer.userId,
    buyerId: admin.id,
    companyId,
    bookingId,
    purchaseOrderId: order.id,
    language: 'it',
    seller,
    buyer,
    lines: invoiced.totals.lines,
    vatSummary: invoiced.totals.vatSummary,
    vatRegime: sellerRow.vatRegime,
    stampDutyMinor: invoiced.stampDutyMinor,
    iban: sellerRow.iban,
    logoId: logos.seller,
    purchaseOrderNumber: order.number,
    netMinor: invoiced.totals.netMinor,
    vatMinor: invoiced.totals.vatMinor,
    grossMinor: invoiced.totals.grossMinor,
    currency: trainer.currency,
    topicId: trainer.topicId,
    category: trainer.category,
    department: plan.department,
  };
  const paidOn = daysFrom(issueDate, 20);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      ...document,
      kind: 'invoice',
      ...invoiceNumber,
      state: plan.invoice,
      issueDate: dateOnly(issueDate),
      dueDate: dateOnly(daysFrom(issueDate, plan.dueDays ?? 30)),
      paidOn: plan.invoice === 'paid' ? dateOnly(paidOn) : null,
      createdAt: issueDate,
    })
    .returning({ id: invoices.id });
  if (!invoice) return;
  const invoiceHistory: Array<[string, string, string, number | null, Date]> = [
    ['create', '', 'issued', trainer.userId, issueDate],
  ];
  if (plan.invoice === 'paid')
    invoiceHistory.push(['markPaid', 'issued', 'paid', trainer.userId, paidOn]);
  if (plan.invoice === 'overdue')
    invoiceHistory.push(['markOverdue', 'issued', 'overdue', null, daysFrom(issueDate, 31)]);
  if (plan.invoice === 'credited')
    invoiceHistory.push(['credit', 'issued', 'credited', trainer.userId, daysFrom(issueDate, 10)]);
  await tx.insert(stateTransitions).values(
    invoiceHistory.map(([transition, fromState, toState, actorId, createdAt]) => ({
      machine: 'invoice',
      recordId: invoice.id,
      transition,
      fromState,
      toState,
      actorId,
      createdAt,
    })),
  );
  if (plan.invoice !== 'credited') return;

  // The cancellation after issuing: a credit note that references the invoice.
  const creditDate = daysFrom(issueDate, 10);
  const creditNumber = await takeDocumentNumber(
    tx,
    { kind: 'provider', id: trainer.userId },
    'credit_note',
    creditDate.getUTCFullYear(),
  );
  const [credit] = await tx
    .insert(invoices)
    .values({
      ...document,
      kind: 'credit_note',
      creditedInvoiceId: invoice.id,
      ...creditNumber,
      state: 'issued',
      issueDate: dateOnly(creditDate),
      dueDate: null,
      createdAt: creditDate,
    })
    .returning({ id: invoices.id });
  if (credit) {
    await tx.insert(stateTransitions).values({
      machine: 'invoice',
      recordId: credit.id,
      transition: 'create',
      fromState: '',
      toState: 'issued',
      actorId: trainer.userId,
      createdAt: creditDate,
    });
  }
}
