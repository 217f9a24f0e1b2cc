import type { Category } from '@app/contracts/catalogue';

type Glyph =
  | 'people'
  | 'chart'
  | 'code'
  | 'globe'
  | 'shield'
  | 'check'
  | 'leaf'
  | 'truck'
  | 'pen'
  | 'board'
  | 'chat'
  | 'spark';

const glyphOf: Record<Category, Glyph> = {
  leadership: 'people',
  management: 'people',
  'human-resources': 'people',
  'project-management': 'board',
  agile: 'board',
  sales: 'chart',
  marketing: 'chart',
  'digital-marketing': 'chart',
  finance: 'chart',
  accounting: 'chart',
  'data-analytics': 'chart',
  communication: 'chat',
  negotiation: 'chat',
  'customer-service': 'chat',
  'artificial-intelligence': 'spark',
  'software-development': 'code',
  cloud: 'code',
  cybersecurity: 'shield',
  'office-tools': 'code',
  languages: 'globe',
  'health-safety': 'shield',
  quality: 'check',
  'compliance-privacy': 'check',
  sustainability: 'leaf',
  logistics: 'truck',
  design: 'pen',
};

const paths: Record<Glyph, string> = {
  people:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10v-1a6 6 0 0 1 12 0v1M17 11a3 3 0 1 0 0-6M22 21v-1a5 5 0 0 0-4-4.9',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-7',
  code: 'm8 17-5-5 5-5M16 7l5 5-5 5M14 4l-4 16',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9S14.5 18.3 12 21c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  shield: 'M12 21s8-3.5 8-10V5l-8-3-8 3v6c0 6.5 8 10 8 10Z',
  check: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0ZM8 12l3 3 5-6',
  leaf: 'M5 21c0-9 5-15 16-16-1 11-7 16-16 16Zm0 0 8-8',
  truck:
    'M2 6h12v10H2zM14 10h4l4 4v2h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm12 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  pen: 'm14 4 6 6L9 21H3v-6L14 4Z',
  board: 'M3 4h18v16H3zM9 4v16M15 4v16',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z',
  spark: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
};

/** A small line icon for a category, grouped by kind (people, numbers, code, …). */
export function CategoryIcon({ category }: { category: Category }) {
  const glyph = glyphOf[category];
  return (
    <span className={`category-icon category-icon-${glyph}`} aria-hidden="true">
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
        <path d={paths[glyph]} />
      </svg>
    </span>
  );
}
