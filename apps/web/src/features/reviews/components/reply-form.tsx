import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replyreview, reviewLimits } from '@app/contracts/actions/review';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useReplyReview } from '../api/reply-review.ts';

interface ReplyFormProps {
  reviewId: number;
  reviewerName: string;
  onReplied: () => void;
}

/**
 * The provider's one public reply to a review: a "Reply" button that opens the text field (focused),
 * with the rule said before it is sent, since it cannot be changed afterwards.
 */
export function ReplyForm({ reviewId, reviewerName, onReplied }: ReplyFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const mutation = useReplyReview();
  const form = useContractForm({ schema: replyreview.request, mutation });
  const field = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Opening puts the cursor in the field; closing gives focus back to the button that opened it.
  useEffect(() => {
    if (isOpen) field.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  if (!isOpen) {
    return (
      <button
        ref={opener}
        type="button"
        className="btn btn-secondary review-reply-open"
        onClick={() => setOpen(true)}
        data-testid="review-reply-open"
      >
        {t('reviews.received.reply')}
      </button>
    );
  }

  return (
    <form
      className="review-form"
      onSubmit={form.onSubmit(
        () => ({ reviewId, text }),
        async () => {
          await mutation.mutateAsync({ reviewId, text: text.trim() });
          onReplied();
        },
      )}
      noValidate
      data-testid="review-reply-form"
    >
      <TextAreaField
        id={`${id}-reply`}
        label={t('reviews.received.replyLabel', { name: reviewerName })}
        hint={t('reviews.received.replyHint')}
        problem={form.problems.text}
        required
        value={text}
        onChange={setText}
        maxLength={reviewLimits.replyMax}
        withCount
        rows={3}
        testId="review-reply-text"
        textareaRef={field}
      />
      <FormError message={form.formError} testId="review-reply-error" />
      <div className="review-form-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            form.reset();
            setOpen(false);
          }}
        >
          {t('reviews.received.cancel')}
        </button>
        <SubmitButton
          isPending={form.isPending}
          label={t('reviews.received.send')}
          pendingLabel={t('reviews.received.sending')}
          testId="review-reply-submit"
        />
      </div>
    </form>
  );
}
