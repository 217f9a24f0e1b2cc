import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

/**
 * Rich text written by users (topic and event descriptions), made safe on the server at every
 * write: only the formatting the editor produces survives; scripts, styles, event handlers,
 * images and iframes are dropped; links may only be http(s) or mailto and open safely.
 */
const options = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
  ],
  // rel and target are always those set by the transform of links (it runs before the filter).
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
} satisfies sanitizeHtml.IOptions;

const require = createRequire(import.meta.url);
let loaded: { sanitize: typeof sanitizeHtml; richText: sanitizeHtml.IOptions } | undefined;

/** sanitize-html (with postcss and an HTML parser, about 50 ms and 18 MiB) comes at its first use. */
function sanitizer() {
  if (!loaded) {
    const sanitize = require('sanitize-html') as typeof sanitizeHtml;
    const a = sanitize.simpleTransform('a', {
      rel: 'noopener noreferrer nofollow',
      target: '_blank',
    });
    loaded = { sanitize, richText: { ...options, transformTags: { a } } };
  }
  return loaded;
}

export function sanitizeRichText(html: string): string {
  const { sanitize, richText } = sanitizer();
  const clean = sanitize(html, richText).trim();
  // An editor's empty document (<p></p>) is no description at all.
  return clean.replace(/<p>(\s|<br\s*\/?>)*<\/p>/g, '').trim() === '' ? '' : clean;
}

/** The visible text of rich text, for summaries and meta descriptions. */
export function plainTextOf(html: string, max = 300): string {
  const spaced = html.replace(/<\/(p|h\d|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizer()
    .sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Text (a name, a message) made safe inside HTML text and quoted attributes. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );
