import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceMachine, type InvoiceState } from '@app/contracts/states';
import type { InvoiceFilters } from '../api/get-invoices.ts';

/** State and year filters of a list of invoices. */
export function InvoiceFiltersBar({
  filters,
  years,
  onChange,
}: {
  filters: InvoiceFilters;
  years: readonly number[];
  onChange: (filters: InvoiceFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="invoice-filters" data-testid="invoice-filters">
      <div className="invoice-filter">
        <label htmlFor={`${id}-state`}>{t('invoices.filters.state')}</label>
        <select
          id={`${id}-state`}
          className="input"
          value={filters.state ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              state: event.target.value === '' ? undefined : (event.target.value as InvoiceState),
            })
          }
          data-testid="invoice-filter-state"
        >
          <option value="">{t('invoices.filters.allStates')}</option>
          {invoiceMachine.states.map((state) => (
            <option key={state} value={state}>
              {t(`invoices.states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="invoice-filter">
        <label htmlFor={`${id}-year`}>{t('invoices.filters.year')}</label>
        <select
          id={`${id}-year`}
          className="input"
          value={filters.year ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              year: event.target.value === '' ? undefined : Number(event.target.value),
            })
          }
          data-testid="invoice-filter-year"
        >
          <option value="">{t('invoices.filters.allYears')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
