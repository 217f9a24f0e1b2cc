import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf, errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useEventDetail } from '../api/get-event-detail.ts';
import { useMyEvent, type EventForm } from '../api/get-my-event.ts';
import { EventDetailsStep } from './event-details-step.tsx';
import { EventImagesStep } from './event-images-step.tsx';
import { EventPublishStep } from './event-publish-step.tsx';
import { EventSteps, type EditorStep } from './event-steps.tsx';
import { StatusBadge } from './status-badge.tsx';
import '../../../shared/forms/listing-form.css';
import './event-editor.css';

export type { EditorStep };

interface EventEditorProps {
  /** The event to edit (`?id=`), or null for a new one. */
  eventId: number | null;
  step: EditorStep;
  viewerId: number;
  viewerZone: string;
  /** Go to a step of a saved event (the route keeps both in the URL). */
  onGo: (eventId: number, step: EditorStep) => void;
}

/** Creating or editing an event: details (saved as a draft), then images, then publishing. */
export function EventEditor({ eventId, step, viewerId, viewerZone, onGo }: EventEditorProps) {
  const { t } = useTranslation();
  const existing = useMyEvent(eventId);
  const event = existing.data ?? null;

  if (eventId !== null && existing.isPending) {
    return (
      <div className="loading-block" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('app.loading')}</span>
      </div>
    );
  }
  if (eventId !== null && existing.isError) {
    const code = errorCodeOf(existing.error);
    const isMissing = code === 'listing_not_found' || code === 'forbidden';
    return (
      <div className="card event-empty" role="alert">
        <p>{t(isMissing ? 'events.editor.notFound' : errorMessageKey(existing.error))}</p>
        <Link className="btn btn-primary" to="/event/manage_event">
          {t('events.manage.title')}
        </Link>
      </div>
    );
  }

  const shownStep = event ? step : 'details';
  return (
    <div className="listing-editor" data-testid="event-editor">
      <header className="listing-head">
        <div>
          <h1 className="page-title" id="event-editor-title">
            {t(event ? 'events.editor.editTitle' : 'events.editor.addTitle')}
          </h1>
          <p className="muted">{t(event ? 'events.editor.editIntro' : 'events.editor.addIntro')}</p>
        </div>
        {event ? <StatusBadge status={event.status} /> : null}
      </header>
      <EventSteps
        current={shownStep}
        canLeaveDetails={event !== null}
        onSelect={(next) => (event ? onGo(event.id, next) : undefined)}
      />
      <StepContent
        step={shownStep}
        event={event}
        viewerId={viewerId}
        viewerZone={viewerZone}
        onGo={onGo}
      />
    </div>
  );
}

function StepContent({
  step,
  event,
  viewerId,
  viewerZone,
  onGo,
}: {
  step: EditorStep;
  event: EventForm | null;
  viewerId: number;
  viewerZone: string;
  onGo: EventEditorProps['onGo'];
}) {
  // The owner may read the draft's page: it gives the instants for the preview's times.
  const page = useEventDetail(event?.url ?? '', viewerId, step === 'publish');
  if (step === 'images' && event) {
    return (
      <EventImagesStep
        eventId={event.id}
        images={event.images}
        onBack={() => onGo(event.id, 'details')}
        onNext={() => onGo(event.id, 'publish')}
      />
    );
  }
  if (step === 'publish' && event) {
    return (
      <EventPublishStep
        event={event}
        instants={page.data ?? null}
        onBack={() => onGo(event.id, 'images')}
      />
    );
  }
  return (
    <EventDetailsStep
      // A new key after saving starts the form from what the server stored.
      key={event?.id ?? 'new'}
      event={event}
      viewerZone={viewerZone}
      onSaved={(saved) => onGo(saved.id, 'images')}
    />
  );
}
