import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorCodeOf } from '../../../shared/errors/error-message.ts';
import { rememberAttemptedUrl } from '../../../shared/session/attempted-url.ts';
import { useSetFavourite } from '../api/toggle-favourite.ts';
import './favourite-toggle.css';

export interface FavouriteToggleProps {
  topicId: number;
  isFavourite: boolean;
  /** The topic's title, for the button's accessible name. */
  topicTitle: string;
  /**
   * What to do when a visitor presses it (open the login dialog in place). Without it the visitor
   * goes to /login, which opens the dialog and returns here after signing in.
   */
  onRequireLogin?: () => void;
  /** After the server confirmed the new state (the favourites page drops removed cards). */
  onChange?: (isFavourite: boolean) => void;
  /** `icon`: a round heart over a card's image; `button`: a labelled button (topic page). */
  variant?: 'icon' | 'button';
}

const messageMs = 4000;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </svg>
  );
}

/**
 * The heart of topic cards and topic pages. It shows the new state at once and rolls back with a
 * short message when the server refuses; a visitor is asked to sign in instead.
 */
export function FavouriteToggle({
  topicId,
  isFavourite,
  topicTitle,
  onRequireLogin,
  onChange,
  variant = 'icon',
}: FavouriteToggleProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useSetFavourite();
  const [pressed, setPressed] = useState(isFavourite);
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  // A fresher answer from the page's own data wins, unless a change of ours is on its way.
  const [seenProp, setSeenProp] = useState(isFavourite);
  if (seenProp !== isFavourite) {
    setSeenProp(isFavourite);
    if (!mutation.isPending) setPressed(isFavourite);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const requireLogin = () => {
    rememberAttemptedUrl(`${location.pathname}${location.search}`);
    if (onRequireLogin) onRequireLogin();
    else void navigate('/login');
  };

  const toggle = () => {
    if (mutation.isPending) return;
    const next = !pressed;
    setPressed(next);
    setFailed(false);
    window.clearTimeout(timer.current);
    mutation.mutate(
      { topicId, favourite: next },
      {
        onSuccess: (confirmed) => {
          setPressed(confirmed);
          onChange?.(confirmed);
        },
        onError: (error) => {
          setPressed(!next);
          if (errorCodeOf(error) === 'auth_required') {
            requireLogin();
            return;
          }
          setFailed(true);
          timer.current = window.setTimeout(() => setFailed(false), messageMs);
        },
      },
    );
  };

  const label = t(pressed ? 'favourites.toggle.remove' : 'favourites.toggle.add', {
    title: topicTitle,
  });
  return (
    <span className={`favourite-toggle favourite-toggle-${variant}`}>
      <button
        type="button"
        className={`favourite-button favourite-button-${variant}`}
        aria-pressed={pressed}
        aria-label={variant === 'icon' ? label : undefined}
        title={variant === 'icon' ? label : undefined}
        aria-busy={mutation.isPending}
        onClick={toggle}
        data-testid="favourite-toggle"
      >
        <HeartIcon filled={pressed} />
        {/* Its words are its whole name (WCAG 2.5.3, label in name): beside the topic's own
            heading, "Save" needs no title, and a voice command naming what is shown finds it. */}
        {variant === 'button' && (
          <span>{t(pressed ? 'favourites.toggle.saved' : 'favourites.toggle.save')}</span>
        )}
      </button>
      <span className="favourite-message" role="status" aria-live="polite">
        {failed ? t('favourites.toggle.failed') : ''}
      </span>
    </span>
  );
}
