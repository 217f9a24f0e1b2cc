import { ProviderOnlyNotice as Notice } from '../../../shared/states/provider-only-notice.tsx';

/**
 * Only providers publish events: what a seeker sees instead of the editor (`page`), and above the
 * list or beside a draft of a former provider, who may still take events down (`inline`).
 */
export function ProviderOnlyNotice({ variant = 'page' }: { variant?: 'page' | 'inline' }) {
  return (
    <Notice
      textsKey="events.providerOnly"
      browseTo="/event"
      testId="event-provider-notice"
      variant={variant}
      icon={<span className="provider-notice-star">★</span>}
    />
  );
}
