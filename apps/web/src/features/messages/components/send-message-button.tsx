import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rememberAttemptedUrl } from '../../../shared/session/attempted-url.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { aboutParam, type SubjectRef } from '../utils/subject.ts';

interface SendMessageButtonProps {
  /** Who receives it: the provider, organiser, seeker or profile owner. */
  userId: number;
  /** The page it is pressed on; absent on a profile. */
  about?: SubjectRef;
  /** A visitor is asked to sign in first (the login dialog, in place). */
  onRequireLogin: () => void;
  className?: string;
  /** Another wording where the page asks for one ("Ask a question" on a quote). */
  label?: string;
}

/**
 * "Send a message" on profiles and listings: opens the conversation with the person, about this
 * page. Hidden on one's own; a visitor signs in first and then lands in the conversation.
 */
export function SendMessageButton({
  userId,
  about,
  onRequireLogin,
  className = 'btn btn-secondary btn-block',
  label,
}: SendMessageButtonProps) {
  const { t } = useTranslation();
  const text = label ?? t('messages.send.button');
  const session = useSession();
  const target = `/message/${userId}${about ? `?about=${aboutParam(about)}` : ''}`;
  if (session.user?.userId === userId) return null;
  if (!session.isLoggedIn) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => {
          rememberAttemptedUrl(target);
          onRequireLogin();
        }}
        data-testid="send-message"
      >
        {text}
      </button>
    );
  }
  return (
    <Link className={className} to={target} data-testid="send-message">
      {text}
    </Link>
  );
}
