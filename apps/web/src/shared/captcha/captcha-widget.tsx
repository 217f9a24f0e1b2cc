import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import './captcha-widget.css';

export const captchaChallengeUrl = '/inc/captcha';

export interface CaptchaHandle {
  /** The solved payload; solves the challenge first when the user has not ticked the box. */
  solve: () => Promise<string | null>;
  /** A fresh challenge: each payload is accepted once. */
  reset: () => void;
}

type StateChange = CustomEvent<{ state?: string; payload?: string }>;

/**
 * The self-hosted proof-of-work captcha (ALTCHA), shown only when the server demands one. The
 * widget is a web component loaded on demand; the user ticks it, or the form solves it on submit.
 */
export function CaptchaWidget({ ref, language }: { ref: Ref<CaptchaHandle>; language: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const payloadRef = useRef<string | null>(null);

  useEffect(() => {
    let isMounted = true;
    import('./altcha-widget.ts')
      .then(() => isMounted && setStatus('ready'))
      .catch(() => isMounted && setStatus('failed'));
    return () => {
      isMounted = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (status !== 'ready' || !widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail ?? {};
      payloadRef.current = state === 'verified' && payload ? payload : null;
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [status]);

  useImperativeHandle(
    ref,
    () => ({
      async solve() {
        if (payloadRef.current) return payloadRef.current;
        const result = await widgetRef.current?.verify();
        return result?.payload ?? null;
      },
      reset() {
        payloadRef.current = null;
        widgetRef.current?.reset();
      },
    }),
    [],
  );

  return (
    <div className="captcha-area" data-testid="captcha-area">
      <p className="captcha-text">
        <strong>{t('auth.login.captchaTitle')}</strong> {t('auth.login.captchaText')}
      </p>
      {status === 'loading' ? <p className="muted">{t('app.loading')}</p> : null}
      {status === 'failed' ? (
        <p className="field-error" role="alert">
          {t('auth.login.captchaUnavailable')}
        </p>
      ) : null}
      {status === 'ready' ? (
        <altcha-widget
          ref={widgetRef}
          challenge={captchaChallengeUrl}
          language={language}
          type="checkbox"
          display="standard"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
          data-testid="captcha-widget"
        />
      ) : null}
    </div>
  );
}
