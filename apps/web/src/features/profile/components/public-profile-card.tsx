import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './public-profile-card.css';

interface PublicProfileCardProps {
  username: string;
  displayName: string;
}

/** What is public about a user today: the name and username (more arrives with the profile API). */
export function PublicProfileCard({ username, displayName }: PublicProfileCardProps) {
  const { t } = useTranslation();
  return (
    <article className="card public-profile" data-testid="public-profile">
      <span className="public-profile-avatar" aria-hidden="true">
        {displayName.charAt(0).toUpperCase()}
      </span>
      <div>
        <p className="public-profile-kicker">{t('profile.publicProfile')}</p>
        <h1 className="page-title">{displayName}</h1>
        <p className="muted">{t('profile.username', { username })}</p>
        <Link to={`/search?username=${encodeURIComponent(username)}`}>
          {t('profile.searchTopics')}
        </Link>
      </div>
    </article>
  );
}
