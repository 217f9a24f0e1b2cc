import { BillingDetailsPrompt, useBillingDetails } from '../../billing/index.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceLimits, issueInvoice } from '@app/contracts/actions/invoice';
import { invoiceContent, vatRateOfRegime } from '@app/contracts/money';
import { mayBeInvoiced } from '@app/contracts/states';
import { useLanguage } from '../../../hooks/use-language.ts';
import { ActionFailedError } from '../../../lib/api-client.ts';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useBookingInvoice } from '../api/get-booking-invoice.ts';
import { useIssueInvoice } from '../api/issue-invoice.ts';
import './invoices.css';

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * On a booking's page: the booking's invoice once issued, for its parties (the provider, the buyer
 * and the staff of its company); before that, for its provider once it may be invoiced, the
 * totals the invoice will carry, the due date, and the button, which asks before the invoice is
 * numbered; before the training has ended it is issued only as an advance, ticked as such.
 * Missing billing details are a callout to the billing page.
 */
export function IssueInvoicePanel({ bookingId }: { bookingId: number }) {
  const query = useBookingInvoice(bookingId);
  if (!query.data) return null;
  const { booking, invoice } = query.data;
  if (invoice) return <IssuedInvoiceCard invoice={invoice} to={invoicePathOf(booking, invoice)} />;
  if (booking.role !== 'provider' || !mayBeInvoiced(booking)) return null;
  return <IssueInvoiceCard bookingId={bookingId} booking={booking} />;
}

type BookingInvoice = NonNullable<ReturnType<typeof useBookingInvoice>['data']>;
type IssuedInvoice = NonNullable<BookingInvoice['invoice']>;

/**
 * Where the caller reads the invoice (the page opens it from `?id=`): the provider among the
 * invoices they issued; the buyer's side among those the company received for a company booking,
 * else among those the person received.
 */
function invoicePathOf(booking: BookingInvoice['booking'], invoice: IssuedInvoice): string {
  const list =
    booking.role !== 'provider' && booking.company !== null
      ? '/dashboard/c/invoicelist'
      : '/dashboard/i/invoice';
  return `${list}?id=${invoice.id}`;
}

function IssuedInvoiceCard({ invoice, to }: { invoice: IssuedInvoice; to: string }) {
  const { t } = useTranslation();
  return (
    <section className="card invoice-issue" data-testid="booking-invoice">
      <h2 className="invoice-detail-title">{t('invoices.issue.title')}</h2>
      <p>
        {t('invoices.issue.issued', { number: invoice.number })}{' '}
        <Link to={to}>{t('invoices.issue.open')}</Link>
      </p>
    </section>
  );
}

