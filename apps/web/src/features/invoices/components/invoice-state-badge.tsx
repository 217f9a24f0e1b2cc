import { useTranslation } from 'react-i18next';
import type { InvoiceState } from '@app/contracts/states';

const tone: Record<InvoiceState, string> = {
  issued: 'invoice-badge-waiting',
  overdue: 'invoice-badge-bad',
  paid: 'invoice-badge-good',
  credited: 'invoice-badge-neutral',
};

/** The state in words (colour only repeats it). */
export function InvoiceStateBadge({ state, testId }: { state: InvoiceState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`invoice-badge ${tone[state]}`} data-testid={testId}>
      {t(`invoices.states.${state}`)}
    </span>
  );
}
