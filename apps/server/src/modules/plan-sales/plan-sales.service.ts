import { notificationParam } from '@app/contracts/notifications';
import { subscriptionPlans, type SubscriptionPlan } from '@app/contracts/billing';
import { requestablePlans, type RequestablePlan } from '@app/contracts/companies';
import { isLanguage, type Language } from '@app/contracts/locales';
import { defaultVatRateBasisPoints, type BillingParty } from '@app/contracts/money';
import type { InvoiceState } from '@app/contracts/states';
import type { Config } from '../../config/env.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import type { LiveHub } from '../../lib/live.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import {
  findCurrentSubscription,
  selectCompanyAdminIds,
} from '../../shared/memberships.repository.ts';
import { displayNameOf } from '../accounts/index.ts';
import {
  closePlanRequests,
  insertSubscription,
  isCompanyBillingComplete,
  lockPlanRequest,
  selectPlanRequestsForOperators,
  setPlanRequestInvoice,
} from '../billing/index.ts';
import { findCompanyName } from '../companies/index.ts';
import { issuePlatformInvoice, recordPlatformPayment } from '../invoices/index.ts';
import { storeNotification } from '../notifications/index.ts';
import { findRequesterLanguage } from './plan-sales.repository.ts';

/**
 * Plans and subscriptions from the operator console (docs/product.md, "The operator console"):
 * a company's plan request becomes the platform's own invoice, its payment and the
 * subscription's new end date. Each step is one transaction with its row in the operators' audit.
 * Prices come from configuration (PLAN_PRICES); the billing module owns requests and
 * subscriptions, the invoices module the invoice.
 */

export interface PlanSalesDeps {
  db: Database;
  config: Pick<Config, 'operator' | 'planPrices' | 'productName' | 'defaultLanguage'>;
  events: DomainEvents;
  live: LiveHub;
  audit: Auditor;
}

const DONE_SHOWN_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A plan's name on the invoice (the web's billing.plans names, for the requestable ones). */
const planNames: Record<Language, Record<RequestablePlan, string>> = {
  it: { standard: 'Standard', business: 'Business' },
  en: { standard: 'Standard', business: 'Business' },
  de: { standard: 'Standard', business: 'Business' },
  fr: { standard: 'Standard', business: 'Business' },
  es: { standard: 'Estándar', business: 'Business' },
};

/** The invoice's one line, in its language: a year of the plan. */
const lineTexts: Record<Language, (product: string, plan: string) => string> = {
  it: (product, plan) => `Abbonamento a ${product}, piano ${plan}: 12 mesi`,
  en: (product, plan) => `${product} subscription, ${plan} plan: 12 months`,
  de: (product, plan) => `${product}-Abonnement, Tarif ${plan}: 12 Monate`,
  fr: (product, plan) => `Abonnement ${product}, formule ${plan} : 12 mois`,
  es: (product, plan) => `Suscripción a ${product}, plan ${plan}: 12 meses`,
};

/** The operator as its invoices' seller (OPERATOR_*). */
function sellerOf(operator: PlanSalesDeps['config']['operator']): BillingParty {
  return {
    legalName: operator.name,
    street: operator.street,
    postalCode: operator.postalCode,
    city: operator.city,
    province: operator.province,
    country: operator.country,
    vatId: operator.vatId.replace(/\s+/g, '').toUpperCase(),
    taxCode: null,
    sdiCode: null,
    pec: null,
    email: operator.email,
  };
}

const isRequestable = (plan: string): plan is RequestablePlan =>
  (requestablePlans as readonly string[]).includes(plan);

export async function listPlanSales(deps: Pick<PlanSalesDeps, 'db' | 'config'>, now = new Date()) {
  const rows = await selectPlanRequestsForOperators(
    deps.db,
    new Date(now.getTime() - DONE_SHOWN_DAYS * DAY_MS),
  );
  const companyIds = [...new Set(rows.map((row) => row.companyId))];
  const perCompany = new Map(
    await Promise.all(
      companyIds.map(
        async (id) =>
          [
            id,
            {
              subscription: await findCurrentSubscription(deps.db, id),
              billingComplete: await isCompanyBillingComplete(deps.db, id),
            },
          ] as const,
      ),
    ),
  );
  return {
    plans: requestablePlans.map((plan) => ({
      plan,
      priceMinor: deps.config.planPrices[plan],
      features: [...subscriptionPlans[plan].features],
    })),
    currency: 'EUR',
    vatRateBasisPoints: defaultVatRateBasisPoints,
    requests: rows
      .filter((row) => isRequestable(row.plan))
      .map((row) => {
        const company = perCompany.get(row.companyId);
        return {
          id: row.id,
          plan: row.plan as RequestablePlan,
          state: row.state,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
          doneAt: row.doneAt?.toISOString() ?? null,
          company: {
            id: row.companyId,
            name: row.companyName,
            vatId: row.companyVatId,
            billingComplete: company?.billingComplete ?? false,
          },
          requestedBy:
            row.requesterId === null || row.requesterUsername === null
              ? null
              : {
                  userId: row.requesterId,
                  name: displayNameOf({
                    username: row.requesterUsername,
                    firstName: row.requesterFirstName,
                    lastName: row.requesterLastName,
                  }),
                },
          subscription: company?.subscription
            ? {
                plan: company.subscription.plan,
                endDate: company.subscription.endDate.toISOString(),
              }
            : null,
          invoice:
            row.invoiceId === null || row.invoiceNumber === null
              ? null
              : {
                  id: row.invoiceId,
                  number: row.invoiceNumber,
                  state: row.invoiceState as InvoiceState,
                  grossMinor: row.invoiceGrossMinor ?? 0,
                  issueDate: row.invoiceIssueDate ?? '',
                  paidOn: row.invoicePaidOn,
                },
        };
      }),
  };
}

