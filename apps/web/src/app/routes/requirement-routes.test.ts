import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requirementKeyOf } from '../../features/requirements/index.ts';
import { appRoutes } from '../routes.tsx';

const matched = (path: string) => matchRoutes(appRoutes, path)?.map((match) => match.route.id);

describe('requirement routes', () => {
  it('are all behind the session guard', () => {
    for (const path of [
      '/manage_requirement',
      '/requirement',
      '/requirement/addrequirement',
      '/requirement/42',
      '/requirement/corso-excel',
    ]) {
      expect(matched(path), path).toContain('auth');
    }
  });

  it('rank the fixed page above a requirement key', () => {
    expect(matched('/manage_requirement')?.at(-1)).toBe('manage-requirement');
    expect(matched('/requirement')?.at(-1)).toBe('my-requirements');
    expect(matched('/requirement/addrequirement')?.at(-1)).toBe('add-requirement');
    expect(matched('/requirement/42')?.at(-1)).toBe('requirement');
    expect(matched('/requirement/corso-excel')?.at(-1)).toBe('requirement');
    expect(matched('/requirement/a/b')?.at(-1)).toBe('unknown');
  });

  it('read a number as an id and anything else as a url', () => {
    expect(requirementKeyOf('42')).toEqual({ id: 42 });
    expect(requirementKeyOf('corso-excel-2')).toEqual({ url: 'corso-excel-2' });
    expect(requirementKeyOf('0')).toBeNull();
    expect(requirementKeyOf('99999999999')).toBeNull();
    expect(requirementKeyOf('x'.repeat(201))).toBeNull();
  });
});
