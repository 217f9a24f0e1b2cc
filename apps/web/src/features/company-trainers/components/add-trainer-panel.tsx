import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addcompanytrainer } from '@app/contracts/actions/company-home';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useAddCompanyTrainer } from '../api/add-company-trainer.ts';
import { useFindTrainers } from '../api/find-trainers.ts';

/** How long typing settles before the marketplace is asked (the header search's 500 ms). */
const SEARCH_DELAY_MS = 500;

/**
 * The admin's two ways to approve a trainer: find a provider of the marketplace by name and add
 * them, or approve an e-mail address, whose owner then joins with the company's link.
 */
export function AddTrainerPanel() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const add = useAddCompanyTrainer();
  // The e-mail form's; a provider found by name is added with the same call, outside the form.
  const form = useContractForm({ schema: addcompanytrainer.request, mutation: add });
  const [words, setWords] = useState('');
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const search = useDebouncedValue(words.trim(), SEARCH_DELAY_MS);
  const found = useFindTrainers(search);

  const addByUsername = (username: string, name: string) => {
    setDone(null);
    add.mutate(
      { username },
      {
        onSuccess: (result) =>
          setDone(
            t(result.added ? 'companyTrainers.add.added' : 'companyTrainers.add.already', {
              name,
            }),
          ),
      },
    );
  };

  const approveEmail = form.onSubmit(
    () => {
      setDone(null);
      return { email };
    },
    async () => {
      const result = await add.mutateAsync({ email });
      setDone(
        t(result.added ? 'companyTrainers.add.added' : 'companyTrainers.add.already', {
          name: email.trim(),
        }),
      );
      setEmail('');
    },
  );

  return (
    <section className="card add-trainer" aria-labelledby="add-trainer-heading">
      <h2 id="add-trainer-heading" className="dashboard-section-title">
        {t('companyTrainers.add.title')}
      </h2>
      <div className="add-trainer-ways">
        <div>
          <FormField
            id="trainer-search"
            label={t('companyTrainers.add.searchLabel')}
            hint={t('companyTrainers.add.searchHint')}
          >
            {(control) => (
              <input
                {...control}
                type="search"
                className="input"
                value={words}
                onChange={(event) => setWords(event.target.value)}
                autoComplete="off"
                data-testid="trainer-search"
              />
            )}
          </FormField>
          <div aria-live="polite">
            {search.length < 2 ? null : found.isPending ? (
              <p className="muted" role="status">
                {t('app.loading')}
              </p>
            ) : found.isError ? (
              <p className="alert alert-error" role="alert">
                {errorMessage(found.error)}
              </p>
            ) : found.data && found.data.length === 0 ? (
              <p className="muted" data-testid="trainer-search-none">
                {t('companyTrainers.add.noneFound', { words: search })}
              </p>
            ) : (
              <ul className="trainer-results" data-testid="trainer-results">
                {(found.data ?? []).map((provider) => (
                  <li key={provider.username} className="trainer-result">
                    <span className="trainer-result-who">
                      <strong>{provider.name}</strong>{' '}
                      <span className="muted">@{provider.username}</span>
                      {provider.headline ? (
                        <span className="trainer-result-headline muted">{provider.headline}</span>
                      ) : null}
                    </span>
                    {provider.isListed ? (
                      <span className="trainer-status" data-status="listed">
                        {t('companyTrainers.add.listed')}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-secondary"
                        disabled={add.isPending}
                        onClick={() => addByUsername(provider.username, provider.name)}
                        data-testid="add-found-trainer"
                      >
                        {t('companyTrainers.add.button')}
                        <span className="visually-hidden">: {provider.name}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <form className="add-trainer-email" onSubmit={approveEmail} noValidate>
          <FormField
            id="trainer-email"
            label={t('companyTrainers.add.emailLabel')}
            hint={t('companyTrainers.add.emailHint')}
            problem={form.problems.email}
          >
            {(control) => (
              <input
                {...control}
                type="email"
                className="input"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                autoComplete="off"
                data-testid="trainer-email"
              />
            )}
          </FormField>
          <SubmitButton
            isPending={form.isPending}
            label={t('companyTrainers.add.approve')}
            testId="approve-trainer-email"
            className="btn btn-secondary"
          />
        </form>
      </div>
      <FormError message={form.formError} testId="add-trainer-error" />
      <p className="add-trainer-done" role="status" data-testid="add-trainer-done">
        {done}
      </p>
    </section>
  );
}
