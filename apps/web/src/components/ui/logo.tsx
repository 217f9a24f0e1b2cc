import { useId } from 'react';
import './logo.css';

/** The product mark: a rising "S" path in a rounded square, then the configurable name. */
export function Logo({
  productName,
  inverted = false,
}: {
  productName: string;
  inverted?: boolean;
}) {
  // The header and the footer both draw the mark: each its own gradient id.
  const gradientId = `logo-gradient-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <span className={inverted ? 'logo logo-inverted' : 'logo'}>
      <svg
        className="logo-mark"
        viewBox="0 0 40 40"
        width="34"
        height="34"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#138086" />
            <stop offset="1" stopColor="#0a4649" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
        <path
          d="M27 13.5c-1.6-1.6-3.9-2.5-6.6-2.5-3.9 0-6.6 2-6.6 5 0 6.3 12.6 3.4 12.6 9.3 0 2.8-2.7 4.7-6.6 4.7-2.9 0-5.4-1-7.3-2.9"
          fill="none"
          stroke="#fff"
          strokeWidth="3.4"
          strokeLinecap="round"
        />
        <circle cx="29.5" cy="10.5" r="3" fill="#f2a93b" />
      </svg>
      <span className="logo-name">{productName}</span>
    </span>
  );
}
