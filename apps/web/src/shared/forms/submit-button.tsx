/**
 * A form's submit button while its call runs: not pressed twice, said busy to screen readers, and
 * with its own wording for the wait ("Sending…") when it has one.
 */
export function SubmitButton({
  isPending,
  label,
  pendingLabel = label,
  testId,
  className = 'btn btn-primary',
}: {
  isPending: boolean;
  label: string;
  pendingLabel?: string;
  testId?: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={className}
      disabled={isPending}
      aria-busy={isPending}
      data-testid={testId}
    >
      {isPending ? pendingLabel : label}
    </button>
  );
}
