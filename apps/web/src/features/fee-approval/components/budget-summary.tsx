import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatPrice } from '../../../lib/format.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { budgetBarOf } from '../utils/budget-bars.ts';
import { useCompanyBudgets, type BudgetFigures } from '../api/get-company-budgets.ts';
import './budget-summary.css';

interface BudgetSummaryProps {
  /** The year shown; the current one by default. */
  year?: number;
  /** A link to fee approval, where the admin sets budgets (off on that page itself). */
  withManageLink?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * The company's training budgets of a year, one bar each (booked, awaiting approval, available),
 * with the same figures as text for screen readers and small screens, and beside them what is
 * committed (purchase orders) and actual (invoices): the measures of contracts/spend.ts. Staff of the company only.
 */
export function BudgetSummary({
  year,
  withManageLink = true,
  headingLevel = 2,
}: BudgetSummaryProps) {
  const { t } = useTranslation();
  const query = useCompanyBudgets(year);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className="card budget-summary"
      aria-labelledby="budget-summary-heading"
      data-testid="budget-summary"
    >
      <Heading id="budget-summary-heading" className="budget-summary-title">
        {query.data ? t('budgets.titleYear', { year: query.data.year }) : t('budgets.title')}
      </Heading>
      <QueryStates query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState
              text={t(data.canEdit ? 'budgets.emptyAdmin' : 'budgets.empty')}
              testId="budget-summary-empty"
              action={
                withManageLink && data.canEdit ? (
                  <Link to="/dashboard/c/feeapproval#budgets" className="btn btn-secondary">
                    {t('budgets.setUp')}
                  </Link>
                ) : undefined
              }
            />
          ) : (
            <ul className="budget-list">
              {data.list.map((budget) => (
                <BudgetLine key={budget.id} budget={budget} />
              ))}
            </ul>
          )
        }
      </QueryStates>
      {withManageLink && query.data && query.data.list.length > 0 ? (
        <Link to="/dashboard/c/feeapproval#budgets" className="budget-summary-link">
          {t(query.data.canEdit ? 'budgets.manage' : 'budgets.details')}
        </Link>
      ) : null}
    </section>
  );
}

/** One budget's bar and figures; `children` adds what the page offers on it (the admin's remove). */
export function BudgetLine({ budget, children }: { budget: BudgetFigures; children?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const bar = budgetBarOf(budget);
  const money = (minor: number) => formatPrice(minor, language, budget.currency);
  const name = budget.department === '' ? t('budgets.location') : budget.department;
  return (
    <li className="budget-line" data-testid="budget-line" data-department={budget.department}>
      <div className="budget-line-head">
        <span className="budget-line-name">{name}</span>
        <span className="budget-line-amount">{money(budget.amountMinor)}</span>
      </div>
      <div className={`budget-bar${bar.isOverrun ? ' is-overrun' : ''}`} aria-hidden="true">
        <span className="budget-bar-booked" style={{ width: `${bar.bookedPercent}%` }} />
        <span className="budget-bar-awaiting" style={{ width: `${bar.awaitingPercent}%` }} />
      </div>
      <dl className="budget-figures">
        <div>
          <dt>
            <span className="budget-key budget-key-booked" aria-hidden="true" />
            {t('spend.booked')}
          </dt>
          <dd data-testid="budget-booked">{money(budget.bookedMinor)}</dd>
        </div>
        {budget.awaitingMinor > 0 ? (
          <div>
            <dt>
              <span className="budget-key budget-key-awaiting" aria-hidden="true" />
              {t('spend.awaiting')}
            </dt>
            <dd data-testid="budget-awaiting">{money(budget.awaitingMinor)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <span className="budget-key budget-key-remaining" aria-hidden="true" />
            {t('spend.available')}
          </dt>
          <dd data-testid="budget-remaining" className={bar.isOverrun ? 'is-overrun' : undefined}>
            {money(budget.remainingMinor)}
          </dd>
        </div>
      </dl>
      <dl className="budget-figures budget-figures-documents">
        <div>
          <dt>{t('spend.committed')}</dt>
          <dd data-testid="budget-committed">{money(budget.committedMinor)}</dd>
        </div>
        <div>
          <dt>{t('spend.actual')}</dt>
          <dd data-testid="budget-actual">{money(budget.actualMinor)}</dd>
        </div>
      </dl>
      {bar.isOverrun ? (
        <p className="budget-overrun" role="note">
          {t('budgets.overrun')}
        </p>
      ) : null}
      {children}
    </li>
  );
}
