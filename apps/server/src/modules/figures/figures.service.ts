import { confirmedBookingStates, type FigurePeriod } from '@app/contracts/actions/platform';
import type { Database } from '../../db/client.ts';
import {
  bookingsByState,
  companiesBySubscription,
  companiesCreated,
  invoicesIssued,
  listingsPublished,
  reportsClosed,
  reportsOpened,
  signupsByKind,
} from './figures.repository.ts';

/**
 * The marketplace's figures (docs/product.md, "The operator console"): the last 26 weeks or 12
 * months, every period present (zero when nothing happened). Money only for operators.
 */

const bucketCount: Record<FigurePeriod, number> = { week: 26, month: 12 };

/** The starts of the window's periods (UTC): Mondays, or the first days of months. */
export function periodStarts(period: FigurePeriod, now: Date): Date[] {
  const count = bucketCount[period];
  const starts: Date[] = [];
  if (period === 'month') {
    for (let back = count - 1; back >= 0; back -= 1) {
      starts.push(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)));
    }
    return starts;
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * 86_400_000;
  for (let back = count - 1; back >= 0; back -= 1) {
    starts.push(new Date(monday - back * 7 * 86_400_000));
  }
  return starts;
}

interface Bucket {
  start: string;
  signups: { seekers: number; providers: number; companies: number };
  listingsPublished: number;
  bookings: Record<string, number>;
  bookedValue: number;
  invoicesIssued: number;
  invoicedValue: number;
  reportsOpened: number;
  reportsClosed: number;
  medianHoursToClose: number | null;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const num = (value: unknown) => Number(value ?? 0);

export async function marketplaceFigures(
  db: Database,
  request: { period: FigurePeriod; withMoney: boolean; now?: Date },
) {
  const starts = periodStarts(request.period, request.now ?? new Date());
  const window = { period: request.period, from: starts[0]! };
  const [signups, companies, listings, bookings, invoices, opened, closed, subscriptions] =
    await Promise.all([
      signupsByKind(db, window),
      companiesCreated(db, window),
      listingsPublished(db, window),
      bookingsByState(db, window),
      invoicesIssued(db, window),
      reportsOpened(db, window),
      reportsClosed(db, window),
      companiesBySubscription(db),
    ]);
  const buckets = starts.map((start): Bucket => ({
    start: dayOf(start),
    signups: { seekers: 0, providers: 0, companies: 0 },
    listingsPublished: 0,
    bookings: {},
    bookedValue: 0,
    invoicesIssued: 0,
    invoicedValue: 0,
    reportsOpened: 0,
    reportsClosed: 0,
    medianHoursToClose: null,
  }));
  const byStart = new Map(buckets.map((each) => [each.start, each]));
  const at = (row: Record<string, unknown>) => byStart.get(String(row.start));
  for (const row of signups) {
    const target = at(row);
    if (target) target.signups[row.kind === 'provider' ? 'providers' : 'seekers'] += num(row.count);
  }
  for (const row of companies) {
    const target = at(row);
    if (target) target.signups.companies += num(row.count);
  }
  for (const row of listings) {
    const target = at(row);
    if (target) target.listingsPublished += num(row.count);
  }
  for (const row of bookings) {
    const target = at(row);
    if (!target) continue;
    const state = String(row.state);
    target.bookings[state] = (target.bookings[state] ?? 0) + num(row.count);
    if (confirmedBookingStates.includes(state)) target.bookedValue += num(row.gross);
  }
  for (const row of invoices) {
    const target = at(row);
    if (!target) continue;
    target.invoicesIssued += num(row.count);
    target.invoicedValue += num(row.gross);
  }
  for (const row of opened) {
    const target = at(row);
    if (target) target.reportsOpened += num(row.count);
  }
  for (const row of closed) {
    const target = at(row);
    if (!target) continue;
    target.reportsClosed += num(row.count);
    target.medianHoursToClose =
      row.median_hours === null ? null : Math.round(num(row.median_hours) * 10) / 10;
  }
  return {
    period: request.period,
    buckets: buckets.map((each) => ({
      ...each,
      bookedValue: request.withMoney ? each.bookedValue : null,
      invoicedValue: request.withMoney ? each.invoicedValue : null,
    })),
    companies: subscriptions,
    currency: 'EUR',
  };
}
