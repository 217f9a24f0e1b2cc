import { useTranslation } from 'react-i18next';

/** Previous / next with where we are; hidden when everything fits on one page. */
export function TopicPager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="topic-pager" aria-label={t('topics.pager.label')}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ← {t('topics.pager.previous')}
      </button>
      <span className="muted" aria-live="polite">
        {t('topics.pager.position', { page, total: pageCount })}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('topics.pager.next')} →
      </button>
    </nav>
  );
}
