import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isHeldDraft, usePublicationTransitions } from '../../../shared/states/publication.ts';
import type { EventDetail } from '../api/get-event-detail.ts';
import { EventFacts } from './event-facts.tsx';
import { ImageGallery } from '../../../components/catalogue/image-gallery.tsx';
import { ProviderCard } from '../../../components/catalogue/provider-card.tsx';
import { EventWhen } from './event-when.tsx';
import './event-page.css';

interface EventPageProps {
  event: EventDetail;
  /** "Send a message" to the organiser, composed by the page. */
  contact?: ReactNode;
  /** The seats box (booking, waitlist, one's own booking), composed by the page. */
  seats?: ReactNode;
}

function OwnerBar({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const isDraft = event.status === 'draft';
  const transitions = usePublicationTransitions(event.status);
  return (
    <div className={`event-owner-bar ${isDraft ? 'is-draft' : ''}`} data-testid="event-owner-bar">
      <p>
        {t(isDraft ? 'events.page.draftBanner' : 'events.page.ownerBanner')}
        {isHeldDraft(event.status, transitions) ? (
          // A former provider's draft: say why there is no Publish, and where to change that.
          <>
            {' '}
            {t('events.providerOnly.title')}.{' '}
            <Link to="/settings">{t('events.providerOnly.settings')}</Link>
          </>
        ) : null}
      </p>
      <div className="event-owner-actions">
        <Link className="btn btn-secondary" to={`/event/addevent?id=${event.id}`}>
          {t('events.actions.edit')}
        </Link>
        {transitions.includes('publish') ? (
          <Link className="btn btn-accent" to={`/event/addevent?id=${event.id}&step=publish`}>
            {t('events.actions.publish')}
          </Link>
        ) : (
          <Link className="btn btn-ghost" to="/event/manage_event">
            {t('events.manage.title')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** An event's public page: pictures, times in the viewer's zone, place or link, organiser. */
export function EventPage({ event, contact, seats }: EventPageProps) {
  const { t } = useTranslation();
  return (
    <article className="event-page" data-testid="event-page">
      {event.isOwner ? <OwnerBar event={event} /> : null}
      <nav className="event-breadcrumb" aria-label={t('events.page.breadcrumb')}>
        <Link to="/">{t('events.page.home')}</Link>
        <span aria-hidden="true">›</span>
        <Link to="/event">{t('events.page.events')}</Link>
      </nav>
      <header className="event-page-head">
        {/* A div: the times are a block of their own, which a paragraph may not hold. */}
        <div className="event-page-kicker">
          <EventWhen event={event} showZone={false} />
        </div>
        <h1 className="event-page-title">{event.title}</h1>
      </header>
      <div className="event-page-grid">
        <div className="event-page-main">
          <ImageGallery
            images={event.images}
            labels={{
              list: t('events.page.gallery'),
              image: (number) => t('events.page.imageAlt', { title: event.title, number }),
              thumb: (number) => t('events.page.showImage', { number }),
            }}
            className="event-gallery"
            testId="event-gallery"
          />
          <section className="card event-description" aria-labelledby="event-about-title">
            <h2 className="event-side-title" id="event-about-title">
              {t('events.page.about')}
            </h2>
            {event.description ? (
              <div
                className="event-rich-text"
                // Sanitised on the server at every write (lib/html.ts): only harmless formatting.
                dangerouslySetInnerHTML={{ __html: event.description }}
              />
            ) : (
              <p className="muted">{t('events.page.noDescription')}</p>
            )}
          </section>
        </div>
        <div className="event-page-side">
          <section className="card event-facts-card" aria-label={t('events.page.details')}>
            <EventFacts event={event} />
          </section>
          {seats}
          <ProviderCard
            provider={event.provider}
            heading={t('events.page.organiser')}
            headingClassName="event-side-title"
            profileLabel={t('events.page.viewProfile')}
            action={contact}
            className="card event-provider"
            testId="event-provider"
          />
        </div>
      </div>
    </article>
  );
}
