import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addreview, reviewLimits } from '@app/contracts/actions/review';
import { RatingInput } from '../../../components/ui/rating-input.tsx';
import { fieldProblemsOf, useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { useAddReview } from '../api/add-review.ts';

interface ReviewFormProps {
  bookingId: number;
  /** Told the new review's id once the server has it (the page announces it and moves focus). */
  onPublished: (reviewId: number) => void;
}

/**
 * A review of one training (docs/product.md, "Reviews"): a rating from 1 to 5 in halves and a text,
 * checked with the contract's own rules before they are sent.
 */
export function ReviewForm({ bookingId, onPublished }: ReviewFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const mutation = useAddReview();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { bookingId, rating: rating ?? undefined, text };
    const found = schemaProblemsOf(addreview.request, input);
    setProblems(found);
    if (Object.keys(found).length > 0 || rating === null) return;
    try {
      const reply = await mutation.mutateAsync({ bookingId, rating, text: text.trim() });
      onPublished(reply.review.id);
    } catch (error) {
      setProblems(fieldProblemsOf(error));
    }
  };

  const formProblem = mutation.error
    ? errorMessage(mutation.error, { fieldsShown: Object.keys(problems).length > 0 })
    : null;

  return (
    <form
      className="review-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="review-form"
    >
      <FormField
        id={`${id}-rating`}
        label={t('reviews.rating.label')}
        hint={t('reviews.rating.hint')}
        problem={problems.rating}
        labelKind="text"
        required
      >
        {(control) => (
          <RatingInput
            id={control.id}
            value={rating}
            onChange={setRating}
            labelledBy={`${control.id}-label`}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
            required
          />
        )}
      </FormField>
      <TextAreaField
        id={`${id}-text`}
        label={t('reviews.form.text')}
        hint={t('reviews.form.textHint')}
        problem={problems.text}
        required
        value={text}
        onChange={setText}
        maxLength={reviewLimits.textMax}
        withCount
        testId="review-text"
      />
      <FormError message={formProblem} testId="review-error" />
      <div className="review-form-actions">
        <SubmitButton
          isPending={mutation.isPending}
          label={t('reviews.form.submit')}
          pendingLabel={t('reviews.form.sending')}
          testId="review-submit"
        />
      </div>
    </form>
  );
}
