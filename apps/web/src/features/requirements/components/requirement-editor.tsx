import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useRequirement } from '../api/get-requirement.ts';
import { draftOf, emptyDraft } from './requirement-draft.ts';
import { RequirementForm, type SavedRequirement } from './requirement-form.tsx';

interface RequirementEditorProps {
  /** The requirement to edit (`?id=`), or null to post a new one. */
  requirementId: number | null;
  onSaved: (saved: SavedRequirement, mode: 'created' | 'updated') => void;
  /** Shown when the requirement to edit does not exist. */
  notFound: ReactNode;
}

const tipKeys = ['goal', 'audience', 'format', 'budget'] as const;

function Tips() {
  const { t } = useTranslation();
  return (
    <aside className="card requirement-tips" aria-labelledby="requirement-tips-title">
      <h2 className="requirement-tips-title" id="requirement-tips-title">
        {t('requirements.form.tips.title')}
      </h2>
      <ul className="requirement-tips-list">
        {tipKeys.map((key) => (
          <li key={key}>{t(`requirements.form.tips.${key}`)}</li>
        ))}
      </ul>
    </aside>
  );
}

function EditorLayout({ mode, children }: { mode: 'create' | 'edit'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="requirement-editor" data-testid="requirement-editor">
      <header className="listing-head requirement-editor-head">
        <h1 className="page-title" id="requirement-form-title">
          {t(mode === 'create' ? 'requirements.form.addTitle' : 'requirements.form.editTitle')}
        </h1>
        <p className="muted">
          {t(mode === 'create' ? 'requirements.form.addIntro' : 'requirements.form.editIntro')}
        </p>
      </header>
      <div className="requirement-editor-grid">
        {children}
        <Tips />
      </div>
    </div>
  );
}

/** Posting a requirement, or editing one of the user's own (loaded by id first). */
export function RequirementEditor({ requirementId, onSaved, notFound }: RequirementEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const existing = useRequirement(requirementId === null ? null : { id: requirementId });

  if (requirementId === null) {
    return (
      <EditorLayout mode="create">
        <RequirementForm
          initialDraft={emptyDraft}
          cancelTo="/manage_requirement"
          onSaved={(saved) => onSaved(saved, 'created')}
        />
      </EditorLayout>
    );
  }
  if (existing.isPending) {
    return (
      <p className="loading-block" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('requirements.form.loading')}
      </p>
    );
  }
  if (existing.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {t(errorMessageKey(existing.error))}
      </p>
    );
  }
  const requirement = existing.data;
  if (!requirement) return notFound;
  if (!requirement.isOwner) {
    return (
      <div className="requirement-editor">
        <p className="alert alert-error" role="alert" data-testid="requirement-not-owner">
          {t('requirements.form.notOwner')}
        </p>
        <Link className="btn btn-secondary" to={`/requirement/${requirement.url}`}>
          {t('requirements.form.viewRequirement')}
        </Link>
      </div>
    );
  }
  return (
    <EditorLayout mode="edit">
      <RequirementForm
        // A fresh form for each requirement (and after it was reloaded).
        key={requirement.id}
        requirementId={requirement.id}
        initialDraft={draftOf(requirement, language)}
        cancelTo={`/requirement/${requirement.url}`}
        onSaved={(saved) => onSaved(saved, 'updated')}
      />
    </EditorLayout>
  );
}
