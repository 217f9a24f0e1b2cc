import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '../../../lib/app-config.ts';
import { downloadText } from '../../../lib/csv.ts';

interface RecoveryCodesProps {
  codes: readonly string[];
  onDone: () => void;
}

/** The ten recovery codes, shown once: to copy, to download as a file, then put away. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const { productName } = getAppConfig();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');

  return (
    <div
      className="recovery-codes"
      data-testid="recovery-codes"
      role="region"
      aria-label={t('settings.twoFactor.codesTitle')}
    >
      <h3 className="settings-subtitle">{t('settings.twoFactor.codesTitle')}</h3>
      <p>{t('settings.twoFactor.codesText')}</p>
      <ol className="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="settings-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? t('settings.twoFactor.copied') : t('settings.twoFactor.copy')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() =>
            downloadText(
              `${productName}\n\n${text}\n`,
              `${productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-recovery-codes.txt`,
              'text/plain;charset=utf-8',
            )
          }
        >
          {t('settings.twoFactor.download')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t('settings.twoFactor.saved')}
        </button>
      </div>
    </div>
  );
}
