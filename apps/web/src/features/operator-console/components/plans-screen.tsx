import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isKnownPlan, subscriptionPlans, type SubscriptionPlan } from '@app/contracts/billing';
import type { Language } from '@app/contracts/locales';
import { formatCalendarDate, formatDate, formatPrice } from '../../../lib/format.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { invoiceFileUrl } from '../../invoices/index.ts';
import { latestPaymentDay, localDateOf } from '../../../lib/local-date-time.ts';
import { usePlanSales, usePlanStep, type PlanRequestRow, type PlanSales } from '../api/plans.ts';

const planChoices = Object.keys(subscriptionPlans) as SubscriptionPlan[];

/** Today as the contract's calendar date (YYYY-MM-DD), in the operator's own time zone. */
const today = () => localDateOf(new Date());

/** A year after the later of today and the subscription's end: what a year's invoice pays for. */
function nextEndDate(subscriptionEnd: string | null): string {
  const start =
    subscriptionEnd && subscriptionEnd.slice(0, 10) > today() ? subscriptionEnd : today();
  return `${Number(start.slice(0, 4)) + 1}${start.slice(4, 10)}`;
}

/**
 * The plans and the companies' requests for them (operators): each request is sold in three
 * steps, each a button of its own — the platform's invoice, its payment, the subscription's new
 * end date — and shows what is done.
 */
