import { useSyncExternalStore } from 'react';
import { CompressIcon, ExpandIcon } from './icons.tsx';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** Toggles the whole page in and out of full screen (Fullscreen API). */
export function FullscreenToggle({
  enterLabel,
  exitLabel,
}: {
  enterLabel: string;
  exitLabel: string;
}) {
  const isFullscreen = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  );
  if (typeof document !== 'undefined' && document.fullscreenEnabled === false) return null;
  const toggle = () => {
    const action = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    action.catch(() => undefined);
  };
  return (
    <button
      type="button"
      className="icon-button fullscreen-toggle"
      aria-label={isFullscreen ? exitLabel : enterLabel}
      aria-pressed={isFullscreen}
      onClick={toggle}
      data-testid="fullscreen-toggle"
    >
      {isFullscreen ? <CompressIcon /> : <ExpandIcon />}
    </button>
  );
}
