import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid } from '../../../components/catalogue/topic-card.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { useFavouritesList } from '../hooks/use-favourites-list.ts';
import { FavouriteCard } from './favourite-card.tsx';
import { FavouriteToggle } from './favourite-toggle.tsx';
import './favourites-screen.css';

const SKELETON_CARDS = 8;

/**
 * `myfavorite` ("I miei preferiti", docs/product.md): Home breadcrumb and a grid of favourite topics,
 * more pages on demand (a button, and on its own when the end of the list comes into view).
 */
export function FavouritesScreen() {
  const { t } = useTranslation();
  const list = useFavouritesList();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const { hasMore, inlineLoading, loadMore } = list;

  // Infinite scroll: the next page starts loading while the end is still a screen away.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !inlineLoading) loadMore();
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, inlineLoading, loadMore]);

  // The card already left the list (the toggle drops it from the cached favourites).
  const onRemoved = (title: string) => {
    setAnnouncement(t('favourites.page.removed', { title }));
    // The card and its button are gone: keep the keyboard user in the page.
    headingRef.current?.focus();
  };

  return (
    <div className="favourites-screen" data-testid="favourites-screen">
      <Breadcrumb
        label={t('favourites.page.breadcrumb')}
        trail={[{ text: t('favourites.page.home'), to: '/' }, { text: t('favourites.page.title') }]}
      />
      <div className="favourites-heading">
        <h1 className="page-title" ref={headingRef} tabIndex={-1}>
          {t('favourites.page.title')}
        </h1>
        {list.loaded && list.total > 0 && (
          <p className="muted" data-testid="favourites-count">
            {t('favourites.page.count', { count: list.total })}
          </p>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {list.loading && list.items.length === 0 ? (
        <ul className="card-grid" aria-busy="true" aria-label={t('favourites.page.loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="favourite-skeleton" data-testid="favourites-loading" />
          ))}
        </ul>
      ) : list.items.length > 0 ? (
        <>
          {/* Between the page's h1 and the cards' h3, for those who move by headings. */}
          <h2 className="visually-hidden">{t('favourites.page.listLabel')}</h2>
          <CardGrid
            label={t('favourites.page.listLabel')}
            items={list.items}
            itemKey={(item) => item.id}
            renderItem={(item) => (
              <FavouriteCard
                favourite={item}
                action={
                  <FavouriteToggle
                    topicId={item.id}
                    topicTitle={item.title}
                    isFavourite
                    onChange={(isFavourite) => {
                      if (!isFavourite) onRemoved(item.title);
                    }}
                  />
                }
              />
            )}
          />
        </>
      ) : list.loaded ? (
        <div className="card favourites-empty" data-testid="favourites-empty">
          <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
            <path
              d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
          <h2>{t('favourites.page.emptyTitle')}</h2>
          <p className="muted">{t('favourites.page.emptyText')}</p>
          <Link to="/search" className="btn btn-primary">
            {t('favourites.page.browse')}
          </Link>
        </div>
      ) : (
        // The first page failed: no message (docs/product.md), only a way to try again.
        <div className="favourites-retry">
          <button type="button" className="btn btn-secondary" onClick={list.reload}>
            {t('favourites.page.reload')}
          </button>
        </div>
      )}

      <div ref={sentinelRef} className="favourites-more">
        {list.inlineLoading ? (
          <span className="favourites-inline-loading" data-testid="favourites-inline-loading">
            <span className="spinner" aria-hidden="true" />
            {t('favourites.page.loadingMore')}
          </span>
        ) : hasMore ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={loadMore}
            data-testid="favourites-load-more"
          >
            {t('favourites.page.loadMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