export function PlansScreen({ language }: { language: Language }) {
  const { t } = useTranslation();
  const sales = usePlanSales();
  return (
    <div className="console-page" data-testid="console-plans">
      <h1>{t('console.plans.title')}</h1>
      <p className="muted">{t('console.plans.intro')}</p>
      <QueryStates query={sales}>
        {(data) => (
          <>
            <PlanPrices data={data} language={language} />
            <section aria-labelledby="plan-requests-title" className="console-page">
              <h2 id="plan-requests-title" className="console-section-title">
                {t('console.plans.requests')}
              </h2>
              {data.requests.length === 0 ? (
                <p className="card console-empty" data-testid="plan-requests-empty">
                  {t('console.plans.none')}
                </p>
              ) : (
                <ul className="console-list" data-testid="console-plan-requests">
                  {data.requests.map((request) => (
                    <PlanRequestCard key={request.id} request={request} language={language} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryStates>
    </div>
  );
}

function PlanPrices({ data, language }: { data: PlanSales; language: Language }) {
  const { t } = useTranslation();
  return (
    <ul className="console-plans" data-testid="plan-prices" aria-label={t('console.plans.prices')}>
      {data.plans.map((plan) => (
        <li key={plan.plan} className="card console-plan">
          <h2 className="console-section-title">{t(`billing.plans.${plan.plan}`)}</h2>
          <p className="console-plan-price">
            <strong>{formatPrice(plan.priceMinor, language, data.currency)}</strong>{' '}
            <span className="muted">
              {t('console.plans.perYear', { vat: data.vatRateBasisPoints / 100 })}
            </span>
          </p>
          <ul className="console-plan-features">
            {plan.features.map((feature) => (
              <li key={feature}>{t(`billing.features.${feature}`)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function PlanRequestCard({ request, language }: { request: PlanRequestRow; language: Language }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { subscription, invoice } = request;
  return (
    <li className="card console-plan-request" data-testid="plan-request" aria-labelledby={titleId}>
      <div className="console-row">
        <div className="console-row-main">
          <h3 id={titleId} className="console-row-title">
            {request.company.name}
            {request.company.vatId ? (
              <span className="muted"> · {request.company.vatId}</span>
            ) : null}
          </h3>
          <span className="muted">
            {request.requestedBy ? (
              <>
                <Link to={`/admin/people/${request.requestedBy.userId}`}>
                  {request.requestedBy.name}
                </Link>{' '}
                ·{' '}
              </>
            ) : null}
            {t('console.plans.asked', {
              plan: t(`billing.plans.${request.plan}`),
              date: formatDate(request.createdAt, language, 'medium'),
            })}
          </span>
          <span className="muted" data-testid="plan-subscription">
            {subscription
              ? t('console.plans.current', {
                  plan: t(`billing.plans.${subscription.plan as SubscriptionPlan}`, {
                    defaultValue: subscription.plan,
                  }),
                  date: formatDate(subscription.endDate, language, 'medium'),
                })
              : t('console.plans.noSubscription')}
          </span>
          {request.message ? <p className="console-quote">{request.message}</p> : null}
        </div>
        <span
          className={`console-badge${request.state === 'done' ? ' console-badge-resolved' : ''}`}
        >
          {t(`console.plans.states.${request.state}`)}
        </span>
      </div>
      <ol className="console-steps">
        <li data-testid="plan-step-invoice">
          {invoice ? (
            <span>
              {t('console.plans.invoiced', {
                number: invoice.number,
                amount: formatPrice(invoice.grossMinor, language),
                date: formatCalendarDate(invoice.issueDate, language),
              })}{' '}
              <a href={invoiceFileUrl(invoice.id, 'pdf')} download>
                PDF
              </a>{' '}
              ·{' '}
              <a href={invoiceFileUrl(invoice.id, 'xml')} download>
                FatturaPA
              </a>
            </span>
          ) : request.state === 'open' ? (
            <IssueInvoice request={request} />
          ) : (
            <span className="muted">{t('console.plans.noInvoice')}</span>
          )}
        </li>
        {invoice ? (
          <li data-testid="plan-step-payment">
            {invoice.paidOn ? (
              t('console.plans.paid', { date: formatCalendarDate(invoice.paidOn, language) })
            ) : (
              <RecordPayment invoiceId={invoice.id} issueDate={invoice.issueDate} />
            )}
          </li>
        ) : null}
        <li data-testid="plan-step-subscription">
          {request.state === 'done' ? (
            t('console.plans.done', {
              date: request.doneAt ? formatDate(request.doneAt, language, 'medium') : '',
            })
          ) : (
            <SetSubscription
              companyId={request.company.id}
              plan={request.plan}
              endDate={request.subscription?.endDate ?? null}
            />
          )}
        </li>
      </ol>
    </li>
  );
}

/** A step's form sends its call and says what went wrong in plain words. */
function useStepForm(call: () => Promise<unknown>) {
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    call().catch((error: unknown) => setFailure(errorMessage(error)));
  };
  return { submit, failure };
}

function IssueInvoice({ request }: { request: PlanRequestRow }) {
  const { t } = useTranslation();
  const step = usePlanStep('adminIssuePlanInvoice');
  const { submit, failure } = useStepForm(() => step.mutateAsync({ requestId: request.id }));
  return (
    <form className="console-step-form" onSubmit={submit} noValidate>
      {request.company.billingComplete ? null : (
        <p className="console-warning" data-testid="plan-billing-incomplete">
          {t('console.plans.billingIncomplete')}
        </p>
      )}
      <SubmitButton
        isPending={step.isPending}
        label={t('console.plans.issue')}
        testId="plan-issue-invoice"
      />
      <FormError message={failure} testId="plan-invoice-error" />
    </form>
  );
}

function RecordPayment({ invoiceId, issueDate }: { invoiceId: number; issueDate: string }) {
  const { t } = useTranslation();
  const dateId = useId();
  const latest = latestPaymentDay(issueDate);
  const [paidOn, setPaidOn] = useState(latest);
  const step = usePlanStep('adminRecordPlanPayment');
  const { submit, failure } = useStepForm(() => step.mutateAsync({ invoiceId, paidOn }));
  return (
    <form className="console-step-form" onSubmit={submit} noValidate>
      <span id={`${dateId}-label`} className="field-label">
        {t('console.plans.paidOn')}
      </span>
      <div className="console-step-fields">
        <DateField
          control={{ id: dateId }}
          labelledBy={`${dateId}-label`}
          value={paidOn}
          max={latest}
          onChange={setPaidOn}
          testId="plan-paid-on"
        />
        <SubmitButton
          isPending={step.isPending}
          label={t('console.plans.recordPayment')}
          testId="plan-record-payment"
        />
      </div>
      <FormError message={failure} testId="plan-payment-error" />
    </form>
  );
}

/**
 * A company's plan and the subscription's new end date (operators): a year after the later of
 * today and its current end, unless the operator picks another day.
 */
export function SetSubscription(props: {
  companyId: number;
  plan: string;
  endDate: string | null;
}) {
  const { t } = useTranslation();
  const planId = useId();
  const dateId = useId();
  const [plan, setPlan] = useState<SubscriptionPlan>(
    isKnownPlan(props.plan) ? props.plan : 'standard',
  );
  const [endDate, setEndDate] = useState(() => nextEndDate(props.endDate));
  const [done, setDone] = useState(false);
  const step = usePlanStep('adminSetSubscription');
  const { submit, failure } = useStepForm(async () => {
    setDone(false);
    await step.mutateAsync({ companyId: props.companyId, plan, endDate });
    setDone(true);
  });
  return (
    <form className="console-step-form" onSubmit={submit} noValidate>
      <div className="console-step-fields">
        <div>
          <label htmlFor={planId} className="field-label">
            {t('console.plans.plan')}
          </label>
          <select
            id={planId}
            className="input"
            value={plan}
            onChange={(event) => setPlan(event.target.value as SubscriptionPlan)}
            data-testid="plan-choice"
          >
            {planChoices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`billing.plans.${choice}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <span id={`${dateId}-label`} className="field-label">
            {t('console.plans.endDate')}
          </span>
          <DateField
            control={{ id: dateId }}
            labelledBy={`${dateId}-label`}
            value={endDate}
            min={today()}
            onChange={setEndDate}
            testId="plan-end-date"
          />
        </div>
        <SubmitButton
          isPending={step.isPending}
          label={t('console.plans.setSubscription')}
          testId="plan-set-subscription"
        />
      </div>
      <div aria-live="polite">
        {done ? (
          <p className="alert alert-success" data-testid="plan-subscription-set">
            {t('console.plans.subscriptionSet')}
          </p>
        ) : null}
      </div>
      <FormError message={failure} testId="plan-subscription-error" />
    </form>
  );
}
