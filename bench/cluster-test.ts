// `npm run test:cluster`: two app servers on one PostgreSQL database, a Redis, an S3-compatible
// server and HAProxy (deploy/haproxy.cfg) in front, as the README's "Several app servers" runs
// them. It checks that a user's requests may land on either server, then keeps a steady load
// going through HAProxy while it restarts both servers one after the other, kills one with
// SIGKILL, restarts PostgreSQL and stops Redis, and counts what each fault cost: requests lost,
// committed writes lost, seconds to recover. It prints what it measured, stops everything it
// started, and exits non-zero when a promise is broken.
//
// Needs: the build (`npm run build`), PostgreSQL at CLUSTER_DATABASE_URL (default: the local
// server as user postgres) managed by Debian's pg_ctlcluster (the restart), redis-server and
// haproxy on the PATH (`.ci/run` installs Debian's haproxy). Missing any of them is a failure.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  pause,
  restartPostgres,
  startCluster,
  waitFor,
  logTail,
  type AppServer,
  type Cluster,
} from './lib/cluster.ts';
import { cookiesOf, headersOf } from './lib/http-session.ts';
import { call, newUser, openStream, uniqueName, type Session } from './lib/messaging.ts';
import { repositoryRoot, serverScript } from './lib/server-process.ts';
import { getPage, sendAction, SteadyLoad, type MixStep, type Outcome } from './lib/steady-load.ts';

const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const loadUsers = 16;
const thinkMs = 20;

const results: Array<{ check: string; result: string }> = [];
const failures: string[] = [];
function record(check: string, passed: boolean, result: string) {
  results.push({ check, result: `${passed ? 'ok ' : 'FAIL'} ${result}` });
  if (!passed) failures.push(`${check}: ${result}`);
}

function requireTools() {
  if (!fs.existsSync(serverScript)) throw new Error('no server build: run `npm run build` first');
  for (const tool of ['haproxy', 'redis-server', 'pg_ctlcluster']) {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    } catch {
      throw new Error(`${tool} is required by the cluster test and is not installed`);
    }
  }
}

/** Signs in through one address and answers the session a browser would then hold. */
async function signIn(url: string, username: string, password: string): Promise<Session> {
  const jar = cookiesOf(await fetch(url + '/', { headers: { accept: 'text/html' } }));
  const login = await fetch(url + '/inc/main', {
    method: 'POST',
    headers: headersOf(jar),
    body: JSON.stringify({ action: 'login', username, password }),
  });
  const headers = headersOf({ ...jar, ...cookiesOf(login) });
  return { id: 0, headers };
}

