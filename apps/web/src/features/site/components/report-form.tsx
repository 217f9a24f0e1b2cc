import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sitereport } from '@app/contracts/actions/site';
import { reportKindsWithLink, siteReportLimits, type ReportKind } from '@app/contracts/site-pages';
import { useLanguage } from '../../../hooks/use-language.ts';
import { isFailure } from '../../../lib/api-client.ts';
import { CaptchaWidget, type CaptchaHandle } from '../../../shared/captcha/captcha-widget.tsx';
import { fieldProblemsOf, useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { useSession } from '../../../shared/session/use-session.ts';
import { useSendReport } from '../api/send-report.ts';

type Fields = { name: string; email: string; subject: string; message: string; link: string };

/**
 * The form of a site page that asks the reader to act (contact, support, abuse, IPR, GDPR): the
 * report is stored and e-mailed to the operators, and the sender sees its reference. A signed-in
 * user's e-mail address is filled in. When the server asks for a captcha (many reports from one
 * address), the widget appears and the next send carries its solution.
 */
export function ReportForm({ kind }: { kind: ReportKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const messageOf = useErrorMessage();
  const send = useSendReport();
  const baseId = useId();
  const captchaRef = useRef<CaptchaHandle>(null);
  const withLink = reportKindsWithLink.includes(kind);
  const [values, setValues] = useState<Fields>({
    name: '',
    email: '',
    subject: '',
    message: '',
    link: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [reference, setReference] = useState<string | null>(null);

  const email = values.email || session.user?.email || '';
  const request = {
    kind,
    language,
    name: values.name,
    email,
    subject: values.subject,
    message: values.message,
    ...(withLink ? { link: values.link } : {}),
  };
  const problems = submitted
    ? { ...schemaProblemsOf(sitereport.request, request), ...serverProblems }
    : serverProblems;
  const problemOf = (field: keyof Fields) => (problems[field] ? t(problems[field]) : null);
  const set = (field: keyof Fields) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerProblems(({ [field]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(schemaProblemsOf(sitereport.request, request)).length > 0) return;
    try {
      const recaptcha = needsCaptcha ? await captchaRef.current?.solve() : null;
      const result = await send.mutateAsync({ ...request, ...(recaptcha ? { recaptcha } : {}) });
      if (isFailure(result)) {
        if (result.recaptcha) {
          setNeedsCaptcha(true);
          captchaRef.current?.reset();
        }
        setServerProblems(fieldProblemsOf(result));
        setFormError(messageOf(result));
        return;
      }
      setReference(result.reference);
    } catch (error) {
      setServerProblems(fieldProblemsOf(error));
      setFormError(messageOf(error));
    }
  };

  if (reference) {
    return (
      <section className="report-form card" aria-labelledby={`${baseId}-sent`}>
        <h2 id={`${baseId}-sent`} className="section-title">
          {t('site.form.sentTitle')}
        </h2>
        <p className="alert alert-success" role="status" data-testid="report-sent">
          {t('site.form.sent', { reference })}
        </p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setReference(null);
            setSubmitted(false);
            setValues((current) => ({ ...current, subject: '', message: '', link: '' }));
          }}
        >
          {t('site.form.another')}
        </button>
      </section>
    );
  }

  return (
    <section className="report-form card" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="section-title">
        {t(`site.form.title.${kind}`)}
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="report-form">
        <FormError message={formError} testId="report-error" />
        <div className="report-form-row">
          <FormField
            id={`${baseId}-name`}
            label={t('site.form.name')}
            required
            problem={problemOf('name')}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                name="name"
                autoComplete="name"
                maxLength={siteReportLimits.nameMax}
                value={values.name}
                onChange={(event) => set('name')(event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${baseId}-email`}
            label={t('site.form.email')}
            required
            problem={problemOf('email')}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="email"
                name="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                value={email}
                onChange={(event) => set('email')(event.target.value)}
              />
            )}
          </FormField>
        </div>
        {withLink ? (
          <FormField
            id={`${baseId}-link`}
            label={t('site.form.link')}
            hint={t('site.form.linkHint')}
            problem={problemOf('link')}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="url"
                name="link"
                inputMode="url"
                maxLength={siteReportLimits.linkMax}
                value={values.link}
                onChange={(event) => set('link')(event.target.value)}
              />
            )}
          </FormField>
        ) : null}
        <FormField
          id={`${baseId}-subject`}
          label={t('site.form.subject')}
          required
          problem={problemOf('subject')}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              name="subject"
              maxLength={siteReportLimits.subjectMax}
              value={values.subject}
              onChange={(event) => set('subject')(event.target.value)}
            />
          )}
        </FormField>
        <TextAreaField
          id={`${baseId}-message`}
          label={t('site.form.message')}
          hint={t(`site.form.messageHint.${kind}`)}
          required
          problem={problemOf('message')}
          value={values.message}
          onChange={set('message')}
          maxLength={siteReportLimits.messageMax}
          withCount
          rows={7}
          testId="report-message"
        />
        {needsCaptcha ? <CaptchaWidget ref={captchaRef} language={language} /> : null}
        <p className="muted report-form-privacy">{t('site.form.privacy')}</p>
        <SubmitButton
          isPending={send.isPending}
          label={t('site.form.send')}
          pendingLabel={t('site.form.sending')}
          testId="report-send"
        />
      </form>
    </section>
  );
}
