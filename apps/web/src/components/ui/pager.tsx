import './pager.css';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: {
    /** Names the navigation landmark. */
    label: string;
    previous: string;
    next: string;
    /** Where the list is, e.g. "Page 2 of 5". */
    status: string;
  };
}

/** Previous and next page, with where the list is; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage, labels }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={labels.label}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {labels.previous}
      </button>
      <span className="pager-status" aria-live="polite">
        {labels.status}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {labels.next}
      </button>
    </nav>
  );
}
