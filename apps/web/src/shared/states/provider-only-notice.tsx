import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './states.css';

interface ProviderOnlyNoticeProps {
  /**
   * Where the feature's texts are: `{key}.title` (who publishes), `.text` (why this account does
   * not), `.how` (how to become a provider), `.settings` and `.browse` (the two links).
   */
  textsKey: string;
  browseTo: string;
  icon: ReactNode;
  testId: string;
  /**
   * `page`: instead of a page only providers use (a level-1 heading). `inline`: above a list or
   * beside a listing a former provider still owns, saying why they cannot publish (level 2).
   */
  variant?: 'page' | 'inline';
}

/** Only providers publish: what a seeker sees, and why a former provider has no Publish button. */
export function ProviderOnlyNotice({
  textsKey,
  browseTo,
  icon,
  testId,
  variant = 'page',
}: ProviderOnlyNoticeProps) {
  const { t } = useTranslation();
  const text = (part: string) => t(`${textsKey}.${part}`);
  const titleId = `${testId}-title`;
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section
      className={`card provider-notice provider-notice-${variant}`}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <span className="provider-notice-icon" aria-hidden="true">
        {icon}
      </span>
      <div className="provider-notice-body">
        <Heading
          id={titleId}
          className={variant === 'page' ? 'page-title' : 'provider-notice-title'}
        >
          {text('title')}
        </Heading>
        <p>{text('text')}</p>
        <p className="muted">{text('how')}</p>
        <div className="provider-notice-actions">
          <Link to="/settings" className="btn btn-primary">
            {text('settings')}
          </Link>
          {variant === 'page' ? (
            <Link to={browseTo} className="btn btn-secondary">
              {text('browse')}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
