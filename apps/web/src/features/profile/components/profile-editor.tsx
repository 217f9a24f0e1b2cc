import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { updateprofile } from '@app/contracts/actions/profile';
import { limits } from '@app/contracts/validation';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { ToastRegion, useToast } from '../../../components/ui/toast.tsx';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useMyProfile, type OwnProfile } from '../api/get-my-profile.ts';
import { useRemoveProfileImage } from '../api/remove-profile-image.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUploadProfileImage } from '../api/upload-profile-image.ts';
import { ChipInput } from './chip-input.tsx';
import { ImageField } from './image-field.tsx';
import './profile-editor.css';

const textFields = ['firstName', 'lastName', 'headline', 'location', 'website'] as const;
type TextField = (typeof textFields)[number];
type FieldName = TextField | 'bio' | 'skills' | 'languages';

interface Draft {
  firstName: string;
  lastName: string;
  headline: string;
  bio: string;
  location: string;
  website: string;
  skills: string[];
  languages: string[];
}

const draftOf = (profile: OwnProfile): Draft => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  headline: profile.headline ?? '',
  bio: profile.bio ?? '',
  location: profile.location ?? '',
  website: profile.website ?? '',
  skills: profile.skills,
  languages: profile.languages,
});

/** Where each item the dashboard calls missing is edited (the element to focus). */
export const fieldIdOfItem: Record<string, string> = {
  name: 'profile-firstName',
  headline: 'profile-headline',
  bio: 'profile-bio',
  skills: 'profile-skills',
  languages: 'profile-languages',
  location: 'profile-location',
  profileImage: 'profile-image',
};

const inputTypes: Partial<Record<TextField, string>> = { website: 'url' };
const autoCompletes: Partial<Record<TextField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  website: 'url',
};

/** The order the form's problems are looked at in, to focus the first. */
const checkOrder: readonly FieldName[] = [...textFields, 'bio', 'skills', 'languages'];

interface ProfileEditorProps {
  /** An item the dashboard listed as missing, to focus when the editor opens. */
  focusItem?: string;
  /** Name or picture changed: the header's copy of the user is stale. */
  onProfileChanged: () => void;
}

export function ProfileEditor({ focusItem, onProfileChanged }: ProfileEditorProps) {
  const { t } = useTranslation();
  const profile = useMyProfile();
  if (profile.isPending) return <p className="muted">{t('app.loading')}</p>;
  if (profile.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {t(errorMessageKey(profile.error))}
      </p>
    );
  }
  return (
    <ProfileForm profile={profile.data} focusItem={focusItem} onProfileChanged={onProfileChanged} />
  );
}

function ProfileForm({
  profile,
  focusItem,
  onProfileChanged,
}: ProfileEditorProps & { profile: OwnProfile }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const update = useUpdateProfile();
  const form = useContractForm({
    schema: updateprofile.request,
    mutation: update,
    onInvalid: (found) => {
      const firstInvalid = checkOrder.find((name) => found[name]);
      if (firstInvalid) document.getElementById(`profile-${firstInvalid}`)?.focus();
    },
  });
  const { problems, setProblems } = form;
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();
  const toast = useToast();

  useEffect(() => {
    const id = focusItem ? fieldIdOfItem[focusItem] : undefined;
    if (id) document.getElementById(id)?.focus();
  }, [focusItem]);

  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    if (problems[name]) {
      setProblems((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)),
      );
    }
  };

  const onSubmit = form.onSubmit(
    () => draft,
    async () => {
      await update.mutateAsync(draft);
      toast.show(t('profile.edit.saved'));
      onProfileChanged();
    },
  );

  const displayName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const textInput = (name: TextField) => (
    <FormField
      key={name}
      id={`profile-${name}`}
      label={t(`profile.fields.${name}`)}
      problem={problems[name]}
    >
      {(control) => (
        <input
          {...control}
          className="input"
          name={name}
          type={inputTypes[name] ?? 'text'}
          autoComplete={autoCompletes[name] ?? 'off'}
          placeholder={name === 'website' ? 'https://' : undefined}
          value={draft[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <div className="profile-editor" data-testid="profile-editor">
      <div className="profile-editor-head">
        <div>
          <h1 className="page-title">{t('profile.edit.title')}</h1>
          <p className="muted">
            @{profile.username} · {profile.email}
          </p>
        </div>
        <Link className="btn btn-secondary" to={`/${profile.username}`} data-testid="view-public">
          {t('profile.edit.viewPublic')}
        </Link>
      </div>
      <div className="profile-editor-grid">
        <section className="card profile-photo-card" aria-label={t('profile.image.label')}>
          <ImageField
            imageUrl={profile.profileImage?.original ?? null}
            fallback={(displayName || profile.username).charAt(0).toUpperCase()}
            label={t('profile.image.label')}
            chooseLabel={t('profile.image.choose')}
            removeLabel={t('profile.image.remove')}
            shape="round"
            testId="profile-image"
            inputId={fieldIdOfItem.profileImage}
            onUpload={(file) => upload.mutateAsync(file)}
            onRemove={() => remove.mutateAsync()}
            onChanged={onProfileChanged}
          />
        </section>
        <form
          className="card profile-form"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('profile.edit.title')}
        >
          <div className="profile-form-row">
            {textInput('firstName')}
            {textInput('lastName')}
          </div>
          {textInput('headline')}
          <FormField id="profile-bio" label={t('profile.fields.bio')} problem={problems.bio}>
            {(control) => (
              <textarea
                {...control}
                className="input profile-bio"
                name="bio"
                rows={6}
                value={draft.bio}
                onChange={(event) => set('bio', event.target.value)}
              />
            )}
          </FormField>
          {(['skills', 'languages'] as const).map((name) => (
            <ChipInput
              key={name}
              id={`profile-${name}`}
              label={t(`profile.fields.${name}`)}
              hint={t('profile.fields.listHint')}
              values={draft[name]}
              onChange={(values) => set(name, values)}
              removeLabel={(item) => t('profile.fields.removeItem', { item })}
              maxItems={limits.listItemsMax}
              maxLength={limits.listItemMax}
              problem={problems[name]}
            />
          ))}
          <div className="profile-form-row">
            {textInput('location')}
            {textInput('website')}
          </div>
          <FormError message={form.formError} testId="profile-error" />
          <SubmitButton
            isPending={form.isPending}
            label={t('profile.edit.save')}
            pendingLabel={t('profile.edit.saving')}
          />
        </form>
      </div>
      <ToastRegion
        message={toast.message}
        closeLabel={t('app.close')}
        onDismiss={toast.dismiss}
        icon={<CheckIcon size={18} />}
      />
    </div>
  );
}
