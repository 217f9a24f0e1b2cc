import type { Category } from '@app/contracts/catalogue';

/**
 * SVG artwork of the demo catalogue, drawn from shapes only (no fonts, which differ from machine
 * to machine): a gradient in the product's palette family per category, an icon of the subject,
 * and avatars whose initials are drawn as strokes.
 */

// prettier-ignore
export const categoryColours: Record<Category, [string, string]> = {
  leadership: ['#0f5f63', '#f2a93b'], management: ['#0a4649', '#3f8f8a'],
  'project-management': ['#134e6f', '#2a9d8f'], agile: ['#1f6f5c', '#9bd0a8'],
  sales: ['#b4542a', '#f2a93b'], marketing: ['#8e3b5f', '#f08a5d'],
  'digital-marketing': ['#5b3f8c', '#e56b9f'], communication: ['#0f5f63', '#7cc6c0'],
  negotiation: ['#3d405b', '#e07a5f'], 'customer-service': ['#2a7f8f', '#f4d35e'],
  'human-resources': ['#6d4c7d', '#f2a93b'], finance: ['#16425b', '#81c3d7'],
  accounting: ['#2f4858', '#86bbd8'], 'data-analytics': ['#1d3557', '#48cae4'],
  'artificial-intelligence': ['#3a0ca3', '#4cc9f0'], 'software-development': ['#14213d', '#2a9d8f'],
  cloud: ['#1b4965', '#9fd8d6'], cybersecurity: ['#0b2027', '#40798c'],
  'office-tools': ['#1e6f50', '#a7c957'], languages: ['#9c3d54', '#f6bd60'],
  'health-safety': ['#b42318', '#f2a93b'], quality: ['#355070', '#6d9dc5'],
  'compliance-privacy': ['#283d3b', '#83a8a6'], sustainability: ['#2d6a4f', '#95d5b2'],
  logistics: ['#5c4033', '#e9a03b'], design: ['#7b2cbf', '#ff9e00'],
};

const circle = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
const rect = (x: number, y: number, width: number, height: number, rx = 3) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}"/>`;
const path = (d: string) => `<path d="${d}"/>`;

function star(cx: number, cy: number, outer: number): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : outer * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

