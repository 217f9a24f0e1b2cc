import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { platformRoles } from '@app/contracts/access';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { usePlatformStaff, useSetPlatformRole } from '../api/team.ts';

const roleChoices = [...platformRoles, 'none'] as const;
type RoleChoice = (typeof roleChoices)[number];

/** The people who run the marketplace, and the operators' way to change who does (not their own). */
export function TeamScreen() {
  const { t } = useTranslation();
  const staff = usePlatformStaff();
  return (
    <div className="console-page" data-testid="console-team">
      <h1>{t('console.team.title')}</h1>
      <p className="muted">{t('console.team.intro')}</p>
      <QueryStates query={staff}>
        {(data) => (
          <ul className="console-list" data-testid="staff-rows">
            {data.list.map((member) => (
              <li key={member.userId} className="card console-row" data-testid="staff-row">
                <div className="console-row-main">
                  <strong>
                    {member.fullName ?? member.username}
                    {member.isSelf ? ` (${t('console.team.you')})` : ''}
                  </strong>
                  <span className="muted">
                    {member.username} · {member.email}
                  </span>
                </div>
                <div className="console-row-side">
                  <span className="console-badge">{t(`console.roles.${member.platformRole}`)}</span>
                  <span className={member.twoFactorEnabled ? 'muted' : 'console-warning'}>
                    {member.twoFactorEnabled
                      ? t('console.team.twoFactorOn')
                      : t('console.team.twoFactorOff')}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <RoleForm />
    </div>
  );
}

function RoleForm() {
  const { t } = useTranslation();
  const usernameId = useId();
  const roleId = useId();
  const errorMessage = useErrorMessage();
  const setRole = useSetPlatformRole();
  const [username, setUsername] = useState('');
  const [role, setRoleChoice] = useState<RoleChoice>('support');
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNotice(null);
    try {
      await setRole.mutateAsync({ username: username.trim(), role });
      setNotice(
        t('console.team.changed', { name: username.trim(), role: t(`console.roles.${role}`) }),
      );
      setUsername('');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <form className="card console-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="console-section-title">{t('console.team.formTitle')}</h2>
      <p className="muted">{t('console.team.formHint')}</p>
      <div className="console-form-row">
        <div>
          <label htmlFor={usernameId} className="field-label">
            {t('console.team.username')}
          </label>
          <input
            id={usernameId}
            className="input"
            value={username}
            autoComplete="off"
            onChange={(event) => setUsername(event.target.value)}
            data-testid="role-username"
          />
        </div>
        <div>
          <label htmlFor={roleId} className="field-label">
            {t('console.team.role')}
          </label>
          <select
            id={roleId}
            className="input"
            value={role}
            onChange={(event) => setRoleChoice(event.target.value as RoleChoice)}
            data-testid="role-choice"
          >
            {roleChoices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`console.roles.${choice}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SubmitButton
        isPending={setRole.isPending}
        label={t('console.team.save')}
        testId="role-save"
      />
      <div aria-live="polite">
        {notice ? <p className="alert alert-success">{notice}</p> : null}
      </div>
      <FormError message={failure} testId="role-error" />
    </form>
  );
}
