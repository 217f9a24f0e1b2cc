import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next page, with where the list is; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="requirements-pager" aria-label={t('requirements.pager.label')}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('requirements.pager.previous')}
      </button>
      <span className="requirements-pager-status" aria-live="polite">
        {t('requirements.pager.status', { page, pages })}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('requirements.pager.next')}
      </button>
    </nav>
  );
}
