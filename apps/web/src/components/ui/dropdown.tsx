import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import './dropdown.css';

interface DropdownProps {
  /** Accessible name of the toggle button. */
  label: string;
  /** What the toggle shows (an icon, an avatar, a text). */
  trigger: ReactNode;
  /** Panel content; `close` lets a link close the panel as it navigates. */
  children: (close: () => void) => ReactNode;
  badge?: ReactNode;
  testId?: string;
  triggerClassName?: string;
}

const arrowKeys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/** The links and buttons of an open panel, in order. */
const itemsOf = (panel: HTMLElement | null) =>
  panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];

/**
 * A header panel: toggles on its button, closes on an outside click, on Escape and on choice. The
 * arrow keys move through its links and buttons (Down from the button opens it at the first; Home
 * and End go to the ends), as people expect of a menu; Tab still walks through them too.
 */
export function Dropdown({
  label,
  trigger,
  children,
  badge,
  testId,
  triggerClassName,
}: DropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const refs = useMemo(() => [rootRef], []);
  const close = useCallback(() => setIsOpen(false), []);
  const dismiss = useCallback(() => {
    setIsOpen(false);
    if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
  }, []);
  useDismiss(refs, isOpen, dismiss);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  useEffect(() => {
    if (!isOpen || !focusFirst.current) return;
    focusFirst.current = false;
    itemsOf(panelRef.current)[0]?.focus();
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!arrowKeys.includes(event.key)) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    if (target === buttonRef.current) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      if (isOpen) itemsOf(panelRef.current)[0]?.focus();
      else {
        focusFirst.current = true;
        setIsOpen(true);
      }
      return;
    }
    const items = itemsOf(panelRef.current);
    const at = items.indexOf(target);
    if (at < 0) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : (at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    // The keys act on the button and panel inside; the div itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="dropdown" ref={rootRef} data-testid={testId} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName ?? 'icon-button'}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {trigger}
        {badge}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="dropdown-panel"
        hidden={!isOpen}
        data-testid={testId ? `${testId}-panel` : undefined}
      >
        {isOpen ? children(close) : null}
      </div>
    </div>
  );
}
