import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './topic-wizard.css';

/** What a seeker sees instead of the topic wizard: who publishes topics, and how to become one. */
export function SeekerNotice() {
  const { t } = useTranslation();
  return (
    <section
      className="card topic-notice"
      aria-labelledby="topic-seeker-title"
      data-testid="topic-seeker-notice"
    >
      <span className="topic-notice-icon" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M22 10 12 5 2 10l10 5 10-5Z" />
          <path d="M6 12v5c3 2 9 2 12 0v-5" />
        </svg>
      </span>
      <h1 id="topic-seeker-title" className="page-title">
        {t('topics.seeker.title')}
      </h1>
      <p>{t('topics.seeker.text')}</p>
      <p className="muted">{t('topics.seeker.how')}</p>
      <div className="topic-notice-actions">
        <Link to="/settings" className="btn btn-primary">
          {t('topics.seeker.settings')}
        </Link>
        <Link to="/search" className="btn btn-secondary">
          {t('topics.seeker.browse')}
        </Link>
      </div>
    </section>
  );
}
