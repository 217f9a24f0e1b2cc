import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Language } from '@app/contracts/locales';
import { setUpI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Component tests: render an element as the app does (the language's catalogue, a fresh query
 * client, a router at `url`, whose query string the element may read, and which draws it at any
 * path it navigates to), and answer its calls from a function of the request body.
 */
export async function renderInApp(element: ReactNode, language: Language = 'en', url = '/') {
  const i18n = await setUpI18n(language, 'Skillvia');
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

export type ActionBody = Record<string, unknown>;

/**
 * Replaces `fetch`: each call's JSON body goes to `answer`, whose value (or what its promise
 * resolves to, for a reply the test holds back) is the reply (HTTP 200). Returns the bodies sent,
 * in order. Undo with `vi.unstubAllGlobals()`.
 */
export function stubActions(answer: (body: ActionBody) => unknown): ActionBody[] {
  const calls: ActionBody[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as ActionBody;
      calls.push(body);
      return Promise.resolve(answer(body)).then(
        (reply) => new Response(JSON.stringify(reply), { status: 200 }),
      );
    }),
  );
  return calls;
}
