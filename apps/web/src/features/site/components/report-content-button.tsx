import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportableKind } from '@app/contracts/actions/site';
import { reportReasons, siteReportLimits, type ReportReason } from '@app/contracts/site-pages';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { useSession } from '../../../shared/session/use-session.ts';
import { useReportContent } from '../api/report-content.ts';
import './report-content.css';

interface ReportContentButtonProps {
  kind: ReportableKind;
  id: number;
  /** The owner of the thing: they do not report their own. */
  ownerId?: number | null;
  /** A smaller link-like button, for a row of a list (a review, a message). */
  compact?: boolean;
}

/**
 * "Report": a signed-in person tells the marketplace's team that a topic, event, requirement,
 * review, profile or message breaks the rules, with a reason and, if they like, a few words. The
 * team's queue gets it; the person gets its reference. Not shown to visitors nor to the owner.
 */
export function ReportContentButton({
  kind,
  id,
  ownerId,
  compact = false,
}: ReportContentButtonProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [isOpen, setOpen] = useState(false);
  if (!user || user.userId === ownerId) return null;
  return (
    <>
      <button
        type="button"
        className={compact ? 'report-link' : 'btn btn-ghost report-button'}
        onClick={() => setOpen(true)}
        data-testid={`report-${kind}`}
      >
        {t('site.reportContent.open')}
      </button>
      {isOpen ? <ReportDialog kind={kind} id={id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ReportDialog({
  kind,
  id,
  onClose,
}: {
  kind: ReportableKind;
  id: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const errorMessage = useErrorMessage();
  const report = useReportContent();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(t('site.reportContent.chooseReason'));
      return;
    }
    setProblem(null);
    setFailure(null);
    try {
      const sent = await report.mutateAsync({ kind, id, reason, text: text.trim() || undefined });
      setReference(sent.reference);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog
      title={t('site.reportContent.title', { what: t(`site.reportContent.kinds.${kind}`) })}
      description={t('site.reportContent.intro')}
      closeLabel={t('app.close')}
      onClose={onClose}
      size="sm"
      testId="report-dialog"
    >
      {reference ? (
        <div className="report-sent" data-testid="report-sent">
          <p className="alert alert-success" role="status">
            {t('site.reportContent.sent', { reference })}
          </p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('app.close')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <fieldset
            className="report-reasons"
            aria-describedby={problem ? `${textId}-reason` : undefined}
          >
            <legend className="field-label">{t('site.reportContent.reason')}</legend>
            {reportReasons.map((value) => (
              <label key={value} className="report-reason">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  data-autofocus={value === reportReasons[0] ? true : undefined}
                />
                {t(`site.reportContent.reasons.${value}`)}
                <span className="muted"> · {t(`site.reportContent.reasonHints.${value}`)}</span>
              </label>
            ))}
            {problem ? (
              <p className="field-error" id={`${textId}-reason`} role="alert">
                {problem}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            id={textId}
            label={t('site.reportContent.text')}
            optional
            value={text}
            onChange={setText}
            maxLength={siteReportLimits.messageMax}
            rows={3}
            testId="report-text"
          />
          <FormError message={failure} testId="report-error" />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t('site.reportContent.cancel')}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={report.isPending}
              aria-busy={report.isPending}
              data-testid="report-submit"
            >
              {t('site.reportContent.send')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