/** Icons in a 100 × 100 box, drawn as white strokes. */
// prettier-ignore
const icons: Record<Category, string> = {
  leadership: path('M8 92 H92 M20 92 V66 H40 V92 M40 92 V48 H60 V92 M60 92 V74 H80 V92') + star(50, 22, 14),
  management: rect(38, 8, 24, 16) + path('M50 24 V38 M18 38 H82 M18 38 V50 M50 38 V50 M82 38 V50') + rect(6, 50, 24, 16) + rect(38, 50, 24, 16) + rect(70, 50, 24, 16) + path('M50 66 V76') + rect(38, 76, 24, 16),
  'project-management': path('M10 8 V92 H94') + rect(16, 16, 40, 12) + rect(34, 36, 36, 12) + rect(54, 56, 32, 12) + rect(24, 76, 44, 10),
  agile: path('M50 14 A36 36 0 1 1 16 62 M16 62 L10 48 M16 62 L30 56') + circle(50, 50, 10),
  sales: path('M10 16 H90 L60 52 V80 L40 90 V52 Z M30 32 H70'),
  marketing: path('M14 40 V62 H28 L70 84 V18 L28 40 Z M28 62 L34 86 H46 L42 66 M80 36 Q90 51 80 66'),
  'digital-marketing': circle(46, 54, 38) + circle(46, 54, 24) + circle(46, 54, 10) + path('M46 54 L88 12 M76 12 H88 V24'),
  communication: path('M8 14 H62 Q70 14 70 22 V48 Q70 56 62 56 H30 L16 68 V56 H16 Q8 56 8 48 V22 Q8 14 16 14 Z') + path('M78 36 H84 Q92 36 92 44 V70 Q92 78 84 78 H82 V90 L68 78 H44 Q36 78 36 70 V64'),
  negotiation: circle(36, 50, 28) + circle(64, 50, 28) + path('M50 28 V72'),
  'customer-service': path('M20 60 V48 A30 30 0 0 1 80 48 V60 M80 76 Q80 88 62 88 H54') + rect(12, 54, 14, 24, 5) + rect(74, 54, 14, 24, 5),
  'human-resources': circle(28, 38, 10) + circle(50, 28, 12) + circle(72, 38, 10) + path('M10 76 Q28 50 44 72 M30 86 Q50 50 70 86 M56 72 Q72 50 90 76'),
  finance: rect(14, 62, 14, 28, 2) + rect(36, 50, 14, 40, 2) + rect(58, 40, 14, 50, 2) + path('M10 46 L34 28 L54 34 L88 10 M76 10 H88 V22'),
  accounting: rect(22, 8, 56, 84, 8) + rect(30, 16, 40, 16) + circle(36, 46, 4) + circle(50, 46, 4) + circle(64, 46, 4) + circle(36, 62, 4) + circle(50, 62, 4) + circle(64, 62, 4) + circle(36, 78, 4) + circle(50, 78, 4) + circle(64, 78, 4),
  'data-analytics': path('M10 8 V90 H94 M18 72 L36 52 L54 60 L72 30 L88 38') + circle(36, 52, 4) + circle(54, 60, 4) + circle(72, 30, 4),
  'artificial-intelligence': path('M16 24 L50 16 M16 24 L50 50 M16 24 L50 84 M16 76 L50 16 M16 76 L50 50 M16 76 L50 84 M50 16 L84 34 M50 50 L84 34 M50 84 L84 34 M50 16 L84 68 M50 50 L84 68 M50 84 L84 68') + circle(16, 24, 6) + circle(16, 76, 6) + circle(50, 16, 6) + circle(50, 50, 6) + circle(50, 84, 6) + circle(84, 34, 6) + circle(84, 68, 6),
  'software-development': path('M32 26 L10 50 L32 74 M68 26 L90 50 L68 74 M58 16 L42 84'),
  cloud: path('M26 74 H74 A18 18 0 0 0 74 38 A24 24 0 0 0 28 42 A16 16 0 0 0 26 74 Z M50 86 V60 M40 68 L50 58 L60 68'),
  cybersecurity: path('M50 8 L86 22 V48 C86 70 70 86 50 94 C30 86 14 70 14 48 V22 Z M34 50 L46 62 L68 38'),
  'office-tools': rect(12, 14, 76, 72, 4) + path('M12 32 H88 M12 50 H88 M12 68 H88 M36 14 V86 M62 14 V86'),
  languages: path('M8 12 H56 Q64 12 64 20 V44 Q64 52 56 52 H28 L14 64 V52 Q8 52 8 44 V20 Q8 12 16 12 Z M24 26 H48 M24 38 H40') + path('M44 60 V78 Q44 86 52 86 H72 L86 96 V86 Q92 86 92 78 V60 Q92 52 84 52 H72 M58 68 H80'),
  'health-safety': rect(14, 14, 72, 72, 14) + path('M50 30 V70 M30 50 H70'),
  quality: circle(50, 40, 28) + path('M38 40 L47 49 L64 32 M36 64 L28 92 L42 84 L48 94 M64 64 L72 92 L58 84 L52 94'),
  'compliance-privacy': rect(22, 44, 56, 46, 8) + path('M34 44 V30 A16 16 0 0 1 66 30 V44 M50 60 V74') + circle(50, 60, 5),
  sustainability: path('M18 84 C16 44 48 16 88 14 C86 56 60 84 18 84 Z M18 84 L62 40'),
  logistics: rect(6, 30, 56, 40, 3) + path('M62 42 H80 L94 58 V70 H62 Z') + circle(24, 76, 9) + circle(78, 76, 9),
  design: circle(36, 38, 24) + rect(44, 44, 44, 44, 4) + path('M14 90 L36 56 L58 90 Z'),
};

/** Stroke letters in a 60 × 80 box, for avatar initials. */
// prettier-ignore
const letters: Record<string, string> = {
  A: 'M0 80 L30 0 L60 80 M12 50 H48', B: 'M0 0 V80 H38 C54 80 60 70 60 60 C60 48 52 40 38 40 H0 M0 0 H34 C48 0 54 8 54 20 C54 32 48 40 34 40',
  C: 'M58 14 C52 4 42 0 32 0 C14 0 0 16 0 40 C0 64 14 80 32 80 C42 80 52 76 58 66', D: 'M0 0 V80 H26 C48 80 60 64 60 40 C60 16 48 0 26 0 Z',
  E: 'M58 0 H0 V80 H58 M0 40 H44', F: 'M58 0 H0 V80 M0 40 H44',
  G: 'M58 14 C52 4 42 0 32 0 C14 0 0 16 0 40 C0 64 14 80 32 80 C48 80 60 70 60 52 V44 H34', H: 'M0 0 V80 M60 0 V80 M0 40 H60',
  I: 'M30 0 V80 M12 0 H48 M12 80 H48', J: 'M44 0 V58 C44 72 36 80 24 80 C12 80 4 72 2 62',
  K: 'M0 0 V80 M58 0 L0 52 M18 34 L60 80', L: 'M0 0 V80 H56', M: 'M0 80 V0 L30 50 L60 0 V80', N: 'M0 80 V0 L60 80 V0',
  O: 'M30 0 C13 0 0 18 0 40 C0 62 13 80 30 80 C47 80 60 62 60 40 C60 18 47 0 30 0 Z',
  P: 'M0 80 V0 H36 C50 0 60 10 60 22 C60 34 50 44 36 44 H0',
  Q: 'M30 0 C13 0 0 18 0 40 C0 62 13 80 30 80 C47 80 60 62 60 40 C60 18 47 0 30 0 Z M38 60 L60 84',
  R: 'M0 80 V0 H36 C50 0 60 10 60 22 C60 34 50 44 36 44 H0 M32 44 L60 80',
  S: 'M56 12 C50 4 42 0 30 0 C14 0 4 8 4 20 C4 32 14 36 30 40 C46 44 58 48 58 60 C58 72 46 80 30 80 C16 80 6 74 0 66',
  T: 'M0 0 H60 M30 0 V80', U: 'M0 0 V54 C0 70 12 80 30 80 C48 80 60 70 60 54 V0', V: 'M0 0 L30 80 L60 0',
  W: 'M0 0 L14 80 L30 24 L46 80 L60 0', X: 'M0 0 L60 80 M60 0 L0 80', Y: 'M0 0 L30 42 L60 0 M30 42 V80', Z: 'M0 0 H60 L0 80 H60',
};

