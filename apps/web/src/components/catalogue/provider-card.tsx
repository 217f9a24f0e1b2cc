import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import './provider-card.css';

interface ProviderCardProps {
  provider: { username: string; name: string; headline: string | null; thumbImage: string | null };
  heading: string;
  /** The page's own heading style for its side sections. */
  headingClassName: string;
  profileLabel: string;
  /** Extra facts under the headline (rating, number of topics). */
  stats?: ReactNode;
  /** What the page adds under the profile link ("Send a message"). */
  action?: ReactNode;
  className?: string;
  testId: string;
}

/** Who gives the training or organises the event, linking to their public profile. */
export function ProviderCard({
  provider,
  heading,
  headingClassName,
  profileLabel,
  stats,
  action,
  className,
  testId,
}: ProviderCardProps) {
  const headingId = useId();
  const initial = (provider.name || provider.username).charAt(0).toUpperCase();
  return (
    <section
      className={className ? `provider-card ${className}` : 'provider-card'}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      <div className="provider-card-head">
        {provider.thumbImage ? (
          <img
            className="provider-card-avatar"
            src={provider.thumbImage}
            alt=""
            width={56}
            height={56}
          />
        ) : (
          <span className="provider-card-avatar provider-card-initial" aria-hidden="true">
            {initial}
          </span>
        )}
        <div className="provider-card-names">
          <Link to={`/${provider.username}`} className="provider-card-name">
            {provider.name}
          </Link>
          <span className="muted">@{provider.username}</span>
        </div>
      </div>
      {provider.headline ? <p className="provider-card-headline">{provider.headline}</p> : null}
      {stats ? <div className="provider-card-stats">{stats}</div> : null}
      <Link to={`/${provider.username}`} className="btn btn-secondary btn-block">
        {profileLabel}
      </Link>
      {action ? <div className="provider-card-action">{action}</div> : null}
    </section>
  );
}
