import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import {
  useBookingTransition,
  type BookingTransitionName,
} from '../api/fire-booking-transition.ts';
import { buttonsOf, needsReason } from '../utils/booking-states.ts';
import { ReasonDialog } from '../../../shared/forms/reason-dialog.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { sessionsFrom, type Session } from '@app/contracts/training-days';
import { SessionsEditor } from './sessions-editor.tsx';

type ReasonTransition = 'decline' | 'cancel' | 'reject';
/** Asked before they fire, saying what will happen (they cannot be taken back). */
type ConfirmedTransition = 'accept' | 'approve';
const confirmedTransitions = new Set<string>(['accept', 'approve']);

interface BookingActionsProps {
  booking: {
    id: number;
    title: string;
    /** Its state: a waitlisted booking's cancel is "Leave the waitlist". */
    state: string;
    actions: readonly string[];
    proposedDates: readonly string[];
    /** A topic's booking: accepting it sets the days it holds, from its hours. */
    kind?: 'topic' | 'event';
    durationHours?: number | null;
  };
  /** Also refresh what the page shows from elsewhere (the event page's seats). */
  onDone?: () => Promise<unknown>;
  /**
   * Told what a transition did, in words, where the page says it (a list, whose row may leave it);
   * without it the buttons say it themselves.
   */
  onAnswered?: (text: string) => void;
}

/**
 * The buttons a booking's `actions` allow (the server's machine decides), in a steady order;
 * accept and approve say what will happen and ask first, decline, cancel and reject ask for a
 * reason. What happened is said after (`onAnswered`, else beside the buttons); a failure too.
 */
export function BookingActions({ booking, onDone, onAnswered }: BookingActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const selectId = useId();
  const mutation = useBookingTransition(onDone);
  const [asking, setAsking] = useState<ReasonTransition | null>(null);
  const [confirming, setConfirming] = useState<ConfirmedTransition | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  // The days an accept will book (a topic's), proposed from its hours and changed at will.
  const [sessions, setSessions] = useState<Session[]>([]);
  const [dateIndex, setDateIndex] = useState(0);
  const buttons = buttonsOf(booking.actions, { withAccept: true });
  const choosesDate = buttons.includes('accept') && booking.proposedDates.length > 1;
  const chosenDate = booking.proposedDates[dateIndex] ?? booking.proposedDates[0];
  const words = {
    title: booking.title,
    date: chosenDate ? formatDateTime(chosenDate, language) : '',
  };
  const answerLine = answer ? (
    <p className="alert alert-success booking-answer" role="status" data-testid="booking-answer">
      {answer}
    </p>
  ) : null;
  if (buttons.length === 0) return answerLine;

  const fire = async (transition: BookingTransitionName, extra: { reason?: string } = {}) => {
    const reply = await mutation.mutateAsync({
      id: booking.id,
      transition,
      ...(transition === 'accept' ? { dateIndex } : {}),
      ...(transition === 'accept' && sessions.length > 0 ? { sessions } : {}),
      ...extra,
    });
    const key =
      transition === 'cancel' && booking.state === 'waitlisted' ? 'leaveWaitlist' : transition;
    const text = t(`bookings.answered.${key}`, words);
    if (onAnswered) onAnswered(text);
    else setAnswer(text);
    return reply;
  };

  return (
    <div className="booking-actions">
      {choosesDate ? (
        <div className="booking-accept-date">
          <label htmlFor={selectId}>{t('bookings.action.acceptDate')}</label>
          <select
            id={selectId}
            className="input"
            value={dateIndex}
            onChange={(event) => setDateIndex(Number(event.target.value))}
            data-testid="booking-accept-date"
          >
            {booking.proposedDates.map((date, index) => (
              <option key={date} value={index}>
                {formatDateTime(date, language)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="booking-action-buttons">
        {buttons.map((action) => {
          const isAsking = needsReason(action);
          return (
            <button
              key={action}
              type="button"
              className={`btn booking-btn-sm ${isAsking ? 'btn-secondary' : 'btn-primary'}`}
              disabled={mutation.isPending}
              onClick={() => {
                mutation.reset();
                setAnswer(null);
                if (isAsking) setAsking(action as ReasonTransition);
                else if (confirmedTransitions.has(action)) {
                  if (action === 'accept' && booking.kind === 'topic' && chosenDate) {
                    setSessions(sessionsFrom(new Date(chosenDate), booking.durationHours ?? 8));
                  }
                  setConfirming(action as ConfirmedTransition);
                } else void fire(action as BookingTransitionName).catch(() => undefined);
              }}
              data-testid={`booking-action-${action}`}
            >
              {/* Off the waitlist, cancelling is leaving it: said so. */}
              {action === 'cancel' && booking.state === 'waitlisted'
                ? t('bookings.action.leaveWaitlist')
                : t(`bookings.action.${action}`)}
            </button>
          );
        })}
      </div>
      {answerLine}
      {mutation.error && !asking && !confirming ? (
        <FormError message={errorMessage(mutation.error)} testId="booking-action-error" />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          tone="primary"
          title={t(`bookings.confirm.${confirming}.title`)}
          text={t(`bookings.confirm.${confirming}.text`, words)}
          cancelLabel={t('bookings.confirm.keep')}
          confirmLabel={t(`bookings.confirm.${confirming}.confirm`)}
          onConfirm={() => fire(confirming)}
          onClose={() => setConfirming(null)}
          onDone={() => setConfirming(null)}
          testId={`booking-${confirming}-dialog`}
          confirmTestId="booking-confirm"
          size={confirming === 'accept' && sessions.length > 0 ? 'md' : 'sm'}
        >
          {confirming === 'accept' && sessions.length > 0 ? (
            <SessionsEditor sessions={sessions} onChange={setSessions} />
          ) : null}
        </ConfirmDialog>
      ) : null}
      {asking ? (
        <ReasonDialog
          texts={{
            title: t(`bookings.confirm.${asking}.title`),
            description: t(`bookings.confirm.${asking}.text`, { title: booking.title }),
            reason: t('bookings.confirm.reason'),
            keep: t('bookings.confirm.keep'),
            confirm: t(`bookings.confirm.${asking}.confirm`),
          }}
          testIds={{
            dialog: `booking-${asking}-dialog`,
            reason: 'booking-reason',
            error: 'booking-reason-error',
            confirm: 'booking-reason-confirm',
          }}
          onConfirm={(reason) => fire(asking, { reason })}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
