/** A piece of a message: plain text, or a web address to show as a link. */
export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only http and https: anything else (javascript:, data:, mailto:) stays text.
const addressPattern = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that usually ends the sentence rather than the address.
const trailingPunctuation = /[.,;:!?)\]}'"»”’]+$/;

/** The address written in the text, or null when it is not a valid http(s) URL. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An address keeps a closing bracket it opened itself: https://en.wikipedia.org/wiki/X_(y). */
function trimAddress(address: string): string {
  let trimmed = address.replace(trailingPunctuation, '');
  const closing = address.slice(trimmed.length);
  const opened = (trimmed.match(/\(/g) ?? []).length - (trimmed.match(/\)/g) ?? []).length;
  if (opened > 0 && closing.startsWith(')')) trimmed += ')';
  return trimmed;
}

/**
 * Splits a message into text and links. The text is never parsed as HTML: the parts are rendered
 * as React text and anchors, so whatever the message holds is shown as written.
 */
export function splitLinks(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(addressPattern)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = address ? safeHref(address) : null;
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}
