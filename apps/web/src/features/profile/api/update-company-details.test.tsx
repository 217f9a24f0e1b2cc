import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useCompanyDetails } from '../../../shared/session/get-company-details.ts';
import { useMultiLocation } from '../../../shared/session/get-multi-location.ts';
import { useUpdateCompanyDetails } from './update-company-details.ts';

const company = (name: string) => ({
  id: 4,
  slug: 'acme',
  name,
  kind: 'company',
  logo: null,
  country: 'IT',
  userRole: 1,
  industry: null,
  website: null,
  description: null,
  vatNumber: null,
  address: null,
});

/** The server: the company's name is whatever the last update said. */
function stubServer() {
  let name = 'Acme';
  const actions: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { action: string; name?: string };
      actions.push(body.action);
      const replies: Record<string, unknown> = {
        loginCompanyDetails: { status: true, company: company(name), subscription: null },
        smeGetMultilocation: {
          status: true,
          list: [{ id: 4, name, country: 'IT', active: true }],
        },
        updateCompanyDetails: { status: true, msg: 'Updated' },
      };
      if (body.action === 'updateCompanyDetails') name = body.name ?? name;
      return Promise.resolve(new Response(JSON.stringify(replies[body.action])));
    }),
  );
  return actions;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('useUpdateCompanyDetails', () => {
  it('refreshes the one company entry, its local copy and the switcher’s profiles', async () => {
    stubServer();
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        // The header's switcher, the dashboard and the company page read these.
        details: useCompanyDetails(),
        profiles: useMultiLocation(true),
        update: useUpdateCompanyDetails(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.details.data?.company?.name).toBe('Acme'));
    await waitFor(() => expect(result.current.profiles.data?.[0]?.name).toBe('Acme'));

    await act(() => result.current.update.mutateAsync({ name: 'Acme Group' }));

    await waitFor(() => expect(result.current.details.data?.company?.name).toBe('Acme Group'));
    await waitFor(() => expect(result.current.profiles.data?.[0]?.name).toBe('Acme Group'));
    expect(localStorage.getItem('companyDetails')).toContain('Acme Group');
    expect(localStorage.getItem('multiLocation')).toContain('Acme Group');
  });
});
