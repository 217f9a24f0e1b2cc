import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PurchaseOrderSummary } from '@app/contracts/actions/purchase-order';
import type { ActionResponse } from '@app/contracts/registry';
import { purchaseOrderMachine, type PurchaseOrderState } from '@app/contracts/states';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCalendarDate, formatDateTime, formatPrice } from '../../../lib/format.ts';
import { TabList, tabPanelProps } from '../../../components/ui/tab-list.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useCompanyPurchaseOrders } from '../api/get-company-purchase-orders.ts';
import { useProviderPurchaseOrders } from '../api/get-provider-purchase-orders.ts';
import { PurchaseOrderDetailDialog } from './purchase-order-detail-dialog.tsx';
import { PurchaseOrderStateBadge } from './purchase-order-state-badge.tsx';
import './purchase-orders.css';

type Side = 'company' | 'provider';
type ListView = 'orders' | 'toIssue';
type ToIssue = ActionResponse<'companyPurchaseOrders'>['toIssue'];

/**
 * `dashboard/c/purchaseorderlist` (the company's staff: the orders it issued) and
 * `dashboard/i/purchase-orders` (providers: the orders they received): a list with a state filter
 * (and the location, for a super admin of several), each order opening in a dialog.
 */
export function PurchaseOrderListScreen({ side }: { side: Side }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<PurchaseOrderState | ''>('');
  const [location, setLocation] = useState<string>('');
  const [openId, setOpenId] = useState<number | null>(null);
  // The company's side: the orders issued, or the approved bookings still waiting for one.
  const [view, setView] = useState<ListView>('orders');
  const params = { ...(state ? { state } : {}) };
  const company = useCompanyPurchaseOrders(
    location === ''
      ? params
      : { ...params, location: location === 'all' ? 'all' : Number(location) },
    side === 'company',
  );
  const provider = useProviderPurchaseOrders(params, side === 'provider');
  const query = side === 'company' ? company : provider;
  const locations = side === 'company' ? (company.data?.locations ?? []) : [];
  return (
    <div className="purchase-orders" data-testid={`po-screen-${side}`}>
      <h1 className="page-title">{t(`purchaseOrders.${side}.title`)}</h1>
      <p className="muted">{t(`purchaseOrders.${side}.intro`)}</p>
      <div className="po-filters">
        <FormField id={`${id}-state`} label={t('purchaseOrders.filters.state')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={state}
              onChange={(event) => setState(event.target.value as PurchaseOrderState | '')}
              data-testid="po-state-filter"
            >
              <option value="">{t('purchaseOrders.filters.allStates')}</option>
              {purchaseOrderMachine.states.map((option) => (
                <option key={option} value={option}>
                  {t(`purchaseOrders.states.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {locations.length > 1 ? (
          <FormField id={`${id}-location`} label={t('purchaseOrders.filters.location')}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={location}
                onChange={(event) => setLocation(event.target.value)}
                data-testid="po-location-filter"
              >
                <option value="">{t('purchaseOrders.filters.activeLocation')}</option>
                <option value="all">{t('purchaseOrders.filters.allLocations')}</option>
                {locations.map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {option.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
      </div>
      {side === 'company' && company.data ? (
        <TabList
          tabs={(['orders', 'toIssue'] as const).map((each) => ({
            id: each,
            label: t(`purchaseOrders.tabs.${each}`, {
              count: each === 'orders' ? company.data.list.length : company.data.toIssue.length,
            }),
          }))}
          selected={view}
          onSelect={setView}
          label={t('purchaseOrders.tabs.label')}
          idPrefix="po"
        />
      ) : null}
      <div {...(side === 'company' ? tabPanelProps('po', view) : {})}>
        {side === 'company' && view === 'toIssue' && company.data ? (
          <ToIssueList list={company.data.toIssue} />
        ) : (
          <QueryStates query={query} errorTestId="po-list-error">
            {(data) =>
              data.list.length === 0 ? (
                <EmptyState
                  text={t(state ? 'purchaseOrders.emptyFiltered' : `purchaseOrders.${side}.empty`)}
                  action={
                    side === 'company' && !state ? (
                      <Link to="/mybooking" className="btn btn-secondary">
                        {t('purchaseOrders.company.toBookings')}
                      </Link>
                    ) : undefined
                  }
                  testId="po-empty"
                />
              ) : (
                <OrderTable list={data.list} side={side} onOpen={setOpenId} />
              )
            }
          </QueryStates>
        )}
      </div>
      {openId !== null ? (
        <PurchaseOrderDetailDialog id={openId} onClose={() => setOpenId(null)} />
      ) : null}
    </div>
  );
}

function OrderTable({
  list,
  side,
  onOpen,
}: {
  list: PurchaseOrderSummary[];
  side: Side;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="po-table-wrap">
      <table className="po-table po-list" data-testid="po-list">
        <caption className="visually-hidden">{t(`purchaseOrders.${side}.title`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('purchaseOrders.columns.number')}</th>
            <th scope="col">{t('purchaseOrders.columns.training')}</th>
            <th scope="col">
              {t(
                side === 'company'
                  ? 'purchaseOrders.columns.provider'
                  : 'purchaseOrders.columns.company',
              )}
            </th>
            <th scope="col">{t('purchaseOrders.columns.date')}</th>
            <th scope="col" className="po-number-cell">
              {t('purchaseOrders.columns.net')}
            </th>
            <th scope="col" className="po-number-cell">
              {t('purchaseOrders.columns.gross')}
            </th>
            <th scope="col">{t('purchaseOrders.columns.state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('purchaseOrders.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((order) => (
            <tr key={order.id} data-testid="po-row" data-number={order.number}>
              <td data-label={t('purchaseOrders.columns.number')}>
                <strong>{order.number}</strong>
              </td>
              <td data-label={t('purchaseOrders.columns.training')}>
                {order.bookingId !== null && order.title ? (
                  <Link to={`/mybooking/${order.bookingId}`}>{order.title}</Link>
                ) : (
                  (order.title ?? '—')
                )}
              </td>
              <td
                data-label={t(
                  side === 'company'
                    ? 'purchaseOrders.columns.provider'
                    : 'purchaseOrders.columns.company',
                )}
              >
                {side === 'company' ? (
                  order.providerName
                ) : (
                  // Each location numbers its own orders: its city tells two PO-2026-0004 apart.
                  <>
                    {order.buyerName}
                    <span className="po-buyer-city" data-testid="po-buyer-city">
                      {order.buyerCity}
                    </span>
                  </>
                )}
              </td>
              <td data-label={t('purchaseOrders.columns.date')}>
                {formatCalendarDate(order.issueDate, language)}
              </td>
              <td className="po-number-cell" data-label={t('purchaseOrders.columns.net')}>
                {formatPrice(order.netMinor, language, order.currency)}
              </td>
              <td className="po-number-cell" data-label={t('purchaseOrders.columns.gross')}>
                {formatPrice(order.grossMinor, language, order.currency)}
              </td>
              <td data-label={t('purchaseOrders.columns.state')}>
                <PurchaseOrderStateBadge state={order.state} testId="po-row-state" />
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => onOpen(order.id)}
                  aria-label={t('purchaseOrders.openLabel', { number: order.number })}
                  data-testid="po-open"
                >
                  {t('purchaseOrders.open')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The company's approved bookings without a live order, each with the way to issue one. */
function ToIssueList({ list }: { list: ToIssue }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (list.length === 0) {
    return <EmptyState text={t('purchaseOrders.toIssue.empty')} testId="po-to-issue-empty" />;
  }
  return (
    <ul className="po-to-issue">
      {list.map((booking) => (
        <li key={booking.bookingId} className="card po-to-issue-row" data-testid="po-to-issue">
          <div>
            <Link to={`/mybooking/${booking.bookingId}`} className="po-to-issue-title">
              {booking.title}
            </Link>
            <p className="muted">
              {[
                booking.startsAt ? formatDateTime(booking.startsAt, language) : null,
                booking.location,
                formatPrice(booking.grossMinor, language, booking.currency),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <Link
            to={`/mybooking/${booking.bookingId}#purchase-order`}
            className="btn btn-primary"
            data-testid="po-to-issue-open"
          >
            {t('purchaseOrders.toIssue.issue')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
