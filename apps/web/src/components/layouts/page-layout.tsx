import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { focusNewPage, holdFocusIn } from './layout-focus.ts';
import './page-layout.css';

export type LayoutVariant = 'standard' | 'dashboard';

export interface MenuToggleProps {
  isOpen: boolean;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  openLabel: string;
  closeLabel: string;
}

/** The button that opens the side menu as an overlay below 768 px (hidden above). */
export function MenuToggle({
  isOpen,
  onToggle,
  buttonRef,
  openLabel,
  closeLabel,
}: MenuToggleProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="icon-button menu-toggle"
      aria-expanded={isOpen}
      aria-controls="side-menu"
      aria-label={isOpen ? closeLabel : openLabel}
      onClick={onToggle}
      data-testid="side-menu-toggle"
    >
      {isOpen ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}

interface PageLayoutProps {
  variant: LayoutVariant;
  /** Receives the menu toggle (null without a side menu) to place it in the header. */
  renderHeader: (menuToggle: ReactNode) => ReactNode;
  sideMenu: ReactNode | null;
  sideMenuLabel: string;
  menuLabels: { open: string; close: string };
  footer: ReactNode;
  children: ReactNode;
}

/**
 * Standard and dashboard layouts share this frame: header, optional side menu (a column from
 * 768 px, below it a modal drawer with its own close button, closed by that button, an outside
 * click, Escape or navigation), content, footer. A new page (not a new query string) moves the
 * focus to its heading (layout-focus.ts).
 */
export function PageLayout({
  variant,
  renderHeader,
  sideMenu,
  sideMenuLabel,
  menuLabels,
  footer,
  children,
}: PageLayoutProps) {
  // The menu is open for the location it was opened at: any navigation closes it.
  const { pathname, search } = useLocation();
  const locationKey = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isMenuOpen = openAt === locationKey;
  const asideRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const refs = useMemo(() => [asideRef, toggleRef], []);
  const closeMenu = useCallback(() => setOpenAt(null), []);
  useDismiss(refs, isMenuOpen, closeMenu);
  // Only the toggle opens the menu, and only phones show it: open, the menu is a modal drawer.
  useEffect(
    () =>
      isMenuOpen && asideRef.current ? holdFocusIn(asideRef.current, toggleRef.current) : undefined,
    [isMenuOpen],
  );
  // Not on the first page, nor for a new query string (a search page as the user types).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname || !mainRef.current) return;
    shownPath.current = pathname;
    return focusNewPage(mainRef.current);
  }, [pathname]);

  const hasSideMenu = sideMenu !== null;
  const toggle = hasSideMenu ? (
    <MenuToggle
      isOpen={isMenuOpen}
      onToggle={() => setOpenAt(isMenuOpen ? null : locationKey)}
      buttonRef={toggleRef}
      openLabel={menuLabels.open}
      closeLabel={menuLabels.close}
    />
  ) : null;

  return (
    <div className={`layout layout-${variant}`} data-layout={variant}>
      {renderHeader(toggle)}
      <div className={hasSideMenu ? 'layout-body has-side-menu' : 'layout-body'}>
        {hasSideMenu ? (
          <>
            <aside
              id="side-menu"
              ref={asideRef}
              className="side-menu-frame"
              aria-label={sideMenuLabel}
              data-open={isMenuOpen ? 'true' : 'false'}
              data-testid="side-menu"
            >
              <button
                type="button"
                className="icon-button side-menu-close"
                aria-label={menuLabels.close}
                onClick={closeMenu}
                data-testid="side-menu-close"
              >
                <CloseIcon />
              </button>
              {sideMenu}
            </aside>
            {isMenuOpen ? <div className="side-menu-scrim" aria-hidden="true" /> : null}
          </>
        ) : null}
        <main ref={mainRef} id="main-content" className="layout-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {footer}
    </div>
  );
}
