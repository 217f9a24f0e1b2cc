/**
 * Where a form says what went wrong (a message from useErrorMessage): an alert inside a live
 * region that is always there, so the message is read out when it appears.
 */
export function FormError({ message, testId }: { message: string | null; testId: string }) {
  return (
    <div aria-live="polite">
      {message ? (
        <p className="alert alert-error" role="alert" data-testid={testId}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
