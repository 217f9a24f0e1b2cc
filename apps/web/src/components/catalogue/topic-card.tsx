import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopicCard as TopicCardData } from '@app/contracts/catalogue';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatPrice } from '../../lib/format.ts';
import { FallbackImage } from './fallback-image.tsx';
import { StarRating } from './star-rating.tsx';
import './catalogue.css';

/**
 * The topic card of every list (docs/product.md): image with the default fallback, title linking to
 * /topic/{url}, provider linking to /{username}, stars in halves, price in the viewer's locale.
 * `action` is a slot for what the page composes in (the favourite toggle).
 */
export function TopicCard({
  topic,
  action,
  eager = false,
}: {
  topic: TopicCardData;
  action?: ReactNode;
  /** One of the first cards a list shows: its image loads at once, not when scrolled to. */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="catalogue-card topic-card" data-testid="topic-card">
      <div className="catalogue-card-media">
        <FallbackImage
          src={topic.thumbImage}
          alt=""
          width={480}
          height={320}
          {...cardImage(eager)}
        />
        {action && <div className="catalogue-card-action">{action}</div>}
      </div>
      <div className="catalogue-card-body">
        <span className="catalogue-card-kicker">{t(`categories.${topic.category}`)}</span>
        <h3 className="catalogue-card-title">
          <Link to={`/topic/${topic.url}`} className="catalogue-card-link">
            {topic.topic}
          </Link>
        </h3>
        <Link to={`/${topic.username}`} className="catalogue-card-provider">
          {topic.providerName === topic.username ? `@${topic.username}` : topic.providerName}
        </Link>
        <div className="catalogue-card-footer">
          <StarRating rating={topic.ratingCount} reviewCount={topic.reviewCount} />
          <span className="catalogue-card-price">
            {topic.price === 0
              ? t('catalogue.free')
              : formatPrice(topic.price, language, topic.currency)}
          </span>
        </div>
      </div>
    </article>
  );
}

/** How many cards of a results list load their image at once (a desktop row; a phone's screen). */
export const eagerCards = 4;

/**
 * A card image's loading: the first cards of a results page are likely the largest paint, so
 * they load at once and early; the others when scrolled near.
 */
export const cardImage = (eager: boolean) =>
  eager ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);

/** A responsive grid of cards, with the list's own accessible name. */
export function CardGrid<Item>({
  label,
  items,
  itemKey,
  renderItem,
}: {
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item, index: number) => ReactNode;
}) {
  return (
    <ul className="card-grid" aria-label={label}>
      {items.map((item, index) => (
        <li key={itemKey(item)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}
