import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts/locales';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import {
  useCompanyUsers,
  type PendingInvitation,
  type StaffMember,
} from '../api/get-company-users.ts';
import { useRemoveCompanyUser } from '../api/remove-company-user.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import { useTransferCompanyAdmin } from '../api/transfer-company-admin.ts';
import { BulkInviteForm } from './bulk-invite-form.tsx';
import { InviteForm } from './invite-form.tsx';
import { JoinRequestsSection } from './join-requests-section.tsx';
import { MemberEditor } from './member-editor.tsx';
import { roleLabelKey } from './role-select.tsx';
import { TwoFactorRule } from './two-factor-rule.tsx';

type Confirming =
  | { kind: 'remove'; member: StaffMember }
  | { kind: 'transfer'; member: StaffMember }
  | { kind: 'revoke'; invitation: PendingInvitation };

const nameOf = (member: StaffMember) => member.fullName ?? member.username;

/** The staff of the company with their roles, the invitation form and the pending invitations. */
export function StaffPanel({ language }: { language: Language }) {
  const { t } = useTranslation();
  const query = useCompanyUsers();
  const remove = useRemoveCompanyUser();
  const transfer = useTransferCompanyAdmin();
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const resendInvitation = async (invitation: PendingInvitation) => {
    setNotice(null);
    setFailure(null);
    try {
      await resend.mutateAsync({ id: invitation.id });
      setNotice(t('companyPeople.invitations.resent', { email: invitation.email }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <div className="people-panel">
      <InviteForm />
      <details className="card people-bulk" data-testid="bulk-invite">
        <summary>{t('companyPeople.bulkInvite.title')}</summary>
        <BulkInviteForm />
      </details>
      <QueryStates query={query} errorTestId="staff-error">
        {({ members, invitations, joinRequests, requireTwoFactor }) => (
          <>
            <TwoFactorRule required={requireTwoFactor} />
            <JoinRequestsSection requests={joinRequests} language={language} />
            <section className="card" aria-labelledby="staff-title">
              <h2 id="staff-title" className="people-section-title">
                {t('companyPeople.staff.title')}
              </h2>
              <div aria-live="polite">
                {notice ? <p className="alert alert-success">{notice}</p> : null}
              </div>
              <FormError message={failure} testId="staff-action-error" />
              <ul className="people-list" data-testid="staff-list">
                {members.map((member) => (
                  <li key={member.userId} className="people-row" data-testid="staff-row">
                    <div className="people-row-main">
                      <strong data-testid="staff-name">{nameOf(member)}</strong>
                      {member.isSelf ? (
                        <span className="people-badge">{t('companyPeople.staff.you')}</span>
                      ) : null}
                      <span className="muted people-row-sub">{member.email}</span>
                    </div>
                    <dl className="people-row-facts">
                      <div>
                        <dt>{t('companyPeople.fields.role')}</dt>
                        <dd data-testid="staff-role">{t(roleLabelKey(member.userRole))}</dd>
                      </div>
                      <div>
                        <dt>{t('companyPeople.fields.department')}</dt>
                        <dd>{member.department ?? <span className="muted">—</span>}</dd>
                      </div>
                      <div>
                        <dt>{t('companyPeople.fields.lastLogin')}</dt>
                        <dd>
                          {member.lastLoginAt ? (
                            formatDateTime(member.lastLoginAt, language)
                          ) : (
                            <span className="muted">{t('companyPeople.staff.never')}</span>
                          )}
                        </dd>
                      </div>
                    </dl>
                    {editing === member.userId ? (
                      <MemberEditor member={member} onDone={() => setEditing(null)} />
                    ) : (
                      <div className="people-row-actions">
                        <button
                          type="button"
                          className="btn btn-secondary"
                          onClick={() => setEditing(member.userId)}
                          aria-label={t('companyPeople.staff.editOf', { name: nameOf(member) })}
                          data-testid="staff-edit"
                        >
                          {t('companyPeople.actions.edit')}
                        </button>
                        {!member.isSelf && member.userRole !== 1 ? (
                          <button
                            type="button"
                            className="btn btn-secondary"
                            onClick={() => setConfirming({ kind: 'transfer', member })}
                            aria-label={t('companyPeople.transfer.buttonOf', {
                              name: nameOf(member),
                            })}
                            data-testid="staff-transfer"
                          >
                            {t('companyPeople.transfer.button')}
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className="btn btn-ghost"
                          onClick={() => setConfirming({ kind: 'remove', member })}
                          aria-label={t('companyPeople.staff.removeOf', { name: nameOf(member) })}
                          data-testid="staff-remove"
                        >
                          {t('companyPeople.actions.remove')}
                        </button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </section>
            <section className="card" aria-labelledby="invitations-title">
              <h2 id="invitations-title" className="people-section-title">
                {t('companyPeople.invitations.title')}
              </h2>
              {invitations.length === 0 ? (
                <EmptyState
                  text={t('companyPeople.invitations.empty')}
                  testId="invitations-empty"
                />
              ) : (
                <ul className="people-list" data-testid="invitations-list">
                  {invitations.map((invitation) => (
                    <li key={invitation.id} className="people-row" data-testid="invitation-row">
                      <div className="people-row-main">
                        <strong>{invitation.email}</strong>
                        <span className="muted people-row-sub">
                          {t(roleLabelKey(invitation.userRole))}
                          {invitation.department ? ` · ${invitation.department}` : ''}
                        </span>
                      </div>
                      <p className={invitation.isExpired ? 'people-expired' : 'muted'}>
                        {invitation.isExpired
                          ? t('companyPeople.invitations.expired')
                          : t('companyPeople.invitations.expires', {
                              date: formatDate(invitation.expiresAt, language, 'medium'),
                            })}
                      </p>
                      <div className="people-row-actions">
                        <button
                          type="button"
                          className="btn btn-secondary"
                          disabled={resend.isPending}
                          onClick={() => void resendInvitation(invitation)}
                          aria-label={t('companyPeople.invitations.resendTo', {
                            email: invitation.email,
                          })}
                          data-testid="invitation-resend"
                        >
                          {t('companyPeople.invitations.resend')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost"
                          onClick={() => setConfirming({ kind: 'revoke', invitation })}
                          aria-label={t('companyPeople.invitations.revokeTo', {
                            email: invitation.email,
                          })}
                          data-testid="invitation-revoke"
                        >
                          {t('companyPeople.invitations.revoke')}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryStates>
      {confirming ? (
        <ConfirmDialog
          title={t(`companyPeople.confirm.${confirming.kind}.title`)}
          text={t(`companyPeople.confirm.${confirming.kind}.text`, {
            name:
              confirming.kind === 'revoke'
                ? confirming.invitation.email
                : nameOf(confirming.member),
          })}
          cancelLabel={t('companyPeople.actions.cancel')}
          confirmLabel={t(`companyPeople.confirm.${confirming.kind}.confirm`)}
          onConfirm={() =>
            confirming.kind === 'revoke'
              ? revoke.mutateAsync({ id: confirming.invitation.id })
              : confirming.kind === 'remove'
                ? remove.mutateAsync({ userId: confirming.member.userId })
                : transfer.mutateAsync({ userId: confirming.member.userId })
          }
          onClose={() => setConfirming(null)}
          onDone={() => setConfirming(null)}
          testId="people-confirm"
          confirmTestId="people-confirm-button"
        />
      ) : null}
    </div>
  );
}