async function sharedState(cluster: Cluster) {
  const [one, two] = cluster.servers as [AppServer, AppServer];

  // 1. A session made on one server is a session on the other.
  const name = uniqueName('cs', 0);
  const member = await newUser(one.url, name);
  const onTwo = await call<{ userId: number }>(two.url, member.headers, {
    action: 'loginuserdetail',
  });
  record(
    'session across servers',
    onTwo.userId === member.id,
    `signed in through ${one.name}, ${two.name} answers user ${onTwo.userId} (expected ${member.id})`,
  );
  const again = await signIn(two.url, name, 'Bench-pass-2026!');
  const back = await call<{ userId: number }>(one.url, again.headers, {
    action: 'loginuserdetail',
  });
  record('session across servers, other way', back.userId === member.id, `user ${back.userId}`);

  // 2. A picture uploaded through one server is served by the other (object storage).
  const picture = fs.readFileSync(path.join(repositoryRoot, 'apps/web/public/img/qt_default.jpg'));
  const form = new FormData();
  form.append('file', new Blob([picture], { type: 'image/jpeg' }), 'me.jpg');
  const { 'content-type': _json, ...uploadHeaders } = member.headers;
  const uploaded = await fetch(one.url + '/inc/imgupload', {
    method: 'POST',
    headers: uploadHeaders,
    body: form,
  });
  const image = ((await uploaded.json()) as { image?: { original: string } }).image?.original;
  const served = image ? await fetch(two.url + image) : null;
  const bytes = served ? (await served.arrayBuffer()).byteLength : 0;
  record(
    'upload across servers',
    served?.status === 200 && served.headers.get('content-type') === 'image/webp' && bytes > 0,
    `uploaded through ${one.name} (${uploaded.status}), ${two.name} serves ${image ?? 'nothing'}: ${served?.status ?? '-'}, ${bytes} bytes`,
  );

  // 3. A message sent through one server arrives live on a stream held by the other.
  const readerName = uniqueName('cr', 0);
  const reader = await newUser(one.url, readerName);
  await liveAcross(cluster, member, reader, 'live message across servers');

  // 4. A job runs once: the unread message above is e-mailed (MESSAGE_EMAIL_DELAY_SECONDS=1) by
  // exactly one of the two servers' workers.
  const mails = () =>
    cluster.servers.flatMap((server) => {
      const outbox = path.join(server.dataDir, 'outbox');
      if (!fs.existsSync(outbox)) return [];
      return fs
        .readdirSync(outbox)
        .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
        .filter((mail) => mail.includes(`${readerName}@bench.example`) && mail.includes(name));
    });
  await waitFor('the unread-message e-mail', () => mails().length > 0, 30_000, 200).catch(
    () => undefined,
  );
  await pause(3000); // time for a second run, were there one
  const sentBy = cluster.servers.map((server) => {
    const outbox = path.join(server.dataDir, 'outbox');
    return fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
  });
  record(
    'a job runs once',
    mails().length === 1,
    `${mails().length} unread-message e-mail for the reader (outboxes: ${sentBy.join(' + ')})`,
  );

  // 5. Rate limits count across both: forgotpassword allows 5 an hour per address.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const server = cluster.servers[attempt % 2]!;
    const jar = cookiesOf(await fetch(server.url + '/', { headers: { accept: 'text/html' } }));
    const response = await fetch(server.url + '/inc/main', {
      method: 'POST',
      headers: headersOf(jar),
      body: JSON.stringify({ action: 'forgotpassword', semail: `${name}@bench.example` }),
    });
    statuses.push(response.status);
  }
  record(
    'rate limits across servers',
    statuses.slice(0, 5).every((status) => status === 200) && statuses[5] === 429,
    `forgotpassword for one address, alternating servers: ${statuses.join(' ')}`,
  );
}

/** A message sent through the first server arrives on the reader's stream held by the second. */
/**
 * A message sent through one server arrives on a stream held by the other. After a database
 * restart a server's LISTEN connection comes back within a few seconds (it retries every 2 s), and
 * a message sent before that reaches the reader's next poll, not the stream: `attempts` sends
 * until one arrives live, so the check says that live delivery resumes, and when.
 */
async function liveAcross(
  cluster: Cluster,
  sender: Session,
  reader: Session,
  check: string,
  attempts = 1,
) {
  const [one, two] = cluster.servers as [AppServer, AppServer];
  const stream = await openStream(two.url, reader);
  const started = performance.now();
  try {
    for (let attempt = 1; ; attempt += 1) {
      const text = `across ${Date.now()}`;
      const arrival = stream.arrival(text);
      const sent = performance.now();
      await call(one.url, sender.headers, {
        action: 'sendmessage',
        toUser: reader.id,
        message: text,
      });
      try {
        const ms = (await arrival) - sent;
        const tries =
          attempt === 1
            ? ''
            : ` (message ${attempt}; live again ${((performance.now() - started) / 1000).toFixed(1)} s after the first)`;
        record(
          check,
          true,
          `sent via ${one.name}, arrived on ${two.name}'s stream in ${ms.toFixed(0)} ms${tries}`,
        );
        return;
      } catch (error) {
        if (attempt >= attempts) throw error;
      }
    }
  } catch (error) {
    record(check, false, String(error));
  } finally {
    stream.close();
  }
}

/** The mix the steady load sends: pages, reads, a poll, and messages (the writes it checks). */
function loadMix(url: string, users: Session[], acknowledged: number[]): MixStep[] {
  return [
    { kind: 'home page', weight: 2, send: (user, _i, signal) => getPage(url, user, '/', signal) },
    {
      kind: 'searchBar',
      weight: 2,
      send: (user, _i, signal) =>
        sendAction(url, user, { action: 'searchBar', search: 'lead' }, signal),
    },
    {
      kind: 'countAllNotification',
      weight: 3,
      send: (user, _i, signal) => sendAction(url, user, { action: 'countAllNotification' }, signal),
    },
    {
      kind: 'sendmessage',
      weight: 3,
      // sendmessage allows 30 a minute per user.
      minIntervalMs: 2500,
      async send(user, index, signal) {
        const to = users[(index + 1) % users.length]!;
        const reply = await sendAction(
          url,
          user,
          { action: 'sendmessage', toUser: to.id, message: `load ${index} ${Date.now()}` },
          signal,
        );
        if (reply.ok) acknowledged.push(Number(reply.reply?.id));
        return reply;
      },
    },
  ];
}