function IssueInvoiceCard({
  bookingId,
  booking,
}: {
  bookingId: number;
  booking: BookingInvoice['booking'];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const mutation = useIssueInvoice();
  const [dueDate, setDueDate] = useState(inDays(invoiceLimits.defaultDueDays));
  const [advance, setAdvance] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Before the training has ended, the invoice is an advance, and only when asked for as one.
  const [openedAt] = useState(() => Date.now());
  const trainingEnd = booking.endsAt ?? booking.startsAt;
  const isAhead = trainingEnd !== null && new Date(trainingEnd).getTime() > openedAt;
  const form = useContractForm({
    schema: issueInvoice.request,
    mutation,
    ownChecks: (): Record<string, string> =>
      isAhead && !advance ? { advance: 'errors.training_not_held' } : {},
  });
  const money = (minor: number) => formatPrice(minor, language, booking.price.currency);

  // The totals the invoice will carry, reckoned as the server will: the seller's regime and, when
  // they charge it on, the stamp duty's line (contracts/money.ts, invoiceContent).
  const seller = useBillingDetails().data?.mine.details ?? null;
  const { totals } = invoiceContent({
    sale: {
      description: booking.title,
      quantity: booking.price.quantity,
      unitPriceMinor: booking.price.unitPriceMinor,
      vatRateBasisPoints: seller
        ? vatRateOfRegime(seller.vatRegime, booking.price.vatRateBasisPoints)
        : booking.price.vatRateBasisPoints,
    },
    seller: seller ?? { country: 'IT', vatRegime: 'standard', stampDutyCharged: false },
    language,
  });
  const stampLine = totals.lines.find((line) => line.stampDuty === true);
  const failureCode = mutation.error instanceof ActionFailedError ? mutation.error.code : null;
  const values = () => ({ bookingId, dueDate, advance: isAhead && advance });
  // Checked first, then asked: the invoice is numbered at once and never changes.
  const submit = form.onSubmit(values, () => {
    setConfirming(true);
    return Promise.resolve();
  });

  return (
    <section
      className="card invoice-issue"
      aria-labelledby={`${id}-title`}
      data-testid="issue-invoice"
    >
      <h2 id={`${id}-title`} className="invoice-detail-title">
        {t('invoices.issue.title')}
      </h2>
      <dl className="invoice-facts">
        <dt>{t('invoices.detail.net')}</dt>
        <dd>
          {t('invoices.issue.units', {
            quantity: booking.price.quantity,
            price: money(booking.price.unitPriceMinor),
          })}{' '}
          = {money(totals.lines[0]?.netMinor ?? totals.netMinor)}
        </dd>
        <dt>{t('invoices.detail.vat')}</dt>
        <dd>{money(totals.vatMinor)}</dd>
        {stampLine ? (
          <>
            <dt>{stampLine.description}</dt>
            <dd data-testid="issue-invoice-stamp">{money(stampLine.netMinor)}</dd>
          </>
        ) : null}
        <dt>{t('invoices.detail.gross')}</dt>
        <dd data-testid="issue-invoice-gross">
          <strong>{money(totals.grossMinor)}</strong>
        </dd>
      </dl>
      <p className="muted">{t('invoices.issue.regimeNote')}</p>
      {failureCode === 'billing_details_required' ? (
        <BillingDetailsPrompt
          target="mine"
          message={t('invoices.issue.billingMissing')}
          testId="issue-invoice-billing"
        />
      ) : null}
      <form onSubmit={submit} noValidate>
        {isAhead && booking.startsAt ? (
          <div className="invoice-advance" data-testid="issue-invoice-ahead">
            <p className="alert alert-info">
              {t('invoices.issue.ahead', { date: formatDateTime(booking.startsAt, language) })}
            </p>
            <div className="field">
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={advance}
                  onChange={(event) => setAdvance(event.target.checked)}
                  aria-invalid={Boolean(form.problems.advance)}
                  aria-describedby={form.problems.advance ? `${id}-advance-error` : undefined}
                  data-testid="issue-invoice-advance"
                />
                {t('invoices.issue.advance')}
              </label>
              {form.problems.advance ? (
                <p
                  className="field-error"
                  id={`${id}-advance-error`}
                  data-testid="issue-invoice-advance-error"
                >
                  {t(form.problems.advance)}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
        <FormField
          id={`${id}-due`}
          label={t('invoices.issue.dueDate')}
          problem={form.problems.dueDate}
          required
          labelKind="text"
        >
          {(control) => (
            <DateField
              control={control}
              labelledBy={`${id}-due-label`}
              min={inDays(0)}
              value={dueDate}
              onChange={setDueDate}
              testId="issue-invoice-due"
            />
          )}
        </FormField>
        <FormError
          message={failureCode !== 'billing_details_required' ? form.formError : null}
          testId="issue-invoice-error"
        />
        <SubmitButton
          isPending={form.isPending}
          label={t('invoices.issue.submit')}
          testId="issue-invoice-submit"
        />
      </form>
      {confirming ? (
        <ConfirmDialog
          tone="primary"
          title={t(isAhead ? 'invoices.issue.confirmAdvanceTitle' : 'invoices.issue.confirmTitle')}
          text={t('invoices.issue.confirmText', { gross: money(totals.grossMinor) })}
          cancelLabel={t('invoices.issue.keep')}
          confirmLabel={t('invoices.issue.submit')}
          pendingLabel={t('invoices.issue.issuing')}
          // Missing billing details close the question: the panel says what to add, and where.
          onConfirm={() =>
            mutation.mutateAsync(values()).catch((error: unknown) => {
              if (!(
                error instanceof ActionFailedError && error.code === 'billing_details_required'
              )) {
                throw error;
              }
            })
          }
          onClose={() => setConfirming(false)}
          onDone={() => setConfirming(false)}
          testId="issue-invoice-confirm"
          confirmTestId="issue-invoice-confirm-button"
        />
      ) : null}
    </section>
  );
}
