import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandIcon } from '../../../components/ui/icons.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';

export const socialProviders = ['facebook', 'google', 'twitter', 'live'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export function socialPopupFeatures(provider: SocialProvider): string {
  const width = 520;
  const height = provider === 'live' ? 540 : 500;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top}`;
}

interface SocialLoginButtonsProps {
  /** Signed in; `isNewAccount` when the sign-in created the account. */
  onLoggedIn: (isNewAccount: boolean) => void;
  /** The provider vouched, and the account asks for its second factor too. */
  onSecondFactor: () => void;
}

/**
 * Social login opens the server's OAuth page in a popup; on success the popup posts
 * `{ type: 'social-login', status: true }` to its opener (same origin) and closes, with
 * `twoFactor: true` when the account's second factor is still to come and `newAccount: true` when
 * the sign-in created the account. `lang` lets the server
 * write its popup pages (errors, "not configured") in the interface's language.
 */
export function SocialLoginButtons({ onLoggedIn, onSecondFactor }: SocialLoginButtonsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const handlers = useRef({ onLoggedIn, onSecondFactor });
  useEffect(() => {
    handlers.current = { onLoggedIn, onSecondFactor };
  });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as {
        type?: unknown;
        status?: unknown;
        twoFactor?: unknown;
        newAccount?: unknown;
      } | null;
      if (data?.type !== 'social-login' || data.status !== true) return;
      if (data.twoFactor === true) handlers.current.onSecondFactor();
      else handlers.current.onLoggedIn(data.newAccount === true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className="social-login">
      <p className="social-login-divider">
        <span>{t('auth.login.orContinueWith')}</span>
      </p>
      <div className="social-login-buttons">
        {socialProviders.map((provider) => (
          <button
            key={provider}
            type="button"
            className="btn btn-secondary social-button"
            aria-label={t('auth.social.label', { provider: t(`auth.social.${provider}`) })}
            data-provider={provider}
            onClick={() => {
              window.open(
                `/social/login/${provider}?lang=${language}`,
                `social-login-${provider}`,
                socialPopupFeatures(provider),
              );
            }}
          >
            <BrandIcon brand={provider} />
            <span>{t(`auth.social.${provider}`)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
