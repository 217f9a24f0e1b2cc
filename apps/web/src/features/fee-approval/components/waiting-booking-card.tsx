import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime, formatNumber, formatPrice } from '../../../lib/format.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useDecideFeeApproval } from '../api/decide-fee-approval.ts';
import type { WaitingBooking } from '../api/get-fee-approvals.ts';
import { ReasonDialog } from '../../../shared/forms/reason-dialog.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/**
 * One booking awaiting fee approval: who booked what from whom, when, for how many, the price
 * breakdown, why it waits, and the budget it comes from with what would remain. The admin
 * approves or rejects it (with a reason); managers read it.
 */
/** What was decided, for the page to say so (the card leaves the list). */
export interface FeeDecision {
  transition: 'approve' | 'reject';
  bookingId: number;
  title: string;
  trainer: string;
  booker: string;
}

export function WaitingBookingCard({
  booking,
  canDecide,
  onDecided,
}: {
  /** Told once a decision is made: the page confirms it and offers the next step. */
  onDecided?: (decision: FeeDecision) => void;
  booking: WaitingBooking;
  canDecide: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const decide = useDecideFeeApproval();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const decisionOf = (transition: FeeDecision['transition']): FeeDecision => ({
    transition,
    bookingId: booking.id,
    title: booking.title,
    trainer: booking.trainer.name,
    booker: booking.booker.name,
  });
  const money = (minor: number) => formatPrice(minor, language, booking.price.currency);
  const headingId = `fee-booking-${booking.id}`;
  const dates = booking.startsAt ? [booking.startsAt] : booking.proposedDates;
  const { budget } = booking;

  return (
    <li
      className="card fee-booking"
      aria-labelledby={headingId}
      data-testid="fee-booking"
      data-id={booking.id}
    >
      <div className="fee-booking-head">
        <h3 id={headingId} className="fee-booking-title">
          <Link to={`/mybooking/${booking.id}`}>{booking.title}</Link>
        </h3>
        <ul className="fee-reasons" aria-label={t('feeApproval.why')}>
          {booking.reasons.map((reason) => (
            <li key={reason} className="fee-reason" data-testid={`fee-reason-${reason}`}>
              {t(`feeApproval.reasons.${reason}`)}
            </li>
          ))}
        </ul>
      </div>
      <dl className="fee-facts">
        <div>
          <dt>{t('feeApproval.bookedBy')}</dt>
          <dd data-testid="fee-booker">{booking.booker.name}</dd>
        </div>
        <div>
          <dt>{t('feeApproval.trainer')}</dt>
          <dd>
            <Link to={`/${booking.trainer.username}`}>{booking.trainer.name}</Link>{' '}
            <span
              className={`fee-list-badge ${booking.trainer.approved ? 'is-approved' : 'is-outside'}`}
              data-testid="fee-trainer-list"
            >
              {t(booking.trainer.approved ? 'feeApproval.onList' : 'feeApproval.notOnList')}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t(booking.startsAt ? 'feeApproval.date' : 'feeApproval.proposedDates')}</dt>
          <dd>
            {dates.map((date) => (
              <span key={date} className="fee-date">
                {formatDateTime(date, language)}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{t('feeApproval.participants')}</dt>
          <dd>{formatNumber(booking.participants, language)}</dd>
        </div>
        <div>
          <dt>{t('feeApproval.department')}</dt>
          <dd>{booking.department ?? t('budgets.location')}</dd>
        </div>
      </dl>
      <dl className="fee-price" aria-label={t('feeApproval.price')}>
        <div>
          <dt>{t('feeApproval.net')}</dt>
          <dd data-testid="fee-net">{money(booking.price.netMinor)}</dd>
        </div>
        <div>
          <dt>
            {t('feeApproval.vat', {
              rate: formatNumber(booking.price.vatRateBasisPoints / 100, language),
            })}
          </dt>
          <dd data-testid="fee-vat">{money(booking.price.vatMinor)}</dd>
        </div>
        <div className="fee-price-total">
          <dt>{t('feeApproval.gross')}</dt>
          <dd data-testid="fee-gross">{money(booking.price.grossMinor)}</dd>
        </div>
      </dl>
      <div className="fee-budget" data-testid="fee-budget">
        {budget ? (
          <>
            <p className="fee-budget-name">
              {t('feeApproval.budgetOf', {
                name: budget.department === '' ? t('budgets.location') : budget.department,
                year: budget.year,
              })}
            </p>
            <dl className="fee-budget-figures">
              <div>
                <dt>{t('budgets.amount')}</dt>
                <dd>{money(budget.amountMinor)}</dd>
              </div>
              <div>
                <dt>{t('spend.booked')}</dt>
                <dd>{money(budget.bookedMinor)}</dd>
              </div>
              <div>
                <dt>{t('feeApproval.remainingAfter')}</dt>
                <dd
                  className={booking.exceedsBudget ? 'is-overrun' : undefined}
                  data-testid="fee-remaining-after"
                >
                  {money(booking.remainingAfterMinor ?? 0)}
                </dd>
              </div>
            </dl>
            {booking.exceedsBudget ? (
              <p
                className="alert alert-info fee-budget-warning"
                role="note"
                data-testid="fee-budget-warning"
              >
                {t('feeApproval.exceeds')}
              </p>
            ) : null}
          </>
        ) : (
          <p className="muted">{t('feeApproval.noBudget')}</p>
        )}
      </div>
      {booking.expiresAt ? (
        <p className="muted fee-expires">
          {t('feeApproval.expires', { date: formatDateTime(booking.expiresAt, language) })}
        </p>
      ) : null}
      {canDecide ? (
        <div className="fee-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={decide.isPending}
            aria-busy={decide.isPending}
            onClick={() => {
              decide.reset();
              setApproving(true);
            }}
            data-testid="fee-approve"
          >
            {t('feeApproval.approve')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={decide.isPending}
            onClick={() => {
              decide.reset();
              setRejecting(true);
            }}
            data-testid="fee-reject"
          >
            {t('feeApproval.rejectButton')}
          </button>
        </div>
      ) : null}
      {decide.error && !rejecting ? (
        <FormError message={errorMessage(decide.error)} testId="fee-decision-error" />
      ) : null}
      {approving ? (
        <ConfirmDialog
          tone="primary"
          title={t('feeApproval.approveConfirm.title')}
          text={t(
            budget ? 'feeApproval.approveConfirm.text' : 'feeApproval.approveConfirm.textNoBudget',
            {
              title: booking.title,
              trainer: booking.trainer.name,
              gross: money(booking.price.grossMinor),
              budget: budget
                ? `${budget.department === '' ? t('budgets.location') : budget.department} ${budget.year}`
                : '',
            },
          )}
          cancelLabel={t('feeApproval.reject.keep')}
          confirmLabel={t('feeApproval.approve')}
          // The card leaves the list (and unmounts) once approved: what happened is said by the
          // page (onDecided), from the promise, before the dialog would close.
          onConfirm={async () => {
            await decide.mutateAsync({ id: booking.id, transition: 'approve' });
            onDecided?.(decisionOf('approve'));
          }}
          onClose={() => setApproving(false)}
          onDone={() => setApproving(false)}
          testId="fee-approve-dialog"
          confirmTestId="fee-approve-confirm"
        />
      ) : null}
      {rejecting ? (
        <ReasonDialog
          texts={{
            title: t('feeApproval.reject.title'),
            description: t('feeApproval.reject.text', { title: booking.title }),
            reason: t('feeApproval.reject.reason'),
            keep: t('feeApproval.reject.keep'),
            confirm: t('feeApproval.reject.confirm'),
          }}
          testIds={{
            dialog: 'fee-reject-dialog',
            reason: 'fee-reject-reason',
            error: 'fee-reject-error',
            confirm: 'fee-reject-confirm',
          }}
          onConfirm={async (reason) => {
            const reply = await decide.mutateAsync({
              id: booking.id,
              transition: 'reject',
              reason,
            });
            onDecided?.(decisionOf('reject'));
            return reply;
          }}
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </li>
  );
}
