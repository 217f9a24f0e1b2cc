import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useAuthDialog } from '../../features/auth/hooks/auth-dialog-context.ts';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { Hero } from '../../features/home/components/hero.tsx';
import { TrainerSetup } from '../../features/home/components/trainer-setup.tsx';
import { HowItWorks } from '../../features/home/components/how-it-works.tsx';

/** `/` and `/login…` (the login dialog open); `?company=x` / `?comp=x` open the join dialog. */
export function HomePage({ openLogin = false }: { openLogin?: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t('titles.home'));
  const session = useSession();
  const { open } = useAuthDialog();
  const [params] = useSearchParams();
  const invitedBy = params.get('company') ?? params.get('comp');
  const isLoggedOut = !session.isLoggedIn && !session.isChecking;

  useEffect(() => {
    if (openLogin && isLoggedOut) open('login');
  }, [openLogin, isLoggedOut, open]);
  // An invitation opens the register dialog in join mode, or its Join button for a signed-in user.
  useEffect(() => {
    if (invitedBy && !session.isChecking) open('register');
  }, [invitedBy, session.isChecking, open]);

  return (
    <div className="home-page" data-testid="home-page">
      <Hero search={<SearchBox variant="hero" testId="hero-search" />} />
      <TrainerSetup
        action={
          session.isLoggedIn ? (
            <Link to="/addtopic" className="btn btn-accent btn-lg" data-testid="trainer-cta">
              {t('home.trainer.ctaCreate')}
            </Link>
          ) : (
            <button
              type="button"
              className="btn btn-accent btn-lg"
              onClick={() => open('register')}
              data-testid="trainer-cta"
            >
              {t('home.trainer.ctaSignup')}
            </button>
          )
        }
      />
      <HowItWorks />
    </div>
  );
}
