import { useTranslation } from 'react-i18next';
import { catalogueLimits, currencies, deliveryModes } from '@app/contracts/catalogue';
import { languageOptions } from '@app/contracts/locales';
import { RichTextEditor } from '../../../components/ui/rich-text-editor.tsx';
import type { EventTopicOption } from '../api/get-event-topic-options.ts';
import type { DraftProblems, EventDraft } from '../utils/event-draft.ts';
import { placeOf } from '../utils/time-zone-options.ts';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { FormField, FormFieldset } from '../../../shared/forms/form-field.tsx';
import { FormSection } from '../../../shared/forms/form-section.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';

export interface SectionProps {
  draft: EventDraft;
  problems: DraftProblems;
  set: <K extends keyof EventDraft>(field: K, value: EventDraft[K]) => void;
}

export const fieldId = (field: keyof EventDraft) => `event-${field}`;

export function BasicsSection({ draft, problems, set }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection
      id="event-section-1"
      number={1}
      title={t('events.form.basics')}
      intro={t('events.form.basicsIntro')}
    >
      <FormField
        id={fieldId('title')}
        label={t('events.fields.title')}
        hint={t('events.fields.titleHint')}
        problem={problems.title}
        required
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={draft.title}
            maxLength={catalogueLimits.titleMax}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={fieldId('description')}
        label={t('events.fields.description')}
        hint={t('events.fields.descriptionHint')}
        problem={problems.description}
        labelKind="text"
      >
        {(control) => (
          <RichTextEditor
            id={control.id}
            value={draft.description}
            onChange={(html) => set('description', html)}
            labelledBy={`${control.id}-label`}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
            placeholder={t('events.fields.descriptionPlaceholder')}
          />
        )}
      </FormField>
      <FormField
        id={fieldId('language')}
        label={t('events.fields.language')}
        problem={problems.language}
        className="event-field-narrow"
      >
        {(control) => (
          <select
            {...control}
            className="input"
            value={draft.language}
            onChange={(event) => set('language', event.target.value)}
          >
            <option value="">{t('events.fields.languageAny')}</option>
            {languageOptions.map((option) => (
              <option key={option.code} value={option.code}>
                {option.native_name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FormSection>
  );
}

export function WhenSection({
  draft,
  problems,
  set,
  viewerZone,
}: SectionProps & { viewerZone: string }) {
  const { t } = useTranslation();
  const dateTime = (which: 'start' | 'end') => {
    const dateField = which === 'start' ? 'startDate' : 'endDate';
    const timeField = which === 'start' ? 'startTime' : 'endTime';
    return (
      <FormFieldset
        id={fieldId(dateField)}
        label={t(`events.fields.${which}`)}
        problem={problems[dateField]}
        required
        className="event-when"
      >
        {(control) => (
          <div className="event-when-inputs">
            <div className="event-when-part">
              <span className="event-when-part-label" id={`${fieldId(dateField)}-label`}>
                {t('events.fields.date')}
              </span>
              <DateField
                control={{ id: fieldId(dateField), 'aria-invalid': control['aria-invalid'] }}
                labelledBy={`${fieldId(dateField)}-label`}
                value={draft[dateField]}
                onChange={(value) => set(dateField, value)}
              />
            </div>
            <div className="event-when-part">
              <span className="event-when-part-label" id={`${fieldId(timeField)}-label`}>
                {t('events.fields.time')}
              </span>
              <DateField
                kind="time"
                control={{ id: fieldId(timeField), 'aria-invalid': control['aria-invalid'] }}
                labelledBy={`${fieldId(timeField)}-label`}
                value={draft[timeField]}
                onChange={(value) => set(timeField, value)}
              />
            </div>
          </div>
        )}
      </FormFieldset>
    );
  };
  return (
    <FormSection
      id="event-section-2"
      number={2}
      title={t('events.form.when')}
      intro={t('events.form.whenIntro')}
    >
      <div className="listing-row">
        {dateTime('start')}
        {dateTime('end')}
      </div>
      <FormField
        id={fieldId('timeZone')}
        label={t('events.fields.timeZone')}
        hint={
          draft.timeZone === viewerZone
            ? t('events.fields.timeZoneHint', { zone: placeOf(draft.timeZone) })
            : t('events.fields.timeZoneOther', {
                zone: placeOf(draft.timeZone),
                yours: placeOf(viewerZone),
              })
        }
        problem={problems.timeZone}
        required
      >
        {(control) => (
          <TimeZoneSelect
            {...control}
            value={draft.timeZone}
            viewerZone={viewerZone}
            onChange={(zone) => set('timeZone', zone)}
          />
        )}
      </FormField>
    </FormSection>
  );
}

export function WhereSection({ draft, problems, set }: SectionProps) {
  const { t } = useTranslation();
  const usesPlace = draft.delivery !== 'online';
  const usesLink = draft.delivery !== 'in_person';
  return (
    <FormSection
      id="event-section-3"
      number={3}
      title={t('events.form.where')}
      intro={t('events.form.whereIntro')}
    >
      <FormFieldset id={fieldId('delivery')} label={t('events.fields.delivery')}>
        {() => (
          <div className="listing-choices">
            {deliveryModes.map((mode) => (
              <label key={mode} className="listing-choice">
                <input
                  type="radio"
                  name="event-delivery"
                  value={mode}
                  checked={draft.delivery === mode}
                  onChange={() => set('delivery', mode)}
                />
                <span>{t(`catalogue.delivery.${mode}`)}</span>
              </label>
            ))}
          </div>
        )}
      </FormFieldset>
      {usesPlace ? (
        <FormField
          id={fieldId('location')}
          label={t('events.fields.location')}
          hint={t('events.fields.locationHint')}
          problem={problems.location}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={draft.location}
              maxLength={catalogueLimits.locationMax}
              autoComplete="street-address"
              onChange={(event) => set('location', event.target.value)}
            />
          )}
        </FormField>
      ) : null}
      {usesLink ? (
        <FormField
          id={fieldId('onlineUrl')}
          label={t('events.fields.onlineUrl')}
          hint={t('events.fields.onlineUrlHint')}
          problem={problems.onlineUrl}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={draft.onlineUrl}
              onChange={(event) => set('onlineUrl', event.target.value)}
            />
          )}
        </FormField>
      ) : null}
    </FormSection>
  );
}

export function TicketsSection({ draft, problems, set }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection
      id="event-section-4"
      number={4}
      title={t('events.form.tickets')}
      intro={t('events.form.ticketsIntro')}
    >
      <div className="listing-row event-form-row-tickets">
        <FormField
          id={fieldId('capacity')}
          label={t('events.fields.capacity')}
          hint={t('events.fields.capacityHint')}
          problem={problems.capacity}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              value={draft.capacity}
              onChange={(event) => set('capacity', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={fieldId('price')}
          label={t('events.fields.price')}
          hint={t('events.fields.priceHint')}
          problem={problems.price}
        >
          {(control) => (
            <div className="event-price">
              <input
                {...control}
                className="input"
                inputMode="decimal"
                placeholder="0"
                value={draft.price}
                onChange={(event) => set('price', event.target.value)}
              />
              <select
                className="input event-currency"
                aria-label={t('events.fields.currency')}
                value={draft.currency}
                onChange={(event) => set('currency', event.target.value)}
              >
                {currencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            </div>
          )}
        </FormField>
      </div>
    </FormSection>
  );
}

export function TopicSection({
  draft,
  problems,
  set,
  topics,
}: SectionProps & { topics: EventTopicOption[] | null }) {
  const { t } = useTranslation();
  return (
    <FormSection
      id="event-section-5"
      number={5}
      title={t('events.form.topic')}
      intro={t('events.form.topicIntro')}
    >
      <FormField
        id={fieldId('topicId')}
        label={t('events.fields.topic')}
        hint={topics && topics.length === 0 ? t('events.fields.topicNone') : undefined}
        problem={problems.topicId}
      >
        {(control) => (
          <select
            {...control}
            className="input"
            value={draft.topicId}
            disabled={topics === null}
            onChange={(event) => set('topicId', event.target.value)}
          >
            <option value="">{t('events.fields.topicEmpty')}</option>
            {(topics ?? []).map((topic) => (
              <option key={topic.id} value={String(topic.id)}>
                {topic.status === 'draft'
                  ? t('events.fields.topicDraft', { title: topic.title })
                  : topic.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FormSection>
  );
}
