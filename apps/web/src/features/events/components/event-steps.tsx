import { useTranslation } from 'react-i18next';

export const editorSteps = ['details', 'images', 'publish'] as const;
export type EditorStep = (typeof editorSteps)[number];

interface EventStepsProps {
  current: EditorStep;
  /** Images and publishing need a saved event. */
  canLeaveDetails: boolean;
  onSelect: (step: EditorStep) => void;
}

/** The three steps of the editor as a numbered list; saved events can jump between them. */
export function EventSteps({ current, canLeaveDetails, onSelect }: EventStepsProps) {
  const { t } = useTranslation();
  const currentIndex = editorSteps.indexOf(current);
  return (
    <nav aria-label={t('events.steps.label')}>
      <ol className="listing-steps">
        {editorSteps.map((step, index) => {
          const isCurrent = step === current;
          const isEnabled = canLeaveDetails || step === 'details';
          return (
            <li
              key={step}
              className={`listing-step ${isCurrent ? 'is-current' : ''} ${index < currentIndex ? 'is-done' : ''}`}
            >
              <button
                type="button"
                className="listing-step-link"
                aria-current={isCurrent ? 'step' : undefined}
                disabled={!isEnabled}
                onClick={() => onSelect(step)}
              >
                <span className="listing-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(`events.steps.${step}`)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
