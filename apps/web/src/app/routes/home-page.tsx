import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { CardGrid, TopicCard } from '../../components/catalogue/topic-card.tsx';
import { EventCard } from '../../components/catalogue/event-card.tsx';
import { RequirementCard } from '../../components/catalogue/requirement-card.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { useAuthDialog } from '../../features/auth/index.ts';
import { SearchBox } from '../../features/search/index.ts';
import { FavouriteToggle } from '../../features/favourites/index.ts';
import {
  useHomepage,
  Hero,
  HomeSection,
  PopularCategories,
  FeaturedTrainers,
  TrainerSetup,
  HowItWorks,
} from '../../features/home/index.ts';

/** `/` and `/login…` (the login dialog open); `?company=x` / `?comp=x` open the join dialog. */
export function HomePage({ openLogin = false }: { openLogin?: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t('titles.home'));
  const session = useSession();
  const { open } = useAuthDialog();
  const [params] = useSearchParams();
  const invitedBy = params.get('company') ?? params.get('comp');
  const isLoggedOut = !session.isLoggedIn && !session.isChecking;
  // The server answers for the session's viewer; the key only keeps viewers' answers apart.
  const home = useHomepage(session.user?.userId ?? null);
  const data = home.data;
  const loading = !data && !home.isError;

  useEffect(() => {
    if (openLogin && isLoggedOut) open('login');
  }, [openLogin, isLoggedOut, open]);
  // An invitation opens the register dialog in join mode, or its Join button for a signed-in user.
  useEffect(() => {
    if (invitedBy && !session.isChecking) open('register');
  }, [invitedBy, session.isChecking, open]);

  const section = (items: readonly unknown[] | undefined) => ({
    loading,
    isEmpty: !loading && (items?.length ?? 0) === 0,
  });

  return (
    <div className="home-page" data-testid="home-page">
      <Hero search={<SearchBox variant="hero" testId="hero-search" />} totals={data?.totals} />

      {home.isError && !data ? (
        <div className="container">
          <div className="alert alert-error home-error" role="alert">
            <p>{t('home.sections.error')}</p>
            <button type="button" className="btn btn-secondary" onClick={() => void home.refetch()}>
              {t('home.sections.retry')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <HomeSection
            id="home-categories"
            title={t('home.categories.title')}
            subtitle={t('home.categories.subtitle')}
            more={{ href: '/search', label: t('home.categories.all') }}
            skeleton={{ kind: 'category', count: 12 }}
            emptyText={t('home.categories.empty')}
            {...section(data?.categories)}
          >
            <PopularCategories categories={data?.categories ?? []} />
          </HomeSection>

          <HomeSection
            id="home-topics"
            title={t('home.topics.title')}
            subtitle={t('home.topics.subtitle')}
            more={{ href: '/search', label: t('home.topics.all') }}
            emptyText={t('home.topics.empty')}
            tone="tinted"
            skeleton={{ kind: 'topic', count: 8 }}
            {...section(data?.popularTopics)}
          >
            <CardGrid
              label={t('home.topics.title')}
              items={data?.popularTopics ?? []}
              itemKey={(topic) => topic.id}
              renderItem={(topic) => (
                <TopicCard
                  topic={topic}
                  action={
                    <FavouriteToggle
                      topicId={topic.id}
                      topicTitle={topic.topic}
                      isFavourite={topic.isFavourite}
                      onRequireLogin={() => open('login')}
                    />
                  }
                />
              )}
            />
          </HomeSection>

          <HomeSection
            id="home-trainers"
            title={t('home.trainers.title')}
            subtitle={t('home.trainers.subtitle')}
            emptyText={t('home.trainers.empty')}
            skeleton={{ kind: 'trainer', count: 8 }}
            {...section(data?.featuredTrainers)}
          >
            <FeaturedTrainers trainers={data?.featuredTrainers ?? []} />
          </HomeSection>

          <HomeSection
            id="home-events"
            title={t('home.events.title')}
            subtitle={t('home.events.subtitle')}
            more={{ href: '/event', label: t('home.events.all') }}
            emptyText={t('home.events.empty')}
            tone="tinted"
            wide
            skeleton={{ kind: 'event', count: 6 }}
            {...section(data?.upcomingEvents)}
          >
            <CardGrid
              label={t('home.events.title')}
              items={data?.upcomingEvents ?? []}
              itemKey={(event) => event.id}
              renderItem={(event) => <EventCard event={event} />}
            />
          </HomeSection>

          <HomeSection
            id="home-requirements"
            title={t('home.requirements.title')}
            subtitle={t('home.requirements.subtitle')}
            more={{ href: '/requirement/search', label: t('home.requirements.all') }}
            emptyText={t('home.requirements.empty')}
            wide
            skeleton={{ kind: 'requirement', count: 6 }}
            {...section(data?.openRequirements)}
          >
            <CardGrid
              label={t('home.requirements.title')}
              items={data?.openRequirements ?? []}
              itemKey={(requirement) => requirement.id}
              renderItem={(requirement) => <RequirementCard requirement={requirement} />}
            />
          </HomeSection>
        </>
      )}

      <TrainerSetup
        signedIn={session.isLoggedIn}
        progress={data?.setup ?? null}
        signUp={
          <button
            type="button"
            className="btn btn-accent btn-lg"
            onClick={() => open('register-trainer')}
            data-testid="trainer-cta"
          >
            {t('home.trainer.ctaSignup')}
          </button>
        }
      />
      <HowItWorks />
    </div>
  );
}
