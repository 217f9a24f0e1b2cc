import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../shared/session/use-session.ts';
import { rememberAttemptedUrl } from '../../shared/session/attempted-url.ts';
import { Loading } from './loading.tsx';

/**
 * Protected routes: remember the attempted URL, check the session with the server, and send a
 * visitor without one to /login (the home page with the login dialog open).
 */
export function AuthGuard() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession({ checkOnMount: true });
  const attempted = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    rememberAttemptedUrl(attempted);
  }, [attempted]);

  if (session.isChecking) return <Loading label={t('app.checkingSession')} fullHeight />;
  if (!session.isLoggedIn) return <Navigate to="/login" replace />;
  return <Outlet />;
}
