import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeRichText } from './html.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting of the editor', () => {
    const html =
      '<h2>Programma</h2><p><strong>Excel</strong> e <em>Power BI</em></p><ul><li>uno</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and dangerous links', () => {
    const clean = sanitizeRichText(
      '<p onclick="x()" style="color:red">ciao<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe>',
    );
    expect(clean).toBe('<p>ciao</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>');
  });

  it('opens links safely', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('treats an empty editor document as no text', () => {
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('<p><br></p>')).toBe('');
  });
});

describe('plainTextOf', () => {
  it('gives the visible text, shortened', () => {
    expect(plainTextOf('<p>Uno <b>due</b></p><p>tre</p>')).toBe('Uno due tre');
    expect(plainTextOf('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});
