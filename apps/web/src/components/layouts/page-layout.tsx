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
import type * as LayoutFocus from './layout-focus.ts';
import './page-layout.css';

export type LayoutVariant = 'standard' | 'dashboard';

/**
 * Runs `use` once layout-focus.ts is there (fetched at the first page change or menu opening: the
 * first load carries none of it), and returns what undoes it, as an effect's cleanup. Should the
 * chunk fail to come, the focus only stays where it is.
 */
function withLayoutFocus(use: (focus: typeof LayoutFocus) => (() => void) | undefined): () => void {
  const undo = import('./layout-focus.ts').then(use, () => undefined);
  return () => void undo.then((run) => run?.());
}

export interface MenuToggleProps {
  isOpen: boolean;
  onOpen: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  label: string;
}

/**
 * The button that opens the side menu as a drawer below 768 px (hidden above). The open drawer
 * covers it and has a close button of its own; `aria-expanded` tells the state.
 */
export function MenuToggle({ isOpen, onOpen, buttonRef, label }: MenuToggleProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="icon-button menu-toggle"
      aria-expanded={isOpen}
      aria-controls="side-menu"
      aria-label={label}
      onClick={onOpen}
      data-testid="side-menu-toggle"
    >
      <MenuIcon />
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
  // Open, the menu is a modal drawer (only the toggle opens it, and only phones show that). A new
  // page takes the focus to its heading: not the first page, nor a new query string (a search
  // page as the user types). Closing the menu by going to a new page does both, in that order.
  const shownPath = useRef(pathname);
  useEffect(() => {
    const isNewPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (isMenuOpen || isNewPage) {
      return withLayoutFocus((focus) =>
        isMenuOpen ? focus.holdFocusIn(asideRef, toggleRef) : focus.focusNewPage(mainRef),
      );
    }
  }, [pathname, isMenuOpen]);

  const hasSideMenu = sideMenu !== null;
  const toggle = hasSideMenu ? (
    <MenuToggle
      isOpen={isMenuOpen}
      onOpen={() => setOpenAt(locationKey)}
      buttonRef={toggleRef}
      label={menuLabels.open}
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
