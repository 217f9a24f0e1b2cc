import type { ReactNode } from 'react';
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
  return (
    <div className="header-slot">
      <header
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
