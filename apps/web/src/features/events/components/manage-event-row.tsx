import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '../../../components/catalogue/fallback-image.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatEventRange } from '../../../lib/event-time.ts';
import { formatPrice } from '../../../lib/format.ts';
import type { MyEventItem } from '../api/get-my-events.ts';
import {
  publishesListing,
  usePublicationTransitions,
  type PublicationTransition,
} from '../../../shared/states/publication.ts';
import { usePublishEvent } from '../api/publish-event.ts';
import { publishProblemsOf, type PublishProblem } from '../utils/publish-problems.ts';
import { StatusBadge } from './status-badge.tsx';
import { PublishProblems } from './publish-problems.tsx';

interface ManageEventRowProps {
  event: MyEventItem;
  onDelete: (event: MyEventItem) => void;
  onChanged: (message: string) => void;
}

/** One own event: thumbnail, title, dates in the viewer's zone, status, and what can be done. */
export function ManageEventRow({ event, onDelete, onChanged }: ManageEventRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const publish = usePublishEvent();
  const [problems, setProblems] = useState<PublishProblem[] | null>(null);
  const transitions = usePublicationTransitions(event.status);

  const fire = async (transition: PublicationTransition) => {
    setProblems(null);
    try {
      await publish.mutateAsync({ id: event.id, publish: publishesListing(transition) });
      onChanged(
        t(transition === 'unpublish' ? 'events.manage.unpublished' : 'events.manage.publishedOne', {
          title: event.title,
        }),
      );
    } catch (error) {
      setProblems(publishProblemsOf(error));
    }
  };

  const place =
    event.delivery === 'online'
      ? t('catalogue.delivery.online')
      : (event.location ?? t(`catalogue.delivery.${event.delivery}`));
  return (
    <li className="card event-row" data-testid="manage-event-row">
      <div className="event-row-main">
        <FallbackImage
          className="event-row-thumb"
          src={event.thumbImage}
          alt=""
          width={120}
          height={80}
          loading="lazy"
        />
        <div className="event-row-text">
          <div className="event-row-top">
            <StatusBadge status={event.status} />
            <time className="event-row-when" dateTime={event.startsAt}>
              {formatEventRange(event.startsAt, event.endsAt, language)}
            </time>
          </div>
          <h2 className="event-row-title">
            <Link to={`/event/Q/${event.url}`}>{event.title}</Link>
          </h2>
          <p className="event-row-meta">
            {place} ·{' '}
            {event.price === 0
              ? t('catalogue.free')
              : formatPrice(event.price, language, event.currency)}
          </p>
        </div>
      </div>
      <div className="event-row-actions">
        <Link
          className="btn btn-secondary"
          to={`/event/addevent?id=${event.id}`}
          aria-label={t('events.actions.editNamed', { title: event.title })}
        >
          {t('events.actions.edit')}
        </Link>
        {transitions.map((transition) => (
          <button
            key={transition}
            type="button"
            className="btn btn-secondary"
            disabled={publish.isPending}
            onClick={() => void fire(transition)}
            aria-label={t(`events.actions.${transition}Named`, { title: event.title })}
          >
            {t(`events.actions.${transition}`)}
          </button>
        ))}
        <Link
          className="btn btn-ghost"
          to={`/event/Q/${event.url}`}
          aria-label={t('events.actions.viewNamed', { title: event.title })}
        >
          {t('events.actions.view')}
        </Link>
        <button
          type="button"
          className="btn btn-ghost event-row-delete"
          onClick={() => onDelete(event)}
          aria-label={t('events.actions.deleteNamed', { title: event.title })}
        >
          {t('events.actions.delete')}
        </button>
      </div>
      {problems ? (
        <div className="event-row-problems">
          <PublishProblems problems={problems} />
          <Link to={`/event/addevent?id=${event.id}`}>{t('events.manage.completeIt')}</Link>
        </div>
      ) : null}
    </li>
  );
}
