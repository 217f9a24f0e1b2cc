// Login figures: the `login` action against the raw argon2id verify rate of this machine (the
// goal is at least 0.8 of it: the action should cost little beyond the hash), and the p95 of
// `loginuserdetail` with 50 users signed in at once.
import argon2 from 'argon2';
import { owaspCost } from '../../apps/server/src/lib/passwords.ts';
import { median, runLoad } from './load.ts';
import { cookiesOf, headersOf } from './http-session.ts';
import { goal, isPostgres } from './goal.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = 10;
const demoPassword = 'Demo2026!';
const demoUsernames = [
  'mario_rossi',
  'giulia_bianchi',
  'acme_admin',
  'pmi_admin',
  'luca_ferrari',
  'francesca_russo',
  'alessandro_romano',
  'chiara_gallo',
  'matteo_costa',
  'sara_fontana',
];

export interface FigureRow {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  /** The figure's goal and whether this run met it (goal.ts), where the issue set one. */
  goal?: string;
}

/** argon2id verifications per second, `concurrency` at a time, with the server's OWASP cost. */
export async function argonVerifyRate(): Promise<number> {
  const hash = await argon2.hash(demoPassword, { type: argon2.argon2id, ...owaspCost });
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        if (!(await argon2.verify(hash, demoPassword))) throw new Error('argon2 verify failed');
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** A visitor's cookies: the XSRF token of a visitor stays valid for any number of logins. */
async function visitorJar(url: string) {
  return cookiesOf(await fetch(url + '/', { headers: { accept: 'text/html' } }));
}

async function signIn(url: string, username: string) {
  const jar = await visitorJar(url);
  const response = await fetch(url + '/inc/main', {
    method: 'POST',
    headers: headersOf(jar),
    body: JSON.stringify({ action: 'login', username, password: demoPassword }),
  });
  const reply = (await response.json()) as { status: boolean; msg?: string };
  if (!reply.status) throw new Error(`bench login of ${username} failed: ${reply.msg}`);
  return headersOf({ ...jar, ...cookiesOf(response) });
}

export async function loginFigures(url: string, database: string, rows: FigureRow[]) {
  const visitor = headersOf(await visitorJar(url));
  const loginBody = (index: number) =>
    JSON.stringify({
      action: 'login',
      username: demoUsernames[index % demoUsernames.length],
      password: demoPassword,
      cookie: true,
    });
  const loginRates: number[] = [];
  const verifyRates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // Interleaved, so both see the same machine; the raw rate runs while the server idles.
    verifyRates.push(await argonVerifyRate());
    const run = await runLoad({
      url: url + '/inc/main',
      body: loginBody(0),
      headers: visitor,
      connections: concurrency,
      seconds,
      perConnection: (index) => ({ headers: visitor, body: loginBody(index) }),
    });
    if (run.non2xx > 0) throw new Error(`${run.non2xx} login requests did not answer 2xx`);
    loginRates.push(run.requestsPerSecond);
  }
  const login = median(loginRates);
  const verify = median(verifyRates);
  rows.push({
    figure: `action login (argon2id OWASP cost) on ${database}, ${concurrency} connections: throughput`,
    value: `${login.toFixed(1)} req/s`,
    baseline: `${verify.toFixed(1)} raw argon2id verifies/s`,
    ratio: `${(login / verify).toFixed(2)}×`,
  });

  const sessions = 50;
  const signedIn: Array<Record<string, string>> = [];
  for (let index = 0; index < sessions; index++) {
    signedIn.push(await signIn(url, demoUsernames[index % demoUsernames.length]!));
  }
  const p95s: number[] = [];
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const run = await runLoad({
      url: url + '/inc/main',
      body: JSON.stringify({ action: 'loginuserdetail' }),
      headers: signedIn[0]!,
      connections: sessions,
      seconds,
      perConnection: (index) => ({
        headers: signedIn[index % sessions]!,
        body: JSON.stringify({ action: 'loginuserdetail' }),
      }),
    });
    if (run.non2xx > 0) throw new Error(`${run.non2xx} loginuserdetail requests failed`);
    p95s.push(run.p95Ms);
    rates.push(run.requestsPerSecond);
  }
  rows.push({
    figure: `action loginuserdetail on ${database}, 50 signed-in sessions at once: p95 latency`,
    value: `${median(p95s).toFixed(1)} ms`,
    baseline: `${median(rates).toFixed(0)} req/s in the same runs`,
    ratio: '',
    goal: isPostgres(database)
      ? goal('p95 ≤ 10 ms', median(p95s) <= 10)
      : goal('p95 ≤ 40 ms', median(p95s) <= 40),
  });
}
