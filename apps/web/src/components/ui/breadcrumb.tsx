import { Link } from 'react-router';
import './breadcrumb.css';

interface BreadcrumbProps {
  /** Names the navigation landmark. */
  label: string;
  /** From the home page down; the last one, without a link, is the current page. */
  trail: Array<{ text: string; to?: string }>;
}

/** Where a page sits: links back up, the page itself last (shortened when long). */
export function Breadcrumb({ label, trail }: BreadcrumbProps) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        {trail.map((step) => (
          <li key={step.text} aria-current={step.to ? undefined : 'page'}>
            {step.to ? <Link to={step.to}>{step.text}</Link> : step.text}
          </li>
        ))}
      </ol>
    </nav>
  );
}
