import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useScrolledPast } from '../../hooks/use-scrolled-past.ts';
import './header.css';

export const stickyHeaderThreshold = 250;

interface HeaderProps {
  brand: ReactNode;
  menuToggle?: ReactNode;
  search: ReactNode;
  actions: ReactNode;
}

/** The site header: sticks to the top once the page has scrolled past 250 px. */
export function Header({ brand, menuToggle, search, actions }: HeaderProps) {
  const isSticky = useScrolledPast(stickyHeaderThreshold);
  // The slot keeps the height the header had in the flow (it wraps to two rows on phones), so the
  // page does not jump when the header leaves the flow to stick to the top.
  const headerRef = useRef<HTMLElement>(null);
  const [flowHeight, setFlowHeight] = useState<number | null>(null);
  useEffect(() => {
    const header = headerRef.current;
    if (!header || isSticky) return;
    if (typeof ResizeObserver === 'undefined') {
      setFlowHeight(header.offsetHeight);
      return;
    }
    // The observer reports the size after layout, when the browser has it: reading offsetHeight
    // here instead would force a layout of the whole page at every mount and scroll past 250 px.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? header.offsetHeight;
      setFlowHeight(Math.round(height));
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, [isSticky]);
  return (
    <div className="header-slot" style={flowHeight ? { minHeight: flowHeight } : undefined}>
      <header
        ref={headerRef}
        className="site-header"
        data-sticky={isSticky ? 'true' : 'false'}
        data-testid="site-header"
      >
        <div className="site-header-inner">
          {menuToggle}
          <div className="site-header-brand">{brand}</div>
          <div className="site-header-search">{search}</div>
          <div className="site-header-actions">{actions}</div>
        </div>
      </header>
    </div>
  );
}
