import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-layout.ts';

describe('renderEmail', () => {
  const email = renderEmail({
    language: 'en',
    blocks: [
      { kind: 'text', lines: ['Hello <Anna>,'] },
      { kind: 'quote', text: 'Line one\n<script>alert(1)</script>' },
      { kind: 'links', links: [{ title: 'Slides & notes', url: 'https://example.com/a?b=1&c=2' }] },
      { kind: 'action', label: 'Open', url: 'https://example.com/x' },
      { kind: 'note', text: 'Why you got this.' },
    ],
    signature: 'Skillvia',
  });

  it('writes the plain part as typed, one block after another', () => {
    expect(email.text).toBe(
      [
        'Hello <Anna>,',
        '',
        '> Line one',
        '> <script>alert(1)</script>',
        '',
        '- Slides & notes: https://example.com/a?b=1&c=2',
        '',
        'Open:',
        'https://example.com/x',
        '',
        'Why you got this.',
        '',
        '— Skillvia',
        '',
      ].join('\n'),
    );
  });

  it('escapes every text in the HTML part and keeps the quote’s line breaks', () => {
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain('<p>Hello &lt;Anna&gt;,</p>');
    expect(email.html).toContain('Line one<br>&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain(
      '<li><a href="https://example.com/a?b=1&amp;c=2">Slides &amp; notes</a></li>',
    );
    expect(email.html).toContain('href="https://example.com/x"');
    expect(email.html).not.toContain('<script>');
  });
});
