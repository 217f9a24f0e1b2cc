import { escapeHtml } from './html.ts';

/**
 * The one layout of the product's e-mails: a plain-text part and a simple HTML part built from the
 * same blocks, so every e-mail reads alike in either form. Every text is escaped in the HTML part
 * (names and messages are typed by users); a quote keeps its line breaks.
 */

export type EmailBlock =
  /** A paragraph; `lines` (a paragraph of several lines) keeps them together. */
  | { kind: 'text'; lines: string[] }
  /** Text someone wrote (a message, a thank-you), quoted as typed. */
  | { kind: 'quote'; text: string }
  /** Links with their titles (materials). */
  | { kind: 'links'; links: ReadonlyArray<{ title: string; url: string }> }
  /** The one thing to do: a button, and the address beside it for mail clients without HTML. */
  | { kind: 'action'; label: string; url: string }
  /** Small print: why this e-mail came, with the ways to stop it (unsubscribe, settings). */
  | { kind: 'note'; text: string; links?: ReadonlyArray<{ title: string; url: string }> };

export interface EmailLayout {
  /** The `lang` of the HTML part. */
  language: string;
  blocks: readonly EmailBlock[];
  /** Who signs it (the product's name). */
  signature: string;
}

const small = 'font-size: 13px; color: #52606d;';
const button =
  'display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;';

function plainOf(block: EmailBlock): string[] {
  switch (block.kind) {
    case 'text':
      return block.lines;
    case 'quote':
      return block.text.split('\n').map((line) => `> ${line}`);
    case 'links':
      return block.links.map((link) => `- ${link.title}: ${link.url}`);
    case 'action':
      return [`${block.label}:`, block.url];
    case 'note':
      return [block.text, ...(block.links ?? []).map((link) => `${link.title}: ${link.url}`)];
  }
}

function htmlOf(block: EmailBlock): string {
  switch (block.kind) {
    case 'text':
      return `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'quote':
      return `<blockquote style="margin: 0 0 16px; padding: 8px 14px; border-left: 3px solid #cbd2d9; color: #3e4c59;">${escapeHtml(block.text).replace(/\n/g, '<br>')}</blockquote>`;
    case 'links':
      return `<ul>${block.links
        .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.title)}</a></li>`)
        .join('')}</ul>`;
    case 'action': {
      const url = escapeHtml(block.url);
      return `<p><a href="${url}" style="${button}">${escapeHtml(block.label)}</a></p>\n<p style="${small}">${url}</p>`;
    }
    case 'note': {
      const links = (block.links ?? []).map(
        (link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.title)}</a>`,
      );
      return `<p style="${small}">${[escapeHtml(block.text), ...(links.length > 0 ? [links.join(' · ')] : [])].join('<br>')}</p>`;
    }
  }
}

/** The plain-text and HTML parts of an e-mail. */
export function renderEmail(layout: EmailLayout): { text: string; html: string } {
  const text = [
    ...layout.blocks.flatMap((block) => [...plainOf(block), '']),
    `— ${layout.signature}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(layout.language)}">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5;">
${layout.blocks.map(htmlOf).join('\n')}
<p>— ${escapeHtml(layout.signature)}</p>
</body>
</html>
`;
  return { text, html };
}

/** What an e-mail that exists for one link says, in the reader's language. */
export interface LinkEmailText {
  subject: string;
  greeting: string;
  /** Why it came: what the link does. */
  body: string;
  /** The button's label. */
  action: string;
  /** The fine print after the button: how long the link works, what to do if it was not you. */
  after: readonly string[];
}

export interface LinkEmail {
  to: string;
  language: string;
  productName: string;
  link: string;
  /** What the message is, for the outbox's log line. */
  purpose: string;
  text: LinkEmailText;
}

/**
 * An e-mail for one link (a password reset, an address to confirm, a copy of one's data): the
 * greeting, why it came, the button, the fine print, signed by the product.
 */
export function composeLinkEmail(email: LinkEmail) {
  return {
    to: email.to,
    subject: email.text.subject,
    ...renderEmail({
      language: email.language,
      blocks: [
        { kind: 'text', lines: [email.text.greeting] },
        { kind: 'text', lines: [email.text.body] },
        { kind: 'action', label: email.text.action, url: email.link },
        { kind: 'text', lines: [...email.text.after] },
      ],
      signature: email.productName,
    }),
    link: email.link,
    purpose: email.purpose,
  };
}
