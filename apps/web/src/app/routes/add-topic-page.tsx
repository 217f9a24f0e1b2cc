import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { SeekerNotice } from '../../features/topics/components/seeker-notice.tsx';
import { TopicWizard } from '../../features/topics/components/topic-wizard.tsx';

const idPattern = /^[1-9]\d{0,9}$/;

/** `addtopic` and `dashboard/c/addtopic`: create a topic, or edit one (`?id=`), in steps. */
export function AddTopicPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const rawId = params.get('id') ?? '';
  const topicId = idPattern.test(rawId) ? Number(rawId) : null;
  usePageTitle(topicId === null ? t('topics.titles.add') : t('topics.titles.edit'));

  const basePath = pathname.includes('/dashboard/c/') ? '/dashboard/c/addtopic' : '/addtopic';
  const isSeeker = session.user?.serviceType === 'seeker';
  return (
    <div className="container page">
      {isSeeker && topicId === null ? (
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
