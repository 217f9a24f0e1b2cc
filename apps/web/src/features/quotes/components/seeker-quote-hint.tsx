import { ProviderOnlyNotice } from '../../../shared/states/provider-only-notice.tsx';

/** A seeker on someone else's requirement: only providers quote, and how to become one. */
export function SeekerQuoteHint() {
  return (
    <ProviderOnlyNotice
      textsKey="quotes.seekerHint"
      browseTo="/requirement/search"
      testId="quote-seeker-hint"
      variant="inline"
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
          <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z" />
          <path d="M14 3v6h6M9 13h6M9 17h4" />
        </svg>
      }
    />
  );
}
