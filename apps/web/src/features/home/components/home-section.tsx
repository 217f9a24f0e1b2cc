import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './home-sections.css';

type SkeletonKind = 'category' | 'topic' | 'trainer' | 'event' | 'requirement';

/** Placeholders sit in the same grid as the cards, so the page does not jump when they come. */
const gridOf: Record<SkeletonKind, string> = {
  category: 'category-tiles',
  topic: 'card-grid',
  trainer: 'trainer-grid',
  event: 'card-grid',
  requirement: 'card-grid',
};

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  more?: { href: string; label: string };
  loading: boolean;
  isEmpty: boolean;
  emptyText: string;
  /** What stands in while loading: as many placeholders, shaped like the cards, as will come. */
  skeleton: { kind: SkeletonKind; count: number };
  tone?: 'plain' | 'tinted';
  /** Wider cards (three a row), for lists of six. */
  wide?: boolean;
  children: ReactNode;
}

/** One band of the home page: heading, "see all" link, and its cards, placeholders or a note. */
export function HomeSection({
  id,
  title,
  subtitle,
  more,
  loading,
  isEmpty,
  emptyText,
  skeleton,
  tone = 'plain',
  wide = false,
  children,
}: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      className={`home-section home-section-${tone}${wide ? ' home-section-wide' : ''}`}
      aria-labelledby={headingId}
      aria-busy={loading}
      data-testid={id}
    >
      <div className="container">
        <div className="home-section-head">
          <div>
            <h2 id={headingId}>{title}</h2>
            {subtitle && <p className="muted">{subtitle}</p>}
          </div>
          {more && !isEmpty && (
            <Link to={more.href} className="home-section-more" data-testid={`${id}-more`}>
              {more.label}
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </div>
        {loading ? (
          <ul className={gridOf[skeleton.kind]} aria-hidden="true" data-testid={`${id}-loading`}>
            {Array.from({ length: skeleton.count }, (_, index) => (
              <li key={index} className={`home-skeleton home-skeleton-${skeleton.kind}`} />
            ))}
          </ul>
        ) : isEmpty ? (
          <p className="home-section-empty">{emptyText}</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
