import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The company's invitation link for trainers, with a copy button. */
export function InviteLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<string | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('dashboard.invite.copied'));
    } catch {
      // No clipboard access (permissions, an old browser): select the text for a manual copy.
      inputRef.current?.select();
      setStatus(t('dashboard.invite.selectToCopy'));
    }
  };

  return (
    <section
      className="card dashboard-invite"
      aria-labelledby={`${inputId}-title`}
      data-testid="invite-link"
    >
      <h2 id={`${inputId}-title`} className="dashboard-section-title">
        {t('dashboard.invite.title')}
      </h2>
      <p className="muted dashboard-invite-text">{t('dashboard.invite.text')}</p>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('dashboard.invite.label')}
      </label>
      <div className="dashboard-invite-row">
        <input
          ref={inputRef}
          id={inputId}
          className="input"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          {t('dashboard.invite.copy')}
        </button>
      </div>
      <p className="dashboard-invite-status" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
