import { describe, expect, it } from 'vitest';
import { planCopy, type ForeignKey } from './catalogue.ts';

const key = (from: string, to: string, name = `${from}_${to}_fkey`): ForeignKey => ({
  name,
  relation: from,
  from,
  to,
  definition: `FOREIGN KEY (x) REFERENCES ${to}(id)`,
  inherited: false,
});

describe('the order tables are copied in', () => {
  it('puts every table after the tables it refers to', () => {
    const plan = planCopy(
      ['reviews', 'users', 'topics', 'bookings'],
      [key('reviews', 'bookings'), key('bookings', 'topics'), key('topics', 'users')],
    );
    expect(plan.order).toEqual(['users', 'topics', 'bookings', 'reviews']);
    expect(plan.cyclic).toEqual([]);
  });

  it('names the foreign keys of a cycle, a table referring to itself included', () => {
    const parent = key('companies', 'companies', 'companies_parent_id_fkey');
    const there = key('a', 'b');
    const back = key('b', 'a');
    const plan = planCopy(
      ['companies', 'users', 'a', 'b', 'c'],
      [parent, key('companies', 'users'), there, back, key('c', 'a')],
    );
    expect(plan.cyclic).toEqual([parent, there, back]);
    expect(plan.order.indexOf('users')).toBeLessThan(plan.order.indexOf('companies'));
    expect(plan.order.indexOf('a')).toBeLessThan(plan.order.indexOf('c'));
    expect(plan.order.indexOf('b')).toBeLessThan(plan.order.indexOf('c'));
    expect([...plan.order].sort()).toEqual(['a', 'b', 'c', 'companies', 'users']);
  });

  it('ignores keys to tables it does not copy', () => {
    expect(planCopy(['jobs'], [key('jobs', 'elsewhere')])).toEqual({ order: ['jobs'], cyclic: [] });
  });
});
