import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopicCard as TopicCardData } from '@app/contracts/catalogue';
import { CardGrid, TopicCard } from '../../../components/catalogue/topic-card.tsx';
import { EventCard } from '../../../components/catalogue/event-card.tsx';
import { RequirementCard } from '../../../components/catalogue/requirement-card.tsx';
import type { ProfileListings as Listings } from '../api/get-profile-listings.ts';
import './profile-listings.css';

interface ProfileListingsProps {
  username: string;
  listings: Listings | undefined;
  loading: boolean;
  failed: boolean;
  /** What the page puts on each topic card (the favourite toggle). */
  topicAction?: (topic: TopicCardData) => ReactNode;
}

function ListingSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="profile-listing" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="profile-listing-head">
        <h2 id={`${id}-title`} className="public-profile-section-title">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

/**
 * What a public profile lists below the member: a provider's published topics and upcoming
 * events, and a seeker's open requirements they chose to show. Empty lists are left out.
 */
export function ProfileListings({
  username,
  listings,
  loading,
  failed,
  topicAction,
}: ProfileListingsProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div
        className="profile-listing-loading"
        aria-busy="true"
        data-testid="profile-listings-loading"
      >
        <span className="spinner" aria-hidden="true" />
        {t('profile.listings.loading')}
      </div>
    );
  }
  if (failed || !listings) {
    return (
      <p className="alert alert-error" role="alert">
        {t('profile.listings.error')}
      </p>
    );
  }
  const { topics, topicsTotal, events, requirements } = listings;
  return (
    <>
      {topics.length > 0 && (
        <ListingSection
          id="profile-topics"
          title={t('profile.listings.topics', { count: topicsTotal })}
          more={
            <Link
              to={`/search?username=${encodeURIComponent(username)}`}
              className="profile-listing-more"
              data-testid="profile-all-topics"
            >
              {t('profile.listings.allTopics', { count: topicsTotal })}
              <span aria-hidden="true"> →</span>
            </Link>
          }
        >
          <CardGrid
            label={t('profile.listings.topicsLabel', { username })}
            items={topics}
            itemKey={(topic) => topic.id}
            renderItem={(topic) => <TopicCard topic={topic} action={topicAction?.(topic)} />}
          />
        </ListingSection>
      )}
      {events.length > 0 && (
        <ListingSection id="profile-events" title={t('profile.listings.events')}>
          <CardGrid
            label={t('profile.listings.events')}
            items={events}
            itemKey={(event) => event.id}
            renderItem={(event) => <EventCard event={event} />}
          />
        </ListingSection>
      )}
      {requirements.length > 0 && (
        <ListingSection id="profile-requirements" title={t('profile.listings.requirements')}>
          <CardGrid
            label={t('profile.listings.requirements')}
            items={requirements}
            itemKey={(requirement) => requirement.id}
            renderItem={(requirement) => <RequirementCard requirement={requirement} />}
          />
        </ListingSection>
      )}
    </>
  );
}
