import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '../../../components/catalogue/fallback-image.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatPrice } from '../../../lib/format.ts';
import type { EventForm } from '../api/get-my-event.ts';
import {
  isHeldDraft,
  publishesListing,
  usePublicationTransitions,
  type PublicationTransition,
} from '../../../shared/states/publication.ts';
import { usePublishEvent } from '../api/publish-event.ts';
import { publishProblemsOf, type PublishProblem } from '../utils/publish-problems.ts';
import { EventWhen } from './event-when.tsx';
import { ProviderOnlyNotice } from './provider-only-notice.tsx';
import { PublishProblems } from './publish-problems.tsx';

interface EventPublishStepProps {
  event: EventForm;
  /** The same event's instants (from its page), for the preview of its times. */
  instants: { startsAt: string; endsAt: string } | null;
  onBack: () => void;
}

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/** A preview of the event as visitors will see it, what it still needs, and Publish. */
export function EventPublishStep({ event, instants, onBack }: EventPublishStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const publish = usePublishEvent();
  const [problems, setProblems] = useState<PublishProblem[] | null>(null);
  const [justPublished, setJustPublished] = useState(false);
  const isPublished = event.status === 'published';
  const transitions = usePublicationTransitions(event.status);

  const checks = [
    { key: 'title', done: event.title !== '' },
    { key: 'description', done: hasText(event.description) },
    event.delivery === 'online'
      ? { key: 'onlineUrl', done: Boolean(event.onlineUrl) }
      : { key: 'location', done: Boolean(event.location) },
    { key: 'images', done: event.images.length > 0, optional: true },
  ];

  const fire = async (transition: PublicationTransition) => {
    setProblems(null);
    setJustPublished(false);
    try {
      await publish.mutateAsync({ id: event.id, publish: publishesListing(transition) });
      setJustPublished(publishesListing(transition));
    } catch (error) {
      setProblems(publishProblemsOf(error));
    }
  };

  const where =
    event.delivery === 'online'
      ? t('catalogue.delivery.online')
      : [t(`catalogue.delivery.${event.delivery}`), event.location].filter(Boolean).join(' · ');

  return (
    <section className="card event-step-panel" aria-labelledby="event-publish-title">
      <header className="event-step-head">
        <h2 className="listing-section-title" id="event-publish-title">
          {t('events.publish.title')}
        </h2>
        <p className="listing-section-intro">{t('events.publish.intro')}</p>
      </header>
      <div className="event-publish-grid">
        <article className="event-preview" aria-label={t('events.publish.preview')}>
          <FallbackImage src={event.images[0]?.card ?? null} alt="" width={480} height={320} />
          <div className="event-preview-body">
            {instants ? (
              <EventWhen event={{ ...instants, timeZone: event.timeZone }} showZone={false} />
            ) : null}
            <h3 className="event-preview-title">{event.title}</h3>
            <p className="muted">{where}</p>
            <p className="event-preview-price">
              {event.price === 0
                ? t('catalogue.free')
                : formatPrice(event.price, language, event.currency)}
            </p>
          </div>
        </article>
        <div>
          <h3 className="event-checklist-title">{t('events.publish.checklist')}</h3>
          <ul className="event-checklist">
            {checks.map((check) => (
              <li key={check.key} className={check.done ? 'is-done' : 'is-missing'}>
                <span className="event-check-mark" aria-hidden="true">
                  {check.done ? <CheckIcon size={14} /> : '!'}
                </span>
                <span>
                  {t(`events.publish.checks.${check.key}`)}
                  <span className="visually-hidden">
                    {' '}
                    (
                    {t(
                      check.done
                        ? 'events.publish.done'
                        : check.optional
                          ? 'events.publish.recommended'
                          : 'events.publish.missing',
                    )}
                    )
                  </span>
                  {!check.done && check.optional ? (
                    <span className="event-check-optional">
                      {' '}
                      · {t('events.publish.recommended')}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div aria-live="polite">
        {problems ? <PublishProblems problems={problems} /> : null}
        {justPublished && isPublished ? (
          <p className="alert alert-success" data-testid="event-published">
            {t('events.publish.published')}{' '}
            <Link to={`/event/Q/${event.url}`}>{t('events.publish.viewPage')}</Link>
            {' · '}
            <Link to="/event/manage_event">{t('events.publish.toManage')}</Link>
          </p>
        ) : null}
      </div>
      <div className="listing-actions">
        <button type="button" className="btn btn-ghost listing-actions-back" onClick={onBack}>
          {t('events.steps.backToImages')}
        </button>
        <Link className="btn btn-secondary" to={`/event/Q/${event.url}`}>
          {t(isPublished ? 'events.publish.viewPage' : 'events.publish.previewPage')}
        </Link>
        {transitions.map((transition) =>
          transition === 'publish' ? (
            <button
              key={transition}
              type="button"
              className="btn btn-accent"
              disabled={publish.isPending}
              onClick={() => void fire(transition)}
            >
              {publish.isPending ? t('events.publish.publishing') : t('events.actions.publish')}
            </button>
          ) : (
            <button
              key={transition}
              type="button"
              className="btn btn-secondary"
              disabled={publish.isPending}
              onClick={() => void fire(transition)}
            >
              {t('events.actions.unpublish')}
            </button>
          ),
        )}
      </div>
      {isHeldDraft(event.status, transitions) ? <ProviderOnlyNotice variant="inline" /> : null}
    </section>
  );
}
