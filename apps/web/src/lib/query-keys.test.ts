import { describe, expect, it } from 'vitest';
import { createQueryKeys } from './query-keys.ts';

describe('createQueryKeys', () => {
  it('puts every list and record of a feature under its `all`', () => {
    const keys = createQueryKeys('topics');
    expect(keys.all).toEqual(['topics']);
    expect(keys.list({ status: 'draft', page: 2 })).toEqual([
      'topics',
      'list',
      { status: 'draft', page: 2 },
    ]);
    expect(keys.detail(7)).toEqual(['topics', 'detail', 7]);
    expect(keys.list({}).slice(0, 2)).toEqual(keys.lists());
    expect(keys.detail(7).slice(0, 2)).toEqual(keys.details());
  });
});
