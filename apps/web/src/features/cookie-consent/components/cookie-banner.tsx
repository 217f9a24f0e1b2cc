import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storageKeys, useStoredValue, writeStored } from '../../../lib/storage.ts';
import './cookie-banner.css';

export function CookieBanner() {
  const { t } = useTranslation();
  const stored = useStoredValue(storageKeys.cookieConsent);
  const [isAccepted, setIsAccepted] = useState(false);
  // Not known yet (the server's page, being hydrated): shown once the browser has read the choice.
  if (stored === undefined || stored === 'all' || isAccepted) return null;
  return (
    <section className="cookie-banner" aria-label={t('cookie.policy')} data-testid="cookie-banner">
      <p className="cookie-banner-text">
        {t('cookie.text')} <Link to="/cookie-policy">{t('cookie.policy')}</Link>
      </p>
      <button
        type="button"
        className="btn btn-accent"
        onClick={() => {
          writeStored(storageKeys.cookieConsent, 'all');
          setIsAccepted(true);
        }}
      >
        {t('cookie.accept')}
      </button>
    </section>
  );
}
