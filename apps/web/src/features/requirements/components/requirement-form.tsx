import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey, fieldProblemsOf } from '../../../shared/errors/error-message.ts';
import { useAddRequirement } from '../api/add-requirement.ts';
import { useUpdateRequirement } from '../api/update-requirement.ts';
import {
  checkDraft,
  draftFields,
  firstProblemField,
  type DraftField,
  type DraftProblems,
  type RequirementDraft,
} from './requirement-draft.ts';
import { RequirementFormSections } from './requirement-form-sections.tsx';
import '../../../shared/forms/listing-form.css';
import './requirement-form.css';

export interface SavedRequirement {
  id: number;
  url: string;
}

interface RequirementFormProps {
  /** The requirement being edited; absent for a new one. */
  requirementId?: number;
  initialDraft: RequirementDraft;
  onSaved: (saved: SavedRequirement) => void;
  /** Where Cancel goes. */
  cancelTo: string;
}

const fieldId = (field: DraftField) => `requirement-${field}`;
const fixProblemsKey = 'requirements.form.fixProblems';

/** The server's per-field problems, for the fields this form has. */
function serverProblemsOf(error: unknown): DraftProblems {
  const problems: DraftProblems = {};
  for (const [name, messageKey] of Object.entries(fieldProblemsOf(error))) {
    if ((draftFields as readonly string[]).includes(name))
      problems[name as DraftField] = messageKey;
  }
  return problems;
}

/**
 * Posting or editing a requirement. The draft is checked with the contract's schema at submit and,
 * after the first attempt, at every change, so a fixed field loses its message at once.
 */
export function RequirementForm({
  requirementId,
  initialDraft,
  onSaved,
  cancelTo,
}: RequirementFormProps) {
  const { t } = useTranslation();
  const mode = requirementId === undefined ? 'create' : 'edit';
  const [draft, setDraft] = useState(initialDraft);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<DraftProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const add = useAddRequirement();
  const update = useUpdateRequirement();
  const isSaving = add.isPending || update.isPending;

  const problems: DraftProblems = {
    ...(attempted ? checkDraft(draft, mode).problems : {}),
    ...serverProblems,
  };

  // "Check the fields" goes once every field is fine; the server's own messages stay.
  const shownError =
    formError === fixProblemsKey && !firstProblemField(problems) ? null : formError;

  const set = <K extends keyof RequirementDraft>(name: K, value: RequirementDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    if (name in serverProblems) {
      setServerProblems(({ [name as DraftField]: _fixed, ...rest }) => rest);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    setAttempted(true);
    setServerProblems({});
    const checked = checkDraft(draft, mode);
    const first = firstProblemField(checked.problems);
    if (first) {
      setFormError(fixProblemsKey);
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setFormError(null);
    try {
      const saved =
        requirementId === undefined
          ? await add.mutateAsync(checked.input)
          : await update.mutateAsync({ ...checked.input, id: requirementId });
      onSaved(saved);
    } catch (error) {
      const fromServer = serverProblemsOf(error);
      setServerProblems(fromServer);
      setFormError(errorMessageKey(error));
      const firstFromServer = firstProblemField(fromServer);
      if (firstFromServer) document.getElementById(fieldId(firstFromServer))?.focus();
      else errorRef.current?.focus();
    }
  };

  return (
    <form
      className="listing-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="requirement-form-title"
      data-testid="requirement-form"
    >
      <p className="requirement-form-legend muted">{t('requirements.form.requiredNote')}</p>
      <RequirementFormSections draft={draft} problems={problems} fieldId={fieldId} onChange={set} />
      <div className="requirement-form-footer">
        <div aria-live="assertive" className="requirement-form-status">
          {shownError ? (
            <p
              className="alert alert-error"
              role="alert"
              ref={errorRef}
              tabIndex={-1}
              data-testid="requirement-form-error"
            >
              {t(shownError)}
            </p>
          ) : null}
        </div>
        <div className="listing-actions">
          <Link className="btn btn-secondary btn-lg" to={cancelTo}>
            {t('requirements.form.cancel')}
          </Link>
          <button type="submit" className="btn btn-primary btn-lg" disabled={isSaving}>
            {isSaving ? <span className="spinner requirement-button-spinner" aria-hidden /> : null}
            {isSaving
              ? t('requirements.form.saving')
              : t(
                  mode === 'create'
                    ? 'requirements.form.submitCreate'
                    : 'requirements.form.submitEdit',
                )}
          </button>
        </div>
      </div>
    </form>
  );
}
