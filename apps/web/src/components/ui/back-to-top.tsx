import { useScrolledPast } from '../../hooks/use-scrolled-past.ts';
import { ArrowUpIcon } from './icons.tsx';
import './back-to-top.css';

export const backToTopThreshold = 20;

export function BackToTop({ label }: { label: string }) {
  const isVisible = useScrolledPast(backToTopThreshold);
  if (!isVisible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
