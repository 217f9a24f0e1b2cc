import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageOptions } from '@app/contracts/locales';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import type { EventDetail } from '../api/get-event-detail.ts';
import { EventWhen } from './event-when.tsx';

interface EventFactsProps {
  event: EventDetail;
}

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="event-fact" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When, where, how to join, places, price, language and the linked topic, as a list of facts. */
export function EventFacts({ event }: EventFactsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const usesLink = event.delivery !== 'in_person';
  const languageName = languageOptions.find(
    (option) => option.code === event.language,
  )?.native_name;
  return (
    <dl className="event-facts" data-testid="event-facts">
      <Fact label={t('events.page.when')}>
        <EventWhen event={event} />
      </Fact>
      <Fact label={t('events.page.where')} testId="event-where">
        <span className="event-delivery-badge">{t(`catalogue.delivery.${event.delivery}`)}</span>
        {event.delivery !== 'online' && event.location ? (
          <span className="event-fact-line">{event.location}</span>
        ) : null}
      </Fact>
      {usesLink && event.hasOnlineUrl ? (
        <Fact label={t('events.page.onlineLink')} testId="event-online-link">
          {event.onlineUrl ? (
            <a
              href={event.onlineUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="event-online-url"
            >
              {event.onlineUrl}
            </a>
          ) : (
            // The link is the organiser's and the attendees' (the server gives it to no one else).
            <span className="muted" data-testid="event-link-for-attendees">
              {t('events.page.linkForAttendees')}
            </span>
          )}
        </Fact>
      ) : null}
      <Fact label={t('events.page.price')}>
        <span className="event-price-value">
          {event.price === 0
            ? t('catalogue.free')
            : formatPrice(event.price, language, event.currency)}
        </span>
      </Fact>
      {event.capacity !== null ? (
        <Fact label={t('events.page.capacity')}>
          {t('events.page.places', {
            count: event.capacity,
            number: formatNumber(event.capacity, language),
          })}
        </Fact>
      ) : null}
      {languageName ? <Fact label={t('events.page.language')}>{languageName}</Fact> : null}
      {event.topic ? (
        <Fact label={t('events.page.topic')}>
          <Link to={`/topic/${event.topic.url}`}>{event.topic.title}</Link>
        </Fact>
      ) : null}
    </dl>
  );
}
