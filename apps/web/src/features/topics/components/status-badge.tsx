import { useTranslation } from 'react-i18next';
import type { PublicationState } from '@app/contracts/states';
import { PublicationBadge } from '../../../shared/states/publication-badge.tsx';

/** A topic's draft or published state. */
export function StatusBadge({ status }: { status: PublicationState }) {
  const { t } = useTranslation();
  return (
    <PublicationBadge
      state={status}
      label={t(`topics.status.${status}`)}
      testId="topic-status-badge"
    />
  );
}
