import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addreview, reviewLimits } from '@app/contracts/actions/review';
import { RatingInput } from '../../../components/ui/rating-input.tsx';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
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
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const mutation = useAddReview();
  const form = useContractForm({ schema: addreview.request, mutation });
  const { problems } = form;

  return (
    <form
      className="review-form"
      onSubmit={form.onSubmit(
        () => ({ bookingId, rating: rating ?? undefined, text }),
        async () => {
          if (rating === null) return;
          const reply = await mutation.mutateAsync({ bookingId, rating, text: text.trim() });
          onPublished(reply.review.id);
        },
      )}
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
      <FormError message={form.formError} testId="review-error" />
      <div className="review-form-actions">
        <SubmitButton
          isPending={form.isPending}
          label={t('reviews.form.submit')}
          pendingLabel={t('reviews.form.sending')}
          testId="review-submit"
        />
      </div>
    </form>
  );
}
