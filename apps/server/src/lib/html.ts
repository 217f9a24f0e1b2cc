import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written by users (topic and event descriptions), made safe on the server at every
 * write: only the formatting the editor produces survives; scripts, styles, event handlers,
 * images and iframes are dropped; links may only be http(s) or mailto and open safely.
 */
const options: sanitizeHtml.IOptions = {
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
  // rel and target are always those set by the transform below (it runs before the filter).
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  // An editor's empty document (<p></p>) is no description at all.
  return clean.replace(/<p>(\s|<br\s*\/?>)*<\/p>/g, '').trim() === '' ? '' : clean;
}

/** The visible text of rich text, for summaries and meta descriptions. */
export function plainTextOf(html: string, max = 300): string {
  const spaced = html.replace(/<\/(p|h\d|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
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
