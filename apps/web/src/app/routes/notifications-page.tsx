import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { NotificationsScreen } from '../../features/notifications/index.ts';

/** `/dashboard/type/notifi` (signed in): every notification of the user. */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.page.documentTitle'));
  return (
    <div className="container page">
      <NotificationsScreen />
    </div>
  );
}
