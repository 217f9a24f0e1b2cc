import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../lib/i18n.ts';
import { setRenderTimeZone, viewerTimeZone } from '../../../lib/intl.ts';
import type { PublicProfile as Profile } from '../api/get-public-profile.ts';
import { PublicProfile } from './public-profile.tsx';

// React's act() outside Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Late on 30 November in London is already December on Kiritimati (UTC+14).
const memberSince = '2026-11-30T12:00:00.000Z';
const profile: Profile = {
  userId: 7,
  username: 'giulia_bianchi',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  headline: null,
  bio: null,
  skills: [],
  languages: [],
  location: null,
  website: null,
  profileImage: null,
  serviceType: 'provider',
  memberSince,
  hidden: false,
};

describe('a public profile drawn on the server', () => {
  it('writes "member since" in the render zone, hydrates without a mismatch, then shows the viewer’s month', async () => {
    setRenderTimeZone('Pacific/Kiritimati');
    const i18n = await setUpI18n('en', 'Skillvia');
    const page = (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <PublicProfile profile={profile} language="en" />
        </MemoryRouter>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toContain('Member since December 2026');

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
      await Promise.resolve();
    });
    expect(mismatches).toEqual([]);
    const viewersMonth = new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: viewerTimeZone(),
    }).format(new Date(memberSince));
    expect(container.textContent).toContain(`Member since ${viewersMonth}`);
  });
});
