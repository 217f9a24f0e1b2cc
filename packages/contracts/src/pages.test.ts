import { describe, expect, it } from 'vitest';
import { matchPage } from './pages.ts';

describe('matchPage', () => {
  it('ranks fixed paths above parameters and a tail, as the router does', () => {
    expect(matchPage('')).toMatchObject({ path: '', access: 'public' });
    expect(matchPage('search')).toMatchObject({ path: 'search', access: 'public' });
    expect(matchPage('dashboard/c/billing')).toMatchObject({ access: 'private' });
    expect(matchPage('topic/corso-excel')).toMatchObject({
      path: 'topic/:url',
      params: { url: 'corso-excel' },
    });
    expect(matchPage('event/search')).toMatchObject({ path: 'event/search' });
    expect(matchPage('event/Q/meetup')).toMatchObject({ path: 'event/Q/:url' });
    expect(matchPage('requirement/search')).toMatchObject({ path: 'requirement/search' });
    expect(matchPage('requirement/abc')).toMatchObject({ path: 'requirement/:key' });
    expect(matchPage('giulia_bianchi')).toMatchObject({
      path: ':username',
      params: { username: 'giulia_bianchi' },
    });
    expect(matchPage('login')).toMatchObject({ path: 'login/*' });
    expect(matchPage('company/acme/join')).toMatchObject({ path: 'company/*' });
    expect(matchPage('reset/12/abc')).toMatchObject({ path: 'reset/:id/:token' });
  });

  it('finds nothing for a path no page has', () => {
    expect(matchPage('topic/a/b')).toBeNull();
    expect(matchPage('giulia_bianchi/extra')).toBeNull();
    expect(matchPage('dashboard/nowhere')).toBeNull();
  });

  it('keeps a segment that is not valid percent-encoding as it is', () => {
    expect(matchPage('topic/%E0%A4%A')).toMatchObject({ params: { url: '%E0%A4%A' } });
  });
});
