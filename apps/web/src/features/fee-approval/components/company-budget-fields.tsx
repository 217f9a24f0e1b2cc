import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatPrice } from '../../../lib/format.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useBudgetCheck } from '../api/check-budget.ts';
import './budget-summary.css';
import { useCompanyBudgets } from '../api/get-company-budgets.ts';

interface CompanyBudgetFieldsProps {
  id: string;
  department: string;
  onDepartmentChange: (department: string) => void;
  problem?: string | undefined;
  /** The booking's gross total so far. */
  grossMinor: number;
  /** The training's first date (ISO), for the budget's year; null until one is chosen. */
  date: string | null;
  currency: string;
  /** The trainer booked: whether the company's rules send it to approval first. */
  providerId: number;
}

/**
 * What a company booking adds to its form: the department whose budget it is charged to (when the
 * company budgets by department) and a warning when it would overrun that budget. The warning
 * never blocks: the admin decides (docs/product.md, "Fee approval and budgets").
 */
export function CompanyBudgetFields({
  id,
  department,
  onDepartmentChange,
  problem,
  grossMinor,
  date,
  currency,
  providerId,
}: CompanyBudgetFieldsProps) {
  const { t } = useTranslation();
  const budgets = useCompanyBudgets();
  const departments = budgets.data?.departments ?? [];
  return (
    <>
      {departments.length > 0 ? (
        <FormField
          id={id}
          label={t('budgets.chargeTo')}
          hint={t('budgets.chargeToHint')}
          problem={problem ?? null}
          optional
        >
          {(control) => (
            <select
              {...control}
              className="input"
              value={department}
              onChange={(event) => onDepartmentChange(event.target.value)}
              data-testid="booking-department"
            >
              <option value="">{t('budgets.location')}</option>
              {departments.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <CompanyBookingOutcome
        grossMinor={grossMinor}
        date={date}
        currency={currency}
        providerId={providerId}
        department={department}
      />
    </>
  );
}

/**
 * What a company booking will do, said before it is sent: whether it waits for the admin's
 * approval and why, and the budget it counts against (a warning when it would overrun it; never a
 * block). Asked of the server (budgetcheck), which applies the rules the booking will meet.
 */
export function CompanyBookingOutcome({
  grossMinor,
  date,
  currency,
  providerId,
  department = '',
}: {
  grossMinor: number;
  date: string | null;
  currency: string;
  providerId: number;
  department?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const check = useBudgetCheck(
    date && grossMinor > 0 ? { amountMinor: grossMinor, date, department, providerId } : null,
  );
  const result = check.data;
  return (
    <>
      {result ? (
        <BookingOutcome
          reasons={result.approvalReasons}
          threshold={
            result.thresholdMinor === null
              ? ''
              : formatPrice(result.thresholdMinor, language, currency)
          }
        />
      ) : null}
      {result?.budget ? (
        // The budget it counts against; a warning (never a block) when it would overrun it.
        <p
          className={result.exceedsBudget ? 'alert alert-info' : 'field-hint'}
          role={result.exceedsBudget ? 'status' : undefined}
          data-testid={result.exceedsBudget ? 'booking-budget-warning' : 'booking-budget-line'}
        >
          {t(result.exceedsBudget ? 'budgets.wouldExceed' : 'budgets.outcome.chargedTo', {
            name:
              result.budget.department === '' ? t('budgets.location') : result.budget.department,
            year: result.budget.year,
            remaining: formatPrice(result.budget.remainingMinor, language, currency),
          })}
        </p>
      ) : null}
    </>
  );
}

/**
 * What will happen when the booking is sent: it waits for the company admin's approval (and
 * why: above the threshold, a trainer outside the approved list), or it goes to the trainer.
 */
function BookingOutcome({ reasons, threshold }: { reasons: readonly string[]; threshold: string }) {
  const { t } = useTranslation();
  if (reasons.length === 0) {
    return (
      <p
        className="alert alert-success booking-outcome"
        role="status"
        data-testid="booking-outcome-direct"
      >
        {t('budgets.outcome.direct')}
      </p>
    );
  }
  return (
    <div
      className="alert alert-info booking-outcome"
      role="status"
      data-testid="booking-outcome-approval"
    >
      <p>{t('budgets.outcome.waits')}</p>
      <ul>
        {reasons.map((reason) => (
          <li key={reason} data-testid={`booking-outcome-${reason}`}>
            {t(`budgets.outcome.reasons.${reason}`, { threshold })}
          </li>
        ))}
      </ul>
    </div>
  );
}
