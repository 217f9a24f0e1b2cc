import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import {
  isTrainerProfileReady,
  trainerProfileGaps,
  type TrainerProfileItem,
} from '@app/contracts/trainer-profile';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useMayCall } from '../../shared/session/may-call.ts';
import { sessionKeys } from '../../shared/session/session-keys.ts';
import { useMyProfile, ProfileEditor } from '../../features/profile/index.ts';
import { SeekerNotice, TopicWizard } from '../../features/topics/index.ts';
import './add-topic-page.css';

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
  const profile = useMyProfile();
  const [profileLater, setProfileLater] = useState(false);
  const gaps = profile.data ? trainerProfileGaps(profile.data) : [];
  // A new trainer meets their profile first: buyers see it beside every topic.
  const guideProfile =
    mayCreate &&
    topicId === null &&
    !profileLater &&
    profile.data !== undefined &&
    !isTrainerProfileReady(gaps);
  return (
    <div className="container page">
      {!mayCreate && topicId === null ? (
        <SeekerNotice />
      ) : guideProfile ? (
        <TrainerProfileStep gaps={gaps} onLater={() => setProfileLater(true)} />
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

/**
 * Before a trainer's topic: their profile, with what it still lacks (name, photo, a few words,
 * what they teach). Once nothing is missing the topic's steps follow by themselves; the photo and
 * the rest may also wait ("later"), but buyers are told who they would book.
 */
function TrainerProfileStep({
  gaps,
  onLater,
}: {
  gaps: TrainerProfileItem[];
  onLater: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <section className="trainer-profile-step" aria-labelledby="trainer-profile-step-title">
      <p className="muted">{t('topics.profileStep.eyebrow')}</p>
      <h1 id="trainer-profile-step-title" className="page-title">
        {t('topics.profileStep.title')}
      </h1>
      <p>{t('topics.profileStep.intro')}</p>
      <ul className="trainer-profile-gaps" data-testid="trainer-profile-gaps">
        {gaps.map((item) => (
          <li key={item}>{t(`topics.profileStep.items.${item}`)}</li>
        ))}
      </ul>
      <ProfileEditor
        focusItem={gaps[0]}
        onProfileChanged={() =>
          void queryClient.invalidateQueries({ queryKey: sessionKeys.user() })
        }
      />
      <p className="trainer-profile-later">
        <button type="button" className="link-button" onClick={onLater}>
          {t('topics.profileStep.later')}
        </button>
      </p>
    </section>
  );
}
