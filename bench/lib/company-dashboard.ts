// Company dashboard figures: the first load of the dashboard by the super admin of a group with 5
// locations, 2,000 people and 20,000 bookings (the goal: every dashboard action p95 ≤ 50 ms on
// PostgreSQL). Each action the page calls is timed one request at a time (p50, p95) beside
// `loginuserdetail` for the same session (a baseline read: the cost of the mechanism alone), and
// the whole first load, the four calls sent at once as the browser does, beside the same baseline.
import { cookiesOf, headersOf } from './http-session.ts';
import { median, percentile, runLoad, type LoadResult } from './load.ts';
import type { FigureRow } from './login.ts';
import { dashboardAdmin, fillDashboardData } from './company-dashboard-data.ts';
import { onFilledDatabases } from './filled-database.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const size = { locations: 5, people: 2_000, bookings: 20_000 };
const sizeLabel = `${size.locations} locations, ${size.people.toLocaleString('en')} people, ${size.bookings.toLocaleString('en')} bookings`;

interface Call {
  action: string;
  endpoint: 'main' | 'second';
}

const baseline: Call = { action: 'loginuserdetail', endpoint: 'main' };
/** What the dashboard's first load asks for (apps/web: session, location switcher, home, trainers). */
const firstLoad: Call[] = [
  { action: 'loginCompanyDetails', endpoint: 'main' },
  { action: 'smeGetMultilocation', endpoint: 'second' },
  { action: 'companydashboard', endpoint: 'main' },
  { action: 'companytrainers', endpoint: 'main' },
];

async function post<T>(url: string, headers: Record<string, string>, call: Call): Promise<T> {
  const response = await fetch(`${url}/inc/${call.endpoint}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ action: call.action }),
  });
  const reply = (await response.json()) as T & { status: boolean; msg?: string };
  if (!reply.status) throw new Error(`${call.action} failed: ${reply.msg}`);
  return reply;
}

async function signIn(url: string): Promise<Record<string, string>> {
  const jar = cookiesOf(await fetch(url + '/', { headers: { accept: 'text/html' } }));
  const response = await fetch(url + '/inc/main', {
    method: 'POST',
    headers: headersOf(jar),
    body: JSON.stringify({ action: 'login', ...dashboardAdmin }),
  });
  const reply = (await response.json()) as { status: boolean; msg?: string };
  if (!reply.status) throw new Error(`bench login failed: ${reply.msg}`);
  return headersOf({ ...jar, ...cookiesOf(response) });
}

/** The data set is what the figures claim: five locations consolidated, a full home, 40 trainers. */
async function checkAnswers(url: string, headers: Record<string, string>) {
  const home = await post<{
    upcoming: unknown[];
    activity: unknown[];
    awaitingApproval: number;
    locations: Array<{ people: number; upcoming: number }>;
  }>(url, headers, { action: 'companydashboard', endpoint: 'main' });
  const people = home.locations.reduce((sum, location) => sum + location.people, 0);
  const trainers = await post<{ list: unknown[] }>(url, headers, {
    action: 'companytrainers',
    endpoint: 'main',
  });
  const switcher = await post<{ list: unknown[] }>(url, headers, {
    action: 'smeGetMultilocation',
    endpoint: 'second',
  });
  if (
    home.locations.length !== size.locations ||
    people !== size.people ||
    home.upcoming.length !== 5 ||
    home.activity.length === 0 ||
    home.awaitingApproval === 0 ||
    trainers.list.length !== 40 ||
    switcher.list.length !== size.locations
  ) {
    throw new Error(
      `unexpected dashboard: ${home.locations.length} locations, ${people} people, ${home.upcoming.length} upcoming, ${home.activity.length} changes, ${home.awaitingApproval} awaiting, ${trainers.list.length} trainers, ${switcher.list.length} in the switcher`,
    );
  }
}

/** One request at a time for `seconds`: what one user waits for each call. */
async function oneAtATime(url: string, headers: Record<string, string>, call: Call) {
  const run = await runLoad({
    url: `${url}/inc/${call.endpoint}`,
    body: JSON.stringify({ action: call.action }),
    headers,
    connections: 1,
    seconds,
  });
  if (run.non2xx > 0) throw new Error(`${run.non2xx} ${call.action} requests did not answer 2xx`);
  return run;
}

/** The first load again and again for `seconds`: the four calls at once, until all have answered. */
async function firstLoads(url: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const started = performance.now();
    await Promise.all(firstLoad.map((call) => post(url, headers, call)));
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50Ms: percentile(latencies, 0.5), p95Ms: percentile(latencies, 0.95) };
}

async function measure(url: string, database: string, filled: number, rows: FigureRow[]) {
  const headers = await signIn(url);
  await checkAnswers(url, headers);
  // Warm-up: prepared plans, caches and the JIT, as on a server that has been up a while.
  for (const call of [baseline, ...firstLoad]) await post(url, headers, call);
  await firstLoads(url, headers);
  const runs = new Map<string, LoadResult[]>();
  const loads: Array<{ p50Ms: number; p95Ms: number }> = [];
  // Interleaved, so that the baseline and every action see the same machine conditions.
  for (let round = 0; round < rounds; round++) {
    for (const call of [baseline, ...firstLoad]) {
      const list = runs.get(call.action) ?? [];
      list.push(await oneAtATime(url, headers, call));
      runs.set(call.action, list);
    }
    loads.push(await firstLoads(url, headers));
  }
  const m = (action: string, key: 'p50Ms' | 'p95Ms') =>
    median((runs.get(action) ?? []).map((run) => run[key]));
  const baseP50 = m(baseline.action, 'p50Ms');
  const baseP95 = m(baseline.action, 'p95Ms');
  const baseText = `${baseP50.toFixed(1)} / ${baseP95.toFixed(1)} ms loginuserdetail`;
  const loadP50 = median(loads.map((load) => load.p50Ms));
  const loadP95 = median(loads.map((load) => load.p95Ms));
  rows.push({
    figure: `company dashboard first load on ${database}, ${sizeLabel} (filled in ${filled.toFixed(0)} s), the ${firstLoad.length} calls at once: p50 / p95`,
    value: `${loadP50.toFixed(1)} / ${loadP95.toFixed(1)} ms`,
    baseline: baseText,
    ratio: `${(loadP95 / Math.max(baseP95, 0.001)).toFixed(1)}×`,
  });
  for (const call of firstLoad) {
    const p95 = m(call.action, 'p95Ms');
    rows.push({
      figure: `action ${call.action} on ${database}, super admin of ${size.locations} locations, one request at a time: p50 / p95`,
      value: `${m(call.action, 'p50Ms').toFixed(1)} / ${p95.toFixed(1)} ms`,
      baseline: baseText,
      ratio: `${(p95 / Math.max(baseP95, 0.001)).toFixed(1)}×`,
    });
  }
}

export async function companyDashboardFigures(rows: FigureRow[]) {
  await onFilledDatabases({
    name: 'dashboard',
    fill: async (handle) => {
      await fillDashboardData(handle, size);
    },
    measure: (url, database, filled) => measure(url, database, filled, rows),
  });
}
