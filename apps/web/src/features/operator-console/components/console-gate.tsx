import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlatformRole } from '@app/contracts/access';
import { useSession } from '../../../shared/session/use-session.ts';
import './console.css';

/**
 * The console's door: only people with a platform role pass, and only once their account signs
 * in with a second factor (the server refuses every admin action otherwise); each is told why not
 * and what to do. The children get the caller's role.
 */
export function ConsoleGate({ children }: { children: (role: PlatformRole) => ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user?.platformRole) {
    return (
      <section className="card console-gate" data-testid="console-no-role">
        <h1>{t('console.gate.noRoleTitle')}</h1>
        <p>{t('console.gate.noRoleText')}</p>
        <Link to="/dashboard" className="btn btn-primary">
          {t('console.gate.toDashboard')}
        </Link>
      </section>
    );
  }
  if (!user.twoFactorEnabled) {
    return (
      <section className="card console-gate" data-testid="console-two-factor">
        <h1>{t('console.gate.twoFactorTitle')}</h1>
        <p>{t('console.gate.twoFactorText')}</p>
        <ol className="console-gate-steps">
          <li>{t('console.gate.stepSettings')}</li>
          <li>{t('console.gate.stepApp')}</li>
          <li>{t('console.gate.stepSignIn')}</li>
        </ol>
        <Link to="/settings" className="btn btn-primary">
          {t('console.gate.toSettings')}
        </Link>
      </section>
    );
  }
  return <>{children(user.platformRole)}</>;
}
