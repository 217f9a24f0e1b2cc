import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify.ts';

describe('splitLinks', () => {
  it('makes http and https addresses links and keeps the text around them', () => {
    expect(splitLinks('See https://example.com/a?b=1 and http://x.it.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.it', href: 'http://x.it/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links another scheme: javascript:, data:, mailto: stay text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:a@b.it',
      'JaVaScRiPt:alert(document.cookie)',
    ]) {
      expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps markup as text and stops an address at a quote or an angle bracket', () => {
    expect(splitLinks('<a href="https://evil.example">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://evil.example', href: 'https://evil.example/' },
      { kind: 'text', text: '">x</a>' },
    ]);
  });

  it('leaves out the punctuation that ends a sentence, but keeps a bracket the address opened', () => {
    expect(splitLinks('(https://example.com/x), ok')[1]).toEqual({
      kind: 'link',
      text: 'https://example.com/x',
      href: 'https://example.com/x',
    });
    expect(splitLinks('https://en.wikipedia.org/wiki/Excel_(software)!')[0]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Excel_(software)',
      href: 'https://en.wikipedia.org/wiki/Excel_(software)',
    });
  });

  it('keeps line breaks and answers plain text whole', () => {
    expect(splitLinks('riga uno\nriga due')).toEqual([
      { kind: 'text', text: 'riga uno\nriga due' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
