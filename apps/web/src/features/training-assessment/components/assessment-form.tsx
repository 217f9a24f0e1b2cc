import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assessmentLimits,
  type AssessmentQuestion,
} from '@app/contracts/actions/training-assessment';
import { RatingInput } from '../../../components/ui/rating-input.tsx';
import { fieldProblemsOf, useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { halvesOf } from '../utils/assessment-figures.ts';

export interface AssessmentAnswer {
  ratingHalves: number;
  answers: Record<string, string | number>;
  comment: string | null;
}

interface AssessmentFormProps {
  questions: AssessmentQuestion[];
  /** Sends the answers; a failure is shown in the form. */
  onSubmit: (answer: AssessmentAnswer) => Promise<unknown>;
  isPending: boolean;
  error: unknown;
  testId: string;
}

/**
 * One assessment (docs/product.md, "Training assessment"): the overall rating (1 to 5 stars in
 * halves), each question of the company's questionnaire (a rating, or a text), and a comment.
 * Every rating is required, texts are not.
 */
export function AssessmentForm({
  questions,
  onSubmit,
  isPending,
  error,
  testId,
}: AssessmentFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (rating === null) found.rating = 'validation.required';
    for (const question of questions) {
      if (question.kind === 'rating' && ratings[question.id] === undefined) {
        found[question.id] = 'validation.required';
      }
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || rating === null) return;
    const answers: Record<string, string | number> = {};
    for (const question of questions) {
      if (question.kind === 'rating') answers[question.id] = halvesOf(ratings[question.id]!);
      else if (texts[question.id]?.trim()) answers[question.id] = texts[question.id]!.trim();
    }
    try {
      await onSubmit({ ratingHalves: halvesOf(rating), answers, comment: comment.trim() || null });
    } catch (failure) {
      setProblems(fieldProblemsOf(failure));
    }
  };

  const ratingField = (
    fieldId: string,
    label: string,
    value: number | null,
    onChange: (value: number) => void,
    problem: string | undefined,
  ) => (
    <FormField id={fieldId} label={label} problem={problem} labelKind="text" required>
      {(control) => (
        <RatingInput
          id={control.id}
          value={value}
          onChange={onChange}
          labelledBy={`${control.id}-label`}
          describedBy={control['aria-describedby']}
          invalid={control['aria-invalid']}
          required
        />
      )}
    </FormField>
  );

  return (
    <form
      className="assessment-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={testId}
    >
      {ratingField(
        `${id}-overall`,
        t('trainingAssessment.form.overall'),
        rating,
        setRating,
        problems.rating,
      )}
      {questions.map((question) =>
        question.kind === 'rating' ? (
          <div key={question.id}>
            {ratingField(
              `${id}-${question.id}`,
              question.text,
              ratings[question.id] ?? null,
              (value) => setRatings((current) => ({ ...current, [question.id]: value })),
              problems[question.id],
            )}
          </div>
        ) : (
          <TextAreaField
            key={question.id}
            id={`${id}-${question.id}`}
            label={question.text}
            optional
            value={texts[question.id] ?? ''}
            onChange={(value) => setTexts((current) => ({ ...current, [question.id]: value }))}
            maxLength={assessmentLimits.textAnswerMax}
            rows={3}
            testId={`assessment-text-${question.id}`}
          />
        ),
      )}
      <TextAreaField
        id={`${id}-comment`}
        label={t('trainingAssessment.form.comment')}
        optional
        value={comment}
        onChange={setComment}
        maxLength={assessmentLimits.commentMax}
        withCount
        rows={3}
        testId="assessment-comment"
      />
      <FormError
        message={
          error ? errorMessage(error, { fieldsShown: Object.keys(problems).length > 0 }) : null
        }
        testId="assessment-error"
      />
      <SubmitButton
        isPending={isPending}
        label={t('trainingAssessment.form.submit')}
        pendingLabel={t('trainingAssessment.form.sending')}
        testId="assessment-submit"
      />
    </form>
  );
}
