import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueLimits, categories, currencies, deliveryModes } from '@app/contracts/catalogue';
import { languages } from '@app/contracts/locales';
import { useLanguage } from '../../../hooks/use-language.ts';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { FormField, FormFieldset } from '../../../shared/forms/form-field.tsx';
import { FormSection } from '../../../shared/forms/form-section.tsx';
import type { DraftField, DraftProblems, RequirementDraft } from './requirement-draft.ts';
import { languageName } from '../../../lib/language-name.ts';

interface SectionsProps {
  draft: RequirementDraft;
  problems: DraftProblems;
  fieldId: (field: DraftField) => string;
  onChange: <K extends keyof RequirementDraft>(name: K, value: RequirementDraft[K]) => void;
}

/** One numbered section of the form, named by its heading. */
function Section({
  name,
  step,
  children,
}: {
  name: 'what' | 'who' | 'how' | 'budget' | 'visibility';
  step: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormSection
      id={`requirement-section-${name}`}
      number={step}
      title={t(`requirements.form.sections.${name}.title`)}
      intro={t(`requirements.form.sections.${name}.hint`)}
    >
      {children}
    </FormSection>
  );
}

/** The form's five sections: what, who and when, how, budget, visibility. */
export function RequirementFormSections({ draft, problems, fieldId, onChange }: SectionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = (field: string) => t(`requirements.form.fields.${field}`);
  const categoryOptions = categories
    .map((slug) => ({ slug, name: t(`categories.${slug}`) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));

  const textInput = (
    field: 'title' | 'participants' | 'location' | 'budgetMin' | 'budgetMax',
    options: {
      hint?: string;
      required?: boolean;
      inputMode?: 'numeric' | 'decimal';
      suffix?: string;
      placeholder?: string;
    } = {},
  ) => (
    <FormField
      id={fieldId(field)}
      label={label(field)}
      hint={options.hint}
      problem={problems[field]}
      required={options.required}
    >
      {(control) => (
        <div className={options.suffix ? 'requirement-input-affix' : undefined}>
          <input
            {...control}
            className="input"
            name={field}
            type="text"
            inputMode={options.inputMode}
            autoComplete="off"
            placeholder={options.placeholder}
            value={draft[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
          {options.suffix ? (
            <span className="requirement-input-suffix" aria-hidden="true">
              {options.suffix}
            </span>
          ) : null}
        </div>
      )}
    </FormField>
  );

  const dateInput = (field: 'preferredStart' | 'preferredEnd' | 'deadline', hint?: string) => (
    <FormField
      id={fieldId(field)}
      label={label(field)}
      hint={hint}
      problem={problems[field]}
      labelKind="text"
    >
      {(control) => (
        <DateField
          control={control}
          labelledBy={`${fieldId(field)}-label`}
          value={draft[field]}
          onChange={(value) => onChange(field, value)}
          testId={`requirement-${field}`}
        />
      )}
    </FormField>
  );

  return (
    <>
      <Section name="what" step={1}>
        {textInput('title', { required: true, hint: t('requirements.form.hints.title') })}
        <FormField
          id={fieldId('category')}
          label={label('category')}
          problem={problems.category}
          required
        >
          {(control) => (
            <select
              {...control}
              className="input"
              name="category"
              value={draft.category}
              onChange={(event) => onChange('category', event.target.value)}
            >
              <option value="">{t('requirements.form.placeholders.category')}</option>
              {categoryOptions.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={fieldId('description')}
          label={label('description')}
          hint={t('requirements.form.hints.description')}
          problem={problems.description}
          required
          aside={
            <span className="requirement-counter" aria-hidden="true">
              {t('requirements.form.characters', {
                current: draft.description.length,
                max: catalogueLimits.requirementDescriptionMax,
              })}
            </span>
          }
        >
          {(control) => (
            <textarea
              {...control}
              className="input requirement-description"
              name="description"
              rows={7}
              value={draft.description}
              onChange={(event) => onChange('description', event.target.value)}
            />
          )}
        </FormField>
      </Section>

      <Section name="who" step={2}>
        <div className="listing-row requirement-row-narrow">
          {textInput('participants', {
            inputMode: 'numeric',
            hint: t('requirements.form.hints.participants'),
          })}
        </div>
        <div className="listing-row">
          {dateInput('preferredStart')}
          {dateInput('preferredEnd')}
        </div>
        <div className="listing-row requirement-row-narrow">
          {dateInput('deadline', t('requirements.form.hints.deadline'))}
        </div>
      </Section>

      <Section name="how" step={3}>
        <FormFieldset id={fieldId('delivery')} label={label('delivery')}>
          {() => (
            <div className="listing-choices">
              {(['', ...deliveryModes] as const).map((mode) => (
                <label key={mode || 'any'} className="listing-choice">
                  <input
                    type="radio"
                    name="delivery"
                    value={mode}
                    checked={draft.delivery === mode}
                    onChange={() => onChange('delivery', mode)}
                  />
                  <span>
                    {mode ? t(`catalogue.delivery.${mode}`) : t('requirements.form.noPreference')}
                  </span>
                </label>
              ))}
            </div>
          )}
        </FormFieldset>
        <div className="listing-row">
          {textInput('location', { placeholder: t('requirements.form.placeholders.location') })}
          <FormField id={fieldId('language')} label={label('language')} problem={problems.language}>
            {(control) => (
              <select
                {...control}
                className="input"
                name="language"
                value={draft.language}
                onChange={(event) => onChange('language', event.target.value)}
              >
                <option value="">{t('requirements.form.anyLanguage')}</option>
                {languages.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code, language)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </Section>

      <Section name="budget" step={4}>
        <div className="listing-row requirement-row-budget">
          {textInput('budgetMin', { inputMode: 'decimal', suffix: draft.currency })}
          {textInput('budgetMax', { inputMode: 'decimal', suffix: draft.currency })}
          <FormField id={fieldId('currency')} label={label('currency')} problem={problems.currency}>
            {(control) => (
              <select
                {...control}
                className="input"
                name="currency"
                value={draft.currency}
                onChange={(event) => onChange('currency', event.target.value)}
              >
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </Section>

      <Section name="visibility" step={5}>
        <label className="checkbox requirement-visibility">
          <input
            type="checkbox"
            name="showOnProfile"
            checked={draft.showOnProfile}
            aria-describedby="requirement-showOnProfile-hint"
            onChange={(event) => onChange('showOnProfile', event.target.checked)}
          />
          <span>{label('showOnProfile')}</span>
        </label>
        <p className="field-hint" id="requirement-showOnProfile-hint">
          {t('requirements.form.hints.showOnProfile')}
        </p>
      </Section>
    </>
  );
}
