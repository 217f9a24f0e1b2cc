import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyDetails } from '../../../shared/session/get-company-details.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useCompanyLocations } from '../api/get-company-locations.ts';
import { useSwitchLocation } from '../api/switch-location.ts';
import { CreateCompanyForm } from './create-company-form.tsx';
import { LocationForm } from './location-form.tsx';
import { roleLabelKey } from './role-select.tsx';
import './company-people.css';

/**
 * `dashboard/c/add-company-profile`: the group's locations the admin belongs to, switching
 * between them, and a new location (docs/product.md, "People and roles of a company"); for an
 * account of no company, the form that creates one.
 */
export function LocationsScreen() {
  const { t } = useTranslation();
  const details = useCompanyDetails();
  return (
    <QueryStates query={details}>
      {({ company }) =>
        company === null ? (
          <CreateCompanyForm />
        ) : company.userRole !== 1 ? (
          <div className="card" data-testid="locations-not-admin">
            <h1 className="page-title">{t('companyPeople.locations.title')}</h1>
            <p>{t('companyPeople.locations.adminOnly')}</p>
          </div>
        ) : (
          <Locations />
        )
      }
    </QueryStates>
  );
}

function Locations() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useCompanyLocations();
  const switcher = useSwitchLocation();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const switchTo = async (id: number, name: string) => {
    setFailure(null);
    try {
      await switcher.mutateAsync(id);
      setNotice(t('companyPeople.locations.switched', { name }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <div className="user-roles" data-testid="locations">
      <h1 className="page-title">{t('companyPeople.locations.title')}</h1>
      <section className="card" aria-labelledby="locations-list-title">
        <h2 id="locations-list-title" className="people-section-title">
          {t('companyPeople.locations.listTitle')}
        </h2>
        <div aria-live="polite">
          {notice ? <p className="alert alert-success">{notice}</p> : null}
        </div>
        <FormError message={failure} testId="locations-error" />
        <QueryStates query={query} errorTestId="locations-load-error">
          {({ list }) => (
            <ul className="people-list" data-testid="locations-list">
              {list.map((location) => (
                <li key={location.id} className="people-row" data-testid="location-row">
                  <div className="people-row-main">
                    <strong data-testid="location-name">{location.name}</strong>
                    {location.isGroupRoot ? (
                      <span className="people-badge">{t('companyPeople.locations.root')}</span>
                    ) : null}
                    <span className="muted people-row-sub">
                      {[location.address, location.vatNumber, location.country]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </div>
                  <p className="muted">{t(roleLabelKey(location.userRole))}</p>
                  <div className="people-row-actions">
                    {location.active ? (
                      <span className="people-badge" data-testid="location-active">
                        {t('companyPeople.locations.active')}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-secondary"
                        disabled={switcher.isPending}
                        onClick={() => void switchTo(location.id, location.name)}
                        aria-label={t('companyPeople.locations.switchTo', { name: location.name })}
                        data-testid="location-switch"
                      >
                        {t('companyPeople.locations.switch')}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </section>
      <LocationForm
        onAdded={(name, invited) =>
          setNotice(t('companyPeople.locations.added', { name, count: invited }))
        }
      />
    </div>
  );
}
