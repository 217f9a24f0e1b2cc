import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
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

/** A header panel: toggles on its button, closes on an outside click, on Escape and on choice. */
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

  return (
    <div className="dropdown" ref={rootRef} data-testid={testId}>
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
