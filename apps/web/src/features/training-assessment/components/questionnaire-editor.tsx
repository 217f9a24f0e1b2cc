import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assessmentLimits,
  updateassessmentquestions,
  type AssessmentQuestion,
} from '@app/contracts/actions/training-assessment';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { useUpdateAssessmentQuestions } from '../api/update-assessment-questions.ts';
import { newQuestionId } from '../utils/assessment-figures.ts';

/**
 * The company's questionnaire: up to ten questions, each a rating or a text. The admin edits it;
 * managers read it. Trainings already assessed keep the questions they were asked.
 */
export function QuestionnaireEditor({
  questions: saved,
  canEdit,
}: {
  questions: AssessmentQuestion[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [questions, setQuestions] = useState(saved);
  const [status, setStatus] = useState<string | null>(null);
  const mutation = useUpdateAssessmentQuestions();
  const form = useContractForm({ schema: updateassessmentquestions.request, mutation });
  const { problems } = form;

  if (!canEdit) {
    return saved.length === 0 ? (
      <EmptyState text={t('trainingAssessment.questions.emptyRead')} testId="questionnaire-empty" />
    ) : (
      <ol className="assessment-question-list" data-testid="questionnaire-read">
        {saved.map((question) => (
          <li key={question.id}>
            {question.text}{' '}
            <span className="muted">
              ({t(`trainingAssessment.questions.kind.${question.kind}`)})
            </span>
          </li>
        ))}
      </ol>
    );
  }

  const change = (index: number, patch: Partial<AssessmentQuestion>) =>
    setQuestions((current) =>
      current.map((question, position) =>
        position === index ? { ...question, ...patch } : question,
      ),
    );

  const input = () => ({
    questions: questions.map((question) => ({ ...question, text: question.text.trim() })),
  });
  const onSubmit = form.onSubmit(
    () => {
      setStatus(null);
      return input();
    },
    async () => {
      await mutation.mutateAsync(input());
      setStatus(t('trainingAssessment.questions.saved'));
    },
  );

  return (
    <form className="assessment-questionnaire" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('trainingAssessment.questions.intro')}</p>
      {questions.length === 0 ? (
        <EmptyState text={t('trainingAssessment.questions.empty')} testId="questionnaire-empty" />
      ) : (
        <ol className="assessment-question-list">
          {questions.map((question, index) => (
            <li key={question.id} className="assessment-question-row">
              <FormField
                id={`${id}-${question.id}-text`}
                label={t('trainingAssessment.questions.text', { number: index + 1 })}
                problem={problems[`questions.${index}.text`]}
                required
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    maxLength={assessmentLimits.questionMax}
                    value={question.text}
                    onChange={(event) => change(index, { text: event.target.value })}
                  />
                )}
              </FormField>
              <FormField
                id={`${id}-${question.id}-kind`}
                label={t('trainingAssessment.questions.kindLabel')}
              >
                {(control) => (
                  <select
                    {...control}
                    className="input"
                    value={question.kind}
                    onChange={(event) =>
                      change(index, { kind: event.target.value === 'text' ? 'text' : 'rating' })
                    }
                  >
                    <option value="rating">{t('trainingAssessment.questions.kind.rating')}</option>
                    <option value="text">{t('trainingAssessment.questions.kind.text')}</option>
                  </select>
                )}
              </FormField>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() =>
                  setQuestions((current) => current.filter((_, position) => position !== index))
                }
                aria-label={t('trainingAssessment.questions.removeNamed', { number: index + 1 })}
              >
                {t('trainingAssessment.questions.remove')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="assessment-questionnaire-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={questions.length >= assessmentLimits.questionsMax}
          onClick={() =>
            setQuestions((current) => [
              ...current,
              {
                id: newQuestionId(current.map((question) => question.id)),
                text: '',
                kind: 'rating',
              },
            ])
          }
          data-testid="questionnaire-add"
        >
          {t('trainingAssessment.questions.add')}
        </button>
        <SubmitButton
          isPending={form.isPending}
          label={t('trainingAssessment.questions.save')}
          pendingLabel={t('trainingAssessment.questions.saving')}
          testId="questionnaire-save"
        />
      </div>
      <p className="muted">
        {t('trainingAssessment.questions.limit', { max: assessmentLimits.questionsMax })}
      </p>
      <p role="status" aria-live="polite">
        {status}
      </p>
      <FormError message={form.formError} testId="questionnaire-error" />
    </form>
  );
}
