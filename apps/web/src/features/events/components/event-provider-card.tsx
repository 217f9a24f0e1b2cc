import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetail } from '../api/get-event-detail.ts';

/** Who organises the event, linking to their public profile. */
export function EventProviderCard({ provider }: { provider: EventDetail['provider'] }) {
  const { t } = useTranslation();
  return (
    <section
      className="card event-provider"
      aria-labelledby="event-provider-title"
      data-testid="event-provider"
    >
      <h2 className="event-side-title" id="event-provider-title">
        {t('events.page.organiser')}
      </h2>
      <div className="event-provider-body">
        {provider.thumbImage ? (
          <img
            className="event-provider-avatar"
            src={provider.thumbImage}
            alt=""
            width={56}
            height={56}
          />
        ) : (
          <span className="event-provider-avatar event-provider-initial" aria-hidden="true">
            {provider.name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <p className="event-provider-name">{provider.name}</p>
          <Link to={`/${provider.username}`} className="event-provider-username">
            @{provider.username}
          </Link>
          {provider.headline ? (
            <p className="event-provider-headline">{provider.headline}</p>
          ) : null}
        </div>
      </div>
      <Link to={`/${provider.username}`} className="btn btn-secondary btn-block">
        {t('events.page.viewProfile')}
      </Link>
    </section>
  );
}
