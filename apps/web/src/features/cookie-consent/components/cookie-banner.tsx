import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storageKeys, useStoredValue, writeStored } from '../../../lib/storage.ts';
import './cookie-banner.css';

/** What the banner remembers: every cookie, or only those the product cannot work without. */
type CookieChoice = 'all' | 'necessary';
const isChoice = (value: string | null | undefined): value is CookieChoice =>
  value === 'all' || value === 'necessary';

/**
 * The cookie banner: "accept all", "necessary only" and the cookie policy. Today the product sets
 * only technical cookies (the policy lists them), so both choices set the same ones; the choice is
 * remembered locally and the banner does not come back.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const stored = useStoredValue(storageKeys.cookieConsent);
  const [chosen, setChosen] = useState(false);
  // Not known yet (the server's page, being hydrated): shown once the browser has read the choice.
  if (stored === undefined || isChoice(stored) || chosen) return null;
  const choose = (choice: CookieChoice) => {
    writeStored(storageKeys.cookieConsent, choice);
    setChosen(true);
  };
  return (
    <section className="cookie-banner" aria-label={t('cookie.policy')} data-testid="cookie-banner">
      <p className="cookie-banner-text">
        {t('cookie.text')} <Link to="/cookie-policy">{t('cookie.policy')}</Link>
      </p>
      <div className="cookie-banner-actions">
        <button type="button" className="btn btn-ghost-light" onClick={() => choose('necessary')}>
          {t('cookie.necessary')}
        </button>
        <button type="button" className="btn btn-accent" onClick={() => choose('all')}>
          {t('cookie.accept')}
        </button>
      </div>
    </section>
  );
}
