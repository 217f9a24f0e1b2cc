import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SetupProgress } from '../api/get-homepage.ts';
import './home.css';

type StepKey = 'account' | 'role' | 'profile' | 'topic' | 'publish';

interface Step {
  key: StepKey;
  href: string | null;
  done: boolean;
}

/** The way from a new account to a published topic, each step ticked from the viewer's data. */
export function setupSteps(signedIn: boolean, progress: SetupProgress | null): Step[] {
  return [
    { key: 'account', href: null, done: signedIn },
    { key: 'role', href: '/settings', done: progress?.isProvider ?? false },
    // The add-topic page guides a new trainer through their profile first.
    { key: 'profile', href: '/addtopic', done: progress?.profileFilled ?? false },
    { key: 'topic', href: '/addtopic', done: (progress?.topics ?? 0) > 0 },
    { key: 'publish', href: '/manage_topic', done: (progress?.publishedTopics ?? 0) > 0 },
  ];
}

function Tick() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface TrainerSetupProps {
  signedIn: boolean;
  /** The viewer's progress; null for a visitor or while it loads. */
  progress: SetupProgress | null;
  /** The visitor's call to action (the sign-up dialog), composed by the app. */
  signUp: ReactNode;
}

/**
 * The trainer-setup area: five steps with live ticks. The first step not done yet is the current
 * one and links to where it is done; a visitor is invited to sign up as a trainer.
 */
export function TrainerSetup({ signedIn, progress, signUp }: TrainerSetupProps) {
  const { t } = useTranslation();
  const steps = setupSteps(signedIn, progress);
  const doneCount = steps.filter((step) => step.done).length;
  const current = steps.find((step) => !step.done) ?? null;
  const finished = current === null;

  return (
    <section
      className="trainer-setup"
      aria-labelledby="trainer-setup-title"
      data-testid="trainer-setup"
    >
      <div className="container trainer-setup-inner">
        <div className="trainer-setup-intro">
          <p className="trainer-setup-eyebrow">{t('home.trainer.eyebrow')}</p>
          <h2 id="trainer-setup-title">
            {finished ? t('home.trainer.doneTitle') : t('home.trainer.title')}
          </h2>
          <p className="trainer-setup-subtitle">
            {finished ? t('home.trainer.doneText') : t('home.trainer.subtitle')}
          </p>
          {signedIn && (
            <div className="trainer-progress">
              <div
                className="trainer-progress-bar"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={steps.length}
                aria-valuenow={doneCount}
                aria-label={t('home.trainer.progressLabel')}
              >
                <span style={{ width: `${(doneCount / steps.length) * 100}%` }} />
              </div>
              <p data-testid="trainer-progress">
                {t('home.trainer.progress', { done: doneCount, total: steps.length })}
              </p>
            </div>
          )}
          <div className="trainer-setup-action">
            {!signedIn ? (
              signUp
            ) : finished ? (
              <Link to="/addtopic" className="btn btn-accent btn-lg" data-testid="trainer-cta">
                {t('home.trainer.ctaAnother')}
              </Link>
            ) : current?.href ? (
              <Link to={current.href} className="btn btn-accent btn-lg" data-testid="trainer-cta">
                {t(`home.trainer.steps.${current.key}.action`)}
              </Link>
            ) : null}
          </div>
        </div>
        <ol className="setup-steps">
          {steps.map((step, index) => {
            const isCurrent = signedIn && step === current;
            const state = step.done ? 'done' : isCurrent ? 'current' : 'todo';
            return (
              <li
                key={step.key}
                className={`setup-step setup-step-${state}`}
                data-testid={`setup-step-${step.key}`}
                data-state={state}
                aria-current={isCurrent ? 'step' : undefined}
              >
                <span className="setup-step-marker" aria-hidden="true">
                  {step.done ? <Tick /> : index + 1}
                </span>
                <div className="setup-step-body">
                  <h3>
                    {t(`home.trainer.steps.${step.key}.title`)}
                    {step.done && (
                      <span className="visually-hidden"> ({t('home.trainer.stepDone')})</span>
                    )}
                  </h3>
                  <p>{t(`home.trainer.steps.${step.key}.text`)}</p>
                  {signedIn && step.href && !step.done && (
                    <Link to={step.href} className="setup-step-link">
                      {t(`home.trainer.steps.${step.key}.action`)}
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
