// The operators' figures (adminFigures, by month and by week) on a database of 1,000,000 bookings
// over three years (100,000 on embedded PGlite, whose fill would otherwise take the run), with
// 50,000 users, 2,000 companies and 20,000 reports (the goal: p95 ≤ 100 ms on PostgreSQL). Each
// is timed one request at a time beside `loginuserdetail` for the same session (the mechanism
// alone). The operator signs in with the password, then the authenticator's code. The bookings'
// rollup (booking_days) is computed after the fill, as the server's job would.
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { createPasswordHasher } from '../../apps/server/src/lib/passwords.ts';
import { totpCode } from '../../apps/server/src/lib/totp.ts';
import { rollUpBookings } from '../../apps/server/src/modules/figures/figures.repository.ts';
import { onFilledDatabases } from './filled-database.ts';
import { cookiesOf, headersOf } from './http-session.ts';
import { median, runLoad, type LoadResult } from './load.ts';
import type { FigureRow } from './login.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const operator = {
  username: 'bench_operator',
  password: 'Bench-pass-2026!',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const size = (handle: DatabaseHandle) => ({
  bookings: handle.driver === 'pglite' ? 100_000 : 1_000_000,
  users: 50_000,
  companies: 2_000,
  reports: 20_000,
});
const sizes = new Map<string, number>();

async function execute(handle: DatabaseHandle, statement: string): Promise<void> {
  if (handle.driver === 'pglite') await handle.client.exec(statement);
  else await handle.pool.query(statement);
}

async function fill(handle: DatabaseHandle) {
  const n = size(handle);
  sizes.set(handle.driver, n.bookings);
  const hash = await createPasswordHasher().hash(operator.password);
  await execute(
    handle,
    `insert into users (username, email, password_hash, first_name, platform_role, totp_secret, totp_enabled_at)
     values ('${operator.username}', 'bench_operator@example.com', '${hash}', 'Olga', 'operator', '${operator.secret}', now())`,
  );
  // People over three years, a fifth of them trainers.
  await execute(
    handle,
    `insert into users (username, email, first_name, service_type, created_at, updated_at)
     select 'bench_fig_' || g, 'bench_fig_' || g || '@example.com', 'Person ' || g,
       case when g % 5 = 0 then 'provider' else 'seeker' end,
       now() - (g % 1095) * interval '1 day', now()
     from generate_series(1, ${n.users}) g`,
  );
  await execute(
    handle,
    `insert into companies (slug, name, kind, country, created_at, updated_at)
     select 'bench-fig-' || g, 'Bench Company ' || g, 'company', 'IT',
       now() - (g % 1095) * interval '1 day', now()
     from generate_series(1, ${n.companies}) g`,
  );
  await execute(
    handle,
    `insert into subscriptions (company_id, plan, end_date)
     select id, case when id % 3 = 0 then 'trial' else 'business' end,
       now() + ((id % 90) - 30) * interval '1 day'
     from companies where slug like 'bench-fig-%'`,
  );
  // Bookings g: made (g % 1095) days ago, in one of the states, between two of the people.
  await execute(
    handle,
    `insert into bookings (kind, state, title, listing_url, buyer_id, provider_id, participants,
        unit_price_minor, quantity, net_minor, vat_rate_basis_points, vat_minor, gross_minor,
        starts_at, ends_at, created_at, updated_at)
     select 'topic',
       (array['requested','accepted','completed','declined','cancelled','expired','awaiting_approval'])[1 + g % 7],
       'Corso ' || (g % 500), '/topic/bench-' || (g % 500), b.id, p.id, 1,
       50000, 1, 50000, 2200, 11000, 61000,
       -- A minute of training at g hours from an epoch: no two of a trainer's accepted ones overlap.
       timestamptz '2024-01-01' + g * interval '1 hour',
       timestamptz '2024-01-01' + g * interval '1 hour' + interval '1 minute',
       now() - (g % 1095) * interval '1 day' - (g % 86400) * interval '1 second', now()
     from generate_series(1, ${n.bookings}) g
     cross join (select min(id) as first from users where username like 'bench\\_fig\\_%') people
     cross join lateral (select people.first + (g % 40000) as id) b
     cross join lateral (select people.first + 4 + 5 * (g % 9000) as id) p`,
  );
  await execute(
    handle,
    `insert into site_reports (reference, kind, name, email, subject, message, language, address, state, created_at, updated_at)
     select 'R-BENCH-' || g, 'abuse', 'Reporter', 'reporter@example.com', 'Report', '', 'it', '127.0.0.1',
       case when g % 4 = 0 then 'new' else 'resolved' end,
       now() - (g % 1095) * interval '1 day', now()
     from generate_series(1, ${n.reports}) g`,
  );
  await execute(
    handle,
    `insert into state_transitions (machine, record_id, transition, from_state, to_state, created_at)
     select 'report', id, 'resolve', 'in_review', 'resolved', created_at + interval '30 hours'
     from site_reports where state = 'resolved'`,
  );
  // The rollup the server's job keeps (every 15 minutes): the days before today.
  await rollUpBookings(handle.db);
  await execute(handle, 'analyze');
}

