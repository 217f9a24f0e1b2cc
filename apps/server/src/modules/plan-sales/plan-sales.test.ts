import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, type ActionName } from '@app/contracts/registry';
import { auditEvents, notifications, planRequests } from '../../db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import { validateFattura } from '../../test/fatturapa-schema.ts';
import { staffSession } from '../../test/staff.ts';

/**
 * Plans from the operator console (docs/product.md, "The operator console"): a company's plan
 * request becomes the platform's own invoice (its own gapless series, the operator as the seller,
 * PDF and FatturaPA), a payment and a new end date; operators only, each step in their audit.
 */

type Reply = Record<string, unknown> & { status: boolean; code?: string };

let t: TestApp;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
});
afterAll(() => t.close());

async function call(client: TestClient, action: ActionName, fields: Record<string, unknown> = {}) {
  const { endpoint } = actions[action];
  const response = await client.action(action, fields as Record<string, string>, {
    endpoint,
    json: true,
  });
  return { http: response.statusCode, body: response.json<Reply>() };
}

/** A company signed up through `join`, its admin signed in; with billing details when asked. */
async function companySignUp(vatId: string | null) {
  const client = new TestClient(t.app);
  const name = `pl${unique()}`;
  const joined = await call(client, 'join', {
    susername: name,
    semail: `${name}@example.com`,
    spassword: 'Train-2026-ok',
    accountKind: 'company',
    companyName: `Azienda ${name}`,
    country: 'IT',
  });
  expect(joined.body).toMatchObject({ status: true });
  const company = (await call(client, 'loginCompanyDetails')).body as Reply & {
    company: { id: number };
  };
  if (vatId) {
    const saved = await call(client, 'saveCompanyBillingDetails', {
      legalName: `Azienda ${name} S.r.l.`,
      street: 'Via Roma 1',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
      vatId,
      sdiCode: 'ABC1234',
      password: 'Train-2026-ok',
    });
    expect(saved.body).toMatchObject({ status: true });
  }
  return { client, name, companyId: company.company.id };
}

const planRequestOf = async (companyId: number) =>
  (
    await t.db
      .select()
      .from(planRequests)
      .where(eq(planRequests.companyId, companyId))
      .orderBy(desc(planRequests.id))
      .limit(1)
  )[0]!;

