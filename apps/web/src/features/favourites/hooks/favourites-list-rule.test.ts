import { describe, expect, it } from 'vitest';
import { mergeFavouritePage, nextFavouriteStart } from './favourites-list-rule.ts';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe('mergeFavouritePage', () => {
  it('appends when the previous limit is 20 or more', () => {
    expect(mergeFavouritePage(items(1, 2), items(3, 4), 20)).toEqual(items(1, 2, 3, 4));
    expect(mergeFavouritePage(items(1), items(2), 50)).toEqual(items(1, 2));
  });

  it('replaces when the previous limit is below 20', () => {
    expect(mergeFavouritePage(items(1, 2), items(3, 4), 19)).toEqual(items(3, 4));
    expect(mergeFavouritePage(items(1, 2), items(3), 1)).toEqual(items(3));
  });

  it('does not show a topic twice when appending', () => {
    expect(mergeFavouritePage(items(1, 2), items(2, 3), 20)).toEqual(items(1, 2, 3));
  });
});

describe('nextFavouriteStart', () => {
  it('continues after what is shown when appending, after the last page otherwise', () => {
    expect(nextFavouriteStart(19, 0, 20)).toBe(19);
    expect(nextFavouriteStart(10, 10, 10)).toBe(20);
  });
});
