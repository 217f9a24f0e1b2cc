import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feeApprovalLimits, savecompanybudget } from '@app/contracts/actions/fee-approval';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { BudgetLine } from './budget-summary.tsx';
import {
  useCompanyBudgets,
  type BudgetFigures,
  type CompanyBudgets,
} from '../api/get-company-budgets.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useDeleteBudget } from '../api/delete-budget.ts';
import { useSaveBudget } from '../api/save-budget.ts';
import { parseAmountText } from '../utils/amount-text.ts';
import './budget-summary.css';

/** The years one may pick: those with budgets, this year and the next. */
function yearsOf(data: CompanyBudgets | undefined, current: number): number[] {
  return [...new Set([...(data?.years ?? []), current, current + 1])].sort((a, b) => b - a);
}

/**
 * The company's yearly budgets (the location's and its departments'), with committed, spent and
 * remaining; the admin sets, changes and removes them, managers read them.
 */
export function BudgetsSection({ currentYear }: { currentYear: number }) {
  const { t } = useTranslation();
  const selectId = useId();
  const [year, setYear] = useState(currentYear);
  const query = useCompanyBudgets(year);
  const remove = useDeleteBudget();
  const [removing, setRemoving] = useState<BudgetFigures | null>(null);
  const nameOf = (budget: BudgetFigures) =>
    budget.department === '' ? t('budgets.location') : budget.department;
  return (
    <section
      id="budgets"
      className="card fee-budgets"
      aria-labelledby="fee-budgets-heading"
      data-testid="fee-budgets"
    >
      <div className="fee-budgets-head">
        <h2 id="fee-budgets-heading" className="fee-section-title">
          {t('budgets.title')}
        </h2>
        <div className="fee-year">
          <label htmlFor={selectId}>{t('budgets.year')}</label>
          <select
            id={selectId}
            className="input"
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            data-testid="budget-year"
          >
            {yearsOf(query.data, currentYear).map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted">{t('spend.explain')}</p>
      <QueryStates query={query}>
        {(data) => (
          <>
            {data.list.length === 0 ? (
              <EmptyState
                text={t(data.canEdit ? 'budgets.emptyAdmin' : 'budgets.empty')}
                testId="budgets-empty"
              />
            ) : (
              <ul className="budget-list">
                {data.list.map((budget) => (
                  <BudgetLine key={budget.id} budget={budget}>
                    {data.canEdit ? (
                      <button
                        type="button"
                        className="btn btn-secondary booking-btn-sm"
                        onClick={() => setRemoving(budget)}
                        data-testid="budget-remove"
                      >
                        {t('budgets.remove', { name: nameOf(budget) })}
                      </button>
                    ) : null}
                  </BudgetLine>
                ))}
              </ul>
            )}
            {removing ? (
              <ConfirmDialog
                title={t('budgets.removeTitle', { name: nameOf(removing), year: removing.year })}
                text={t('budgets.removeText')}
                cancelLabel={t('budgets.keep')}
                confirmLabel={t('budgets.removeConfirm')}
                onConfirm={() => remove.mutateAsync(removing.id)}
                onClose={() => setRemoving(null)}
                onDone={() => setRemoving(null)}
                testId="budget-remove-dialog"
                confirmTestId="budget-remove-confirm"
              />
            ) : null}
            {data.canEdit ? <BudgetForm year={data.year} departments={data.departments} /> : null}
          </>
        )}
      </QueryStates>
    </section>
  );
}

function BudgetForm({ year, departments }: { year: number; departments: readonly string[] }) {
  const { t } = useTranslation();
  const departmentId = useId();
  const amountId = useId();
  const listId = useId();
  const mutation = useSaveBudget();
  const [department, setDepartment] = useState('');
  const [amount, setAmount] = useState('');
  const amountMinor = parseAmountText(amount);
  const form = useContractForm({
    schema: savecompanybudget.request,
    mutation,
    ownChecks: (): Record<string, string> =>
      amountMinor === null || amountMinor === 'invalid'
        ? { amountMinor: amountMinor === null ? 'validation.required' : 'validation.price' }
        : {},
  });

  const input = { year, department: department.trim(), amountMinor };
  const submit = form.onSubmit(
    () => input,
    async () => {
      if (amountMinor === null || amountMinor === 'invalid') return;
      await mutation.mutateAsync({ ...input, amountMinor });
      setDepartment('');
      setAmount('');
    },
  );

  return (
    <form className="fee-budget-form" onSubmit={submit} noValidate data-testid="budget-form">
      <h3 className="fee-subtitle">{t('budgets.setTitle', { year })}</h3>
      <div className="fee-budget-fields">
        <FormField
          id={departmentId}
          label={t('budgets.department')}
          hint={t('budgets.departmentHint')}
          problem={form.problems.department}
          optional
        >
          {(control) => (
            <>
              <input
                {...control}
                className="input"
                list={listId}
                maxLength={feeApprovalLimits.departmentMax}
                value={department}
                onChange={(event) => setDepartment(event.target.value)}
                data-testid="budget-department"
              />
              <datalist id={listId}>
                {departments.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField
          id={amountId}
          label={t('budgets.amount')}
          problem={form.problems.amountMinor}
          required
        >
          {(control) => (
            <div className="fee-amount-input">
              <span aria-hidden="true">€</span>
              <input
                {...control}
                className="input"
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                data-testid="budget-amount"
              />
            </div>
          )}
        </FormField>
      </div>
      <FormError message={form.formError} testId="budget-error" />
      <SubmitButton
        isPending={form.isPending}
        label={t('budgets.save')}
        pendingLabel={t('budgets.saving')}
        testId="budget-save"
      />
    </form>
  );
}
