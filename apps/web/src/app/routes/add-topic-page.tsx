import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useMayCall } from '../../shared/session/may-call.ts';
import { SeekerNotice } from '../../features/topics/components/seeker-notice.tsx';
import { TopicWizard } from '../../features/topics/components/topic-wizard.tsx';

const idPattern = /^[1-9]\d{0,9}$/;

/** `addtopic` and `dashboard/c/addtopic`: create a topic, or edit one (`?id=`), in steps. */
export function AddTopicPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const rawId = params.get('id') ?? '';
  const topicId = idPattern.test(rawId) ? Number(rawId) : null;
  usePageTitle(topicId === null ? t('topics.titles.add') : t('topics.titles.edit'));

  const basePath = pathname.includes('/dashboard/c/') ? '/dashboard/c/addtopic' : '/addtopic';
  // Creating is for providers (the contract's rule); an own topic is its owner's to edit.
  const mayCreate = useMayCall('addtopic');
  return (
    <div className="container page">
      {!mayCreate && topicId === null ? (
        <SeekerNotice />
      ) : (
        <TopicWizard
          // A new wizard for each topic, so nothing typed for one shows up for another.
          key={topicId ?? 'new'}
          topicId={topicId}
          step={params.get('step') === 'images' && topicId !== null ? 'images' : 'details'}
          basePath={basePath}
          overviewPath="/addtopic/overview"
        />
      )}
    </div>
  );
}
