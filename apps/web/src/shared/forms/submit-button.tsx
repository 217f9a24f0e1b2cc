/**
 * A form's submit button while its call runs: not pressed twice, said busy to screen readers, and
 * with its own wording for the wait ("Sending…") when it has one. `isDisabled` keeps it unpressable
 * for a reason of the form's (nothing changed yet, already done).
 */
export function SubmitButton({
  isPending,
  isDisabled = false,
  label,
  pendingLabel = label,
  testId,
  className = 'btn btn-primary',
}: {
  isPending: boolean;
  isDisabled?: boolean;
  label: string;
  pendingLabel?: string;
  testId?: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={className}
      disabled={isPending || isDisabled}
      aria-busy={isPending}
      data-testid={testId}
    >
      {isPending ? pendingLabel : label}
    </button>
  );
}