const failedOf = (outcomes: Outcome[]) => outcomes.filter((outcome) => !outcome.ok);
const describeFailures = (outcomes: Outcome[]) => {
  const counts = new Map<string, number>();
  for (const outcome of failedOf(outcomes)) {
    const key = outcome.status ? String(outcome.status) : (outcome.error ?? 'no answer');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count}× ${key}`).join(', ') || 'none';
};

async function underLoad(cluster: Cluster) {
  const balancer = cluster.balancer!;
  const url = balancer.url;
  const users: Session[] = [];
  for (let index = 0; index < loadUsers; index++) {
    users.push(await newUser(url, uniqueName('cl', index)));
  }
  const acknowledged: number[] = [];
  const load = new SteadyLoad(users, loadMix(url, users, acknowledged), { thinkMs });
  load.start();
  const names = cluster.servers.map((server) => server.name);
  try {
    await pause(3000);
    const warm = load.between(0);
    record(
      'steady load before faults',
      failedOf(warm).length === 0,
      `${warm.length} requests in 3 s, failed: ${describeFailures(warm)}`,
    );

    // (a) A rolling restart: each server in turn gets SIGTERM, drains, and starts again.
    let from = performance.now();
    const rollingStarted = performance.now();
    for (const server of cluster.servers) {
      await server.stop();
      await server.start();
      await balancer.waitUntil(names);
    }
    const rollingSeconds = (performance.now() - rollingStarted) / 1000;
    let during = load.between(from, performance.now());
    record(
      '(a) rolling restart of both servers',
      failedOf(during).length === 0,
      `${during.length} requests over ${rollingSeconds.toFixed(1)} s, lost: ${describeFailures(during)}`,
    );

    // (b) kill -9 of one server: only what was in flight on it may fail.
    const victim = cluster.servers[0]!;
    from = performance.now();
    await victim.kill();
    await pause(4000);
    during = load.between(from, performance.now());
    const lost = failedOf(during).length;
    // In flight on the victim: at most one request per load user.
    record(
      '(b) kill -9 of one server',
      lost <= loadUsers,
      `${during.length} requests in the 4 s after the kill, lost: ${describeFailures(during)} (at most ${loadUsers} could be in flight on it)`,
    );
    await victim.start();
    await balancer.waitUntil(names);

    // (c) A PostgreSQL restart: 503 while it is away, service back within 5 s of its return. It
    // stays away 4 s, long enough for HAProxy to take both servers out (two failed checks a second
    // apart), so the balancer's own 503 is tried too, as on a slow machine's restart (CI, 7 s).
    const startedAt = async () =>
      String(
        (await cluster.db.query<{ at: Date }>('SELECT pg_postmaster_start_time() AS at')).rows[0]
          ?.at,
      );
    const before = { postmaster: await startedAt(), ...(await balancer.retries()) };
    from = performance.now();
    await restartPostgres(4000);
    const back = performance.now();
    await waitFor(
      'a write to succeed after the restart',
      () => load.between(back).some((outcome) => outcome.kind === 'sendmessage' && outcome.ok),
      30_000,
      20,
    ).catch(() => undefined);
    const firstWrite = load
      .between(back)
      .find((outcome) => outcome.kind === 'sendmessage' && outcome.ok);
    await pause(3000);
    during = load.between(from, performance.now());
    const recovered = firstWrite ? (firstWrite.at + firstWrite.ms - back) / 1000 : Infinity;
    const failed = failedOf(during);
    const outage = failed.length
      ? (Math.max(...failed.map((o) => o.at + o.ms)) - Math.min(...failed.map((o) => o.at))) / 1000
      : 0;
    const unexpected = failed.filter((outcome) => outcome.status !== 503);
    const slowest = Math.max(...during.map((outcome) => outcome.ms));
    record(
      '(c) PostgreSQL restart',
      recovered <= 5 && unexpected.length === 0,
      `restart took ${((back - from) / 1000).toFixed(1)} s; first write answered ${recovered.toFixed(1)} s after PostgreSQL was back; failed requests spanned ${outage.toFixed(1)} s: ${describeFailures(during)}; slowest answer ${(slowest / 1000).toFixed(1)} s`,
    );
    const after = { postmaster: await startedAt(), ...(await balancer.retries()) };
    record(
      '(c) PostgreSQL really restarted',
      after.postmaster !== before.postmaster,
      `started at ${before.postmaster}, then at ${after.postmaster}; HAProxy sent ${after.retried - before.retried} requests again (${after.redispatched - before.redispatched} to the other server) meanwhile`,
    );
    await liveAcross(cluster, users[0]!, users[1]!, '(c) live messages after the restart', 3);

    // (d) Redis stops: the servers keep serving and count limits per server.
    from = performance.now();
    await cluster.redis.stop();
    await pause(4000);
    const ready = await Promise.all(
      cluster.servers.map(async (server) => {
        const response = await fetch(server.url + '/readyz');
        return ((await response.json()) as { rateLimits?: string }).rateLimits;
      }),
    );
    during = load.between(from, performance.now());
    record(
      '(d) Redis stopped',
      failedOf(during).length === 0 && ready.every((state) => state === 'redis-down'),
      `${during.length} requests in 4 s, failed: ${describeFailures(during)}; readyz says ${ready.join(', ')}`,
    );
    await cluster.redis.start();
    await waitFor(
      'the servers to use Redis again',
      async () => {
        const states = await Promise.all(
          cluster.servers.map(async (server) => {
            const response = await fetch(server.url + '/readyz');
            return ((await response.json()) as { rateLimits?: string }).rateLimits;
          }),
        );
        return states.every((state) => state === 'redis');
      },
      15_000,
      200,
    ).catch(() => undefined);
  } finally {
    await load.stop();
  }

  // No committed write lost, none half-done.
  const ids = acknowledged.filter(Number.isFinite);
  const found = await cluster.db.query<{ count: string }>(
    'SELECT count(*) FROM messages WHERE id = ANY($1::int[])',
    [ids],
  );
  const halfDone = await cluster.db.query<{ count: string }>(
    `SELECT count(*) FROM conversations c
      WHERE c.last_message_id IS DISTINCT FROM (SELECT max(id) FROM messages m WHERE m.conversation_id = c.id)
         OR (SELECT count(*) FROM conversation_members cm WHERE cm.conversation_id = c.id) <> 2`,
  );
  record(
    'acknowledged writes kept',
    Number(found.rows[0]?.count) === ids.length,
    `${found.rows[0]?.count} of ${ids.length} acknowledged messages in the database`,
  );
  record(
    'no write half-done',
    Number(halfDone.rows[0]?.count) === 0,
    `${halfDone.rows[0]?.count} conversations whose last message or members disagree with their messages`,
  );
  const all = load.outcomes;
  results.push({
    check: 'load in all',
    result: `${all.length} requests from ${loadUsers} users, ${failedOf(all).length} failed (${describeFailures(all)})`,
  });
}

function print(totalSeconds: number) {
  const width = Math.max(...results.map((row) => row.check.length));
  console.log('\nCluster test: two app servers, PostgreSQL, Redis, s3rver, HAProxy');
  for (const row of results) console.log(`  ${row.check.padEnd(width)}  ${row.result}`);
  console.log(`  ${'time'.padEnd(width)}  ${totalSeconds.toFixed(0)} s`);
}

const started = performance.now();
requireTools();
const cluster = await startCluster({
  adminUrl,
  servers: 2,
  env: {
    // The load comes from one address; the global limit would answer 429 within seconds.
    RATE_LIMIT_PER_MINUTE: '1000000',
    MESSAGE_EMAIL_DELAY_SECONDS: '1',
  },
});
try {
  await sharedState(cluster);
  await underLoad(cluster);
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  if (failures.length) {
    for (const server of cluster.servers) {
      console.error(`--- ${server.name} (${server.state}) log ---\n${logTail(server.logFile)}`);
    }
  }
  await cluster.close();
}
print((performance.now() - started) / 1000);
if (failures.length) {
  console.error(`\nCluster test FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Cluster test passed.');
