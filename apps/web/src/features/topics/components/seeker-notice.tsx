import { ProviderOnlyNotice } from '../../../shared/states/provider-only-notice.tsx';

/**
 * Only providers publish topics: what a seeker sees instead of the wizard (`page`), and above the
 * list or beside a draft of a former provider, who may still take topics down (`inline`).
 */
export function SeekerNotice({ variant = 'page' }: { variant?: 'page' | 'inline' }) {
  return (
    <ProviderOnlyNotice
      textsKey="topics.seeker"
      browseTo="/search"
      testId="topic-seeker-notice"
      variant={variant}
      icon={
        <svg
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M22 10 12 5 2 10l10 5 10-5Z" />
          <path d="M6 12v5c3 2 9 2 12 0v-5" />
        </svg>
      }
    />
  );
}
