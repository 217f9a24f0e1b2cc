import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';

/** Messages arrive with a later issue; until then the panel shows its empty state. */
export function MessagesMenu() {
  const { t } = useTranslation();
  return (
    <Dropdown label={t('header.messages')} trigger={<MailIcon />} testId="messages-menu">
      {(close) => (
        <>
          <div className="dropdown-header">{t('header.messages')}</div>
          <p className="dropdown-empty">{t('header.noMessages')}</p>
          <Link className="dropdown-footer" to="/message" onClick={close}>
            {t('header.readAllMessages')}
          </Link>
        </>
      )}
    </Dropdown>
  );
}
