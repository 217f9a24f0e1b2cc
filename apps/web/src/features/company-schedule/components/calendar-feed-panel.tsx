import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed.ts';

/**
 * The caller's private iCalendar address, to copy into Outlook or Google Calendar, and the way to
 * replace it (the old one stops working) when it has been shared by mistake.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation();
  const id = useId();
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('companySchedule.feed.copied'));
    } catch {
      inputRef.current?.select();
      setStatus(t('companySchedule.feed.selectToCopy'));
    }
  };

  return (
    <section
      className="card schedule-feed"
      aria-labelledby={`${id}-title`}
      data-testid="schedule-feed"
    >
      <h2 id={`${id}-title`} className="schedule-section-title">
        {t('companySchedule.feed.title')}
      </h2>
      <p className="muted">{t('companySchedule.feed.text')}</p>
      <QueryStates query={feed}>
        {({ url }) => (
          <>
            <label className="visually-hidden" htmlFor={`${id}-url`}>
              {t('companySchedule.feed.label')}
            </label>
            <div className="schedule-feed-row">
              <input
                ref={inputRef}
                id={`${id}-url`}
                className="input"
                readOnly
                value={url}
                onFocus={(event) => event.target.select()}
                data-testid="schedule-feed-url"
              />
              <button type="button" className="btn btn-primary" onClick={() => void copy(url)}>
                {t('companySchedule.feed.copy')}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setConfirming(true)}
                disabled={rotate.isPending}
                data-testid="schedule-feed-rotate"
              >
                {t('companySchedule.feed.rotate')}
              </button>
            </div>
          </>
        )}
      </QueryStates>
      <p className="schedule-feed-status" role="status" aria-live="polite">
        {status}
      </p>
      <details className="schedule-feed-help">
        <summary>{t('companySchedule.feed.howTo')}</summary>
        <ul>
          <li>{t('companySchedule.feed.outlook')}</li>
          <li>{t('companySchedule.feed.google')}</li>
          <li>{t('companySchedule.feed.private')}</li>
        </ul>
      </details>
      {confirming ? (
        <ConfirmDialog
          title={t('companySchedule.feed.rotateTitle')}
          text={t('companySchedule.feed.rotateText')}
          cancelLabel={t('companySchedule.feed.keep')}
          confirmLabel={t('companySchedule.feed.rotate')}
          pendingLabel={t('companySchedule.feed.rotating')}
          onConfirm={() => rotate.mutateAsync()}
          onClose={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            setStatus(t('companySchedule.feed.rotated'));
          }}
          testId="schedule-feed-rotate-dialog"
          confirmTestId="schedule-feed-rotate-confirm"
        />
      ) : null}
    </section>
  );
}
