import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOIN_REQUEST_MESSAGE_MAX } from '@app/contracts/actions/company-people';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useAskJoinCompany } from '../api/ask-join-company.ts';

/**
 * After createcompany answered company_exists: the company that holds the VAT id, and a request
 * to its admins to add the person to its staff (with an optional note).
 */
export function AskToJoin({ company }: { company: { id: number; name: string } }) {
  const { t } = useTranslation();
  const ask = useAskJoinCompany();
  const errorMessage = useErrorMessage();
  const [message, setMessage] = useState('');

  if (ask.isSuccess) {
    return (
      <div className="alert alert-success" role="status" data-testid="ask-join-sent">
        {t('companyPeople.askJoin.sent', { company: company.name })}
      </div>
    );
  }
  return (
    <form
      className="people-ask-join"
      noValidate
      data-testid="ask-join-form"
      onSubmit={(event) => {
        event.preventDefault();
        ask.mutate({ companyId: company.id, message });
      }}
    >
      <p>{t('companyPeople.askJoin.intro', { company: company.name })}</p>
      <FormField
        id="ask-join-message"
        label={t('companyPeople.askJoin.message')}
        hint={t('companyPeople.askJoin.messageHint')}
        optional
        problem={null}
      >
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={3}
            maxLength={JOIN_REQUEST_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </FormField>
      <FormError message={ask.error ? errorMessage(ask.error) : null} testId="ask-join-error" />
      <SubmitButton
        isPending={ask.isPending}
        label={t('companyPeople.askJoin.submit', { company: company.name })}
        pendingLabel={t('companyPeople.askJoin.submitting')}
        testId="ask-join-submit"
      />
    </form>
  );
}
