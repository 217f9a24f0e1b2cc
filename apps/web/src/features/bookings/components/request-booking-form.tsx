import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bookingLimits, requestbooking } from '@app/contracts/actions/booking';
import { deliveryModes, type DeliveryMode } from '@app/contracts/catalogue';
import { FormField, FormFieldset } from '../../../shared/forms/form-field.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import { fieldProblemsOf, useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useRequestBooking } from '../api/request-booking.ts';
import { requestPriceSummary } from '../utils/price-summary.ts';
import { earliestStartInput, instantOfLocalInput } from '../utils/local-date-time.ts';
import { NamedParticipantsField, type NamedRow } from './named-participants-field.tsx';
import { PriceSummary } from './price-summary.tsx';

export interface BookableTopic {
  id: number;
  title: string;
  price: number;
  currency: string;
  vatRate: number;
  delivery: DeliveryMode;
  location: string | null;
}

interface RequestBookingFormProps {
  topic: BookableTopic;
  /** Company staff may book for their company. */
  companyName: string | null;
  onCancel: () => void;
}

/**
 * The request of a topic (docs/product.md, "Bookings"): one to three start times at least a day
 * ahead, participants as a number or as named people, delivery, location, message, and the price
 * the server will snapshot, computed by the same function.
 */
export function RequestBookingForm({ topic, companyName, onCancel }: RequestBookingFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const formId = useId();
  const fieldId = (name: string) => `${formId}-${name}`;
  const [dates, setDates] = useState<string[]>(['']);
  const [mode, setMode] = useState<'count' | 'named'>('count');
  const [participants, setParticipants] = useState('1');
  const [named, setNamed] = useState<NamedRow[]>([{ name: '', email: '' }]);
  const [delivery, setDelivery] = useState<DeliveryMode>(topic.delivery);
  const [location, setLocation] = useState(topic.location ?? '');
  const [message, setMessage] = useState('');
  const [forCompany, setForCompany] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const mutation = useRequestBooking();
  const minimum = useMemo(() => earliestStartInput(new Date()), []);

  const namedFilled = mode === 'named' ? named.filter((row) => row.name.trim() !== '') : [];
  const count = mode === 'named' ? namedFilled.length : Number(participants);
  const summary = requestPriceSummary({
    unitPriceMinor: topic.price,
    participants: count,
    namedCount: namedFilled.length,
    vatRateBasisPoints: topic.vatRate,
    currency: topic.currency,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = dates.filter((date) => date !== '');
    const local: Record<string, string> = {};
    if (chosen.some((date) => date < minimum)) local.dates = 'bookings.request.dateTooSoon';
    const input = {
      topicId: topic.id,
      dates: chosen.map(instantOfLocalInput),
      participants: Math.max(count, 0),
      named: namedFilled.map((row) => ({ name: row.name.trim(), email: row.email.trim() })),
      delivery,
      location: location.trim(),
      message: message.trim(),
      forCompany,
    };
    const found = {
      ...schemaProblemsOf(requestbooking.request, {
        ...input,
        dates: input.dates,
        named: input.named,
        participants: input.participants === 0 ? '' : input.participants,
      }),
      ...local,
    };
    if (mode === 'named' && namedFilled.length === 0) found.named = 'validation.required';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const reply = await mutation.mutateAsync(input);
      void navigate(`/mybooking/${reply.booking.id}`);
    } catch (error) {
      setProblems(fieldProblemsOf(error));
    }
  };

  const formProblem = mutation.error
    ? errorMessage(mutation.error, { fieldsShown: Object.keys(problems).length > 0 })
    : null;

  return (
    <form className="booking-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormFieldset
        id={fieldId('dates')}
        label={t('bookings.request.dates')}
        hint={t('bookings.request.datesHint')}
        problem={problems.dates}
        required
      >
        {(control) => (
          <div className="booking-date-rows">
            {dates.map((date, index) => (
              <div className="booking-date-row" key={index}>
                <label className="visually-hidden" htmlFor={`${fieldId('dates')}-${index}`}>
                  {t('bookings.request.dateNumber', { number: index + 1 })}
                </label>
                <input
                  id={`${fieldId('dates')}-${index}`}
                  type="datetime-local"
                  className="input"
                  min={minimum}
                  value={date}
                  aria-invalid={control['aria-invalid']}
                  aria-describedby={control['aria-describedby']}
                  onChange={(event) =>
                    setDates((all) =>
                      all.map((old, at) => (at === index ? event.target.value : old)),
                    )
                  }
                  data-testid={`booking-date-${index}`}
                />
                {dates.length > 1 ? (
                  <button
                    type="button"
                    className="btn btn-secondary booking-btn-sm"
                    onClick={() => setDates((all) => all.filter((_, at) => at !== index))}
                  >
                    {t('bookings.request.removeDate', { number: index + 1 })}
                  </button>
                ) : null}
              </div>
            ))}
            {dates.length < bookingLimits.proposedDatesMax ? (
              <button
                type="button"
                className="booking-link-button"
                onClick={() => setDates((all) => [...all, ''])}
              >
                {t('bookings.request.addDate')}
              </button>
            ) : null}
          </div>
        )}
      </FormFieldset>

      <FormFieldset id={fieldId('mode')} label={t('bookings.request.who')}>
        {() => (
          <div className="listing-choices">
            {(['count', 'named'] as const).map((choice) => (
              <label key={choice} className="listing-choice">
                <input
                  type="radio"
                  name={fieldId('mode')}
                  checked={mode === choice}
                  onChange={() => setMode(choice)}
                />
                {t(`bookings.request.mode.${choice}`)}
              </label>
            ))}
          </div>
        )}
      </FormFieldset>

      {mode === 'count' ? (
        <FormField
          id={fieldId('participants')}
          label={t('bookings.request.participants')}
          problem={problems.participants}
          required
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={bookingLimits.participantsMax}
              className="input booking-narrow"
              value={participants}
              onChange={(event) => setParticipants(event.target.value)}
              data-testid="booking-participants"
            />
          )}
        </FormField>
      ) : (
        <NamedParticipantsField
          id={fieldId('named')}
          rows={named}
          onChange={setNamed}
          problem={problems.named}
          max={bookingLimits.namedParticipantsMax}
        />
      )}

      <FormFieldset
        id={fieldId('delivery')}
        label={t('bookings.request.delivery')}
        problem={problems.delivery}
      >
        {() => (
          <div className="listing-choices">
            {deliveryModes.map((choice) => (
              <label key={choice} className="listing-choice">
                <input
                  type="radio"
                  name={fieldId('delivery')}
                  checked={delivery === choice}
                  onChange={() => setDelivery(choice)}
                />
                {t(`catalogue.delivery.${choice}`)}
              </label>
            ))}
          </div>
        )}
      </FormFieldset>

      <FormField
        id={fieldId('location')}
        label={t('bookings.request.location')}
        hint={t('bookings.request.locationHint')}
        problem={problems.location}
        optional
      >
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={200}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
          />
        )}
      </FormField>

      <FormField
        id={fieldId('message')}
        label={t('bookings.request.message')}
        problem={problems.message}
        optional
      >
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={3}
            maxLength={bookingLimits.messageMax}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            data-testid="booking-message"
          />
        )}
      </FormField>

      {companyName ? (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={forCompany}
            onChange={(event) => setForCompany(event.target.checked)}
          />
          {t('bookings.request.forCompany', { company: companyName })}
        </label>
      ) : null}

      <PriceSummary price={summary} heading={t('bookings.price.estimate')} />

      <FormError message={formProblem} testId="booking-request-error" />
      <div className="booking-form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('bookings.request.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
          data-testid="booking-request-submit"
        >
          {mutation.isPending ? t('bookings.request.sending') : t('bookings.request.send')}
        </button>
      </div>
    </form>
  );
}
