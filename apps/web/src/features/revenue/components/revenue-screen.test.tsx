import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions, type ActionBody } from '../../../test/render-in-app.tsx';
import { RevenueScreen } from './revenue-screen.tsx';

const zero = { netMinor: 0, vatMinor: 0, grossMinor: 0, count: 0 };
const months = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, ...zero }));

function report(year: number, withFigures: boolean) {
  const invoices = { netMinor: 150_000, vatMinor: 33_000, grossMinor: 183_000, count: 2 };
  const creditNotes = { netMinor: 20_000, vatMinor: 4_400, grossMinor: 24_400, count: 1 };
  const total = { netMinor: 130_000, vatMinor: 28_600, grossMinor: 158_600, count: 3 };
  return {
    status: true,
    year,
    years: [2026, 2025],
    currency: 'EUR',
    byMonth: withFigures
      ? months.map((month) =>
          month.month === 3
            ? { ...month, netMinor: 130_000, grossMinor: 158_600, count: 3 }
            : month,
        )
      : months,
    byTopic: withFigures ? [{ id: 4, label: 'Excel avanzato', ...invoices }] : [],
    byEvent: [],
    byClient: withFigures ? [{ id: null, label: 'ACME S.p.A.', ...total }] : [],
    byState: {
      issued: withFigures ? { grossMinor: 183_000, count: 2 } : { grossMinor: 0, count: 0 },
      paid: withFigures ? { grossMinor: 122_000, count: 1 } : { grossMinor: 0, count: 0 },
      outstanding: withFigures ? { grossMinor: 61_000, count: 1 } : { grossMinor: 0, count: 0 },
      overdue: withFigures ? { grossMinor: 61_000, count: 1 } : { grossMinor: 0, count: 0 },
    },
    taxReturn: withFigures
      ? { invoices, creditNotes, total }
      : { invoices: zero, creditNotes: zero, total: zero },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RevenueScreen', () => {
  it('shows the states, the months as a table, the clients and the tax totals; an empty year says what to do', async () => {
    const calls = stubActions((body: ActionBody) =>
      body.action === 'revenuereport'
        ? report(Number(body.year), Number(body.year) === 2026)
        : { status: true },
    );
    await renderInApp(<RevenueScreen currentYear={2026} />);
    expect((await screen.findByTestId('revenue-issued')).textContent).toContain('€1,830.00');
    expect(screen.getByTestId('revenue-overdue').textContent).toContain('1 document');
    const table = within(screen.getByTestId('revenue-months')).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(within(table).getByRole('row', { name: /Mar/ }).textContent).toContain('€1,586.00');
    expect(screen.getByTestId('revenue-clients').textContent).toContain('ACME S.p.A.');
    const tax = screen.getByTestId('revenue-tax');
    expect(within(tax).getByRole('row', { name: /Credit notes/ }).textContent).toContain(
      '-€244.00',
    );

    fireEvent.change(screen.getByTestId('revenue-year'), { target: { value: '2025' } });
    expect((await screen.findByTestId('revenue-empty')).textContent).toContain(
      'No invoices in 2025',
    );
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ action: 'revenuereport', year: 2025 }),
    );
  });
});
