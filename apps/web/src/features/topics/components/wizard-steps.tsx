import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type WizardStep = 'details' | 'images' | 'preview';
const steps: WizardStep[] = ['details', 'images', 'preview'];

interface WizardStepsProps {
  current: WizardStep;
  /** Where each step is, once the draft exists; before that the steps are not links. */
  hrefOf: ((step: WizardStep) => string) | null;
}

/** The wizard's progress: numbered steps, the current one marked for screen readers. */
export function WizardSteps({ current, hrefOf }: WizardStepsProps) {
  const { t } = useTranslation();
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={t('topics.wizard.progress')}>
      <ol className="listing-steps">
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          const content = (
            <>
              <span className="listing-step-number" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span>{t(`topics.wizard.steps.${step}`)}</span>
            </>
          );
          return (
            <li key={step} className={`listing-step is-${state}`}>
              {hrefOf && state !== 'current' ? (
                <Link to={hrefOf(step)} className="listing-step-link">
                  {content}
                </Link>
              ) : (
                <span
                  className="listing-step-link"
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
