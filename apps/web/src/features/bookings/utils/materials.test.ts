import { describe, expect, it } from 'vitest';
import { materialProblemsOf, materialsOf } from './materials.ts';

describe('materials of a thank-you', () => {
  it('sends the filled rows trimmed and leaves blank rows out', () => {
    expect(
      materialsOf([
        { title: ' Slides ', url: ' https://example.com/slides.pdf ' },
        { title: ' ', url: '' },
      ]),
    ).toEqual([{ title: 'Slides', url: 'https://example.com/slides.pdf' }]);
  });

  it('says each row’s problem by the contract’s rules', () => {
    expect(
      materialProblemsOf([
        { title: 'Slides', url: 'https://example.com/a' },
        { title: '', url: 'ftp://example.com/b' },
        { title: 'Recording', url: 'javascript:alert(1)' },
        { title: '', url: '' },
      ]),
    ).toEqual({
      1: { title: 'validation.required', url: 'validation.website.pattern' },
      2: { url: 'validation.website.pattern' },
    });
  });
});
