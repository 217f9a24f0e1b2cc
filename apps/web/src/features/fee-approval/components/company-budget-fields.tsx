import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatPrice } from '../../../lib/format.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useBudgetCheck } from '../api/check-budget.ts';
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
}: CompanyBudgetFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const budgets = useCompanyBudgets();
  const check = useBudgetCheck(
    date && grossMinor > 0 ? { amountMinor: grossMinor, date, department } : null,
  );
  const departments = budgets.data?.departments ?? [];
  const result = check.data;
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
      {result?.exceedsBudget && result.budget ? (
        <p className="alert alert-info" role="status" data-testid="booking-budget-warning">
          {t('budgets.wouldExceed', {
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
