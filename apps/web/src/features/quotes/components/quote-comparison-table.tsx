import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteSummary } from '@app/contracts/actions/quote';
import {
  CoverLetter,
  PerParticipantPrice,
  ProposedDates,
  ProviderIdentity,
  TotalLines,
  ValidUntil,
} from './quote-facts.tsx';
import { QuoteStateBadge } from './quote-state-badge.tsx';

interface QuoteComparisonProps {
  quotes: readonly QuoteSummary[];
  participants: number;
  renderActions: (quote: QuoteSummary) => ReactNode;
}

/** A row of the table: its header, then one cell per quote. */
interface ComparisonRow {
  key: string;
  label: string;
  cell: (quote: QuoteSummary) => ReactNode;
}

export function useComparisonRows(participants: number): ComparisonRow[] {
  const { t } = useTranslation();
  return [
    {
      key: 'state',
      label: t('quotes.facts.state'),
      cell: (quote) => <QuoteStateBadge state={quote.state} />,
    },
    {
      key: 'perParticipant',
      label: t('quotes.facts.perParticipant'),
      cell: (quote) => <PerParticipantPrice quote={quote} />,
    },
    {
      key: 'total',
      label: t('quotes.facts.totalFor', { count: participants }),
      cell: (quote) => <TotalLines total={quote.total} />,
    },
    {
      key: 'dates',
      label: t('quotes.facts.dates'),
      cell: (quote) => <ProposedDates dates={quote.proposedDates} />,
    },
    {
      key: 'delivery',
      label: t('quotes.facts.delivery'),
      cell: (quote) => t(`catalogue.delivery.${quote.delivery}`),
    },
    {
      key: 'location',
      label: t('quotes.facts.location'),
      cell: (quote) =>
        quote.location ?? <span className="muted">{t('quotes.facts.noLocation')}</span>,
    },
    {
      key: 'validUntil',
      label: t('quotes.facts.validUntil'),
      cell: (quote) => <ValidUntil quote={quote} />,
    },
    {
      key: 'coverLetter',
      label: t('quotes.facts.coverLetter'),
      cell: (quote) => <CoverLetter text={quote.coverLetter} />,
    },
  ];
}

const columnClass = (quote: QuoteSummary) => `quote-column quote-column-${quote.state}`;

/**
 * The owner's side-by-side view on wide screens: one column per quote, one row per fact, the
 * facts named by row headers and the quotes by their provider's column header. Wider than its
 * box, it scrolls sideways with the fact names kept in view.
 */
export function QuoteComparisonTable({
  quotes,
  participants,
  renderActions,
}: QuoteComparisonProps) {
  const { t } = useTranslation();
  const rows = useComparisonRows(participants);
  return (
    <div
      className="quote-table-scroll"
      role="region"
      aria-label={t('quotes.owner.tableLabel')}
      // Focusable so that keyboard users can scroll it sideways.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-testid="quote-comparison"
    >
      <table className="quote-table">
        <caption className="visually-hidden">{t('quotes.owner.tableLabel')}</caption>
        <thead>
          <tr>
            <td className="quote-table-corner" />
            {quotes.map((quote) => (
              <th
                key={quote.id}
                scope="col"
                className={columnClass(quote)}
                data-testid="quote-column"
                data-quote-id={quote.id}
              >
                <ProviderIdentity provider={quote.provider} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{row.label}</th>
              {quotes.map((quote) => (
                <td key={quote.id} className={columnClass(quote)} data-quote-id={quote.id}>
                  {row.cell(quote)}
                </td>
              ))}
            </tr>
          ))}
          <tr data-row="actions">
            <th scope="row">
              <span className="visually-hidden">{t('quotes.facts.actions')}</span>
            </th>
            {quotes.map((quote) => (
              <td key={quote.id} className={columnClass(quote)} data-quote-id={quote.id}>
                {renderActions(quote)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/**
 * The same facts on a phone: one card per quote, the provider first, the facts as a list, the
 * buttons at the end.
 */
export function QuoteComparisonCards({
  quotes,
  participants,
  renderActions,
}: QuoteComparisonProps) {
  const rows = useComparisonRows(participants);
  return (
    <ol className="quote-cards" data-testid="quote-comparison">
      {quotes.map((quote) => (
        <li key={quote.id}>
          <article
            className={`card quote-card ${columnClass(quote)}`}
            aria-label={quote.provider.name}
            data-testid="quote-column"
            data-quote-id={quote.id}
          >
            <ProviderIdentity provider={quote.provider} />
            <dl className="quote-card-facts">
              {rows.map((row) => (
                <div key={row.key} data-row={row.key}>
                  <dt>{row.label}</dt>
                  <dd>{row.cell(quote)}</dd>
                </div>
              ))}
            </dl>
            {renderActions(quote)}
          </article>
        </li>
      ))}
    </ol>
  );
}
