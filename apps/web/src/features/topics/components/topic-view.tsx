import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopicCard as TopicCardData } from '@app/contracts/catalogue';
import { StarRating } from '../../../components/catalogue/star-rating.tsx';
import { ImageGallery } from '../../../components/catalogue/image-gallery.tsx';
import { ProviderCard } from '../../../components/catalogue/provider-card.tsx';
import { CardGrid, TopicCard } from '../../../components/catalogue/topic-card.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatPrice } from '../../../lib/format.ts';
import type { TopicPageData } from '../api/get-topic-detail.ts';
import { languageName } from '../../../lib/language-name.ts';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { TopicReviews } from './topic-reviews.tsx';
import './topic-page.css';

interface TopicViewProps {
  data: TopicPageData;
  /** The favourite toggle, composed by the page (features do not import each other). */
  favourite?: ReactNode;
  /** What each related topic's card carries in its action slot. */
  relatedAction?: (card: TopicCardData) => ReactNode;
  /** Shown above the title: the owner's tools on the public page, nothing in the preview. */
  ownerBar?: ReactNode;
  /** "Send a message" to the provider, composed by the page. */
  contact?: ReactNode;
  /** The booking button of the phone's bar fixed at the bottom, beside the price. */
  stickyAction?: ReactNode;
}

/** A topic's public page; the wizard's preview shows the very same component. */
export function TopicView({
  data,
  favourite,
  relatedAction,
  ownerBar,
  contact,
  stickyAction,
}: TopicViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { topic, reviews, related } = data;
  const price =
    topic.price === 0 ? t('catalogue.free') : formatPrice(topic.price, language, topic.currency);
  const facts: Array<{ key: string; label: string; value: string }> = [
    {
      key: 'delivery',
      label: t('topics.page.delivery'),
      value: t(`catalogue.delivery.${topic.delivery}`),
    },
  ];
  if (topic.durationHours !== null) {
    facts.push({
      key: 'duration',
      label: t('topics.page.duration'),
      value: t('topics.page.hours', { count: topic.durationHours }),
    });
  }
  if (topic.languages.length > 0) {
    facts.push({
      key: 'languages',
      label: t('topics.page.languages'),
      value: topic.languages.map((code) => languageName(code, language)).join(', '),
    });
  }
  if (topic.location) {
    facts.push({ key: 'location', label: t('topics.page.location'), value: topic.location });
  }

  return (
    <article className="topic-page" data-testid="topic-page">
      <Breadcrumb
        label={t('topics.page.breadcrumb')}
        trail={[
          { text: t('topics.page.home'), to: '/' },
          { text: t(`categories.${topic.category}`), to: `/search?category=${topic.category}` },
          { text: topic.title },
        ]}
      />
      {ownerBar}
      <header className="topic-hero">
        <span className="topic-kicker">{t(`categories.${topic.category}`)}</span>
        <h1 className="topic-title" data-testid="topic-title">
          {topic.title}
        </h1>
        <div className="topic-hero-meta">
          <StarRating rating={topic.rating} reviewCount={topic.reviewCount} size={18} />
          <span aria-hidden="true">·</span>
          <span>
            {t('topics.page.by')}{' '}
            <Link to={`/${topic.provider.username}`}>{topic.provider.name}</Link>
          </span>
        </div>
      </header>

      <div className="topic-layout">
        <div className="topic-gallery-area">
          <ImageGallery
            images={topic.images}
            labels={{
              list: t('topics.page.gallery'),
              image: (number) => t('topics.page.imageAlt', { title: topic.title, number }),
              thumb: (number) => t('topics.page.showImage', { number }),
            }}
            testId="topic-gallery"
            imageTestId="topic-gallery-image"
          />
        </div>
        <aside className="topic-aside" aria-label={t('topics.page.summary')}>
          <div className="card topic-buy" data-testid="topic-summary">
            <p className="topic-price-label">{t('topics.page.price')}</p>
            <p className="topic-price" data-testid="topic-price">
              {price}
            </p>
            <dl className="topic-facts">
              {facts.map((fact) => (
                <div key={fact.key} className="topic-fact">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
            {favourite ? <div className="topic-buy-actions">{favourite}</div> : null}
          </div>
          <div className="card">
            <ProviderCard
              provider={topic.provider}
              heading={t('topics.page.provider')}
              headingClassName="topic-aside-heading"
              profileLabel={t('topics.page.viewProfile')}
              stats={
                <>
                  <StarRating
                    rating={topic.provider.rating}
                    reviewCount={topic.provider.reviewCount}
                  />
                  <span className="muted">
                    {t('topics.page.providerTopics', { count: topic.provider.topicCount })}
                  </span>
                </>
              }
              action={contact}
              testId="topic-provider"
            />
          </div>
        </aside>
        <div className="topic-main">
          <section className="topic-section" aria-labelledby="topic-about-heading">
            <h2 id="topic-about-heading" className="topic-section-heading">
              {t('topics.page.about')}
            </h2>
            {topic.description ? (
              <div
                className="topic-description"
                data-testid="topic-description"
                // The description is sanitised on the server at every write (lib/html.ts keeps
                // only the editor's formatting), so it is rendered as the HTML it is.
                dangerouslySetInnerHTML={{ __html: topic.description }}
              />
            ) : (
              <p className="muted topic-empty-note">{t('topics.page.noDescription')}</p>
            )}
          </section>
          {topic.outcomes.length > 0 ? (
            <section className="topic-section" aria-labelledby="topic-outcomes-heading">
              <h2 id="topic-outcomes-heading" className="topic-section-heading">
                {t('topics.page.outcomes')}
              </h2>
              <ul className="topic-outcome-checks">
                {topic.outcomes.map((outcome) => (
                  <li key={outcome}>{outcome}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {topic.audience ? (
            <section className="topic-section" aria-labelledby="topic-audience-heading">
              <h2 id="topic-audience-heading" className="topic-section-heading">
                {t('topics.page.audience')}
              </h2>
              <p className="topic-audience">{topic.audience}</p>
            </section>
          ) : null}
          <TopicReviews reviews={reviews} rating={topic.rating} reviewCount={topic.reviewCount} />
        </div>
      </div>

      {related.length > 0 ? (
        <section className="topic-related" aria-labelledby="topic-related-heading">
          <h2 id="topic-related-heading" className="topic-section-heading">
            {t('topics.page.related')}
          </h2>
          <CardGrid
            label={t('topics.page.related')}
            items={related}
            itemKey={(card) => card.id}
            renderItem={(card) => <TopicCard topic={card} action={relatedAction?.(card)} />}
          />
        </section>
      ) : null}
      {stickyAction ? (
        <div className="topic-sticky-bar" data-testid="topic-sticky-bar">
          <p className="topic-sticky-price">
            <span className="topic-price-label">{t('topics.page.price')}</span>
            <strong>{price}</strong>
          </p>
          {stickyAction}
        </div>
      ) : null}
    </article>
  );
}
