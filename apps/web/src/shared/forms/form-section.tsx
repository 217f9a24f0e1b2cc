import type { ReactNode } from 'react';
import './listing-form.css';

interface FormSectionProps {
  /** The heading's id: the section is named by it. */
  id: string;
  title: string;
  /** Numbered sections (events, requirements) show their place in the form. */
  number?: number;
  intro?: string;
  children: ReactNode;
  testId?: string;
}

/** One card of a listing form: its heading (numbered or not), a line of help, its fields. */
export function FormSection({ id, title, number, intro, children, testId }: FormSectionProps) {
  return (
    <section className="card listing-section" aria-labelledby={id} data-testid={testId}>
      <header className="listing-section-head">
        {number === undefined ? null : (
          <span className="listing-section-number" aria-hidden="true">
            {number}
          </span>
        )}
        <div>
          <h2 className="listing-section-title" id={id}>
            {title}
          </h2>
          {intro ? <p className="listing-section-intro">{intro}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}
