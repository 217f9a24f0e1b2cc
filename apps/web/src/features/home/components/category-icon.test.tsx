import { categories } from '@app/contracts/catalogue';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryIcon } from './category-icon.tsx';

afterEach(cleanup);

describe('CategoryIcon', () => {
  it('draws every category with an icon of its own, hidden from assistive technology', () => {
    const drawings = categories.map((category) => {
      const { container } = render(<CategoryIcon category={category} />);
      const icon = container.firstElementChild!;
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(icon.className).toMatch(/^category-icon category-icon-(people|business|tech|care)$/);
      return icon.querySelector('path')?.getAttribute('d');
    });
    expect(drawings.every((drawing) => drawing && drawing.length > 0)).toBe(true);
    expect(new Set(drawings).size).toBe(categories.length);
  });
});