const gradient = (id: string, [from, to]: [string, string], x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const strokeGroup = (transform: string, width: number, content: string, opacity = 1) =>
  `<g transform="${transform}" fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${content}</g>`;

const dots = (x: number, y: number, columns: number, rows: number, gap: number) =>
  Array.from({ length: columns * rows }, (_, index) =>
    circle(x + (index % columns) * gap, y + Math.floor(index / columns) * gap, 4),
  ).join('');

/**
 * A picture for a category, drawn on a 1200 × 800 canvas and rendered `width` pixels wide;
 * `variant` 0 or 1 gives two different compositions.
 */
export function categoryArt(category: Category, variant: number, width = 1200): string {
  const colours = categoryColours[category];
  const icon = icons[category];
  const body =
    variant === 0
      ? `<rect width="1200" height="800" fill="url(#bg)"/>` +
        `<g fill="#ffffff" fill-opacity="0.1">${circle(1020, 120, 300)}${circle(140, 760, 220)}</g>` +
        `<g fill="#ffffff" fill-opacity="0.22">${dots(90, 90, 6, 4, 36)}</g>` +
        strokeGroup('translate(560 170) scale(4.6)', 5, icon)
      : `<rect width="1200" height="800" fill="url(#bg)"/>` +
        `<g fill="#ffffff" fill-opacity="0.08"><path d="M0 620 L1200 180 V330 L0 770 Z"/><path d="M0 330 L700 0 H980 L0 470 Z"/></g>` +
        `<circle cx="380" cy="400" r="250" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="10"/>` +
        strokeGroup('translate(200 220) scale(3.6)', 5.5, icon) +
        strokeGroup('translate(900 470) scale(2)', 5, icon, 0.35);
  const direction = variant === 0 ? gradient('bg', colours) : gradient('bg', colours, 1, 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 2) / 3}" viewBox="0 0 1200 800"><defs>${direction}</defs>${body}</svg>`;
}

/**
 * A picture for an event of a category, a calendar page beside the subject's icon: drawn on a
 * 1200 × 800 canvas and rendered `width` pixels wide.
 */
export function eventArt(category: Category, width = 1200): string {
  const colours = categoryColours[category];
  const calendar =
    `<g transform="translate(150 190)"><rect width="380" height="400" rx="36" fill="#ffffff" fill-opacity="0.94"/>` +
    `<path d="M0 36 A36 36 0 0 1 36 0 H344 A36 36 0 0 1 380 36 V110 H0 Z" fill="${colours[0]}" fill-opacity="0.85"/>` +
    `<g fill="${colours[0]}" fill-opacity="0.55">${dots(70, 170, 5, 4, 60)}</g>` +
    `<circle cx="190" cy="290" r="34" fill="${colours[1]}"/></g>` +
    `<g fill="#ffffff" fill-opacity="0.85">${rect(230, 160, 24, 70, 12)}${rect(426, 160, 24, 70, 12)}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 2) / 3}" viewBox="0 0 1200 800"><defs>${gradient('bg', colours)}</defs>` +
    `<rect width="1200" height="800" fill="url(#bg)"/>` +
    `<g fill="#ffffff" fill-opacity="0.1">${circle(1080, 700, 260)}</g>${calendar}` +
    strokeGroup('translate(680 210) scale(3.8)', 5, icons[category]) +
    `</svg>`
  );
}

/** A square avatar with the person's initials drawn as strokes on their category's gradient. */
export function avatarArt(initials: string, category: Category, size = 480): string {
  const drawable = [...initials.toUpperCase()].filter((letter) => letters[letter]).slice(0, 2);
  const scale = (size * 0.32) / 80;
  const width = drawable.length * 60 + (drawable.length - 1) * 26;
  const left = (size - width * scale) / 2;
  const top = (size - 80 * scale) / 2;
  const strokes = drawable
    .map((letter, index) => `<path transform="translate(${index * 86} 0)" d="${letters[letter]}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${gradient('bg', categoryColours[category])}</defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<circle cx="${size * 0.85}" cy="${size * 0.15}" r="${size * 0.3}" fill="#ffffff" fill-opacity="0.1"/>` +
    strokeGroup(
      `translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(3)})`,
      11,
      strokes,
    ) +
    `</svg>`
  );
}
