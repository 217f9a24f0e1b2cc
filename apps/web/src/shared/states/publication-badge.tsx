import type { PublicationState } from '@app/contracts/states';
import './states.css';

/** A listing's publication state as a small coloured label (the text is the feature's). */
export function PublicationBadge({
  state,
  label,
  testId,
}: {
  state: PublicationState;
  label: string;
  testId: string;
}) {
  return (
    <span className={`publication-badge is-${state}`} data-testid={testId}>
      {label}
    </span>
  );
}
