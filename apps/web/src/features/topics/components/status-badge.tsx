import { useTranslation } from 'react-i18next';
import './status-badge.css';

/** Draft or published, as a small coloured label. */
export function StatusBadge({ status }: { status: 'draft' | 'published' }) {
  const { t } = useTranslation();
  return (
    <span className={`topic-status-badge is-${status}`} data-testid="topic-status-badge">
      {t(`topics.status.${status}`)}
    </span>
  );
}
