import { useTranslation } from 'react-i18next';

/** "Book for <company>": company staff book for their company, whose staff then manage it. */
export function ForCompanyCheckbox({
  companyName,
  checked,
  onChange,
}: {
  companyName: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  if (!companyName) return null;
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t('bookings.request.forCompany', { company: companyName })}
    </label>
  );
}
