import { useTranslation } from 'react-i18next';
import type { PurchaseOrderState } from '@app/contracts/states';

/** An order's state as a small coloured label, in words (never colour alone). */
export function PurchaseOrderStateBadge({
  state,
  testId,
}: {
  state: PurchaseOrderState;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={`po-badge is-${state}`} data-testid={testId} data-state={state}>
      {t(`purchaseOrders.states.${state}`)}
    </span>
  );
}
