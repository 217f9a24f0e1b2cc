import { useBillingDetails } from '../../billing/index.ts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@app/contracts/locales';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { ToastRegion, useToast } from '../../../components/ui/toast.tsx';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  useCompanyDetails,
  type Company,
  type CompanyDetails as Details,
} from '../../../shared/session/get-company-details.ts';
import { useUploadCompanyLogo } from '../api/upload-company-logo.ts';
import { CompanyForm } from './company-form.tsx';
import { countryName } from '../../../lib/countries.ts';
import { ImageField } from './image-field.tsx';
import './company-details.css';

/** Admin or Manager for a company; for an SME, userRole 1 is the SME admin. */
export function roleKeyOf(company: Pick<Company, 'kind' | 'userRole'>): string {
  if (company.userRole !== 1) return 'profile.company.roles.manager';
  return company.kind === 'sme' ? 'profile.company.roles.smeAdmin' : 'profile.company.roles.admin';
}

export function CompanyDetails({ language }: { language: Language }) {
  const { t } = useTranslation();
  const details = useCompanyDetails();
  if (details.isPending) return <p className="muted">{t('app.loading')}</p>;
  if (details.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {t(errorMessageKey(details.error))}
      </p>
    );
  }
  const { company, subscription } = details.data;
  if (!company) {
    return (
      <div className="card company-none" data-testid="company-none">
        <h1 className="page-title">{t('profile.company.title')}</h1>
        <p>{t('profile.company.noCompany')}</p>
        <Link to="/dashboard" className="btn btn-secondary">
          {t('profile.company.backToDashboard')}
        </Link>
      </div>
    );
  }
  return <CompanyView company={company} subscription={subscription} language={language} />;
}

function CompanyView({
  company,
  subscription,
  language,
}: {
  company: Company;
  subscription: Details['subscription'];
  language: Language;
}) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const upload = useUploadCompanyLogo();
  const toast = useToast();
  const isAdmin = company.userRole === 1;
  // The VAT number and the address are the billing details' (edited there, below on this page);
  // the profile's own, from before billing details existed, only while there are none.
  const billing = useBillingDetails().data?.company?.details ?? null;
  const vatNumber = billing ? (billing.vatId ?? billing.taxCode) : company.vatNumber;
  const address = billing
    ? `${billing.street}, ${billing.postalCode} ${billing.city}${billing.province ? ` (${billing.province})` : ''}`
    : company.address;

  const facts: Array<[string, ReactNode, string]> = [
    ['country', company.country ? countryName(company.country, language) : null, 'company-country'],
    ['industry', company.industry, 'company-industry'],
    [
      'website',
      company.website && /^https?:\/\//i.test(company.website) ? (
        <a href={company.website} target="_blank" rel="nofollow noopener">
          {company.website}
        </a>
      ) : (
        company.website
      ),
      'company-website',
    ],
    ['vatNumber', vatNumber, 'company-vat'],
    ['address', address, 'company-address'],
  ];

  return (
    <div className="company-details" data-testid="company-details">
      <div className="company-head card">
        {isAdmin ? (
          <ImageField
            imageUrl={company.logo?.original ?? null}
            fallback={company.name.charAt(0).toUpperCase()}
            label={t('profile.company.logo')}
            chooseLabel={t('profile.company.chooseLogo')}
            shape="square"
            testId="company-logo"
            onUpload={(file) => upload.mutateAsync(file)}
          />
        ) : (
          <div className="image-field-frame image-field-square">
            {company.logo ? (
              <img
                src={company.logo.original}
                alt={t('profile.company.logoOf', { name: company.name })}
              />
            ) : (
              <span className="image-field-fallback" aria-hidden="true">
                {company.name.charAt(0).toUpperCase()}
              </span>
            )}
          </div>
        )}
        <div className="company-head-text">
          <p className="company-kicker">{t('profile.company.title')}</p>
          <h1 className="page-title company-name">
            {company.name}
            {company.kind === 'sme' ? (
              <span className="beta-badge" data-testid="sme-beta">
                {t('profile.company.beta')}
              </span>
            ) : null}
          </h1>
          <p className="company-role">
            {t('profile.company.yourRole')}{' '}
            <strong data-testid="company-role">{t(roleKeyOf(company))}</strong>
          </p>
          {subscription ? (
            <p className="muted" data-testid="company-subscription">
              {t('profile.company.subscription', {
                plan: t(`profile.company.plans.${subscription.plan}`, {
                  defaultValue: subscription.plan,
                }),
                date: formatDate(subscription.end_date, language, 'long'),
                days: subscription.trialDaysLeft,
              })}
            </p>
          ) : null}
          {isAdmin ? null : (
            <p className="alert alert-info company-readonly" data-testid="company-readonly">
              {t('profile.company.readOnly')}
            </p>
          )}
        </div>
      </div>
      {isEditing ? (
        <CompanyForm
          company={company}
          language={language}
          onCancel={() => setIsEditing(false)}
          onSaved={() => {
            setIsEditing(false);
            toast.show(t('profile.company.saved'));
          }}
        />
      ) : (
        <section className="card company-facts-card" aria-labelledby="company-facts-title">
          <div className="company-facts-head">
            <h2 id="company-facts-title" className="company-section-title">
              {t('profile.company.details')}
            </h2>
            {isAdmin ? (
              <button type="button" className="btn btn-primary" onClick={() => setIsEditing(true)}>
                {t('profile.company.edit')}
              </button>
            ) : null}
          </div>
          <dl className="company-facts">
            {facts.map(([key, value, testId]) => (
              <div key={key}>
                <dt>{t(`profile.company.fields.${key}`)}</dt>
                <dd data-testid={testId}>
                  {value ?? <span className="muted">{t('profile.company.notGiven')}</span>}
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="company-description-title">{t('profile.company.fields.description')}</h3>
          <p className="company-description" data-testid="company-description">
            {company.description ?? <span className="muted">{t('profile.company.notGiven')}</span>}
          </p>
        </section>
      )}
      <ToastRegion
        message={toast.message}
        closeLabel={t('app.close')}
        onDismiss={toast.dismiss}
        icon={<CheckIcon size={18} />}
      />
    </div>
  );
}
