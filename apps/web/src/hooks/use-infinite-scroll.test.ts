import { describe, expect, it } from 'vitest';
import { isNearEnd } from './use-infinite-scroll.ts';

/** A list whose items end at the given distances from the top of the window. */
function listEndingAt(bottoms: number[]): HTMLElement {
  const list = document.createElement('ul');
  for (const bottom of bottoms) {
    const item = document.createElement('li');
    item.getBoundingClientRect = () => ({ bottom }) as DOMRect;
    list.append(item);
  }
  return list;
}

describe('isNearEnd (distance 2)', () => {
  const bottoms = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];

  it('is near once every item but the last two is in view', () => {
    expect(isNearEnd(listEndingAt(bottoms), 2, 800)).toBe(true);
    expect(isNearEnd(listEndingAt(bottoms), 2, 799)).toBe(false);
  });

  it('is near at once for a short or empty list', () => {
    expect(isNearEnd(listEndingAt([100, 5000]), 2, 800)).toBe(true);
    expect(isNearEnd(listEndingAt([]), 2, 800)).toBe(true);
  });
});
