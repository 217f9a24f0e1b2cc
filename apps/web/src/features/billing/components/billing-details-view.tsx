import { useTranslation } from 'react-i18next';
import type { BillingDetails } from '@app/contracts/billing';
import { owesStampDuty, vatRegimeWording } from '@app/contracts/money';
import { useLanguage } from '../../../hooks/use-language.ts';
import { countryName } from '../../../lib/countries.ts';

const shown = [
  'legalName',
  'street',
  'postalCode',
  'city',
  'province',
  'country',
  'vatId',
  'taxCode',
  'sdiCode',
  'pec',
  'email',
  'iban',
] as const;

/** Billing details to read (a manager reads the company's; only its admin edits them). */
export function BillingDetailsView({
  details,
  testId,
}: {
  details: BillingDetails;
  testId: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const valueOf = (name: (typeof shown)[number]) =>
    name === 'country' ? countryName(details.country, language) : details[name];
  return (
    <dl className="billing-facts" data-testid={testId}>
      {shown.map((name) => {
        const value = valueOf(name);
        return value ? (
          <div key={name}>
            <dt>{t(`billing.fields.${name}`)}</dt>
            <dd data-testid={`${testId}-${name}`}>{value}</dd>
          </div>
        ) : null;
      })}
      {details.iban ? (
        <div>
          <dt>{t('billing.fields.vatRegime')}</dt>
          <dd>
            {t(`billing.regimes.${details.vatRegime}`)}
            {details.vatRegime === 'standard' ? null : (
              <span className="billing-regime-hint">
                {vatRegimeWording[details.vatRegime][language]}
              </span>
            )}
          </dd>
        </div>
      ) : null}
      {details.iban && owesStampDuty(details) ? (
        <div>
          <dt>{t('billing.fields.stampDuty')}</dt>
          <dd data-testid="billing-stamp-duty">
            {t(details.stampDutyCharged ? 'billing.stampDuty.charged' : 'billing.stampDuty.borne')}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
