import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Thanks } from '@app/contracts/actions/booking';
import type { ThanksTarget } from '../api/send-thanks.ts';
import { ThanksCard } from './thanks-card.tsx';
import { ThanksForm } from './thanks-form.tsx';

interface ThanksBlockProps {
  thanks: Thanks | null;
  /** The caller may send it now (the provider, once the training is over). */
  canSend: boolean;
  target: ThanksTarget;
  title: string;
  from?: string;
  level?: 2 | 3;
  /**
   * In a list of trainings the form waits behind a button (a page of many open forms reads as a
   * wall); on a booking's own page it is open at once.
   */
  isCollapsed?: boolean;
}

/**
 * A training's thank-you where it is read and written: the sent one, read-only; else the form
 * while it may be sent; once sent from here, focus moves to what was sent.
 */
export function ThanksBlock({
  thanks,
  canSend,
  target,
  title,
  from,
  level,
  isCollapsed = false,
}: ThanksBlockProps) {
  const { t } = useTranslation();
  const [isJustSent, setJustSent] = useState(false);
  const [isOpen, setOpen] = useState(!isCollapsed);
  if (thanks)
    return <ThanksCard thanks={thanks} from={from} level={level} isFocused={isJustSent} />;
  if (!canSend) return null;
  if (!isOpen) {
    return (
      <button
        type="button"
        className="btn btn-secondary thanks-open"
        aria-expanded="false"
        onClick={() => setOpen(true)}
        data-testid="thanks-open"
      >
        {t('bookings.thanks.form.title')}
        <span className="visually-hidden">: {title}</span>
      </button>
    );
  }
  return (
    <ThanksForm
      target={target}
      title={title}
      isFocusedOnOpen={isCollapsed}
      onSent={() => setJustSent(true)}
    />
  );
}
