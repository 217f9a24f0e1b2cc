import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteSummary } from '@app/contracts/actions/quote';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setUpI18n } from '../../../lib/i18n.ts';
import { sampleQuote } from '../utils/sample-quote.ts';
import { RequirementQuotesSection } from './requirement-quotes-section.tsx';

/** The owner's quotes from `requirementquotes`; a transition answers with `transitionReply`. */
function stubServer(list: QuoteSummary[], transitionReply: Record<string, unknown> = {}) {
  const calls: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      calls.push(body);
      const reply =
        body.action === 'requirementquotes'
          ? { status: true, list }
          : body.action === 'quotetransition'
            ? {
                status: true,
                quote: { id: body.id, state: 'x' },
                bookingId: null,
                ...transitionReply,
              }
            : { status: true, message: 0, notif: 0 };
      return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
    }),
  );
  return calls;
}

async function renderSection(isOpen = true) {
  const i18n = await setUpI18n('en', 'Skillvia');
  const router = createMemoryRouter([
    {
      path: '/',
      element: <RequirementQuotesSection requirement={{ id: 1, participants: 10, isOpen }} />,
    },
    { path: '/mybooking/:id', element: <p>The booking page</p> },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const quotes = [
  sampleQuote(1, { priceMinor: 300_00, rating: 4, reviewCount: 3 }),
  sampleQuote(2, { priceMinor: 100_00, rating: 4.5, reviewCount: 8, state: 'shortlisted' }),
  sampleQuote(3, {
    priceMinor: 200_00,
    proposedDates: ['2099-03-02T08:00:00.000Z', '2099-03-09T08:00:00.000Z'],
  }),
];

/** The providers' names in the order of the table's columns. */
const columnNames = () =>
  screen
    .getAllByRole('columnheader')
    .map((header) => within(header).getByRole('link').textContent?.replace(/ –.*$/, ''));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the owner’s quotes', () => {
  it('compares them in a table with named rows and columns, sorted and filtered', async () => {
    stubServer(quotes);
    await renderSection();
    const table = await screen.findByRole('table', { name: 'Quote comparison' });
    expect(screen.getByTestId('quote-count').textContent).toBe('3');
    expect(columnNames()).toEqual(['Trainer 1', 'Trainer 2', 'Trainer 3']);
    expect(
      within(table).getByRole('rowheader', { name: 'Total for 10 participants' }),
    ).toBeTruthy();
    expect(
      within(table)
        .getAllByTestId('quote-gross')
        .map((cell) => cell.textContent),
    ).toEqual(['€3,660.00', '€1,220.00', '€2,440.00']);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'total' } });
    expect(columnNames()).toEqual(['Trainer 2', 'Trainer 3', 'Trainer 1']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'rating' } });
    expect(columnNames()).toEqual(['Trainer 2', 'Trainer 1', 'Trainer 3']);
    fireEvent.click(screen.getByLabelText('Shortlisted only'));
    expect(columnNames()).toEqual(['Trainer 2']);
  });

  it('shortlists a quote with the transition the server allows', async () => {
    const calls = stubServer(quotes);
    await renderSection();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Shortlist – Trainer 1' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ action: 'quotetransition', id: 1, transition: 'shortlist' }),
      ),
    );
    expect(await screen.findByText('Trainer 1 is on your shortlist.')).toBeTruthy();
  });

  it('accepts on the chosen date and opens the booking', async () => {
    const calls = stubServer(quotes, { bookingId: 99 });
    const router = await renderSection();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Accept – Trainer 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the quote from Trainer 3?' });
    expect(within(dialog).getByText(/The requirement closes/)).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('quote-accept-date-1'));
    fireEvent.click(within(dialog).getByTestId('quote-accept-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mybooking/99'));
    expect(calls).toContainEqual(
      expect.objectContaining({ id: 3, transition: 'accept', dateIndex: 1 }),
    );
  });

  it('offers no accept while the requirement is closed, and says how to get quotes', async () => {
    stubServer(quotes);
    await renderSection(false);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(screen.getByTestId('quote-reopen-note')).toBeTruthy();
    cleanup();
    stubServer([]);
    await renderSection(true);
    expect((await screen.findByTestId('quotes-empty')).textContent).toContain(
      'You will be notified of each new quote',
    );
  });
});
