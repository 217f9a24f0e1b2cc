import './count-badge.css';

/** The number on a header icon; hidden from assistive technology, the button's name says it. */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" aria-hidden="true" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
