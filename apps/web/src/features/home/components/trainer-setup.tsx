import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './home.css';

const steps = [
  { title: 'home.trainer.step1Title', text: 'home.trainer.step1Text' },
  { title: 'home.trainer.step2Title', text: 'home.trainer.step2Text' },
  { title: 'home.trainer.step3Title', text: 'home.trainer.step3Text' },
];

/** The trainer-setup area; the call to action (sign-up dialog or /addtopic) comes from the app. */
export function TrainerSetup({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      className="trainer-setup"
      aria-labelledby="trainer-setup-title"
      data-testid="trainer-setup"
    >
      <div className="container">
        <div className="section-heading">
          <h2 id="trainer-setup-title">{t('home.trainer.title')}</h2>
          <p className="muted">{t('home.trainer.subtitle')}</p>
        </div>
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.title} className="step card">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
        <div className="trainer-setup-action">{action}</div>
      </div>
    </section>
  );
}
