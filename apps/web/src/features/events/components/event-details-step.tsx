import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorMessageKey, fieldProblemsOf } from '../../../shared/errors/error-message.ts';
import { useAddEvent } from '../api/add-event.ts';
import { useEventTopicOptions } from '../api/get-event-topic-options.ts';
import type { EventForm } from '../api/get-my-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import {
  checkDraft,
  draftFieldOfServerField,
  draftOf,
  emptyDraft,
  type DraftProblems,
  type EventDraft,
} from '../utils/event-draft.ts';
import {
  BasicsSection,
  fieldId,
  TicketsSection,
  TopicSection,
  WhenSection,
  WhereSection,
} from './event-form-sections.tsx';

interface EventDetailsStepProps {
  /** The event being edited, or null for a new one. */
  event: EventForm | null;
  viewerZone: string;
  onSaved: (saved: { id: number; url: string }) => void;
}

/** The order fields appear in, to focus the first one with a problem. */
const fieldOrder: Array<keyof EventDraft> = [
  'title',
  'description',
  'language',
  'startDate',
  'endDate',
  'timeZone',
  'location',
  'onlineUrl',
  'capacity',
  'price',
  'topicId',
];

function focusFirst(problems: DraftProblems) {
  const first = fieldOrder.find((field) => problems[field]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

/** The event's details in five sections; saving creates the draft or updates the event. */
export function EventDetailsStep({ event, viewerZone, onSaved }: EventDetailsStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState<EventDraft>(() =>
    event ? draftOf(event, language) : emptyDraft(viewerZone),
  );
  const [problems, setProblems] = useState<DraftProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const topics = useEventTopicOptions();
  const add = useAddEvent();
  const update = useUpdateEvent();
  const isSaving = add.isPending || update.isPending;

  const set = <K extends keyof EventDraft>(field: K, value: EventDraft[K]) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      // A one-day event is the common case: the end date follows the start until it is set later.
      if (field === 'startDate' && (current.endDate === '' || current.endDate < String(value))) {
        next.endDate = String(value);
      }
      return next;
    });
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    setFormError(null);
    const checked = checkDraft(draft);
    if (checked.problems) {
      setProblems(checked.problems);
      focusFirst(checked.problems);
      return;
    }
    setProblems({});
    try {
      const saved = event
        ? await update.mutateAsync({ id: event.id, ...checked.input })
        : await add.mutateAsync(checked.input);
      onSaved(saved);
    } catch (error) {
      const fromServer = Object.entries(fieldProblemsOf(error));
      if (fromServer.length > 0) {
        const found: DraftProblems = {};
        for (const [name, messageKey] of fromServer) {
          found[draftFieldOfServerField[name] ?? (name as keyof EventDraft)] = messageKey;
        }
        setProblems(found);
        focusFirst(found);
      }
      setFormError(errorMessageKey(error));
    }
  };

  const sectionProps = { draft, problems, set };
  return (
    <form
      className="listing-form"
      noValidate
      aria-labelledby="event-editor-title"
      onSubmit={(submitEvent) => void onSubmit(submitEvent)}
      data-testid="event-form"
    >
      <BasicsSection {...sectionProps} />
      <WhenSection {...sectionProps} viewerZone={viewerZone} />
      <WhereSection {...sectionProps} />
      <TicketsSection {...sectionProps} />
      <TopicSection {...sectionProps} topics={topics.data ?? (topics.isError ? [] : null)} />
      <div className="event-form-footer">
        <div aria-live="polite">
          {formError ? (
            <p className="alert alert-error" role="alert" data-testid="event-form-error">
              {t(formError)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary btn-lg" disabled={isSaving}>
          {isSaving
            ? t('events.form.saving')
            : t(event ? 'events.form.saveChanges' : 'events.form.saveDraft')}
        </button>
      </div>
    </form>
  );
}
