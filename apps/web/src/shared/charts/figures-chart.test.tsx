import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { renderInApp } from '../../test/render-in-app.tsx';
import { FiguresChart } from './figures-chart.tsx';
import { csvAmount, type ChartRow, type ChartSeries } from './figures.ts';

afterEach(cleanup);

const series: ChartSeries[] = [
  { key: 'net', label: 'Net' },
  { key: 'gross', label: 'Gross' },
];
const rows: ChartRow[] = [
  { key: '1', label: 'Jan', values: { net: 100_000, gross: 122_000 } },
  { key: '2', label: 'Feb', values: { net: 0, gross: 0 } },
  { key: '3', label: 'Mar', values: { net: -20_000, gross: -24_400 } },
];

/** jsdom has no object URLs: keep the files the download offers. */
function keepDownloads(): Blob[] {
  const blobs: Blob[] = [];
  const original = Object.getOwnPropertyDescriptors(URL);
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:figures';
  };
  URL.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    const empty = { value: undefined, configurable: true, writable: true };
    Object.defineProperties(URL, {
      createObjectURL: original.createObjectURL ?? empty,
      revokeObjectURL: original.revokeObjectURL ?? empty,
    });
  });
  return blobs;
}

const chart = (
  <FiguresChart
    title="Revenue by month, 2026"
    categoryHeading="Month"
    series={series}
    rows={rows}
    currency="EUR"
    fileName="revenue-2026-months"
    testId="figures"
    withTotal
  />
);

describe('FiguresChart', () => {
  it('lists the chart’s figures as a table, amounts in the viewer’s locale, with a total', async () => {
    await renderInApp(chart);
    const table = within(screen.getByTestId('figures')).getByRole('table', {
      name: 'Revenue by month, 2026',
    });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Month', 'Net', 'Gross']);
    const march = within(table).getByRole('row', { name: /Mar/ });
    expect(march.textContent).toContain('-€244.00');
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(total.textContent).toContain('€800.00');
    expect(total.textContent).toContain('€976.00');
    // The drawing is for the eyes; screen readers read the table.
    expect(
      screen.getByTestId('figures-chart').querySelector('[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it('formats amounts in Italian for an Italian viewer', async () => {
    await renderInApp(chart, 'it');
    const row = screen.getByRole('row', { name: /Jan/ });
    expect(row.textContent?.replace(/\s/g, ' ')).toMatch(/1\.?220,00 €/);
  });

  it('downloads the same figures as CSV, made in the browser, amounts as plain decimals', async () => {
    const blobs = keepDownloads();
    await renderInApp(chart);
    fireEvent.click(screen.getByTestId('figures-csv'));
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toContain('text/csv');
    // The byte order mark (for Excel) is read back by text() as no character.
    const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'Month,Net (EUR),Gross (EUR)',
      'Jan,1000.00,1220.00',
      'Feb,0.00,0.00',
      'Mar,-200.00,-244.00',
      '',
    ]);
  });

  it('writes minor units as decimals', () => {
    expect(csvAmount(5)).toBe('0.05');
    expect(csvAmount(-123_456)).toBe('-1234.56');
    expect(csvAmount(700, 0)).toBe('700');
  });
});
