import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ManageTopics } from '../../features/topics/index.ts';

/** `manage_topic`: the provider's own topics. */
export function ManageTopicsPage() {
  const { t } = useTranslation();
  usePageTitle(t('topics.titles.manage'));
  return (
    <div className="container page">
      <ManageTopics />
    </div>
  );
}
