import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFieldset } from '../../../shared/forms/form-field.tsx';
import '../../../shared/forms/choices.css';

/**
 * Who a booking is for, asked of company staff: their company (the default: its approval,
 * budgets and purchase orders apply) or themselves, the explicit choice.
 */
export function ForWhomChoice({
  companyName,
  forCompany,
  onChange,
}: {
  companyName: string | null;
  forCompany: boolean;
  onChange: (forCompany: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (!companyName) return null;
  return (
    <FormFieldset
      id={`${id}-for`}
      label={t('bookings.forWhom.legend')}
      hint={forCompany ? undefined : t('bookings.forWhom.personalHint', { company: companyName })}
    >
      {() => (
        <div className="listing-choices" data-testid="booking-for-whom">
          <label className="listing-choice">
            <input
              type="radio"
              name={`${id}-for`}
              checked={forCompany}
              onChange={() => onChange(true)}
              data-testid="booking-for-company"
            />
            {t('bookings.request.forCompany', { company: companyName })}
          </label>
          <label className="listing-choice">
            <input
              type="radio"
              name={`${id}-for`}
              checked={!forCompany}
              onChange={() => onChange(false)}
              data-testid="booking-for-self"
            />
            {t('bookings.forWhom.personal')}
          </label>
        </div>
      )}
    </FormFieldset>
  );
}
