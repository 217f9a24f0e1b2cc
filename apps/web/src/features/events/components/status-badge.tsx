import { useTranslation } from 'react-i18next';
import type { PublicationState } from '@app/contracts/states';
import { PublicationBadge } from '../../../shared/states/publication-badge.tsx';

/** An event's draft or published state. */
export function StatusBadge({ status }: { status: PublicationState }) {
  const { t } = useTranslation();
  return (
    <PublicationBadge state={status} label={t(`events.status.${status}`)} testId="event-status" />
  );
}
