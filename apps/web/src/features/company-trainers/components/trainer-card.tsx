import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  companyNoteMax,
  updatecompanytrainer,
  type CompanyTrainer,
} from '@app/contracts/actions/company-home';
import type { Language } from '@app/contracts/locales';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { StarRating } from '../../../components/catalogue/star-rating.tsx';
import { formatDate, formatNumber, formatPrice } from '../../../lib/format.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useRemoveCompanyTrainer } from '../api/remove-company-trainer.ts';
import { useUpdateCompanyTrainerNote } from '../api/update-company-trainer.ts';

interface TrainerCardProps {
  trainer: CompanyTrainer;
  canEdit: boolean;
  language: Language;
}

/** One approved trainer: who, their standing with the company, its figures and its note. */
export function TrainerCard({ trainer, canEdit, language }: TrainerCardProps) {
  const { t } = useTranslation();
  const [isRemoving, setRemoving] = useState(false);
  const remove = useRemoveCompanyTrainer();
  const name = trainer.trainer?.name ?? trainer.email;
  const headingId = `trainer-${trainer.id}-name`;
  return (
    <li className="card trainer-card" aria-labelledby={headingId} data-testid="company-trainer">
      <div className="trainer-card-head">
        <h2 id={headingId} className="trainer-card-name">
          {trainer.trainer ? (
            <Link to={`/${encodeURIComponent(trainer.trainer.username)}`}>{name}</Link>
          ) : (
            name
          )}
        </h2>
        <span className="trainer-status" data-status={trainer.status}>
          {t(`companyTrainers.status.${trainer.status}`)}
        </span>
      </div>
      <p className="trainer-card-since muted">
        {trainer.trainer ? `@${trainer.trainer.username} · ` : null}
        {trainer.joinedAt
          ? t('companyTrainers.joinedOn', { date: formatDate(trainer.joinedAt, language) })
          : t('companyTrainers.approvedOn', { date: formatDate(trainer.approvedAt, language) })}
      </p>
      <dl className="trainer-figures">
        <div>
          <dt>{t('companyTrainers.figures.topics')}</dt>
          <dd>
            {formatNumber(trainer.topicCount, language)}
            {trainer.topics.length > 0 ? (
              <ul className="trainer-topics">
                {trainer.topics.map((topic) => (
                  <li key={topic.url}>
                    <Link to={`/topic/${encodeURIComponent(topic.url)}`}>{topic.title}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('companyTrainers.figures.bookings')}</dt>
          <dd data-testid="trainer-bookings">{formatNumber(trainer.bookings, language)}</dd>
        </div>
        <div>
          <dt>{t('companyTrainers.figures.rating')}</dt>
          <dd>
            <StarRating rating={trainer.rating ?? 0} reviewCount={trainer.reviewCount} />
          </dd>
        </div>
        <div>
          <dt>{t('spend.booked')}</dt>
          <dd data-testid="trainer-spend">
            {trainer.spend.length === 0
              ? formatPrice(0, language)
              : trainer.spend
                  .map((item) => formatPrice(item.amountMinor, language, item.currency))
                  .join(' + ')}
          </dd>
        </div>
      </dl>
      <TrainerNote trainer={trainer} canEdit={canEdit} name={name} />
      {canEdit ? (
        <div className="trainer-card-actions">
          <button
            type="button"
            className="btn btn-ghost trainer-remove"
            onClick={() => setRemoving(true)}
            data-testid="remove-trainer"
          >
            {t('companyTrainers.remove.button')}
            <span className="visually-hidden">: {name}</span>
          </button>
        </div>
      ) : null}
      {isRemoving ? (
        <ConfirmDialog
          title={t('companyTrainers.remove.title')}
          text={t('companyTrainers.remove.text', { name })}
          cancelLabel={t('companyTrainers.remove.cancel')}
          confirmLabel={t('companyTrainers.remove.confirm')}
          onConfirm={() => remove.mutateAsync(trainer.id)}
          onClose={() => setRemoving(false)}
          onDone={() => setRemoving(false)}
          testId="remove-trainer-dialog"
          confirmTestId="confirm-remove-trainer"
        />
      ) : null}
    </li>
  );
}

/** The company's note: read by all its staff, written inline by its admin. */
function TrainerNote({
  trainer,
  canEdit,
  name,
}: {
  trainer: CompanyTrainer;
  canEdit: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const save = useUpdateCompanyTrainerNote();
  const form = useContractForm({ schema: updatecompanytrainer.request, mutation: save });
  const [draft, setDraft] = useState<string | null>(null);
  const fieldId = `trainer-${trainer.id}-note`;
  if (draft === null) {
    return (
      <div className="trainer-note">
        <h3 className="trainer-note-title">{t('companyTrainers.note.title')}</h3>
        <p className={trainer.note ? 'trainer-note-text' : 'muted'} data-testid="trainer-note">
          {trainer.note ?? t('companyTrainers.note.none')}
        </p>
        {canEdit ? (
          <button
            type="button"
            className="btn btn-ghost trainer-note-edit"
            onClick={() => {
              form.reset();
              setDraft(trainer.note ?? '');
            }}
            data-testid="edit-trainer-note"
          >
            {trainer.note ? t('companyTrainers.note.edit') : t('companyTrainers.note.add')}
            <span className="visually-hidden">: {name}</span>
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className="trainer-note"
      onSubmit={form.onSubmit(
        () => ({ id: trainer.id, note: draft }),
        async () => {
          await save.mutateAsync({ id: trainer.id, note: draft });
          setDraft(null);
        },
      )}
    >
      <TextAreaField
        id={fieldId}
        label={t('companyTrainers.note.label', { name })}
        hint={t('companyTrainers.note.hint')}
        problem={form.problems.note}
        value={draft}
        onChange={setDraft}
        maxLength={companyNoteMax}
        withCount
        rows={3}
        testId="trainer-note-input"
      />
      <FormError message={form.formError} testId="trainer-note-error" />
      <div className="trainer-note-actions">
        <SubmitButton
          isPending={form.isPending}
          label={t('companyTrainers.note.save')}
          pendingLabel={t('companyTrainers.note.saving')}
          testId="save-trainer-note"
        />
        <button type="button" className="btn btn-ghost" onClick={() => setDraft(null)}>
          {t('companyTrainers.note.cancel')}
        </button>
      </div>
    </form>
  );
}
