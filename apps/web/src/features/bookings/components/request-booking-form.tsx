import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bookingLimits, requestbooking } from '@app/contracts/actions/booking';
import { deliveryModes, type DeliveryMode } from '@app/contracts/catalogue';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { FormField, FormFieldset } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { trainingDays, trainingHoursPerDay } from '@app/contracts/training-days';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate } from '../../../lib/format.ts';
import { useRequestBooking } from '../api/request-booking.ts';
import { requestPriceSummary } from '../utils/price-summary.ts';
import { earliestStartInput, instantOfLocalInput } from '../../../lib/local-date-time.ts';
import {
  initialParticipants,
  namedParticipantsOf,
  participantCountOf,
} from '../utils/participants.ts';
import { CompanyBudgetFields } from '../../fee-approval/index.ts';
import { ForWhomChoice } from './for-whom-choice.tsx';
import { ParticipantsField } from './participants-field.tsx';
import { PriceSummary } from './price-summary.tsx';
import './bookings.css';

export interface BookableTopic {
  id: number;
  /** The trainer's user id: the company's approval rules ask who is booked. */
  providerId: number;
  title: string;
  price: number;
  currency: string;
  vatRate: number;
  delivery: DeliveryMode;
  location: string | null;
  /** The course's hours: one of more than a day's says the days it will take. */
  durationHours?: number | null;
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
  const formId = useId();
  const fieldId = (name: string) => `${formId}-${name}`;
  const [dates, setDates] = useState<string[]>(['']);
  const [participants, setParticipants] = useState(initialParticipants);
  const [delivery, setDelivery] = useState<DeliveryMode>(topic.delivery);
  const [location, setLocation] = useState(topic.location ?? '');
  const [message, setMessage] = useState('');
  // Company staff book for their company unless they choose otherwise.
  const [forCompany, setForCompany] = useState(companyName !== null);
  const [department, setDepartment] = useState('');
  const mutation = useRequestBooking();
  const minimum = useMemo(() => earliestStartInput(new Date()), []);

  const named = namedParticipantsOf(participants);
  const count = participantCountOf(participants);
  const summary = requestPriceSummary({
    unitPriceMinor: topic.price,
    participants: count,
    namedCount: named.length,
    vatRateBasisPoints: topic.vatRate,
    currency: topic.currency,
  });

  const chosen = dates.filter((date) => date !== '');
  const input = {
    topicId: topic.id,
    dates: chosen.map(instantOfLocalInput),
    participants: Math.max(count, 0),
    named,
    delivery,
    location: location.trim(),
    message: message.trim(),
    forCompany,
    ...(forCompany && department !== '' ? { department } : {}),
  };
  const form = useContractForm({
    schema: requestbooking.request,
    mutation,
    ownChecks: () => {
      const local: Record<string, string> = {};
      if (chosen.some((date) => date < minimum)) local.dates = 'bookings.request.dateTooSoon';
      if (participants.mode === 'named' && named.length === 0) local.named = 'validation.required';
      return local;
    },
  });
  const { problems } = form;

  const submit = form.onSubmit(
    () => ({ ...input, participants: input.participants === 0 ? '' : input.participants }),
    async () => {
      const reply = await mutation.mutateAsync(input);
      void navigate(`/mybooking/${reply.booking.id}`);
    },
  );

  return (
    <form className="booking-form" onSubmit={submit} noValidate>
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
                <span className="visually-hidden" id={`${fieldId('dates')}-${index}-label`}>
                  {t('bookings.request.dateNumber', { number: index + 1 })}
                </span>
                <DateField
                  kind="datetime"
                  control={{ ...control, id: `${fieldId('dates')}-${index}` }}
                  labelledBy={`${fieldId('dates')}-${index}-label`}
                  min={minimum}
                  value={date}
                  onChange={(value) =>
                    setDates((all) => all.map((old, at) => (at === index ? value : old)))
                  }
                  testId={`booking-date-${index}`}
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
      <CourseDaysNote topic={topic} firstDate={chosen[0] ?? null} />

      <ParticipantsField
        id={fieldId('participants')}
        value={participants}
        onChange={setParticipants}
        suggestCompanyPeople={forCompany}
        countLabel={t('bookings.request.participants')}
        countMax={bookingLimits.participantsMax}
        namedMax={bookingLimits.namedParticipantsMax}
        problems={{ count: problems.participants, named: problems.named }}
        countTestId="booking-participants"
      />

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

      <TextAreaField
        id={fieldId('message')}
        label={t('bookings.request.message')}
        problem={problems.message}
        optional
        value={message}
        onChange={setMessage}
        maxLength={bookingLimits.messageMax}
        rows={3}
        testId="booking-message"
      />

      <ForWhomChoice companyName={companyName} forCompany={forCompany} onChange={setForCompany} />
      {forCompany ? (
        <CompanyBudgetFields
          id={fieldId('department')}
          department={department}
          onDepartmentChange={setDepartment}
          problem={problems.department}
          grossMinor={summary.grossMinor}
          date={dates[0] ? instantOfLocalInput(dates[0]) : null}
          currency={topic.currency}
          providerId={topic.providerId}
        />
      ) : null}

      <PriceSummary price={summary} heading={t('bookings.price.estimate')} />

      <FormError message={form.formError} testId="booking-request-error" />
      <div className="booking-form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('bookings.request.cancel')}
        </button>
        <SubmitButton
          isPending={form.isPending}
          label={t('bookings.request.send')}
          pendingLabel={t('bookings.request.sending')}
          testId="booking-request-submit"
        />
      </div>
    </form>
  );
}

/**
 * A course of more than a day's hours says, before it is requested, the days it will take from
 * the first proposed date (contracts/training-days.ts); the trainer confirms or changes them.
 */
function CourseDaysNote({ topic, firstDate }: { topic: BookableTopic; firstDate: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hours = topic.durationHours ?? null;
  if (hours === null || hours <= trainingHoursPerDay) return null;
  const days = firstDate ? trainingDays(new Date(instantOfLocalInput(firstDate)), hours) : [];
  return (
    <p className="muted booking-days-note" data-testid="booking-days-note">
      {days.length > 0
        ? t('bookings.request.courseDays', {
            hours,
            count: days.length,
            days: days.map((day) => formatDate(day.startsAt, language, 'medium')).join(', '),
          })
        : t('bookings.request.courseHours', { hours })}
    </p>
  );
}
