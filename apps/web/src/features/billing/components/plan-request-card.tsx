import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { subscriptionPlans } from '@app/contracts/billing';
import { requestablePlans, type RequestablePlan } from '@app/contracts/companies';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate } from '../../../lib/format.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { usePlanRequests, useRequestPlan } from '../api/plan-requests.ts';
import '../../../shared/forms/choice-cards.css';

/**
 * Choosing a plan (docs/product.md, "A company's lifecycle"): the admin asks for one and our team
 * turns the request into a subscription; the card says what was asked and what comes next.
 * Managers read which plan was asked for and that the admin chooses.
 */
export function PlanRequestCard({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const baseId = useId();
  const requests = usePlanRequests(true);
  const mutation = useRequestPlan();
  const [plan, setPlan] = useState<RequestablePlan>('standard');
  const [message, setMessage] = useState('');
  const form = useContractForm({ schema: actions.requestplan.request, mutation });
  const open = requests.data ?? [];

  return (
    <section
      className="card billing-card"
      id="plans"
      aria-labelledby={`${baseId}-title`}
      data-testid="billing-plans"
    >
      <h2 id={`${baseId}-title`} className="billing-card-title">
        {t('billing.planRequest.title')}
      </h2>
      {open.length > 0 ? (
        <ul className="billing-plan-requests" data-testid="plan-requests">
          {open.map((request) => (
            <li key={request.id} className="alert alert-info">
              {t('billing.planRequest.waiting', {
                plan: t(`billing.plans.${request.plan}`, { defaultValue: request.plan }),
                date: formatDate(request.createdAt, language, 'long'),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {!isAdmin ? (
        <p className="muted">{t('billing.planRequest.adminChooses')}</p>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit(
            () => ({ plan, message }),
            async () => {
              await mutation.mutateAsync({ plan, ...(message.trim() ? { message } : {}) });
              setMessage('');
            },
          )}
        >
          <p className="muted">{t('billing.planRequest.intro')}</p>
          <fieldset className="billing-plan-choices">
            <legend className="visually-hidden">{t('billing.planRequest.choose')}</legend>
            <div className="choice-cards">
              {requestablePlans.map((choice) => (
                <label key={choice} className="choice-card">
                  <input
                    type="radio"
                    name="plan"
                    value={choice}
                    checked={plan === choice}
                    onChange={() => setPlan(choice)}
                    data-testid={`plan-${choice}`}
                  />
                  <span className="choice-card-name">{t(`billing.plans.${choice}`)}</span>
                  <span className="choice-card-hint">
                    {subscriptionPlans[choice].features
                      .map((feature) => t(`billing.features.${feature}`))
                      .join(' · ')}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField
            id={`${baseId}-message`}
            label={t('billing.planRequest.message')}
            optional
            value={message}
            onChange={setMessage}
            maxLength={1000}
            rows={3}
            problem={form.problems.message ?? null}
            testId="plan-message"
          />
          <FormError message={form.formError} testId="plan-request-error" />
          {mutation.isSuccess ? (
            <p className="alert alert-success" role="status" data-testid="plan-request-sent">
              {t('billing.planRequest.sent')}
            </p>
          ) : null}
          <SubmitButton
            isPending={form.isPending}
            label={t('billing.planRequest.submit')}
            pendingLabel={t('billing.planRequest.sending')}
            testId="plan-request-submit"
          />
        </form>
      )}
    </section>
  );
}