describe('selling a plan', () => {
  it('turns a request into an invoice, a payment and a new end date, each in the audit', async () => {
    const operator = await staffSession(t, 'operator');
    const buyer = await companySignUp('IT00743110157');
    expect(
      (await call(buyer.client, 'requestplan', { plan: 'business', message: 'Per 40 persone' }))
        .body,
    ).toMatchObject({ status: true });
    const request = await planRequestOf(buyer.companyId);

    const listed = (await call(operator.client, 'adminPlans')).body as Reply & {
      plans: Array<{ plan: string; priceMinor: number }>;
      requests: Array<Record<string, unknown>>;
    };
    expect(listed.plans).toEqual([
      expect.objectContaining({ plan: 'standard', priceMinor: 120_000 }),
      expect.objectContaining({ plan: 'business', priceMinor: 240_000 }),
    ]);
    expect(listed.requests.find((row) => row.id === request.id)).toMatchObject({
      plan: 'business',
      state: 'open',
      message: 'Per 40 persone',
      company: { id: buyer.companyId, billingComplete: true },
      requestedBy: { name: buyer.name },
      subscription: { plan: 'trial' },
      invoice: null,
    });

    const issued = await call(operator.client, 'adminIssuePlanInvoice', { requestId: request.id });
    expect(issued.body).toMatchObject({ status: true, invoice: { grossMinor: 292_800 } });
    const invoice = issued.body.invoice as { id: number; number: string };
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(
      (await call(operator.client, 'adminIssuePlanInvoice', { requestId: request.id })).body.code,
    ).toBe('plan_already_invoiced');

    // The company's admin sees it under received invoices, the operator as its seller.
    const received = (await call(buyer.client, 'companyInvoices')).body as Reply & {
      list: Array<{ id: number; sellerName: string; state: string }>;
    };
    expect(received.list).toEqual([
      expect.objectContaining({ id: invoice.id, sellerName: 'Skillvia S.r.l.', state: 'issued' }),
    ]);
    const detail = (await call(buyer.client, 'invoiceDetail', { id: invoice.id })).body;
    expect(detail).toMatchObject({
      invoice: {
        seller: { legalName: 'Skillvia S.r.l.', vatId: 'IT12345670964', city: 'Milano' },
        buyer: { vatId: 'IT00743110157' },
        lines: [{ description: 'Abbonamento a Skillvia, piano Business: 12 mesi' }],
      },
      transitions: [],
      hasXml: true,
    });
    const pdf = await buyer.client.request({
      method: 'GET',
      url: `/inc/documents/invoices/${invoice.id}.pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await operator.client.request({
      method: 'GET',
      url: `/inc/documents/invoices/${invoice.id}.xml`,
    });
    expect(xml.statusCode).toBe(200);
    const validation = await validateFattura(xml.body);
    expect(validation.errors).toEqual([]);
    expect(xml.body).toContain('<IdCodice>12345670964</IdCodice>');
    // Its provider's actions are not the console's: the payment is recorded there, audited.
    expect(
      (await call(operator.client, 'markInvoicePaid', { id: invoice.id, paidOn: '2026-01-01' }))
        .body.code,
    ).toBe('forbidden');

    // Today where the invoice was dated (Europe/Rome): around midnight UTC it is another day.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(
      (
        await call(operator.client, 'adminRecordPlanPayment', {
          invoiceId: invoice.id,
          paidOn: '2999-01-01',
        })
      ).body.code,
    ).toBe('invalid_input');
    expect(
      (
        await call(operator.client, 'adminRecordPlanPayment', {
          invoiceId: invoice.id,
          paidOn: today,
        })
      ).body,
    ).toMatchObject({ status: true, state: 'paid' });

    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    expect(
      (
        await call(operator.client, 'adminSetSubscription', {
          companyId: buyer.companyId,
          plan: 'business',
          endDate: '2020-01-01',
        })
      ).body.code,
    ).toBe('invalid_input');
    expect(
      (
        await call(operator.client, 'adminSetSubscription', {
          companyId: buyer.companyId,
          plan: 'business',
          endDate: nextYear,
        })
      ).body,
    ).toMatchObject({ status: true, subscription: { plan: 'business' } });

    // The company's billing shows the plan and its new end; the request is done.
    const company = (await call(buyer.client, 'loginCompanyDetails')).body as Reply & {
      subscription: { plan: string; end_date: string };
    };
    expect(company.subscription.plan).toBe('business');
    expect(company.subscription.end_date.slice(0, 10)).toBe(nextYear);
    expect((await planRequestOf(buyer.companyId)).state).toBe('done');
    await t.jobs.runDue();
    const told = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, request.requestedBy!));
    expect(told.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['invoice_issued', 'invoice_paid', 'subscription_set']),
    );
    const audit = await t.db
      .select({ kind: auditEvents.kind, actorId: auditEvents.actorId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.companyId, buyer.companyId),
          inArray(auditEvents.kind, [
            'plan_invoice_issued',
            'plan_payment_recorded',
            'subscription_set',
          ]),
        ),
      )
      .orderBy(auditEvents.id);
    expect(audit.map((row) => [row.kind, row.actorId])).toEqual([
      ['plan_invoice_issued', operator.id],
      ['plan_payment_recorded', operator.id],
      ['subscription_set', operator.id],
    ]);
    expect(audit[0]!.detail).toMatchObject({ number: invoice.number, plan: 'business' });
    expect(audit[1]!.detail).toMatchObject({ number: invoice.number, date: today });
    expect(audit[2]!.detail).toMatchObject({ plan: 'business', endDate: nextYear });

    // The company's record in the console: its admin, its plans now and before, the invoice.
    type CompanyRecord = Reply & {
      members: Array<{ username: string; userRole: number }>;
      subscriptions: Array<{ plan: string }>;
      planRequests: Array<{ state: string }>;
      documents: Array<{ number: string; kind: string; state: string; grossMinor: number | null }>;
    };
    const record = (await call(operator.client, 'adminCompany', { companyId: buyer.companyId }))
      .body as CompanyRecord;
    expect(record.members).toEqual([
      { userId: request.requestedBy, username: buyer.name, name: null, userRole: 1 },
    ]);
    expect(record.subscriptions.map((row) => row.plan)).toEqual(['business', 'trial']);
    expect(record.planRequests.map((row) => row.state)).toEqual(['done']);
    expect(record.documents).toEqual([
      expect.objectContaining({
        number: invoice.number,
        kind: 'invoice',
        state: 'paid',
        grossMinor: 292_800,
      }),
    ]);
    const support = await staffSession(t, 'support');
    const seenBySupport = (
      await call(support.client, 'adminCompany', { companyId: buyer.companyId })
    ).body as CompanyRecord;
    expect(seenBySupport.documents[0]?.grossMinor).toBeNull();
  });

  it('numbers the platform’s invoices without gaps, and a refused one takes no number', async () => {
    const operator = await staffSession(t, 'operator');
    const first = await companySignUp('IT02114400662');
    const unbilled = await companySignUp(null);
    await call(first.client, 'requestplan', { plan: 'standard' });
    await call(unbilled.client, 'requestplan', { plan: 'standard' });

    const refused = await call(operator.client, 'adminIssuePlanInvoice', {
      requestId: (await planRequestOf(unbilled.companyId)).id,
    });
    expect(refused.body.code).toBe('company_billing_incomplete');
    const issued = await call(operator.client, 'adminIssuePlanInvoice', {
      requestId: (await planRequestOf(first.companyId)).id,
    });
    const number = (issued.body.invoice as { number: string }).number;

    const second = await companySignUp('IT01597960176');
    await call(second.client, 'requestplan', { plan: 'standard' });
    const next = await call(operator.client, 'adminIssuePlanInvoice', {
      requestId: (await planRequestOf(second.companyId)).id,
    });
    const sequenceOf = (text: string) => Number(text.slice(-4));
    expect(sequenceOf((next.body.invoice as { number: string }).number)).toBe(
      sequenceOf(number) + 1,
    );
  });

  it('is for operators only: support and everyone else are refused, and the invoice is theirs', async () => {
    const support = await staffSession(t, 'support');
    const stranger = await staffSession(t, null);
    const buyer = await companySignUp(null);
    for (const client of [support.client, stranger.client]) {
      for (const [action, fields] of [
        ['adminPlans', {}],
        [
          'adminSetSubscription',
          { companyId: buyer.companyId, plan: 'business', endDate: '2099-01-01' },
        ],
      ] as const) {
        const reply = await call(client, action, fields);
        expect(reply.http).toBe(403);
        expect(reply.body.code).toBe('forbidden');
      }
    }
    // An operator without the second factor on this sign-in is refused too.
    const halfSigned = await staffSession(t, 'operator', false);
    expect((await call(halfSigned.client, 'adminPlans')).body.code).toBe('two_factor_required');
  });
});
