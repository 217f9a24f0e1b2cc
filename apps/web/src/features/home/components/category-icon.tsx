import type { Category } from '@app/contracts/catalogue';

/** The colour family of a category's tile: people, business and numbers, technology, care. */
type Tone = 'people' | 'business' | 'tech' | 'care';

/**
 * One line drawing per category (24×24, stroked), so that no two tiles of the home page look
 * alike; categories of one kind share a colour instead.
 */
const icons: Record<Category, { tone: Tone; path: string }> = {
  // A flag.
  leadership: { tone: 'people', path: 'M5 21V4M5 4h12l-2.5 4L17 12H5' },
  // An organisation chart.
  management: { tone: 'people', path: 'M9 3h6v5H9zM3 16h6v5H3zM15 16h6v5h-6zM12 8v4M6 16v-4h12v4' },
  // A Gantt chart.
  'project-management': { tone: 'people', path: 'M3 3v18h18M7 7h7M10 11h7M8 15h5' },
  // Arrows going round: an iteration.
  agile: { tone: 'people', path: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5' },
  // A rising line.
  sales: { tone: 'business', path: 'M3 17l6-6 4 4 8-8M15 7h6v6' },
  // A megaphone.
  marketing: { tone: 'business', path: 'M3 10v4h4l8 5V5l-8 5H3ZM19 9a4 4 0 0 1 0 6' },
  // A mouse pointer.
  'digital-marketing': { tone: 'business', path: 'M5 3l14 7-6 2-2 6L5 3ZM13 12l6 6' },
  // A speech bubble.
  communication: {
    tone: 'business',
    path: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z',
  },
  // A pair of scales.
  negotiation: {
    tone: 'business',
    path: 'M12 4v17M8 21h8M5 7h14M5 7l-3 6h6L5 7ZM19 7l-3 6h6l-3-6Z',
  },
  // A headset.
  'customer-service': {
    tone: 'business',
    path: 'M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-3',
  },
  // Two people.
  'human-resources': {
    tone: 'people',
    path: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10v-1a6 6 0 0 1 12 0v1M17 11a3 3 0 1 0 0-6M22 21v-1a5 5 0 0 0-4-4.9',
  },
  // A euro sign.
  finance: { tone: 'business', path: 'M18 6.5a7 7 0 1 0 0 11M4 10h10M4 14h10' },
  // A calculator.
  accounting: {
    tone: 'business',
    path: 'M5 2h14v20H5zM8 6h8v3H8zM8 13h1M12 13h1M16 13h1M8 17h1M12 17h1M16 17h1',
  },
  // Bars.
  'data-analytics': { tone: 'business', path: 'M3 3v18h18M8 17v-5M13 17V8M18 17v-9' },
  // A four-pointed sparkle.
  'artificial-intelligence': { tone: 'tech', path: 'M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2 2-7Z' },
  // Angle brackets.
  'software-development': { tone: 'tech', path: 'm8 17-5-5 5-5M16 7l5 5-5 5M14 4l-4 16' },
  // A cloud.
  cloud: { tone: 'tech', path: 'M7 19a5 5 0 0 1-.9-9.9 6 6 0 0 1 11.6 1A4.5 4.5 0 0 1 17.5 19H7Z' },
  // A shield.
  cybersecurity: { tone: 'tech', path: 'M12 21s8-3.5 8-10V5l-8-3-8 3v6c0 6.5 8 10 8 10Z' },
  // A spreadsheet.
  'office-tools': { tone: 'tech', path: 'M3 4h18v16H3zM3 10h18M3 15h18M9 4v16' },
  // A globe.
  languages: {
    tone: 'people',
    path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9S14.5 18.3 12 21c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  },
  // A first-aid cross.
  'health-safety': { tone: 'tech', path: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6V3Z' },
  // A tick in a circle.
  quality: { tone: 'care', path: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0ZM8 12l3 3 5-6' },
  // A padlock.
  'compliance-privacy': { tone: 'care', path: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2' },
  // A leaf.
  sustainability: { tone: 'care', path: 'M5 21c0-9 5-15 16-16-1 11-7 16-16 16Zm0 0 8-8' },
  // A lorry.
  logistics: {
    tone: 'people',
    path: 'M2 6h12v10H2zM14 10h4l4 4v2h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm12 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  },
  // A pen nib.
  design: { tone: 'people', path: 'm14 4 6 6L9 21H3v-6L14 4Z' },
};

/** A small line icon of its own for each category, coloured by kind. */
export function CategoryIcon({ category }: { category: Category }) {
  const { tone, path } = icons[category];
  return (
    <span className={`category-icon category-icon-${tone}`} aria-hidden="true">
      <svg
        width={22}
        height={22}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d={path} />
      </svg>
    </span>
  );
}
