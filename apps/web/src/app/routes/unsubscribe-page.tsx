import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { UnsubscribeScreen } from '../../features/settings/index.ts';

/** /unsubscribe/:token: the e-mailed link to stop a kind of e-mail; it works signed in or not. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.unsubscribe'));
  const { token = '' } = useParams();
  return (
    <div className="container page unsubscribe-page" data-testid="unsubscribe-page">
      <UnsubscribeScreen key={token} token={token} />
    </div>
  );
}
