import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import type { UserDetails } from '../session/get-user-details.ts';
import { userDetailsQueryOptions } from '../session/get-user-details.ts';
import { isHeldDraft, publishesListing, usePublicationTransitions } from './publication.ts';

const user = (serviceType: 'provider' | 'seeker'): UserDetails => ({
  status: true,
  userId: 5,
  username: 'giulia_b',
  email: 'giulia@example.com',
  firstName: 'Giulia',
  lastName: null,
  profileImage: null,
  companyuser: false,
  smeuser: false,
  serviceType,
  userType: 'IN',
  language: 'it',
  emailVerified: true,
  twoFactorEnabled: false,
  platformRole: null,
  pendingEmail: null,
});

/** The signed-in user as the session cache holds them; nothing is asked of a server. */
function transitionsOf(serviceType: 'provider' | 'seeker', state: 'draft' | 'published') {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  const client = createQueryClient();
  client.setQueryData(userDetailsQueryOptions().queryKey, user(serviceType));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePublicationTransitions(state), { wrapper }).result.current;
}

afterEach(() => vi.unstubAllGlobals());

describe('usePublicationTransitions', () => {
  it('lets a provider publish a draft and take a published listing back', () => {
    expect(transitionsOf('provider', 'draft')).toEqual(['publish']);
    expect(transitionsOf('provider', 'published')).toEqual(['unpublish']);
  });

  it('lets a former provider take a listing back, never publish one', () => {
    const draft = transitionsOf('seeker', 'draft');
    expect(draft).toEqual([]);
    expect(isHeldDraft('draft', draft)).toBe(true);
    expect(transitionsOf('seeker', 'published')).toEqual(['unpublish']);
    expect(isHeldDraft('published', ['unpublish'])).toBe(false);
  });

  it('sends publish: true only for the transition that leads to published', () => {
    expect(publishesListing('publish')).toBe(true);
    expect(publishesListing('unpublish')).toBe(false);
  });
});
