import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons.tsx';
import './dialog.css';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  description?: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}

/**
 * A modal dialog: labelled by its title, focus kept inside (Tab wraps), Escape and the backdrop
 * close it, and focus returns to where it was when it closes.
 */
export function Dialog({
  title,
  description,
  closeLabel,
  onClose,
  children,
  size = 'md',
  testId,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    // What asks to be focused, or the first focusable thing inside it (a date field's first part).
    const asked = panel?.querySelector<HTMLElement>('[data-autofocus]');
    const first =
      (asked?.matches(focusableSelector)
        ? asked
        : asked?.querySelector<HTMLElement>(focusableSelector)) ?? panel;
    first?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // A layer opened above this one (a date field's calendar) keeps its own keys.
      const target = event.target;
      if (
        target instanceof Element &&
        !panel?.contains(target) &&
        target.closest('[role="dialog"]')
      )
        return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(focusableSelector)];
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      } else if (!panel.contains(document.activeElement)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.body.classList.add('has-modal');
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.classList.remove('has-modal');
      previouslyFocused?.focus?.();
    };
  }, []);

  return createPortal(
    <div className="dialog-backdrop" data-testid={testId ? `${testId}-backdrop` : undefined}>
      <button
        type="button"
        className="dialog-backdrop-button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        className={`dialog dialog-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
      >
        <button
          type="button"
          className="icon-button dialog-close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="dialog-description">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
