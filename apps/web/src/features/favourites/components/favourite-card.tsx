import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '../../../components/catalogue/fallback-image.tsx';
import { StarRating } from '../../../components/catalogue/star-rating.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatPrice } from '../../../lib/format.ts';
import type { Favourite } from '../api/get-favourites.ts';
import '../../../components/catalogue/catalogue.css';

/**
 * A favourite as the product's screen shows it: image (default on failure), title, star rating and
 * link to the topic; with the provider and price like every topic card.
 */
export function FavouriteCard({ favourite, action }: { favourite: Favourite; action?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="catalogue-card topic-card" data-testid="favourite-card">
      <div className="catalogue-card-media">
        <FallbackImage
          src={favourite.image}
          alt=""
          loading="lazy"
          width={480}
          height={320}
          data-testid="favourite-image"
        />
        {action && <div className="catalogue-card-action">{action}</div>}
      </div>
      <div className="catalogue-card-body">
        <h3 className="catalogue-card-title">
          <Link to={favourite.link} className="catalogue-card-link">
            {favourite.title}
          </Link>
        </h3>
        <Link to={`/${favourite.username}`} className="catalogue-card-provider">
          @{favourite.username}
        </Link>
        <div className="catalogue-card-footer">
          <StarRating rating={favourite.rating} reviewCount={favourite.reviewCount} />
          <span className="catalogue-card-price">
            {favourite.price === 0
              ? t('catalogue.free')
              : formatPrice(favourite.price, language, favourite.currency)}
          </span>
        </div>
      </div>
    </article>
  );
}
