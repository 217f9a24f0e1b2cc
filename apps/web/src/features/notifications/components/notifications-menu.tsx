import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { BellIcon } from '../../../components/ui/icons.tsx';

/** Notifications arrive with a later issue; until then the panel shows its empty state. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  return (
    <Dropdown label={t('header.notifications')} trigger={<BellIcon />} testId="notifications-menu">
      {(close) => (
        <>
          <div className="dropdown-header">{t('header.notifications')}</div>
          <p className="dropdown-empty">{t('header.noNotifications')}</p>
          <Link className="dropdown-footer" to="/dashboard/type/notifi" onClick={close}>
            {t('header.seeAllNotifications')}
          </Link>
        </>
      )}
    </Dropdown>
  );
}
