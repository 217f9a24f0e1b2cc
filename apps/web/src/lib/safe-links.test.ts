import { describe, expect, it } from 'vitest';
import { externalHrefOf } from './safe-links.ts';

describe('links to elsewhere', () => {
  it('opens only http and https addresses', () => {
    expect(externalHrefOf('https://example.com/x')).toBe('https://example.com/x');
    expect(externalHrefOf('http://example.com')).toBe('http://example.com/');
    expect(externalHrefOf('javascript:alert(1)')).toBeNull();
    expect(externalHrefOf('data:text/html,hi')).toBeNull();
    expect(externalHrefOf('not a url')).toBeNull();
  });
});
