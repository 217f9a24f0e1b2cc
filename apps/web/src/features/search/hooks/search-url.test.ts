import { describe, expect, it } from 'vitest';
import { actions } from '@app/contracts/registry';
import { amountText, readParams, toActionInput, withChanges, withoutParams } from './search-url.ts';

const names = ['topic', 'category', 'priceMin', 'sort', 'page'] as const;

describe('search URL state', () => {
  it('reads the named, non-empty parameters', () => {
    const params = new URLSearchParams('topic=%20excel%20&category=&other=x&page=2');
    expect(readParams(params, names)).toEqual({ topic: 'excel', page: '2' });
  });

  it('keeps what the contract accepts and drops what it would refuse', () => {
    const input = toActionInput(actions.searchtopics.request, {
      topic: 'excel',
      category: 'astrology',
      priceMin: '1500',
      sort: 'cheapest',
      page: '3',
    });
    expect(input).toMatchObject({ topic: 'excel', priceMin: 1500, page: 3, pageSize: 20 });
    expect(input.category).toBeUndefined();
    expect(input.sort).toBeUndefined();
    const events = toActionInput(actions.searchevents.request, {
      from: '2030-05-10',
      to: '2030-05-01',
    });
    expect(events).toMatchObject({ from: '2030-05-10' });
    expect(events.to).toBeUndefined();
  });

  it('starts again from page 1 whenever the search changes, not when the page does', () => {
    const params = new URLSearchParams('topic=excel&page=4&sort=rating');
    expect(withChanges(params, { category: 'sales' }).toString()).toBe(
      'topic=excel&sort=rating&category=sales',
    );
    expect(withChanges(params, { page: '5' }).toString()).toBe('topic=excel&page=5&sort=rating');
    expect(withChanges(params, { sort: '' }).toString()).toBe('topic=excel');
    expect(
      withoutParams(new URLSearchParams('topic=a&category=b&location=c'), [
        'category',
        'location',
      ]).toString(),
    ).toBe('topic=a');
  });

  it('shows amounts as people type them', () => {
    expect(amountText(undefined)).toBe('');
    expect(amountText(120_000)).toBe('1200');
    expect(amountText(1_250)).toBe('12.50');
  });
});
