import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFailure } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { regionName } from '../../../lib/intl.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import type { CompanyLocation } from '../../../shared/session/get-multi-location.ts';
import { useSwitchCompanyProfile } from '../api/switch-company-profile.ts';

/**
 * A multi-location super admin's company profiles, the active one marked; choosing another makes
 * it active on the server and reloads the page, so every panel shows the new profile.
 */
export function CompanySwitcher({ locations }: { locations: CompanyLocation[] }) {
  const { t } = useTranslation();
  const switchMutation = useSwitchCompanyProfile();
  const messageOf = useErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const language = useLanguage();
  const countryOf = (code: string) => regionName(code, language) ?? code;

  const onSwitch = async (location: CompanyLocation) => {
    if (location.active) return;
    setError(null);
    try {
      const result = await switchMutation.mutateAsync(location.id);
      if (isFailure(result)) {
        setError(messageOf(result));
        return;
      }
      window.location.reload();
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  return (
    <div className="company-switcher" data-testid="company-switcher">
      <p className="company-switcher-title" id={titleId}>
        {t('header.switchCompany')}
      </p>
      <ul className="dropdown-list" aria-labelledby={titleId}>
        {locations.map((location) => (
          <li key={location.id}>
            <button
              type="button"
              className="dropdown-item company-switcher-item"
              aria-current={location.active ? 'true' : undefined}
              data-company-id={location.id}
              disabled={switchMutation.isPending}
              onClick={() => void onSwitch(location)}
            >
              <span className="company-switcher-mark" aria-hidden="true">
                {location.active ? '✓' : ''}
              </span>
              <span className="company-switcher-name">
                {location.name}
                {location.country ? (
                  <span className="company-switcher-country"> · {countryOf(location.country)}</span>
                ) : null}
              </span>
              {location.active ? (
                <span className="visually-hidden">{t('header.activeCompany')}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="field-error company-switcher-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
