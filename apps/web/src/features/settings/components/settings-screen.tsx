import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts/locales';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { ToastRegion, useToast } from '../../../components/ui/toast.tsx';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useSettings } from '../api/get-settings.ts';
import { DataExportCard } from './data-export-card.tsx';
import { DeactivateCard } from './deactivate-card.tsx';
import { EmailCard } from './email-card.tsx';
import { EraseAccountCard } from './erase-account-card.tsx';
import { NotificationsCard } from './notifications-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { ProfileTypeCard } from './profile-type-card.tsx';
import { RoleCard } from './role-card.tsx';
import { SecurityLogCard } from './security-log-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';
import { VisibilityCard } from './visibility-card.tsx';
import './settings.css';

/** The product shows the settings success toast 1000 ms after the action. */
export const settingsToastDelayMs = 1000;

interface SettingsScreenProps {
  language: Language;
  /** Role or profile type changed: what the header and menus know about the user is stale. */
  onAccountChanged: () => void;
  /** The account is deactivated (or erased) and its session ended. */
  onDeactivated: () => void;
}

export function SettingsScreen({ language, onAccountChanged, onDeactivated }: SettingsScreenProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const toast = useToast({ delayMs: settingsToastDelayMs });
  const onSaved = () => toast.show(t('settings.updated'));
  const onAccountSaved = () => {
    onAccountChanged();
    onSaved();
  };

  return (
    <div className="settings" data-testid="settings-screen">
      <h1 className="page-title">{t('settings.title')}</h1>
      {settings.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {settings.isError ? (
        <div className="alert alert-error" role="alert">
          <p>{t(errorMessageKey(settings.error))}</p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void settings.refetch()}
          >
            {t('settings.retry')}
          </button>
        </div>
      ) : null}
      {settings.data ? (
        <div className="settings-grid">
          {settings.data.associatedCompanies > 0 ? (
            <VisibilityCard
              isVisible={settings.data.profileVisibility === '1'}
              companies={settings.data.associatedCompanies}
              onSaved={onSaved}
            />
          ) : null}
          <RoleCard
            key={settings.data.serviceType}
            current={settings.data.serviceType}
            onSaved={onAccountSaved}
          />
          <ProfileTypeCard current={settings.data.profileType} onSaved={onAccountSaved} />
          <NotificationsCard
            messages={settings.data.messageNotif === '1'}
            newsletter={settings.data.newsletterNotif === '1'}
            onSaved={onSaved}
          />
          <EmailCard />
          <PasswordCard onChanged={onSaved} />
          <TwoFactorCard language={language} />
          <SessionsCard language={language} />
          <SecurityLogCard language={language} />
          <DataExportCard language={language} />
          <DeactivateCard onDeactivated={onDeactivated} />
          <EraseAccountCard onErased={onDeactivated} />
        </div>
      ) : null}
      <ToastRegion
        message={toast.message}
        closeLabel={t('app.close')}
        onDismiss={toast.dismiss}
        icon={<CheckIcon size={18} />}
      />
    </div>
  );
}
