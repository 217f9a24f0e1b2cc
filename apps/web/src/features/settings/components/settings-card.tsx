import { useId, type ReactNode } from 'react';

interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  testId: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of the settings screen: a titled region, so screen readers can jump between them. */
export function SettingsCard({
  title,
  description,
  testId,
  tone = 'default',
  children,
}: SettingsCardProps) {
  const titleId = useId();
  return (
    <section
      className={
        tone === 'danger' ? 'card settings-card settings-card-danger' : 'card settings-card'
      }
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <h2 id={titleId} className="settings-card-title">
        {title}
      </h2>
      {description ? <p className="settings-card-text muted">{description}</p> : null}
      {children}
    </section>
  );
}

export function ErrorMessage({ text, testId }: { text: string | null; testId?: string }) {
  return text ? (
    <p className="alert alert-error settings-alert" role="alert" data-testid={testId}>
      {text}
    </p>
  ) : null;
}
