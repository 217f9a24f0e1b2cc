import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProviderCard } from '@app/contracts/catalogue';
import { StarRating } from './star-rating.tsx';
import './trainer-card.css';

function Avatar({ trainer }: { trainer: ProviderCard }) {
  const [failed, setFailed] = useState(false);
  if (trainer.thumbImage && !failed) {
    return (
      <img
        className="trainer-avatar"
        src={trainer.thumbImage}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="trainer-avatar trainer-avatar-initial" aria-hidden="true">
      {trainer.name.charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * A trainer in a list (`<li>` of a `trainer-grid`): the name linking to their public profile, the
 * handle under it (once: someone without a name is named by their username), headline, stars,
 * number of topics and place.
 */
export function TrainerCard({ trainer }: { trainer: ProviderCard }) {
  const { t } = useTranslation();
  return (
    <article className="trainer-card" data-testid="trainer-card">
      <Avatar trainer={trainer} />
      <div className="trainer-card-body">
        <h3 className="trainer-card-name">
          <Link to={`/${trainer.username}`} className="trainer-card-link">
            {trainer.name}
          </Link>
        </h3>
        {trainer.name === trainer.username ? null : (
          <p className="trainer-card-username">@{trainer.username}</p>
        )}
        {trainer.headline && <p className="trainer-card-headline">{trainer.headline}</p>}
        <div className="trainer-card-facts">
          <StarRating rating={trainer.rating} reviewCount={trainer.reviewCount} />
          <span>{t('catalogue.topicCount', { count: trainer.topicCount })}</span>
        </div>
        {trainer.location && <p className="trainer-card-location">{trainer.location}</p>}
      </div>
    </article>
  );
}
