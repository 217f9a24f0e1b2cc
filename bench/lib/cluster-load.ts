// The load test (issue 16): 200 signed-in users doing a realistic mix as fast as they are
// answered (browse, search, open topics, poll counts, send messages, book seats) for
// BENCH_LOAD_SECONDS (60 by default), through HAProxy to one app server and then to two, on
// PostgreSQL with the demo catalogue: p50, p95 and p99 per action, errors, and the throughput
// ratio of two servers to one. On a 2-core machine the load generator, HAProxy, PostgreSQL and
// the servers share the cores: the ratio says what a second server buys there, not on real hosts.
import os from 'node:os';
import { publishedEvent } from './bookings.ts';
import { startCluster, type Cluster } from './cluster.ts';
import type { FigureRow } from './login.ts';
import { newProvider, newUser, uniqueName, type Session } from './messaging.ts';
import { figuresByKind, getPage, sendAction, SteadyLoad, type MixStep } from './steady-load.ts';
import { goal } from './goal.ts';

const users = Number(process.env.BENCH_LOAD_USERS ?? 200);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const searchWords = ['leadership', 'excel', 'vendita', 'sicurezza', 'project', 'negoziazione'];
const events = 8;

interface Catalogue {
  topicUrls: string[];
  eventIds: number[];
}

/** Published events with room for everyone, from a provider of the run's own. */
async function bookableEvents(url: string): Promise<number[]> {
  const provider = await newProvider(url, uniqueName('lprov', 0));
  const ids: number[] = [];
  for (let index = 0; index < events; index++) {
    const event = await publishedEvent(url, provider, {
      title: `Load test seats ${index} ${uniqueName('e', index)}`,
      capacity: 10_000,
      daysAhead: 30 + index,
    });
    ids.push(event.id);
  }
  return ids;
}

function mix(url: string, sessions: Session[], catalogue: Catalogue): MixStep[] {
  const pickOf = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const booked = new Map<number, number>();
  return [
    { kind: 'page /', weight: 2, send: (user, _i, signal) => getPage(url, user, '/', signal) },
    {
      kind: 'page /topic/…',
      weight: 3,
      send: (user, _i, signal) =>
        getPage(url, user, `/topic/${pickOf(catalogue.topicUrls)}`, signal),
    },
    {
      kind: 'searchBar',
      weight: 3,
      send: (user, _i, signal) =>
        sendAction(url, user, { action: 'searchBar', search: pickOf(searchWords) }, signal),
    },
    {
      kind: 'countAllNotification',
      weight: 4,
      send: (user, _i, signal) => sendAction(url, user, { action: 'countAllNotification' }, signal),
    },
    {
      kind: 'sendmessage',
      weight: 1,
      minIntervalMs: 2500, // 30 a minute per user is the product's limit
      send: (user, index, signal) =>
        sendAction(
          url,
          user,
          {
            action: 'sendmessage',
            toUser: sessions[(index + 1) % sessions.length]!.id,
            message: `Load test message from user ${index}`,
          },
          signal,
        ),
    },
    {
      kind: 'bookevent',
      weight: 1,
      // Each user books each event once, one after the other.
      minIntervalMs: (seconds * 1000) / events,
      async send(user, index, signal) {
        const next = booked.get(index) ?? 0;
        const eventId = catalogue.eventIds[next % catalogue.eventIds.length]!;
        booked.set(index, next + 1);
        return sendAction(url, user, { action: 'bookevent', eventId, seats: 1 }, signal, 'selling');
      },
    },
  ];
}

async function loadOn(cluster: Cluster, label: string, rows: FigureRow[]) {
  const url = cluster.balancer!.url;
  const topics = await cluster.db.query<{ url: string }>(
    "SELECT url FROM topics WHERE status = 'published' ORDER BY id LIMIT 50",
  );
  const catalogue: Catalogue = {
    topicUrls: topics.rows.map((row) => row.url),
    eventIds: await bookableEvents(url),
  };
  if (catalogue.topicUrls.length === 0) throw new Error('the load test needs the demo topics');
  const sessions: Session[] = [];
  for (let index = 0; index < users; index++) {
    sessions.push(await newUser(url, uniqueName('lu', index)));
  }
  const load = new SteadyLoad(sessions, mix(url, sessions, catalogue));
  const started = performance.now();
  load.start();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  await load.stop();
  const wall = (performance.now() - started) / 1000;
  const all = load.outcomes;
  const failed = all.filter((outcome) => !outcome.ok);
  for (const kind of figuresByKind(all)) {
    rows.push({
      figure: `load mix, ${users} users through HAProxy, ${label}: ${kind.kind} (${kind.count} requests, ${kind.failed} failed)`,
      value: `${kind.p95.toFixed(1)} ms p95`,
      baseline: `p50 ${kind.p50.toFixed(1)} ms, p99 ${kind.p99.toFixed(1)} ms`,
      ratio: '',
      goal: goal('p95 ≤ 250 ms, none failed', kind.p95 <= 250 && kind.failed === 0),
    });
  }
  const throughput = all.length / wall;
  rows.push({
    figure: `load mix, ${users} users through HAProxy, ${label}: all requests (${failed.length} failed)`,
    value: `${throughput.toFixed(0)} req/s`,
    baseline: '',
    ratio: '',
    goal: goal('≥ 1,000 req/s, none failed', throughput >= 1000 && failed.length === 0),
  });
  if (failed.length) {
    const first = failed
      .slice(0, 3)
      .map((outcome) => `${outcome.kind} ${outcome.status || outcome.error}`);
    console.error(`load mix on ${label}: ${failed.length} failed, first: ${first.join(', ')}`);
  }
  return throughput;
}

export async function clusterLoadFigures(adminUrl: string, rows: FigureRow[]) {
  const env = {
    // 200 users come from one address here; in life they come from 200.
    RATE_LIMIT_PER_MINUTE: '100000000',
    ACTION_RATE_LIMITS: 'false',
  };
  const throughputs: number[] = [];
  for (const servers of [1, 2]) {
    const cluster = await startCluster({ adminUrl, servers, seedDemo: true, env });
    try {
      const label = servers === 1 ? 'one server' : 'two servers';
      throughputs.push(await loadOn(cluster, label, rows));
    } finally {
      await cluster.close();
    }
  }
  const [one, two] = throughputs as [number, number];
  rows.push({
    figure: `load mix, ${users} users: throughput of two servers against one (${os.cpus().length} cores shared by everything)`,
    value: `${two.toFixed(0)} req/s`,
    baseline: `${one.toFixed(0)} req/s one server`,
    ratio: `${(two / one).toFixed(2)}×`,
  });
}
