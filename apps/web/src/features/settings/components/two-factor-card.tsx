import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import type { Language } from '@app/contracts/locales';
import { isFailure } from '../../../lib/api-client.ts';
import { getAppConfig } from '../../../lib/app-config.ts';
import { formatDate } from '../../../lib/format.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { useTwoFactorStatus } from '../api/get-two-factor-status.ts';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes.ts';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

type Setup = { secret: string; uri: string; qrCode: string };

/**
 * Two-factor sign-in: off, being set up (scan, then a first code), or on (with recovery codes to
 * renew and a way to turn it off, each confirmed by the password and a code).
 */
export function TwoFactorCard({ language }: { language: Language }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <SettingsCard title={t('settings.twoFactor.title')} testId="settings-two-factor">
      <QueryStates query={status}>
        {(data) => {
          if (codes) {
            return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
          }
          if (!data.enabled) {
            return setup ? (
              <SetupForm
                setup={setup}
                onEnabled={(recoveryCodes) => {
                  setSetup(null);
                  setCodes(recoveryCodes);
                }}
                onCancel={() => setSetup(null)}
              />
            ) : (
              <TurnOn
                requiredBy={data.requiredBy}
                notice={notice}
                onStarted={(started) => {
                  setNotice(null);
                  setSetup(started);
                }}
              />
            );
          }
          return (
            <TwoFactorOn
              enabledAt={data.enabledAt}
              codesLeft={data.recoveryCodesLeft}
              requiredBy={data.requiredBy}
              language={language}
              onRenewed={setCodes}
              onDisabled={() => setNotice(t('settings.twoFactor.turnedOff'))}
            />
          );
        }}
      </QueryStates>
    </SettingsCard>
  );
}

function RequiredBy({ companies }: { companies: readonly string[] }) {
  const { t } = useTranslation();
  if (companies.length === 0) return null;
  return (
    <p className="settings-card-text" data-testid="two-factor-required-by">
      {t('settings.twoFactor.requiredBy', { companies: companies.join(', ') })}
    </p>
  );
}

function TurnOn({
  requiredBy,
  notice,
  onStarted,
}: {
  requiredBy: readonly string[];
  notice: string | null;
  onStarted: (setup: Setup) => void;
}) {
  const { t } = useTranslation();
  const start = useStartTwoFactorSetup();
  return (
    <>
      <p className="settings-card-text muted">{t('settings.twoFactor.textOff')}</p>
      <RequiredBy companies={requiredBy} />
      <p role="status" className="settings-status">
        {notice}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: onStarted })}
      >
        {t('settings.twoFactor.start')}
      </button>
      <ErrorMessage text={start.error ? t(errorMessageKey(start.error)) : null} />
    </>
  );
}

function SetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { productName } = getAppConfig();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const [broken] = Object.values(schemaProblemsOf(actions.twofactorenable.request, { code }));
    if (broken) {
      setProblem(broken);
      return;
    }
    try {
      const result = await enable.mutateAsync(code);
      if (isFailure(result)) {
        setProblem(errorMessageKey(result));
        setCode('');
        return;
      }
      onEnabled(result.recoveryCodes);
    } catch (error) {
      setProblem(errorMessageKey(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="two-factor-setup">
      <p>{t('settings.twoFactor.scan')}</p>
      <img
        className="two-factor-qr"
        src={setup.qrCode}
        alt={t('settings.twoFactor.qrAlt', { product: productName })}
        width={180}
        height={180}
      />
      <p className="two-factor-key">
        <span>{t('settings.twoFactor.key')}: </span>
        <code data-testid="two-factor-key">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <FormField
        id={`${id}-code`}
        label={t('settings.twoFactor.code')}
        problem={problem}
        announce
        errorTestId="two-factor-setup-error"
      >
        {(control) => (
          <input
            {...control}
            className="input two-factor-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
            }}
          />
        )}
      </FormField>
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={enable.isPending}>
          {t('settings.twoFactor.confirm')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('settings.twoFactor.cancel')}
        </button>
      </div>
    </form>
  );
}

function TwoFactorOn({
  enabledAt,
  codesLeft,
  requiredBy,
  language,
  onRenewed,
  onDisabled,
}: {
  enabledAt: string | null;
  codesLeft: number;
  requiredBy: readonly string[];
  language: Language;
  onRenewed: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'disable' | 'renew' | null>(null);
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  return (
    <>
      <p className="settings-card-text" data-testid="two-factor-on">
        {t('settings.twoFactor.textOn', {
          date: enabledAt ? formatDate(enabledAt, language, 'medium') : '',
        })}{' '}
        {t('settings.twoFactor.codesLeft', { count: codesLeft })}
      </p>
      <RequiredBy companies={requiredBy} />
      <div className="settings-actions">
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={open === 'renew'}
          onClick={() => setOpen(open === 'renew' ? null : 'renew')}
        >
          {t('settings.twoFactor.renew')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={open === 'disable'}
          onClick={() => setOpen(open === 'disable' ? null : 'disable')}
        >
          {t('settings.twoFactor.disable')}
        </button>
      </div>
      {open === 'renew' ? (
        <ProofForm
          key="renew"
          submitLabel={t('settings.twoFactor.renewSubmit')}
          isPending={renew.isPending}
          onSubmit={async (proof) => {
            const result = await renew.mutateAsync(proof);
            if (isFailure(result)) return result;
            onRenewed(result.recoveryCodes);
            return null;
          }}
        />
      ) : null}
      {open === 'disable' ? (
        <ProofForm
          key="disable"
          submitLabel={t('settings.twoFactor.disableSubmit')}
          isPending={disable.isPending}
          onSubmit={async (proof) => {
            const result = await disable.mutateAsync(proof);
            if (isFailure(result)) return result;
            onDisabled();
            return null;
          }}
        />
      ) : null}
    </>
  );
}

type Proof = { password: string; code: string };

/** The password and a code (of the app or a recovery code) confirm a change of the factor. */
function ProofForm({
  submitLabel,
  isPending,
  onSubmit,
}: {
  submitLabel: string;
  isPending: boolean;
  /** Answers the failure to show, or null when done. */
  onSubmit: (proof: Proof) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [fields, setFields] = useState<Proof>({ password: '', code: '' });
  const [problem, setProblem] = useState<{ field: keyof Proof; key: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [broken] = Object.entries(schemaProblemsOf(actions.twofactordisable.request, fields));
    if (broken) {
      setProblem({ field: broken[0] as keyof Proof, key: broken[1] });
      return;
    }
    setProblem(null);
    try {
      const failure = await onSubmit(fields);
      if (failure) {
        const key = errorMessageKey(failure);
        setProblem({ field: key === 'errors.wrong_password' ? 'password' : 'code', key });
      }
    } catch (error) {
      setProblem({ field: 'code', key: errorMessageKey(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="settings-password-form">
      <FormField
        id={`${id}-password`}
        label={t('settings.twoFactor.password')}
        problem={problem?.field === 'password' ? problem.key : null}
        announce
      >
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            value={fields.password}
            onChange={(event) => setFields((f) => ({ ...f, password: event.target.value }))}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-code`}
        label={t('settings.twoFactor.proof')}
        problem={problem?.field === 'code' ? problem.key : null}
        announce
      >
        {(control) => (
          <input
            {...control}
            className="input"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            value={fields.code}
            onChange={(event) => setFields((f) => ({ ...f, code: event.target.value }))}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
