import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProviderCard } from '@app/contracts/catalogue';
import { StarRating } from '../../../components/catalogue/star-rating.tsx';

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

/** Providers to discover, each card a link to their public profile. */
export function FeaturedTrainers({ trainers }: { trainers: ProviderCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className="trainer-grid" aria-label={t('home.trainers.title')}>
      {trainers.map((trainer) => (
        <li key={trainer.userId}>
          <article className="trainer-card" data-testid="trainer-card">
            <Avatar trainer={trainer} />
            <div className="trainer-card-body">
              <h3 className="trainer-card-name">
                <Link to={`/${trainer.username}`} className="trainer-card-link">
                  {trainer.name}
                </Link>
              </h3>
              <p className="trainer-card-username">@{trainer.username}</p>
              {trainer.headline && <p className="trainer-card-headline">{trainer.headline}</p>}
              <div className="trainer-card-facts">
                <StarRating rating={trainer.rating} reviewCount={trainer.reviewCount} />
                <span>{t('home.trainers.topics', { count: trainer.topicCount })}</span>
              </div>
              {trainer.location && <p className="trainer-card-location">{trainer.location}</p>}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
