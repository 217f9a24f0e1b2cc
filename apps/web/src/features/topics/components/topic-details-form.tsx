import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueLimits, categories, currencies, deliveryModes } from '@app/contracts/catalogue';
import { languages } from '@app/contracts/locales';
import { RichTextEditor } from '../../../components/ui/rich-text-editor.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { fieldProblemsOf } from '../../../shared/errors/error-message.ts';
import type { TopicInput } from '../api/add-topic.ts';
import { FormField, FormFieldset } from '../../../shared/forms/form-field.tsx';
import { FormSection } from '../../../shared/forms/form-section.tsx';
import { languageName } from '../../../lib/language-name.ts';
import { OutcomesField } from './outcomes-field.tsx';
import { checkDraft, type DraftField, type DraftProblems, type TopicDraft } from './topic-draft.ts';

interface TopicDetailsFormProps {
  initial: TopicDraft;
  /** A published topic must stay complete, so its description is required. */
  isPublished: boolean;
  isSaving: boolean;
  submitLabel: string;
  onSubmit: (input: TopicInput) => Promise<void>;
}

const fieldOrder: DraftField[] = [
  'title',
  'category',
  'description',
  'outcomes',
  'audience',
  'durationHours',
  'languages',
  'location',
  'price',
];

/** Step 1 of the wizard: what the topic is, how it is given and what it costs. */
export function TopicDetailsForm({
  initial,
  isPublished,
  isSaving,
  submitLabel,
  onSubmit,
}: TopicDetailsFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<DraftProblems>({});

  const sortedCategories = useMemo(
    () =>
      [...categories].sort((a, b) =>
        t(`categories.${a}`).localeCompare(t(`categories.${b}`), language),
      ),
    [t, language],
  );

  const set = <K extends DraftField>(name: K, value: TopicDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    if (problems[name]) setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const showProblems = (found: DraftProblems) => {
    setProblems(found);
    const first = fieldOrder.find((name) => found[name]);
    if (first) document.getElementById(`topic-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { problems: found, input } = checkDraft(draft, isPublished);
    if (!input) {
      showProblems(found);
      return;
    }
    try {
      await onSubmit(input);
    } catch (error) {
      // The server's field errors (it checks everything again) are shown beside their fields.
      const found: DraftProblems = fieldProblemsOf(error);
      if (Object.keys(found).length > 0) showProblems(found);
    }
  };

  return (
    <form
      className="listing-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="topic-details-form"
    >
      <FormSection id="topic-section-basics" title={t('topics.form.basics')}>
        <FormField
          id="topic-title"
          label={t('topics.form.title')}
          hint={t('topics.form.titleHint')}
          problem={problems.title}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={draft.title}
              maxLength={catalogueLimits.titleMax}
              onChange={(event) => set('title', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="topic-category"
          label={t('topics.form.category')}
          problem={problems.category}
        >
          {(control) => (
            <select
              {...control}
              className="input"
              value={draft.category}
              onChange={(event) => set('category', event.target.value)}
            >
              <option value="">{t('topics.form.chooseCategory')}</option>
              {sortedCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </FormSection>

      <FormSection id="topic-section-content" title={t('topics.form.content')}>
        <FormField
          id="topic-description"
          label={t('topics.form.description')}
          hint={t('topics.form.descriptionHint')}
          problem={problems.description}
          labelKind="text"
        >
          {(control) => (
            <RichTextEditor
              id={control.id}
              value={draft.description}
              onChange={(html) => set('description', html)}
              labelledBy={`${control.id}-label`}
              describedBy={control['aria-describedby']}
              invalid={control['aria-invalid']}
              placeholder={t('topics.form.descriptionPlaceholder')}
            />
          )}
        </FormField>
        <OutcomesField
          values={draft.outcomes}
          onChange={(values) => set('outcomes', values)}
          problem={problems.outcomes}
        />
        <FormField
          id="topic-audience"
          label={t('topics.form.audience')}
          hint={t('topics.form.audienceHint')}
          optional
          problem={problems.audience}
        >
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              value={draft.audience}
              maxLength={catalogueLimits.audienceMax}
              onChange={(event) => set('audience', event.target.value)}
            />
          )}
        </FormField>
      </FormSection>

      <FormSection id="topic-section-format" title={t('topics.form.format')}>
        <FormFieldset id="topic-delivery" label={t('topics.form.delivery')}>
          {() => (
            <div className="listing-choices">
              {deliveryModes.map((mode) => (
                <label key={mode} className="listing-choice">
                  <input
                    type="radio"
                    name="delivery"
                    value={mode}
                    checked={draft.delivery === mode}
                    onChange={() => set('delivery', mode)}
                  />
                  <span>{t(`catalogue.delivery.${mode}`)}</span>
                </label>
              ))}
            </div>
          )}
        </FormFieldset>
        <FormFieldset
          id="topic-languages"
          label={t('topics.form.languages')}
          hint={t('topics.form.languagesHint')}
          problem={problems.languages}
        >
          {(control) => (
            <div className="listing-choices">
              {languages.map((code, index) => (
                <label key={code} className="listing-choice">
                  <input
                    id={index === 0 ? control.id : undefined}
                    type="checkbox"
                    aria-invalid={control['aria-invalid']}
                    checked={draft.languages.includes(code)}
                    onChange={(event) =>
                      set(
                        'languages',
                        event.target.checked
                          ? languages.filter(
                              (item) => item === code || draft.languages.includes(item),
                            )
                          : draft.languages.filter((item) => item !== code),
                      )
                    }
                  />
                  <span>{languageName(code, language)}</span>
                </label>
              ))}
            </div>
          )}
        </FormFieldset>
        <div className="listing-row">
          <FormField
            id="topic-durationHours"
            label={t('topics.form.duration')}
            optional
            problem={problems.durationHours}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="number"
                inputMode="numeric"
                min={1}
                max={catalogueLimits.durationHoursMax}
                value={draft.durationHours}
                onChange={(event) => set('durationHours', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id="topic-location"
            label={t('topics.form.location')}
            hint={draft.delivery === 'online' ? t('topics.form.locationOnlineHint') : undefined}
            optional
            problem={problems.location}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                value={draft.location}
                maxLength={catalogueLimits.locationMax}
                autoComplete="address-level2"
                onChange={(event) => set('location', event.target.value)}
              />
            )}
          </FormField>
        </div>
      </FormSection>

      <FormSection id="topic-section-price" title={t('topics.form.priceSection')}>
        <div className="listing-row topic-price-row">
          <FormField
            id="topic-price"
            label={t('topics.form.price')}
            hint={t('topics.form.priceHint')}
            problem={problems.price}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                inputMode="decimal"
                value={draft.price}
                placeholder={t('topics.form.pricePlaceholder')}
                onChange={(event) => set('price', event.target.value)}
              />
            )}
          </FormField>
          <FormField id="topic-currency" label={t('topics.form.currency')}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={draft.currency}
                onChange={(event) => set('currency', event.target.value as TopicDraft['currency'])}
              >
                {currencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </FormSection>

      <div className="listing-actions">
        <Link to="/manage_topic" className="btn btn-ghost listing-actions-back">
          {t('topics.form.cancel')}
        </Link>
        <button
          type="submit"
          className="btn btn-primary btn-lg"
          disabled={isSaving}
          aria-busy={isSaving}
        >
          {isSaving ? t('topics.form.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
