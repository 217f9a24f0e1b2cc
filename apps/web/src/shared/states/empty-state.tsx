import type { ReactNode } from 'react';
import './states.css';

/**
 * An empty list that says what to do next: its text and, where there is one, the next step (a
 * link or a button), in a dashed frame.
 */
export function EmptyState({
  text,
  action,
  testId,
}: {
  text: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <p>{text}</p>
      {action}
    </div>
  );
}
