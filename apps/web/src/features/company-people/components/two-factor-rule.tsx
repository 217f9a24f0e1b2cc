import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useSetCompanyTwoFactor } from '../api/set-company-two-factor.ts';

/** The admin's switch: the company's staff must sign in with a second factor. */
export function TwoFactorRule({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSetCompanyTwoFactor();
  const [status, setStatus] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="two-factor-rule">
      <h2 id={`${id}-title`} className="people-section-title">
        {t('companyPeople.twoFactor.title')}
      </h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={mutation.isPending ? Boolean(mutation.variables) : required}
          disabled={mutation.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setStatus(null);
            mutation.mutate(event.target.checked, {
              onSuccess: () => setStatus(t('companyPeople.twoFactor.saved')),
            });
          }}
        />
        {t('companyPeople.twoFactor.label')}
      </label>
      <p id={`${id}-hint`} className="muted">
        {t('companyPeople.twoFactor.hint')}
      </p>
      {mutation.error ? (
        <p className="alert alert-error" role="alert">
          {t(errorMessageKey(mutation.error))}
        </p>
      ) : null}
      <p role="status" className="muted">
        {status}
      </p>
    </section>
  );
}
