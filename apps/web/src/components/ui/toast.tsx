import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import './toast.css';

interface ToastOptions {
  /** Wait this long before showing (the product shows settings toasts 1000 ms after the action). */
  delayMs?: number;
  /** How long the toast stays. */
  durationMs?: number;
}

/**
 * A short success message in a polite live region. The region is always in the page, so screen
 * readers announce the text when it appears; it hides itself after a few seconds or on close.
 */
export function useToast({ delayMs = 0, durationMs = 4000 }: ToastOptions = {}) {
  const [message, setMessage] = useState<string | null>(null);
  const timers = useRef<number[]>([]);

  const clearTimers = () => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  };
  useEffect(() => clearTimers, []);

  const show = useCallback(
    (text: string) => {
      clearTimers();
      setMessage(null);
      timers.current.push(
        window.setTimeout(() => {
          setMessage(text);
          timers.current.push(window.setTimeout(() => setMessage(null), durationMs));
        }, delayMs),
      );
    },
    [delayMs, durationMs],
  );
  const dismiss = useCallback(() => {
    clearTimers();
    setMessage(null);
  }, []);

  return { message, show, dismiss };
}

interface ToastRegionProps {
  message: string | null;
  closeLabel: string;
  onDismiss: () => void;
  icon?: ReactNode;
}

export function ToastRegion({ message, closeLabel, onDismiss, icon }: ToastRegionProps) {
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {message ? (
        <div className="toast" data-testid="toast">
          {icon ? <span className="toast-icon">{icon}</span> : null}
          <span className="toast-text">{message}</span>
          <button
            type="button"
            className="icon-button toast-close"
            aria-label={closeLabel}
            onClick={onDismiss}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