async function signIn(url: string) {
  const jar = cookiesOf(await fetch(url + '/', { headers: { accept: 'text/html' } }));
  const login = await fetch(url + '/inc/main', {
    method: 'POST',
    headers: headersOf(jar),
    body: JSON.stringify({
      action: 'login',
      username: operator.username,
      password: operator.password,
    }),
  });
  const session = { ...jar, ...cookiesOf(login) };
  const second = await fetch(url + '/inc/main', {
    method: 'POST',
    headers: headersOf(session),
    body: JSON.stringify({ action: 'logintwofactor', code: totpCode(operator.secret) }),
  });
  const reply = (await second.json()) as { status: boolean; msg?: string };
  if (!reply.status) throw new Error(`bench two-factor sign-in failed: ${reply.msg}`);
  return headersOf({ ...session, ...cookiesOf(second) });
}

async function oneAtATime(url: string, headers: Record<string, string>, body: object) {
  const run = await runLoad({
    url: `${url}/inc/main`,
    body: JSON.stringify(body),
    headers,
    connections: 1,
    seconds,
  });
  if (run.non2xx > 0) throw new Error(`${run.non2xx} requests did not answer 2xx`);
  return run;
}

async function measure(url: string, database: string, filled: number, rows: FigureRow[]) {
  const headers = await signIn(url);
  const calls = {
    baseline: { action: 'loginuserdetail' },
    month: { action: 'adminFigures', period: 'month' },
    week: { action: 'adminFigures', period: 'week' },
  };
  // The data set is what the figures claim: a year of bookings by month.
  const check = await fetch(`${url}/inc/main`, {
    method: 'POST',
    headers,
    body: JSON.stringify(calls.month),
  });
  const figures = (await check.json()) as {
    status: boolean;
    msg?: string;
    buckets?: Array<{ bookings: Record<string, number> }>;
  };
  if (!figures.status) throw new Error(`adminFigures failed: ${figures.msg}`);
  const counted = (figures.buckets ?? []).reduce(
    (sum, bucket) => sum + Object.values(bucket.bookings).reduce((a, b) => a + b, 0),
    0,
  );
  if (counted < 10_000) throw new Error(`unexpected figures: ${counted} bookings in a year`);
  const runs = new Map<string, LoadResult[]>();
  for (const body of Object.values(calls)) await oneAtATime(url, headers, body);
  for (let round = 0; round < rounds; round++) {
    for (const [name, body] of Object.entries(calls)) {
      const list = runs.get(name) ?? [];
      list.push(await oneAtATime(url, headers, body));
      runs.set(name, list);
    }
  }
  const m = (name: string, key: 'p50Ms' | 'p95Ms') =>
    median((runs.get(name) ?? []).map((run) => run[key]));
  const baseP95 = m('baseline', 'p95Ms');
  const total = (sizes.get(database === 'PostgreSQL' ? 'postgres' : 'pglite') ?? 0).toLocaleString(
    'en',
  );
  for (const name of ['month', 'week'] as const) {
    const p95 = m(name, 'p95Ms');
    rows.push({
      figure: `action adminFigures by ${name} on ${database}, ${total} bookings (filled in ${filled.toFixed(0)} s, ${counted.toLocaleString('en')} in the last 12 months), one request at a time: p50 / p95`,
      value: `${m(name, 'p50Ms').toFixed(1)} / ${p95.toFixed(1)} ms`,
      baseline: `${m('baseline', 'p50Ms').toFixed(1)} / ${baseP95.toFixed(1)} ms loginuserdetail`,
      ratio: `${(p95 / Math.max(baseP95, 0.001)).toFixed(1)}×`,
    });
  }
}

export async function figuresFigures(rows: FigureRow[]) {
  await onFilledDatabases({
    name: 'figures',
    fill,
    measure: (url, database, filled) => measure(url, database, filled, rows),
  });
}
