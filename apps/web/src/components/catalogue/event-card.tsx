import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventCard as EventCardData } from '@app/contracts/catalogue';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatPrice } from '../../lib/format.ts';
import { formatEventRange } from '../../lib/event-time.ts';
import { useTimeZone } from '../../lib/intl.ts';
import { FallbackImage } from './fallback-image.tsx';
import { cardImage } from './topic-card.tsx';
import './catalogue.css';

/** An event in lists: image, date in the viewer's time zone, title to /event/Q/{url}, place, price. */
export function EventCard({
  event,
  eager = false,
}: {
  event: EventCardData;
  /** One of the first cards a list shows: its image loads at once (topic-card.tsx's cardImage). */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTimeZone();
  return (
    <article className="catalogue-card event-card" data-testid="event-card">
      <div className="catalogue-card-media">
        <FallbackImage
          src={event.thumbImage}
          alt=""
          width={480}
          height={320}
          {...cardImage(eager)}
        />
      </div>
      <div className="catalogue-card-body">
        <time className="catalogue-card-kicker" dateTime={event.startsAt}>
          {formatEventRange(event.startsAt, event.endsAt, language, timeZone)}
        </time>
        <h3 className="catalogue-card-title">
          <Link to={`/event/Q/${event.url}`} className="catalogue-card-link">
            {event.title}
          </Link>
        </h3>
        <span className="catalogue-card-meta">
          {event.delivery === 'online' ? t('catalogue.delivery.online') : (event.location ?? '')}
        </span>
        <div className="catalogue-card-footer">
          <Link to={`/${event.username}`} className="catalogue-card-provider">
            {event.providerName === event.username ? `@${event.username}` : event.providerName}
          </Link>
          <span className="catalogue-card-price">
            {event.price === 0
              ? t('catalogue.free')
              : formatPrice(event.price, language, event.currency)}
          </span>
        </div>
      </div>
    </article>
  );
}
