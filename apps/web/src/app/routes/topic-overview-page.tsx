import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { TopicOverview } from '../../features/topics/index.ts';

const idPattern = /^[1-9]\d{0,9}$/;

/** `addtopic/overview?id=`: the preview of an own topic, where it is published. */
export function TopicOverviewPage() {
  const { t } = useTranslation();
  usePageTitle(t('topics.titles.overview'));
  const [params] = useSearchParams();
  const rawId = params.get('id') ?? '';
  if (!idPattern.test(rawId)) return <Navigate to="/addtopic" replace />;
  return (
    <div className="container page">
      <TopicOverview topicId={Number(rawId)} wizardPath="/addtopic" />
    </div>
  );
}
