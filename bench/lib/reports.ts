// Money reports figures: revenuereport (the provider who issued 10,000 of 100,000 invoices) and
// spendingreport (the super admin of a group of two locations, `all`) over 100,000 invoices and
// credit notes and 20,000 purchase orders (the goal: p95 ≤ 50 ms on PostgreSQL). Each is timed one
// request at a time beside `loginuserdetail` for the same session (the mechanism alone).
import { cookiesOf, headersOf } from './http-session.ts';
import { median, runLoad, type LoadResult } from './load.ts';
import type { FigureRow } from './login.ts';
import { fillReportsData, reportsAdmin, reportsProvider, reportsSize } from './reports-data.ts';
import { onFilledDatabases } from './filled-database.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const sizeLabel = `${reportsSize.invoices.toLocaleString('en')} invoices, ${reportsSize.orders.toLocaleString('en')} orders`;

interface Call {
  action: string;
  endpoint: 'main' | 'selling';
  fields: Record<string, unknown>;
}

const year = new Date().getFullYear();
const baseline: Call = { action: 'loginuserdetail', endpoint: 'main', fields: {} };
const revenue: Call = { action: 'revenuereport', endpoint: 'selling', fields: { year } };
const spending: Call = {
  action: 'spendingreport',
  endpoint: 'selling',
  fields: { year, location: 'all' },
};

async function post<T>(url: string, headers: Record<string, string>, call: Call): Promise<T> {
  const response = await fetch(`${url}/inc/${call.endpoint}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ action: call.action, ...call.fields }),
  });
  const reply = (await response.json()) as T & { status: boolean; msg?: string };
  if (!reply.status) throw new Error(`${call.action} failed: ${reply.msg}`);
  return reply;
}

async function signIn(url: string, who: { username: string; password: string }) {
  const jar = cookiesOf(await fetch(url + '/', { headers: { accept: 'text/html' } }));
  const response = await fetch(url + '/inc/main', {
    method: 'POST',
    headers: headersOf(jar),
    body: JSON.stringify({ action: 'login', ...who }),
  });
  const reply = (await response.json()) as { status: boolean; msg?: string };
  if (!reply.status) throw new Error(`bench login failed: ${reply.msg}`);
  return headersOf({ ...jar, ...cookiesOf(response) });
}

async function oneAtATime(url: string, headers: Record<string, string>, call: Call) {
  const run = await runLoad({
    url: `${url}/inc/${call.endpoint}`,
    body: JSON.stringify({ action: call.action, ...call.fields }),
    headers,
    connections: 1,
    seconds,
  });
  if (run.non2xx > 0) throw new Error(`${run.non2xx} ${call.action} requests did not answer 2xx`);
  return run;
}

async function measure(url: string, database: string, filled: number, rows: FigureRow[]) {
  const providerHeaders = await signIn(url, reportsProvider);
  const adminHeaders = await signIn(url, reportsAdmin);
  // The data set is what the figures claim: the year has the provider's and the group's documents.
  const check = await post<{ taxReturn: { total: { count: number } } }>(
    url,
    providerHeaders,
    revenue,
  );
  const spent = await post<{ total: { invoices: number; orders: number }; byLocation: unknown[] }>(
    url,
    adminHeaders,
    spending,
  );
  if (
    check.taxReturn.total.count < 1000 ||
    spent.total.invoices < 1000 ||
    spent.byLocation.length !== 2
  ) {
    throw new Error(
      `unexpected reports: ${check.taxReturn.total.count} revenue documents, ${spent.total.invoices} invoices and ${spent.byLocation.length} locations in spending`,
    );
  }
  const plan: Array<[Call, Record<string, string>]> = [
    [baseline, providerHeaders],
    [revenue, providerHeaders],
    [spending, adminHeaders],
  ];
  // Warm-up: prepared plans, caches and the JIT, as on a server that has been up a while.
  for (const [call, headers] of plan) await post(url, headers, call);
  const runs = new Map<string, LoadResult[]>();
  for (let round = 0; round < rounds; round++) {
    for (const [call, headers] of plan) {
      const list = runs.get(call.action) ?? [];
      list.push(await oneAtATime(url, headers, call));
      runs.set(call.action, list);
    }
  }
  const m = (action: string, key: 'p50Ms' | 'p95Ms') =>
    median((runs.get(action) ?? []).map((run) => run[key]));
  const baseP95 = m(baseline.action, 'p95Ms');
  const baseText = `${m(baseline.action, 'p50Ms').toFixed(1)} / ${baseP95.toFixed(1)} ms loginuserdetail`;
  const describe: Record<string, string> = {
    revenuereport: `a provider's year (${check.taxReturn.total.count.toLocaleString('en')} documents)`,
    spendingreport: `a super admin's two locations, all (${(spent.total.invoices + spent.total.orders).toLocaleString('en')} documents)`,
  };
  for (const call of [revenue, spending]) {
    const p95 = m(call.action, 'p95Ms');
    rows.push({
      figure: `action ${call.action} on ${database}, ${sizeLabel} (filled in ${filled.toFixed(0)} s), ${describe[call.action]}, one request at a time: p50 / p95`,
      value: `${m(call.action, 'p50Ms').toFixed(1)} / ${p95.toFixed(1)} ms`,
      baseline: baseText,
      ratio: `${(p95 / Math.max(baseP95, 0.001)).toFixed(1)}×`,
    });
  }
}

export async function reportsFigures(rows: FigureRow[]) {
  await onFilledDatabases({
    name: 'reports',
    fill: (handle) => fillReportsData(handle),
    measure: (url, database, filled) => measure(url, database, filled, rows),
  });
}