/** The platform's invoice for an open request: a year of its plan at the configured price. */
export async function issuePlanInvoice(
  deps: PlanSalesDeps,
  request: { requestId: number; actorId: number },
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const planRequest = await lockPlanRequest(tx, request.requestId);
    if (!planRequest || !isRequestable(planRequest.plan)) throw new AppError('not_found');
    if (planRequest.state !== 'open') throw new AppError('invalid_transition');
    if (planRequest.invoiceId !== null) throw new AppError('plan_already_invoiced');
    if (!(await isCompanyBillingComplete(tx, planRequest.companyId))) {
      throw new AppError('company_billing_incomplete');
    }
    const requesterLanguage =
      planRequest.requestedBy === null
        ? null
        : await findRequesterLanguage(tx, planRequest.requestedBy);
    const language = isLanguage(requesterLanguage)
      ? requesterLanguage
      : deps.config.defaultLanguage;
    const invoice = await issuePlatformInvoice(
      deps,
      tx,
      {
        seller: sellerOf(deps.config.operator),
        iban: deps.config.operator.iban,
        companyId: planRequest.companyId,
        buyerId: planRequest.requestedBy,
        line: {
          description: lineTexts[language](
            deps.config.productName,
            planNames[language][planRequest.plan],
          ),
          unitPriceMinor: deps.config.planPrices[planRequest.plan],
          vatRateBasisPoints: defaultVatRateBasisPoints,
        },
        language,
        actorId: request.actorId,
      },
      now,
    );
    await setPlanRequestInvoice(tx, planRequest.id, invoice.id);
    await deps.audit.record(tx, 'plan_invoice_issued', {
      userId: planRequest.requestedBy,
      companyId: planRequest.companyId,
      detail: { number: invoice.number, company: invoice.buyer.legalName, plan: planRequest.plan },
    });
    return { id: invoice.id, number: invoice.number, grossMinor: invoice.grossMinor };
  });
}

export async function recordPlanPayment(
  deps: PlanSalesDeps,
  payment: { invoiceId: number; paidOn: string; actorId: number },
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const invoice = await recordPlatformPayment(deps, tx, payment, now);
    await deps.audit.record(tx, 'plan_payment_recorded', {
      userId: invoice.buyerId,
      companyId: invoice.companyId,
      detail: { number: invoice.number, company: invoice.buyer.legalName, date: payment.paidOn },
    });
    return 'paid' as const;
  });
}

/**
 * The instant a subscription ending on `endDate` (a calendar day) ends: late that evening in
 * Italy all year (22:59:59 in winter, 23:59:59 in summer), so the day reads the same in UTC and
 * across Europe.
 */
const endOfDay = (endDate: string) => new Date(`${endDate}T21:59:59Z`);

export async function setSubscription(
  deps: PlanSalesDeps,
  change: { companyId: number; plan: SubscriptionPlan; endDate: string; actorId: number },
  now = new Date(),
) {
  const end = endOfDay(change.endDate);
  if (end.getTime() <= now.getTime()) throw new InputError({ endDate: ['validation.tooSmall'] });
  const company = await findCompanyName(deps.db, change.companyId);
  if (company === null) throw new AppError('not_found');
  await deps.db.transaction(async (tx) => {
    await insertSubscription(tx, { companyId: change.companyId, plan: change.plan, endDate: end });
    await closePlanRequests(tx, change.companyId, change.plan, now);
    await deps.audit.record(tx, 'subscription_set', {
      userId: null,
      companyId: change.companyId,
      detail: { company, plan: change.plan, endDate: change.endDate },
    });
    await tellAdmins(deps, tx, { ...change, company });
  });
  return { plan: change.plan, endDate: end.toISOString() };
}

async function tellAdmins(
  deps: Pick<PlanSalesDeps, 'live'>,
  tx: Transaction,
  change: { companyId: number; company: string; plan: string; endDate: string },
) {
  for (const userId of await selectCompanyAdminIds(tx, change.companyId)) {
    await storeNotification(tx, deps.live, {
      userId,
      kind: 'subscription_set',
      params: {
        company: change.company,
        plan: change.plan,
        date: notificationParam.day(change.endDate),
      },
      link: '/dashboard/c/billing',
      dedupeKey: `subscription:${change.companyId}:${change.plan}:${change.endDate}`,
    });
  }
}
