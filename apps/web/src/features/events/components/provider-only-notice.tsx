import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './event-editor.css';

/** What a seeker sees instead of the event editor: only providers publish events. */
export function ProviderOnlyNotice() {
  const { t } = useTranslation();
  return (
    <section
      className="card event-provider-notice"
      aria-labelledby="event-provider-notice-title"
      data-testid="event-provider-notice"
    >
      <span className="event-provider-notice-icon" aria-hidden="true">
        ★
      </span>
      <h1 className="page-title" id="event-provider-notice-title">
        {t('events.providerOnly.title')}
      </h1>
      <p>{t('events.providerOnly.text')}</p>
      <p className="muted">{t('events.providerOnly.how')}</p>
      <div className="event-provider-notice-actions">
        <Link className="btn btn-primary" to="/settings">
          {t('events.providerOnly.settings')}
        </Link>
        <Link className="btn btn-ghost" to="/event">
          {t('events.providerOnly.browse')}
        </Link>
      </div>
    </section>
  );
}
