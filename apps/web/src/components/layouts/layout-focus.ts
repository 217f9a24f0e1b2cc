import type { RefObject } from 'react';

/**
 * Where the keyboard focus goes when the frame around the page changes (WCAG 2.4.3), for
 * page-layout.tsx, which fetches this module the first time it needs it.
 */

/**
 * A page the user went to: its main heading takes the focus, so a screen reader reads it. While
 * the page has no h1 yet (loading), `main` holds the focus and hands it to the h1 once it appears,
 * unless the user has moved on. An open dialog keeps the focus, and so does a control the page
 * focused itself. Returns what stops the wait.
 */
export function focusNewPage(mainRef: RefObject<HTMLElement | null>): (() => void) | undefined {
  const main = mainRef.current;
  const active = document.activeElement;
  if (
    !main ||
    document.querySelector('[aria-modal="true"]') ||
    (active !== main && main.contains(active))
  ) {
    return;
  }
  const focusHeading = () => {
    const heading = main.querySelector('h1');
    if (heading) {
      heading.tabIndex = -1;
      // Back and Forward restore the scroll position: the focus must not move it.
      heading.focus({ preventScroll: true });
    }
    return heading;
  };
  if (focusHeading()) return;
  main.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main || focusHeading()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * The side menu open as a drawer (phones) is modal: everything else is `inert` (out of reach of
 * Tab, the pointer and a screen reader), and its first button, its close button, takes the focus.
 * The returned function undoes it and gives the focus back to the toggle, unless the focus has
 * gone elsewhere meanwhile (a new page's heading).
 */
export function holdFocusIn(
  drawerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLElement | null>,
): (() => void) | undefined {
  const drawer = drawerRef.current;
  if (!drawer) return;
  const made: Element[] = [];
  for (let node = drawer; node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
  }
  drawer.querySelector('button')?.focus();
  return () => {
    for (const element of made) element.removeAttribute('inert');
    const active = document.activeElement;
    if (active === document.body || drawer.contains(active)) toggleRef.current?.focus();
  };
}
