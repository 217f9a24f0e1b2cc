import { useEffect, useRef } from 'react';

/**
 * After moving to another page of results, the reader starts at the top of the results: focus
 * moves there, so keyboard and screen-reader users are not left at the pager.
 */
export function useResultsFocus(page: number) {
  const anchor = useRef<HTMLDivElement>(null);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    anchor.current?.focus({ preventScroll: true });
    anchor.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [page]);
  return anchor;
}
