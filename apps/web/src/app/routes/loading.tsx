/** A spinner with its words; `fullHeight` holds a whole page's place (the footer stays put). */
export function Loading({ label, fullHeight = false }: { label: string; fullHeight?: boolean }) {
  return (
    <div
      className={fullHeight ? 'loading-block loading-block-page' : 'loading-block'}
      role="status"
      aria-live="polite"
      data-testid={fullHeight ? 'page-loading' : undefined}
    >
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
