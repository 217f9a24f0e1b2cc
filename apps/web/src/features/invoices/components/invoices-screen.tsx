import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TabList, tabPanelProps } from '../../../components/ui/tab-list.tsx';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useCompanyInvoices } from '../api/get-company-invoices.ts';
import { useInvoices, type InvoiceFilters } from '../api/get-invoices.ts';
import { InvoiceDetailPanel } from './invoice-detail.tsx';
import { InvoiceFiltersBar } from './invoice-filters.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import './invoices.css';

/** The invoice open in the detail panel is the page's `?id=` (notification links open it). */
function useOpenInvoice() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const open = (next: number | null) =>
    setParams(next === null ? {} : { id: String(next) }, { replace: false });
  return [id, open] as const;
}

function SideList({ side, onOpen }: { side: 'provider' | 'buyer'; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<InvoiceFilters>({});
  const query = useInvoices(side, filters);
  return (
    <>
      <InvoiceFiltersBar filters={filters} years={query.data?.years ?? []} onChange={setFilters} />
      <QueryStates query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState
              text={side === 'provider' ? t('invoices.empty.provider') : t('invoices.empty.buyer')}
              testId="invoices-empty"
            />
          ) : (
            <InvoiceTable
              list={data.list}
              counterpart={side === 'provider' ? 'buyer' : 'seller'}
              onOpen={onOpen}
            />
          )
        }
      </QueryStates>
    </>
  );
}

/**
 * `/dashboard/i/invoice`: a provider's issued invoices and the invoices a person received, in
 * tabs when they are both.
 */
export function InvoicesScreen({ isProvider }: { isProvider: boolean }) {
  const { t } = useTranslation();
  const [openId, open] = useOpenInvoice();
  const [side, setSide] = useState<'provider' | 'buyer'>(isProvider ? 'provider' : 'buyer');
  return (
    <div className="invoices" data-testid="invoices">
      <h1 className="page-title">{t('invoices.title')}</h1>
      <p className="muted">{t('invoices.intro')}</p>
      {openId !== null ? (
        <InvoiceDetailPanel id={openId} onClose={() => open(null)} onOpen={open} />
      ) : null}
      {isProvider ? (
        <>
          <TabList
            tabs={[
              { id: 'provider', label: t('invoices.tabs.issued') },
              { id: 'buyer', label: t('invoices.tabs.received') },
            ]}
            selected={side}
            onSelect={setSide}
            label={t('invoices.title')}
            idPrefix="invoices"
          />
          <div {...tabPanelProps('invoices', side)}>
            <SideList key={side} side={side} onOpen={open} />
          </div>
        </>
      ) : (
        <SideList side="buyer" onOpen={open} />
      )}
    </div>
  );
}

/** `/dashboard/c/invoicelist`: invoices addressed to the company (its staff). */
export function CompanyInvoicesScreen() {
  const { t } = useTranslation();
  const [openId, open] = useOpenInvoice();
  const [filters, setFilters] = useState<InvoiceFilters & { location?: 'all' | number }>({});
  const query = useCompanyInvoices(filters);
  const locations = query.data?.locations ?? [];
  return (
    <div className="invoices" data-testid="company-invoices">
      <h1 className="page-title">{t('invoices.companyTitle')}</h1>
      <p className="muted">{t('invoices.companyIntro')}</p>
      {openId !== null ? (
        <InvoiceDetailPanel id={openId} onClose={() => open(null)} onOpen={open} />
      ) : null}
      <div className="invoice-filters-row">
        <InvoiceFiltersBar
          filters={filters}
          years={query.data?.years ?? []}
          onChange={setFilters}
        />
        {locations.length > 1 ? (
          <div className="invoice-filter">
            <label htmlFor="invoice-location">{t('invoices.filters.location')}</label>
            <select
              id="invoice-location"
              className="input"
              value={filters.location ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                setFilters({
                  ...filters,
                  location: value === '' ? undefined : value === 'all' ? 'all' : Number(value),
                });
              }}
              data-testid="invoice-filter-location"
            >
              <option value="">{t('invoices.filters.thisLocation')}</option>
              <option value="all">{t('invoices.filters.allLocations')}</option>
              {locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <QueryStates query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState
              text={t('invoices.empty.company')}
              action={
                <Link to="/mybooking" className="btn btn-secondary">
                  {t('invoices.empty.toBookings')}
                </Link>
              }
              testId="invoices-empty"
            />
          ) : (
            <InvoiceTable list={data.list} counterpart="seller" onOpen={open} />
          )
        }
      </QueryStates>
    </div>
  );
}
