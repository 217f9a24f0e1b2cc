import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatNumber, formatPrice } from '../../lib/format.ts';
import type { ChartRow, ChartSeries } from './figures.ts';

/** The drawing's colours, one per series in turn (the product's palette, readable on white). */
const colours = ['#1f6feb', '#e07a1f', '#2f9e44', '#9c36b5'];

/**
 * Bars and lines of a money report, drawn by Recharts. Loaded on its own (React.lazy in
 * figures-chart.tsx) so that Recharts reaches only the pages that draw a chart; the same figures
 * are in the table beside it, so the drawing itself is hidden from screen readers.
 */
export default function ReportChart({
  rows,
  series,
  currency,
}: {
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  currency: string | null;
}) {
  const language = useLanguage();
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  // Amounts in the currency, or plain counts.
  const money = (value: unknown) =>
    currency
      ? formatPrice(Number(value), language, currency)
      : formatNumber(Number(value), language);
  return (
    <ResponsiveContainer width="100%" height={280}>
      {/* No keyboard layer: the drawing is hidden from assistive technology, which reads the table
          under it, so nothing in it may take the focus. */}
      <ComposedChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis
          tick={{ fontSize: 12 }}
          width={96}
          tickFormatter={(value: number) =>
            money(currency ? Math.round(value / 100) * 100 : Math.round(value))
          }
        />
        <Tooltip formatter={(value) => money(value)} />
        <Legend />
        {series.map((each, index) =>
          each.kind === 'line' ? (
            <Line
              key={each.key}
              type="monotone"
              dataKey={each.key}
              name={each.label}
              stroke={colours[index % colours.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={each.key}
              dataKey={each.key}
              name={each.label}
              fill={colours[index % colours.length]}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
