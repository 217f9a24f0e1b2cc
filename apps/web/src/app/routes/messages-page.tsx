import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { MessagesScreen, parseAbout } from '../../features/messages/index.ts';
import { UnknownPath } from './unknown-path.tsx';

const userIdPattern = /^[1-9]\d{0,11}$/;

/** `/message` (the inbox) and `/message/{userId}` (a conversation), signed in. */
export function MessagesPage() {
  const { t } = useTranslation();
  const { userId: segment } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useSession();
  usePageTitle(t('messages.page.documentTitle'));
  const about = parseAbout(searchParams.get('about'));
  // Once the first message carried the subject, a reload must not send it again.
  const onSubjectSent = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete('about');
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  if (segment !== undefined && !userIdPattern.test(segment)) return <UnknownPath />;
  const myId = session.user?.userId;
  if (myId === undefined) return null;
  return (
    <MessagesScreen
      myId={myId}
      userId={segment === undefined ? null : Number(segment)}
      about={about}
      onSubjectSent={onSubjectSent}
    />
  );
}
